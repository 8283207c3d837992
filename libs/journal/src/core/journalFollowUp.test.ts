import { safetyClassify } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import {
  JOURNAL_ENCOURAGE_EMPTY,
  JOURNAL_ENCOURAGE_PICTURES,
  JOURNAL_ENCOURAGE_SHORT,
  JOURNAL_GENTLE,
  JOURNAL_TELL_A_GROWN_UP,
  journalFollowUp,
} from './journalFollowUp';
import { journalPromptById } from './journalPrompts';
import { JOURNAL_CONTENT_MODES, type JournalPrompt } from './journalPromptTypes';

function prompt(id: string): JournalPrompt {
  const found = journalPromptById(id);
  if (!found) throw new Error(`no prompt ${id}`);
  return found;
}

describe('journalFollowUp', () => {
  it("asks one of the prompt's own follow-ups after a real answer, the same one for the same answer", () => {
    const smile = prompt('g-gratitude-01');
    const reply = journalFollowUp(smile, 'My dog licked my nose and I laughed', 'G');
    expect(reply.kind).toBe('follow_up');
    expect(smile.followUps).toContain(reply.text);
    expect(reply.verdict.safe).toBe(true);
    expect(journalFollowUp(smile, 'My dog licked my nose and I laughed', 'G').text).toBe(reply.text);
  });

  it('lets a seed choose among the follow-ups', () => {
    const week = prompt('full-gratitude-03');
    const texts = [0, 1].map((seed) => journalFollowUp(week, 'My neighbour fixed the gate', 'FULL', { seed }).text);
    expect(texts).toEqual([week.followUps[0], week.followUps[1]]);
  });

  it('treats a tapped picture as a whole answer', () => {
    const reply = journalFollowUp(prompt('g-gratitude-01'), 'Sunshine', 'G');
    expect(reply.kind).toBe('follow_up');
    expect(journalFollowUp(prompt('g-feelings-01'), '😢', 'G').kind).toBe('follow_up');
  });

  it('nudges gently after an empty or one-word answer', () => {
    expect(journalFollowUp(prompt('pg-friends-03'), '   ', 'PG')).toMatchObject({ kind: 'encourage', text: JOURNAL_ENCOURAGE_EMPTY.PG });
    expect(journalFollowUp(prompt('pg-friends-03'), 'advice', 'PG')).toMatchObject({ kind: 'encourage', text: JOURNAL_ENCOURAGE_SHORT.PG });
    expect(journalFollowUp(prompt('full-feelings-02'), 'coffee.', 'FULL')).toMatchObject({ kind: 'encourage', text: JOURNAL_ENCOURAGE_SHORT.FULL });
    // A G prompt with pictures reminds the child they can tap one; one without pictures does not.
    expect(journalFollowUp(prompt('g-gratitude-01'), '', 'G').text).toBe(`${JOURNAL_ENCOURAGE_EMPTY.G} ${JOURNAL_ENCOURAGE_PICTURES}`);
    expect(journalFollowUp(prompt('g-gratitude-06'), '', 'G').text).toBe(JOURNAL_ENCOURAGE_EMPTY.G);
  });

  it('answers a child in distress with care, never a cheerful question, and never echoes the words', () => {
    const reply = journalFollowUp(prompt('pg-school-work-02'), 'kids at school keep making fun of me', 'PG');
    expect(reply.kind).toBe('care');
    expect(reply.verdict).toMatchObject({ safe: false, category: 'distress' });
    expect(reply.text).toMatch(/Thank you for telling me/);
    expect(reply.text).toMatch(/trusted adult/);
    expect(reply.text).not.toMatch(/making fun/i);
    expect(prompt('pg-school-work-02').followUps).not.toContain(reply.text);
  });

  it('names a crisis line for self-harm and abuse, and marks them urgent for the parent flag', () => {
    const hurt = journalFollowUp(prompt('pg-feelings-04'), 'i want to hurt myself', 'PG', { locale: 'en-GB' });
    expect(hurt).toMatchObject({ kind: 'care', verdict: { category: 'self_harm', severity: 'urgent' } });
    expect(hurt.text).toMatch(/Childline/);
    expect(hurt.text).not.toMatch(/hurt myself/i);
    const home = journalFollowUp(prompt('g-family-01'), 'my dad hits me when he is angry', 'G', { locale: 'en-US' });
    expect(home).toMatchObject({ kind: 'care', verdict: { category: 'abuse', severity: 'urgent' } });
    expect(home.text).toMatch(/grown-up you trust/);
    expect(home.text).toMatch(/988/);
    expect(home.text).not.toMatch(/hits/i);
  });

  it('asks a child to tell a grown-up about a danger they saw or were offered', () => {
    expect(journalFollowUp(prompt('g-school-work-01'), 'a big boy showed me a real gun', 'G')).toMatchObject({
      kind: 'care',
      text: JOURNAL_TELL_A_GROWN_UP.G,
      verdict: { category: 'weapons', severity: 'concern' },
    });
    expect(journalFollowUp(prompt('pg-friends-01'), 'my friend gave me a vape', 'PG')).toMatchObject({
      kind: 'care',
      text: JOURNAL_TELL_A_GROWN_UP.PG,
    });
  });

  it('meets grooming with the safety lib\'s own words', () => {
    const reply = journalFollowUp(prompt('pg-friends-03'), 'someone online said keep our chats a secret from your parents', 'PG');
    expect(reply).toMatchObject({ kind: 'care', verdict: { category: 'grooming', severity: 'urgent' } });
    expect(reply.text).toMatch(/trusted adult/);
  });

  it('gives an adult in distress the care reply too', () => {
    const reply = journalFollowUp(prompt('full-feelings-01'), 'i feel hopeless and tired of everything', 'FULL');
    expect(reply.kind).toBe('care');
    expect(reply.text).not.toMatch(/hopeless/i);
  });

  it('moves on calmly from a mild scare or a rude word', () => {
    expect(journalFollowUp(prompt('g-body-health-01'), 'there is a monster under my bed', 'G')).toMatchObject({ kind: 'gentle', text: JOURNAL_GENTLE.G });
  });

  it('says nothing that trips the classifier itself', () => {
    for (const mode of JOURNAL_CONTENT_MODES) {
      const texts = [JOURNAL_ENCOURAGE_EMPTY[mode], JOURNAL_ENCOURAGE_SHORT[mode], JOURNAL_TELL_A_GROWN_UP[mode], JOURNAL_GENTLE[mode], JOURNAL_ENCOURAGE_PICTURES];
      for (const text of texts) expect(safetyClassify(text, { direction: 'reply', contentMode: mode }).safe, text).toBe(true);
    }
  });
});
