import { describe, expect, it } from 'vitest';
import { SAFETY_MODERATION_GUARD_CODES, safetyModerationGuardMessages, safetyModerationGuardVerdict } from './safetyModerationGuard';
import { SAFETY_MODERATION_OPENAI_CATEGORIES, safetyModerationOpenAiVerdict } from './safetyModerationOpenAi';

/** Every category of OpenAI's omni moderation model, all false. */
const NONE = Object.fromEntries(SAFETY_MODERATION_OPENAI_CATEGORIES.map(([name]) => [name, false]));

describe('safetyModerationOpenAiVerdict', () => {
  it('is not flagged when the endpoint does not flag, whatever the categories say', () => {
    expect(safetyModerationOpenAiVerdict({ flagged: false, categories: NONE })).toEqual({ flagged: false });
    expect(safetyModerationOpenAiVerdict({ flagged: false, categories: { ...NONE, violence: true } })).toEqual({ flagged: false });
  });

  it.each([
    [['self-harm'], 'self_harm', 'urgent'],
    [['self-harm/intent', 'violence'], 'self_harm', 'urgent'],
    [['self-harm/instructions'], 'self_harm', 'urgent'],
    [['sexual', 'sexual/minors'], 'sexual', 'urgent'],
    [['sexual'], 'sexual', 'concern'],
    [['illicit', 'illicit/violent'], 'weapons', 'concern'],
    [['illicit'], 'crime', 'concern'],
    [['violence/graphic'], 'frightening', 'concern'],
    [['violence', 'violence/graphic'], 'violence', 'concern'],
    [['harassment'], 'harassment', 'concern'],
    [['harassment/threatening'], 'harassment', 'concern'],
    [['hate'], 'hate', 'concern'],
    [['hate/threatening', 'harassment'], 'hate', 'concern'],
  ] as const)('maps %j to %s (%s)', (marked, category, severity) => {
    const categories = { ...NONE, ...Object.fromEntries(marked.map((name) => [name, true])) };
    expect(safetyModerationOpenAiVerdict({ flagged: true, categories })).toEqual({ flagged: true, category, severity });
  });

  it('names a flag in an unknown category by the likeliest known one, else as frightening', () => {
    const scores = Object.fromEntries(SAFETY_MODERATION_OPENAI_CATEGORIES.map(([name]) => [name, 0.01]));
    expect(safetyModerationOpenAiVerdict({ flagged: true, categories: { ...NONE, 'new/category': true }, category_scores: { ...scores, hate: 0.4 } })).toEqual({
      flagged: true,
      category: 'hate',
      severity: 'concern',
    });
    expect(safetyModerationOpenAiVerdict({ flagged: true, categories: { 'new/category': true } })).toEqual({ flagged: true, category: 'frightening', severity: 'concern' });
  });
});

describe('safetyModerationGuardVerdict', () => {
  it('reads safe and unsafe answers, whatever the whitespace and case', () => {
    expect(safetyModerationGuardVerdict('safe')).toEqual({ flagged: false });
    expect(safetyModerationGuardVerdict('\n\n Safe \n')).toEqual({ flagged: false });
    expect(safetyModerationGuardVerdict('unsafe\nS1')).toEqual({ flagged: true, category: 'violence', severity: 'concern' });
    expect(safetyModerationGuardVerdict('  UNSAFE \n s10 ')).toEqual({ flagged: true, category: 'hate', severity: 'concern' });
    expect(safetyModerationGuardVerdict('unsafe\nS9, S14')).toEqual({ flagged: true, category: 'weapons', severity: 'concern' });
  });

  it('names the flag by the most severe code, the first listed among equals', () => {
    expect(safetyModerationGuardVerdict('unsafe\nS1,S11')).toEqual({ flagged: true, category: 'self_harm', severity: 'urgent' });
    expect(safetyModerationGuardVerdict('unsafe\nS8,S2')).toEqual({ flagged: true, category: 'crime', severity: 'concern' });
    expect(safetyModerationGuardVerdict('unsafe\nS10,S1')).toEqual({ flagged: true, category: 'hate', severity: 'concern' });
    expect(safetyModerationGuardVerdict('unsafe\nS4')).toEqual({ flagged: true, category: 'sexual', severity: 'urgent' });
  });

  it('maps every hazard code, and does not flag elections (S13) alone', () => {
    expect(Object.keys(SAFETY_MODERATION_GUARD_CODES)).toHaveLength(14);
    expect(safetyModerationGuardVerdict('unsafe\nS13')).toEqual({ flagged: false });
    expect(safetyModerationGuardVerdict('unsafe\nS13,S7')).toEqual({ flagged: true, category: 'personal_details', severity: 'concern' });
  });

  it.each(['', 'I cannot help with that.', 'unsafe', 'unsafe\nS99', 'safe\nS1', 'maybe\nS1', 'unsafe: S1 because'])('throws on %j: not a verdict', (answer) => {
    expect(() => safetyModerationGuardVerdict(answer)).toThrow(/guard model/);
  });
});

describe('safetyModerationGuardMessages', () => {
  it('judges a message as the user turn, and a reply as the assistant turn after the message', () => {
    expect(safetyModerationGuardMessages('hi', { direction: 'message' })).toEqual([{ role: 'user', content: 'hi' }]);
    expect(safetyModerationGuardMessages('Hello!', { direction: 'reply', message: 'hi' })).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello!' },
    ]);
    expect(safetyModerationGuardMessages('Hello!', { direction: 'reply' })[0]?.role).toBe('user');
  });
});
