import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  JOURNAL_PROMPTS,
  JOURNAL_SESSION_LENGTH,
  journalGuidedSession,
  journalLocalDay,
  journalPromptById,
  journalPromptCategories,
  journalPromptOfDay,
  journalPromptRandom,
  journalPromptsFilter,
} from './journalPrompts';
import { JOURNAL_CATEGORIES, JOURNAL_CONTENT_MODES, JOURNAL_MOODS, type JournalContentMode } from './journalPromptTypes';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('journalPromptsFilter', () => {
  it.each(JOURNAL_CONTENT_MODES)('gives %s only its own prompts', (mode) => {
    const prompts = journalPromptsFilter({ contentMode: mode });
    expect(prompts.length).toBe(JOURNAL_PROMPTS.filter((prompt) => prompt.contentMode === mode).length);
    expect(prompts.every((prompt) => prompt.contentMode === mode)).toBe(true);
  });

  it("never gives a child's mode an adult prompt", () => {
    for (const mode of ['G', 'PG'] as const) {
      for (const category of JOURNAL_CATEGORIES) {
        for (const mood of JOURNAL_MOODS) {
          const prompts = journalPromptsFilter({ contentMode: mode, category: category.id, mood: mood.id });
          expect(prompts.some((prompt) => prompt.contentMode === 'FULL')).toBe(false);
        }
      }
    }
  });

  it('narrows by category, by mood and by both', () => {
    const nature = journalPromptsFilter({ contentMode: 'PG', category: 'nature' });
    expect(nature.length).toBeGreaterThanOrEqual(5);
    expect(nature.every((prompt) => prompt.category === 'nature')).toBe(true);
    const calm = journalPromptsFilter({ contentMode: 'FULL', mood: 'calm' });
    expect(calm.length).toBeGreaterThan(0);
    expect(calm.every((prompt) => prompt.moods.includes('calm'))).toBe(true);
    const both = journalPromptsFilter({ contentMode: 'G', category: 'feelings', mood: 'angry' });
    expect(both.map((prompt) => prompt.id)).toContain('g-feelings-04');
    expect(both.every((prompt) => prompt.category === 'feelings' && prompt.moods.includes('angry'))).toBe(true);
  });
});

describe('journalPromptCategories', () => {
  it.each(JOURNAL_CONTENT_MODES)('lists every category for %s with counts that add up', (mode) => {
    const categories = journalPromptCategories(mode);
    expect(categories.map((category) => category.id)).toEqual(JOURNAL_CATEGORIES.map((category) => category.id));
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(journalPromptsFilter({ contentMode: mode }).length);
    for (const category of categories) {
      expect(category.count).toBe(journalPromptsFilter({ contentMode: mode, category: category.id }).length);
    }
  });

  it('names school for children and work for adults', () => {
    const label = (mode: JournalContentMode) => journalPromptCategories(mode).find((category) => category.id === 'school_work')?.label;
    expect(label('G')).toBe('School');
    expect(label('PG')).toBe('School');
    expect(label('FULL')).toBe('Work and study');
  });
});

describe('journalPromptById', () => {
  it('finds a prompt by its stable id, and nothing for an unknown one', () => {
    expect(journalPromptById('g-gratitude-01')?.text).toBe('What made you smile today?');
    expect(journalPromptById('g-gratitude-99')).toBeUndefined();
  });
});

