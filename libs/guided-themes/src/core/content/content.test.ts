import { describe, expect, it } from 'vitest';
import type { GuidedTheme } from '../guidedTypes';
import { THEME_GUIDES } from './guides';
import {
  CITY_KEYWORDS,
  FLOWER_KEYWORDS,
  GARDENING_KEYWORDS,
  HIKING_KEYWORDS,
  MEDITATION_KEYWORDS,
  OUTDOOR_TRIP_KEYWORDS,
  STORY_KEYWORDS,
} from './guidedKeywordLists';

const LISTS: ReadonlyArray<readonly [string, readonly string[], number]> = [
  ['gardening', GARDENING_KEYWORDS, 32],
  ['flower', FLOWER_KEYWORDS, 39],
  ['outdoor trip', OUTDOOR_TRIP_KEYWORDS, 29],
  ['hiking', HIKING_KEYWORDS, 34],
  ['city', CITY_KEYWORDS, 39],
  ['meditation', MEDITATION_KEYWORDS, 36],
  ['stories', STORY_KEYWORDS, 30],
];

const KEYWORDS_BY_THEME: Readonly<Record<GuidedTheme, readonly string[]>> = {
  stories: STORY_KEYWORDS,
  gardening: GARDENING_KEYWORDS,
  flowers: FLOWER_KEYWORDS,
  'outdoor-trip': OUTDOOR_TRIP_KEYWORDS,
  hiking: HIKING_KEYWORDS,
  'city-outing': CITY_KEYWORDS,
  meditation: MEDITATION_KEYWORDS,
};

const THEMES = Object.keys(KEYWORDS_BY_THEME) as GuidedTheme[];

const VARIANTS: Partial<Record<GuidedTheme, readonly string[]>> = {
  hiking: ['easy', 'moderate', 'challenging'],
  'outdoor-trip': ['camping', 'backpacking'],
  'city-outing': ['parks', 'museums', 'kid-friendly'],
  meditation: ['forest', 'meadow', 'lakeside'],
};

/** Words a G-rated text for children must never contain (whole words, case-insensitive). */
const BANNED = [
  'violence', 'violent', 'weapon', 'weapons', 'gun', 'guns', 'knife', 'knives', 'sword', 'bomb',
  'kill', 'killed', 'killing', 'die', 'died', 'dead', 'death', 'blood', 'bloody', 'fight',
  'attack', 'shoot', 'war', 'murder', 'hurt', 'drug', 'drugs', 'alcohol', 'beer', 'wine',
  'drunk', 'cigarette', 'smoking', 'damn', 'hell', 'crap', 'sucks', 'stupid', 'dumb', 'idiot',
  'hate', 'ugly', 'loser', 'shut up', 'scary', 'scared', 'monster', 'nightmare', 'ghost', 'zombie',
  'creepy', 'horror', 'evil', 'poison',
];

/** Normalised like the state's keyword matcher: lower case, words separated by single spaces. */
function words(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9']+/g, ' ')} `;
}

function hasWord(text: string, word: string): boolean {
  return words(text).includes(` ${words(word).trim()} `);
}

/** Whether the text mentions the keyword as a whole word (plural with s or es allowed). */
function mentionsKeyword(text: string, keyword: string): boolean {
  const said = words(text);
  const key = words(keyword).trim();
  return said.includes(` ${key} `) || said.includes(` ${key}s `) || said.includes(` ${key}es `);
}

interface Text {
  theme: GuidedTheme;
  where: string;
  variant: string | null;
  text: string;
}

function stepTexts(theme: GuidedTheme): Text[] {
  return THEME_GUIDES[theme].steps.flatMap((step, index) =>
    Object.entries(step).map(([variant, text]) => ({ theme, where: `${theme} step ${index} ${variant}`, variant, text })),
  );
}

function allTexts(): Text[] {
  return THEMES.flatMap((theme) => [
    { theme, where: `${theme} ask`, variant: null, text: THEME_GUIDES[theme].ask },
    ...stepTexts(theme),
    ...THEME_GUIDES[theme].closings.map((text, index) => ({ theme, where: `${theme} closing ${index}`, variant: null, text })),
  ]);
}

