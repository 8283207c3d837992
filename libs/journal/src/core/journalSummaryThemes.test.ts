import { describe, expect, it } from 'vitest';
import { JOURNAL_SUMMARY_SAMPLE_CHARS, journalSummarySample, journalSummaryThemes } from './journalSummaryThemes';
import type { JournalContentMode } from './journalPromptTypes';

function texts(contents: string[], mode: JournalContentMode): string[] {
  return journalSummaryThemes(contents, mode).map((theme) => theme.text);
}

describe('journalSummaryThemes', () => {
  it("says the writer's people back as relations: 'my sister' is 'your sister', 'her mum' is nobody's theme", () => {
    const themes = texts(['My sister and I baked a cake.', 'Mum took us swimming. Her mum was there too.', 'We played with my friends.'], 'G');
    expect(themes).toContain('your sister');
    expect(themes).toContain('your mum');
    expect(themes).toContain('your friends');
    expect(themes.filter((theme) => theme.includes('mum'))).toEqual(['your mum']);
  });

  it("reads 'the kids' as an adult's own children, and as other children for a child", () => {
    expect(texts(['Took the kids to the park.'], 'FULL')).toContain('the kids');
    expect(texts(['The kids at the park were loud.'], 'PG').join(' ')).not.toMatch(/kids/);
  });

  it('keeps names and places out of children’s themes, and gives them to adults', () => {
    const entry = ['I went to Oakfield Primary School with Maya Johnson. We visited Ashdown Forest with my friend Leo.'];
    for (const mode of ['G', 'PG'] as const) expect(texts(entry, mode).join(' ')).not.toMatch(/[A-Z]/);
    expect(texts(entry, 'FULL')).toEqual(expect.arrayContaining(['Maya Johnson', 'Ashdown Forest']));
  });

  it('groups a thing across days by its head noun and says it the way the writer did most', () => {
    const themes = journalSummaryThemes(['We started the science project.', 'Our science project is finished.', 'I love football.'], 'G');
    expect(themes[0]).toMatchObject({ text: 'the science project', entryCount: 2, kind: 'thing' });
    expect(themes.find((theme) => theme.key === 'football')?.text).toBe('football');
  });

  it('counts a noun inside a compound on its own ("netball" in "the netball match")', () => {
    const themes = journalSummaryThemes(['We won the netball match.', 'Netball practice was good.', 'Netball was cancelled.'], 'PG');
    expect(themes[0]).toMatchObject({ text: 'netball', entryCount: 3 });
  });

  it('leaves out time words, pronouns and placeholders', () => {
    const themes = texts(['Today was a good day. This morning everyone did something on Tuesday. I had lots of things.'], 'PG');
    expect(themes).toEqual([]);
    expect(texts(['We ran races at break time.', 'At break time I played tag.'], 'G')).toContain('break');
  });

  it('ranks by how many entries mention a theme, then by mentions, then by how specific it is', () => {
    const themes = journalSummaryThemes(['Football and the dog.', 'Football again, and lunch.', 'My dog slept.'], 'PG');
    expect(themes.slice(0, 2).map((theme) => theme.text)).toEqual(['your dog', 'football']);
  });
});

describe('journalSummarySample', () => {
  it('reads a short entry whole', () => {
    expect(journalSummarySample('A short entry.')).toBe('A short entry.');
  });

  it('reads a long entry through sentences spread over it, within the budget, the same every time', () => {
    const sentences = Array.from({ length: 400 }, (_, index) => `Sentence number ${index} is about topic ${index}.`);
    const text = sentences.join(' ');
    const sample = journalSummarySample(text);
    expect(sample.length).toBeLessThanOrEqual(JOURNAL_SUMMARY_SAMPLE_CHARS);
    expect(sample.startsWith('Sentence number 0 ')).toBe(true);
    expect(sample).toMatch(/number 3\d\d /);
    expect(journalSummarySample(text)).toBe(sample);
  });

  it('cuts one endless sentence at a word', () => {
    const sample = journalSummarySample('word '.repeat(3000));
    expect(sample.length).toBeLessThanOrEqual(JOURNAL_SUMMARY_SAMPLE_CHARS);
    expect(sample.endsWith('word')).toBe(true);
  });
});