describe('journalPromptOfDay', () => {
  beforeEach(() => {
    // The core must read only the clock it is given: the machine's clock is set somewhere else entirely.
    vi.useFakeTimers();
    vi.setSystemTime(at('2031-03-03T03:03:03Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the same prompt all day and changes it the next day', () => {
    for (const mode of JOURNAL_CONTENT_MODES) {
      const morning = journalPromptOfDay(mode, at('2026-11-27T00:00:00Z'), 0);
      expect(journalPromptOfDay(mode, at('2026-11-27T12:00:00Z'), 0)).toBe(morning);
      expect(journalPromptOfDay(mode, at('2026-11-27T23:59:59.999Z'), 0)).toBe(morning);
      expect(journalPromptOfDay(mode, at('2026-11-28T00:00:00Z'), 0)).not.toBe(morning);
      expect(morning.contentMode).toBe(mode);
    }
  });

  it("follows the person's time zone, not UTC", () => {
    // 23:30 UTC on the 27th is already 00:30 on the 28th in Paris (UTC+1)...
    expect(journalPromptOfDay('PG', at('2026-11-27T23:30:00Z'), 60)).toBe(journalPromptOfDay('PG', at('2026-11-28T12:00:00Z'), 0));
    // ...and 03:00 UTC on the 28th is still 22:00 on the 27th in New York (UTC-5).
    expect(journalPromptOfDay('PG', at('2026-11-28T03:00:00Z'), -300)).toBe(journalPromptOfDay('PG', at('2026-11-27T12:00:00Z'), 0));
    expect(journalLocalDay(at('2026-11-27T23:30:00Z'), 60)).toBe(journalLocalDay(at('2026-11-27T23:30:00Z'), 0) + 1);
  });

  it('refuses a clock that is not a number', () => {
    expect(() => journalPromptOfDay('G', Number.NaN, 0)).toThrow(RangeError);
  });

  it('does not depend on the machine clock', () => {
    const now = at('2026-11-27T10:00:00Z');
    const first = journalPromptOfDay('FULL', now, 0);
    vi.setSystemTime(at('2040-01-01T00:00:00Z'));
    expect(journalPromptOfDay('FULL', now, 0)).toBe(first);
  });

  it.each(JOURNAL_CONTENT_MODES)('shows every %s prompt once before any comes back, and never the same two days running', (mode) => {
    const size = journalPromptsFilter({ contentMode: mode }).length;
    const start = at('2026-11-27T09:00:00Z');
    const cycleStart = start - (journalLocalDay(start, 0) % size) * DAY;
    const days = Array.from({ length: size * 3 }, (_, i) => journalPromptOfDay(mode, cycleStart + i * DAY, 0).id);
    for (let cycle = 0; cycle < 3; cycle += 1) {
      expect(new Set(days.slice(cycle * size, (cycle + 1) * size)).size).toBe(size);
    }
    for (let i = 1; i < days.length; i += 1) expect(days[i], `day ${i}`).not.toBe(days[i - 1]);
    // Over any run of `size` days in a row, nothing repeats either.
    for (const from of [1, 10, size - 1]) expect(new Set(days.slice(from, from + size)).size).toBe(size);
  });
});

describe('journalPromptRandom', () => {
  it('gives the same prompt for the same seed', () => {
    const filter = { contentMode: 'PG' as const, category: 'friends' as const };
    expect(journalPromptRandom(filter, 42)).toBe(journalPromptRandom(filter, 42));
  });

  it('spreads over the list as the seed changes, within the filter', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed += 1) {
      const prompt = journalPromptRandom({ contentMode: 'G', mood: 'happy' }, seed);
      expect(prompt?.contentMode).toBe('G');
      expect(prompt?.moods).toContain('happy');
      seen.add(prompt?.id ?? '');
    }
    expect(seen.size).toBeGreaterThan(10);
  });

  it('answers null when nothing matches', () => {
    const empty = JOURNAL_CATEGORIES.flatMap((category) =>
      JOURNAL_MOODS.map((mood) => ({ contentMode: 'G' as const, category: category.id, mood: mood.id })),
    ).find((filter) => journalPromptsFilter(filter).length === 0);
    expect(empty).toBeDefined();
    if (empty) expect(journalPromptRandom(empty, 1)).toBeNull();
  });
});

describe('journalGuidedSession', () => {
  it.each(JOURNAL_CONTENT_MODES)('gives %s its default length, light to deep, one category each', (mode) => {
    for (let seed = 0; seed < 100; seed += 1) {
      const session = journalGuidedSession(mode, seed);
      expect(session.length).toBe(JOURNAL_SESSION_LENGTH[mode]);
      expect(session[0].difficulty).toBe(1);
      expect(session[session.length - 1].difficulty).toBe(3);
      for (let i = 1; i < session.length; i += 1) expect(session[i].difficulty).toBeGreaterThanOrEqual(session[i - 1].difficulty);
      expect(new Set(session.map((prompt) => prompt.category)).size).toBe(session.length);
      expect(session.every((prompt) => prompt.contentMode === mode)).toBe(true);
    }
  });

  it('is 3 to 5 prompts long whatever length is asked for', () => {
    expect(journalGuidedSession('PG', 1, { length: 1 })).toHaveLength(3);
    expect(journalGuidedSession('PG', 1, { length: 5 })).toHaveLength(5);
    expect(journalGuidedSession('PG', 1, { length: 9 })).toHaveLength(5);
    expect(journalGuidedSession('PG', 1, { length: Number.NaN })).toHaveLength(JOURNAL_SESSION_LENGTH.PG);
  });

  it('stays in the category asked for, still light to deep, without repeating a prompt', () => {
    for (const mode of JOURNAL_CONTENT_MODES) {
      for (const category of JOURNAL_CATEGORIES) {
        const session = journalGuidedSession(mode, 7, { category: category.id, length: 5 });
        expect(session).toHaveLength(5);
        expect(session.every((prompt) => prompt.category === category.id)).toBe(true);
        expect(new Set(session.map((prompt) => prompt.id)).size).toBe(5);
        for (let i = 1; i < session.length; i += 1) expect(session[i].difficulty).toBeGreaterThanOrEqual(session[i - 1].difficulty);
      }
    }
  });

  it('chooses prompts that suit the mood when there are enough', () => {
    for (const seed of [1, 2, 3]) {
      const session = journalGuidedSession('FULL', seed, { mood: 'calm' });
      expect(session.every((prompt) => prompt.moods.includes('calm'))).toBe(true);
    }
    // Every mood of every mode opens light and suits the mood all through.
    for (const mode of JOURNAL_CONTENT_MODES) {
      for (const mood of JOURNAL_MOODS) {
        const session = journalGuidedSession(mode, 5, { mood: mood.id });
        expect(session[0].difficulty, `${mode} ${mood.id}`).toBe(1);
        expect(session.every((prompt) => prompt.moods.includes(mood.id)), `${mode} ${mood.id}`).toBe(true);
      }
    }
    // When a category has too few prompts for the mood, those come first and others fill the session.
    const few = journalGuidedSession('G', 5, { category: 'nature', mood: 'angry' });
    expect(few).toHaveLength(3);
    expect(few.every((prompt) => prompt.category === 'nature')).toBe(true);
  });

  it('gives a parent and a child different sessions on the same seed', () => {
    const categories = (mode: JournalContentMode) => journalGuidedSession(mode, 1).map((prompt) => prompt.category).join(',');
    expect(categories('G')).not.toBe(categories('FULL').split(',').slice(0, 3).join(','));
  });

  it('gives the same session for the same seed and varies with the seed', () => {
    const ids = (seed: number) => journalGuidedSession('PG', seed).map((prompt) => prompt.id).join(',');
    expect(ids(11)).toBe(ids(11));
    expect(new Set(Array.from({ length: 20 }, (_, seed) => ids(seed))).size).toBeGreaterThan(10);
  });
});