describe('keyword lists', () => {
  it.each(LISTS)('%s has exactly the expected size', (_name, list, size) => {
    expect(list).toHaveLength(size);
  });

  it.each(LISTS)('%s has no duplicates', (_name, list) => {
    expect(new Set(list).size).toBe(list.length);
  });

  it.each(LISTS)('%s is lower case, one or two words', (_name, list) => {
    for (const keyword of list) {
      expect(keyword).toBe(keyword.toLowerCase());
      expect(keyword).toBe(keyword.trim());
      expect(keyword.split(' ').length).toBeLessThanOrEqual(2);
      expect(keyword).toMatch(/^[a-z][a-z' -]*[a-z]$/);
    }
  });

  it('hiking, meditation and city lists hold the core topics', () => {
    for (const word of ['trail', 'trailhead', 'map', 'water', 'boots', 'elevation', 'wildlife', 'summit', 'switchback', 'compass', 'sunscreen']) {
      expect(HIKING_KEYWORDS).toContain(word);
    }
    for (const word of ['breath', 'breathing', 'calm', 'waves', 'lake', 'ripples', 'forest', 'trees', 'meadow', 'grass', 'shoulders']) {
      expect(MEDITATION_KEYWORDS).toContain(word);
    }
    for (const word of ['park', 'museum', 'playground', 'crosswalk', 'meeting spot']) expect(CITY_KEYWORDS).toContain(word);
  });
});

describe('theme guides', () => {
  it('has a guide for each of the seven themes', () => {
    expect(Object.keys(THEME_GUIDES).sort()).toEqual([...THEMES].sort());
  });

  it.each(THEMES)('%s has at least 7 steps, 3 closings and an ask', (theme) => {
    const guide = THEME_GUIDES[theme];
    expect(guide.steps.length).toBeGreaterThanOrEqual(7);
    expect(guide.closings.length).toBeGreaterThanOrEqual(3);
    expect(guide.ask.trim().length).toBeGreaterThan(0);
    expect(new Set(guide.closings).size).toBe(guide.closings.length);
  });

  it.each(THEMES)('%s: every step has an any variant and the theme preference variants, nothing else', (theme) => {
    const expected = ['any', ...(VARIANTS[theme] ?? [])].sort();
    for (const step of THEME_GUIDES[theme].steps) {
      expect(Object.keys(step).sort()).toEqual(expected);
      for (const text of Object.values(step)) expect(text.trim().length).toBeGreaterThan(0);
    }
  });

  it('hiking step 0 moderate names the moderate scenic trails; easy and challenging match their choice', () => {
    const first = THEME_GUIDES.hiking.steps[0] ?? {};
    expect(first['moderate']).toContain('moderate');
    expect(first['moderate']).toContain('scenic trails');
    expect((first['easy'] ?? '').toLowerCase()).toMatch(/easy/);
    expect((first['easy'] ?? '').toLowerCase()).toMatch(/nature walk|flat/);
    expect((first['challenging'] ?? '').toLowerCase()).toContain('elevation');
    expect((first['challenging'] ?? '').toLowerCase()).toMatch(/steep/);
  });

  it('hiking and city outing mention where the person lives', () => {
    expect(THEME_GUIDES.hiking.steps.some((step) => Object.values(step).some((text) => text.includes('{place}')))).toBe(true);
    expect(THEME_GUIDES['city-outing'].steps.some((step) => Object.values(step).some((text) => text.includes('{place}')))).toBe(true);
  });

  it('the asks name the choices with their trigger words', () => {
    const ask = (theme: GuidedTheme) => THEME_GUIDES[theme].ask.toLowerCase();
    for (const word of ['easy', 'nature walk', 'moderate', 'scenic', 'challenging', 'elevation', 'area', 'live']) expect(ask('hiking')).toContain(word);
    for (const word of ['camping', 'backpacking']) expect(ask('outdoor-trip')).toContain(word);
    for (const word of ['park', 'nature', 'museum', 'culture', 'kid', 'family', 'fun', 'city', 'near']) expect(ask('city-outing')).toContain(word);
    for (const word of ['forest', 'trees', 'meadow', 'grass', 'lake', 'water']) expect(ask('meditation')).toContain(word);
  });

  it('meditation texts stay in the chosen place', () => {
    const avoid: Record<string, readonly string[]> = {
      lakeside: ['forest', 'meadow', 'trees', 'tree', 'grass', 'moss', 'leaves', 'field'],
      forest: ['lake', 'meadow', 'grass', 'water', 'waves', 'shore', 'ripples'],
      meadow: ['lake', 'forest', 'trees', 'tree', 'water', 'waves', 'shore', 'ripples'],
      any: ['lake', 'forest', 'meadow', 'trees', 'grass', 'water'],
    };
    const mustMention: Record<string, RegExp> = {
      lakeside: /\b(lake|water)\b/i,
      forest: /\b(forest|trees)\b/i,
      meadow: /\b(meadow|grass)\b/i,
    };
    for (const { where, variant, text } of stepTexts('meditation')) {
      const key = variant ?? 'any';
      const pattern = mustMention[key];
      if (pattern) expect(text, where).toMatch(pattern);
      for (const word of avoid[key] ?? []) expect(hasWord(text, word), `${where} mentions "${word}"`).toBe(false);
    }
  });

  it.each(THEMES)('%s: every step text uses at least 2 of the theme keywords', (theme) => {
    for (const { where, text } of stepTexts(theme)) {
      const found = KEYWORDS_BY_THEME[theme].filter((keyword) => mentionsKeyword(text.replace(/\{place\}/g, ' '), keyword));
      expect(found.length, `${where}: ${found.join(', ')}`).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(THEMES)('%s: every step ends with a question and has 2-4 sentences', (theme) => {
    for (const { where, text } of stepTexts(theme)) {
      expect(text.trim().endsWith('?'), where).toBe(true);
      const sentences = text.replace(/(^|\s)'[^']*'/g, ' quote').split(/[.!?]+(?:\s+|$)/).filter((part) => part.trim().length > 0);
      expect(sentences.length, where).toBeGreaterThanOrEqual(2);
      expect(sentences.length, where).toBeLessThanOrEqual(4);
    }
  });

  it('no text uses a banned word', () => {
    for (const { where, text } of allTexts()) {
      for (const word of BANNED) expect(hasWord(text, word), `${where} uses "${word}"`).toBe(false);
    }
  });

  it('no text is longer than 600 characters', () => {
    for (const { where, text } of allTexts()) expect(text.length, where).toBeLessThanOrEqual(600);
  });

  it('placeholders are only {place}, and only in hiking and city outing', () => {
    for (const { theme, where, text } of allTexts()) {
      const placeholders = text.match(/\{[^}]*\}/g) ?? [];
      for (const placeholder of placeholders) expect(placeholder, where).toBe('{place}');
      if (theme !== 'hiking' && theme !== 'city-outing') expect(placeholders, where).toEqual([]);
    }
  });
});
