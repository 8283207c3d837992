import { describe, expect, it } from 'vitest';
import { JOURNAL_MOOD_VALENCE, journalSummaryMoodTrend, journalSummarySentiment, journalSummaryTrend, journalSummaryValence } from './journalSummaryMood';
import { JOURNAL_MOODS } from './journalPromptTypes';

describe('journalSummarySentiment', () => {
  it('scores words on the mood scale, -2 to 2, with negation and emoji', () => {
    expect(journalSummarySentiment('What a wonderful, happy day. I loved it!')).toBeGreaterThan(1);
    expect(journalSummarySentiment('Awful day. I was sad and angry and everything went wrong.')).toBeLessThan(-1);
    expect(journalSummarySentiment('We went to the shop and bought bread.')).toBe(0);
    expect(journalSummarySentiment('I was not happy.')).toBeLessThan(0);
    expect(journalSummarySentiment('😊')).toBeGreaterThan(0);
    expect(journalSummarySentiment('')).toBe(0);
    for (const text of ['love love love love', 'hate hate hate hate']) expect(Math.abs(journalSummarySentiment(text))).toBeLessThanOrEqual(2);
  });

  it('gives the same score every time (the analyser keeps nothing between calls)', () => {
    const text = 'Great match, terrible weather.';
    expect(journalSummarySentiment(text)).toBe(journalSummarySentiment(text));
  });
});

describe('journalSummaryValence', () => {
  it("prefers the writer's own mood to the words", () => {
    expect(journalSummaryValence('sad', 'Brilliant wonderful day')).toBe(-2);
    expect(journalSummaryValence(null, 'Brilliant wonderful day')).toBeGreaterThan(0);
  });

  it('gives every mood a valence, the hard ones below zero', () => {
    for (const mood of JOURNAL_MOODS) expect(Math.abs(JOURNAL_MOOD_VALENCE[mood.id])).toBeGreaterThan(0);
    expect(['tired', 'worried', 'sad', 'lonely', 'angry'].every((mood) => JOURNAL_MOOD_VALENCE[mood as keyof typeof JOURNAL_MOOD_VALENCE] < 0)).toBe(true);
  });
});

describe('journalSummaryTrend', () => {
  it('compares the first half of the week with the second', () => {
    expect(journalSummaryTrend([])).toBe('steady');
    expect(journalSummaryTrend([2])).toBe('steady');
    expect(journalSummaryTrend([-2, 2])).toBe('brighter');
    expect(journalSummaryTrend([2, -2])).toBe('harder');
    expect(journalSummaryTrend([-2, -2, -2, -1, 1])).toBe('brighter');
    expect(journalSummaryTrend([1, 1, 1, 1])).toBe('steady');
  });

  it('calls swings up and down mixed, and one odd day in a week steady', () => {
    expect(journalSummaryTrend([2, -2, 2, -2])).toBe('mixed');
    expect(journalSummaryTrend([2, -2, 2])).toBe('mixed');
    expect(journalSummaryTrend([2, 2, 2, -1, 2, 2])).toBe('steady');
  });

  it('needs the later days to leave the side the week began on', () => {
    expect(journalSummaryTrend([2, 2, 1, 1])).toBe('steady');
    expect(journalSummaryTrend([-2, -2, -1, -1])).toBe('steady');
  });
});

describe('journalSummaryMoodTrend', () => {
  it('turns a direction the words contradict into mixed, and keeps one they do not', () => {
    const contradicted = [
      { mood: 'sad' as const, content: 'Wonderful, brilliant, happy day!' },
      { mood: 'happy' as const, content: 'Awful, horrible, miserable day.' },
    ];
    expect(journalSummaryMoodTrend(contradicted)).toBe('mixed');
    const plain = [
      { mood: 'sad' as const, content: 'We went to the shop.' },
      { mood: 'happy' as const, content: 'We went to the park.' },
    ];
    expect(journalSummaryMoodTrend(plain)).toBe('brighter');
  });
});
