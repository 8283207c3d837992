import { safetyClassify } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import { JOURNAL_CONTENT_MODES, JOURNAL_MOODS, type JournalContentMode } from './journalPromptTypes';
import { JOURNAL_MOOD_VALENCE } from './journalSummaryMood';
import { JOURNAL_SUMMARY_FALLBACK, JOURNAL_SUMMARY_NUMBERS, JOURNAL_SUMMARY_TEMPLATES, type JournalSummaryTemplatePart } from './journalSummaryTemplates';

const PARTS = Object.keys(JOURNAL_SUMMARY_TEMPLATES) as JournalSummaryTemplatePart[];
const MOOD_WORDS = JOURNAL_MOODS.map((mood) => mood.label.toLowerCase());
const GOOD_MOODS = JOURNAL_MOODS.filter((mood) => JOURNAL_MOOD_VALENCE[mood.id] > 0).map((mood) => mood.label.toLowerCase());
const HARD_MOODS = JOURNAL_MOODS.filter((mood) => JOURNAL_MOOD_VALENCE[mood.id] < 0).map((mood) => mood.label.toLowerCase());
const TIMES = ['once', 'twice', ...JOURNAL_SUMMARY_NUMBERS.slice(3).map((number) => `${number} times`)];
/** Themes as the summary would say them, from the realistic weeks of the fixture. */
const THEMES: Readonly<Record<JournalContentMode, readonly string[]>> = {
  G: ['your friends', 'your sister', 'the science project', 'football', 'your goldfish'],
  PG: ['your best friend', 'the argument', 'your grandad', 'netball', 'the beach'],
  FULL: ['the kids', 'Tom', 'the quarterly report', 'long shifts', 'your brother'],
};

/** Every way a template can be filled: each placeholder with each value it can hold, one at a time. */
function fillings(template: string, mode: JournalContentMode): string[] {
  const base: Record<string, string> = {
    times: 'three times',
    count: 'three',
    days: 'four',
    themes: THEMES[mode].slice(0, 3).join(', '),
    theme: THEMES[mode][0],
    Theme: THEMES[mode][0].replace(/^./, (first) => first.toUpperCase()),
    moods: 'happy and proud',
    up: 'happy',
    down: 'sad',
  };
  const options: Record<string, readonly string[]> = {
    times: TIMES,
    count: JOURNAL_SUMMARY_NUMBERS.slice(1),
    days: JOURNAL_SUMMARY_NUMBERS.slice(3, 8),
    themes: THEMES[mode].map((_, index) => THEMES[mode].slice(0, index + 1).join(' and ')),
    theme: THEMES[mode],
    Theme: THEMES[mode].map((theme) => theme.replace(/^./, (first) => first.toUpperCase())),
    moods: MOOD_WORDS.flatMap((first) => [first, ...MOOD_WORDS.filter((second) => second !== first).map((second) => `${first} and ${second}`)]),
    up: GOOD_MOODS,
    down: HARD_MOODS,
  };
  const used = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const fill = (values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
  const filled = [fill(base)];
  for (const name of used) for (const value of options[name]) filled.push(fill({ ...base, [name]: value }));
  return filled;
}

describe('JOURNAL_SUMMARY_TEMPLATES', () => {
  it('has at least one variant for every part in every mode, each a sentence of its own', () => {
    for (const part of PARTS) {
      for (const mode of JOURNAL_CONTENT_MODES) {
        const variants: readonly string[] = JOURNAL_SUMMARY_TEMPLATES[part][mode];
        expect(variants.length, `${part} ${mode}`).toBeGreaterThan(0);
        for (const variant of variants) expect(variant, `${part} ${mode}`).toMatch(/^[A-Z{].*[.!]$/);
      }
    }
  });

  it('passes @grove/safety in its own mode, as Grove says it and as a person reads it, with every value filled in', () => {
    const failures: string[] = [];
    for (const part of PARTS) {
      for (const mode of JOURNAL_CONTENT_MODES) {
        for (const variant of JOURNAL_SUMMARY_TEMPLATES[part][mode] as readonly string[]) {
          for (const text of fillings(variant, mode)) {
            for (const direction of ['reply', 'message'] as const) {
              const verdict = safetyClassify(text, { direction, contentMode: mode });
              if (!verdict.safe) failures.push(`${mode} ${part} (${direction}, ${verdict.category}): ${text}`);
            }
          }
        }
      }
    }
    for (const mode of JOURNAL_CONTENT_MODES) {
      if (!safetyClassify(JOURNAL_SUMMARY_FALLBACK[mode], { direction: 'reply', contentMode: mode }).safe) failures.push(`${mode} fallback`);
    }
    expect(failures).toEqual([]);
  });

  it('speaks to the writer in the second person and never names anyone', () => {
    for (const part of PARTS) {
      for (const mode of JOURNAL_CONTENT_MODES) {
        for (const variant of JOURNAL_SUMMARY_TEMPLATES[part][mode] as readonly string[]) {
          expect(variant, `${part} ${mode}`).not.toMatch(/\b(?:I|me|my|we|our)\b/);
          // Two capitalised words in a row would be a name: the templates have none of their own.
          expect(variant.replace(/^\{Theme\}/, 'It'), `${part} ${mode}`).not.toMatch(/\b[A-Z][a-z]+ [A-Z][a-z]+/);
        }
      }
    }
  });

  it('keeps hard-week sentences gentle: no exclamation in care, hard, harder or lighter words', () => {
    for (const part of ['observeCare', 'observeHard', 'harder', 'lighter', 'steadyHard', 'onceHard'] as const) {
      for (const mode of JOURNAL_CONTENT_MODES) {
        for (const variant of JOURNAL_SUMMARY_TEMPLATES[part][mode] as readonly string[]) expect(variant).not.toContain('!');
      }
    }
    // Issue 16's words for a child, exactly.
    expect(JOURNAL_SUMMARY_TEMPLATES.observeCare.G).toEqual(['It sounds like some days were hard. Talking to someone you trust can help.']);
    expect(JOURNAL_SUMMARY_TEMPLATES.observeCare.PG).toEqual(JOURNAL_SUMMARY_TEMPLATES.observeCare.G);
  });

  it('keeps the youngest band short: G sentences of at most 16 words', () => {
    for (const part of PARTS) {
      for (const variant of JOURNAL_SUMMARY_TEMPLATES[part].G as readonly string[]) {
        for (const sentence of variant.split(/(?<=[.!:])\s+/)) expect(sentence.split(' ').length, variant).toBeLessThanOrEqual(16);
      }
    }
  });
});
