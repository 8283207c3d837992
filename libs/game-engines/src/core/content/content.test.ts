import { describe, expect, it } from 'vitest';
import { ALPHABET_WORDS } from './alphabetWords';
import { BEEKEEPING_FACTS, BEEKEEPING_KEYWORDS } from './beekeepingFacts';
import type { Story } from './contentTypes';
import { OPPOSITE_PAIRS } from './oppositePairs';
import { PROMPT_DETECTIVE_SCENARIOS } from './promptDetectiveScenarios';
import { RIDDLES } from './riddles';
import { BEE_STORY, DRAGON_STORY } from './stories';
import { TWENTY_QUESTIONS_OBJECTS } from './twentyQuestionsObjects';

/** Words and phrases that must never appear (as whole words, any case) in G-rated content. */
const BANNED_WORDS: readonly string[] = [
  // violence and weapons
  'kill',
  'killed',
  'killing',
  'gun',
  'guns',
  'blood',
  'bloody',
  'dead',
  'die',
  'died',
  'dying',
  'murder',
  'knife',
  'weapon',
  'war',
  'bomb',
  'shoot',
  'stab',
  // sexual
  'sex',
  'sexy',
  'naked',
  'nude',
  'porn',
  // drugs and alcohol
  'drug',
  'drugs',
  'beer',
  'wine',
  'drunk',
  'alcohol',
  'cigarette',
  'vodka',
  // profanity and insults
  'damn',
  'hell',
  'stupid',
  'idiot',
  'hate',
  'shut up',
  'crap',
  'dumb',
  // scary
  'scary',
  'horror',
  'monster',
  'nightmare',
  'demon',
  'ghost',
  'zombie',
  'devil',
  'suicide',
];

const LETTERS_ONLY = /^[a-z]+$/;
const LOWER_WORDS = /^[a-z]+( [a-z]+)*$/;

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) dups.add(value);
    seen.add(value);
  }
  return [...dups];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wholeWordPattern(phrase: string): RegExp {
  const body = phrase.split(' ').map(escapeRegExp).join('\\s+');
  return new RegExp(`(^|[^a-z])${body}($|[^a-z])`, 'i');
}

function bannedIn(text: string): string[] {
  return BANNED_WORDS.filter((word) => wholeWordPattern(word).test(text));
}

function storyTexts(story: Story): string[] {
  return [
    story.title,
    ...story.chapters.flatMap((chapter) => [
      chapter.text,
      ...chapter.choices.flatMap((choice) => [choice.label, ...choice.keywords]),
    ]),
  ];
}

function checkStory(story: Story): void {
  const byChapter = (n: number) => story.chapters.filter((chapter) => chapter.chapter === n);
  const first = byChapter(1);
  expect(first).toHaveLength(1);
  expect(first[0]?.after).toBe('start');
  expect(first[0]?.choices.length).toBeGreaterThanOrEqual(2);
  expect(story.chapters).toHaveLength(9);

  for (let n = 2; n <= 5; n += 1) {
    const previous = byChapter(n - 1);
    const previousIds = [...new Set(previous.flatMap((chapter) => chapter.choices.map((choice) => choice.id)))].sort();
    // every version of the previous chapter offers the same choice ids
    for (const version of previous) {
      expect(version.choices.map((choice) => choice.id).sort(), `${story.id} chapter ${n - 1}`).toEqual(previousIds);
    }
    const versions = byChapter(n);
    expect(versions.map((chapter) => chapter.after).sort(), `${story.id} chapter ${n}`).toEqual(previousIds);
  }

  for (const version of byChapter(5)) {
    expect(version.choices).toEqual([]);
  }
  for (const version of story.chapters.filter((chapter) => chapter.chapter < 5)) {
    expect(version.choices.length).toBeGreaterThanOrEqual(2);
    expect(version.choices.length).toBeLessThanOrEqual(3);
    const keywords = version.choices.flatMap((choice) => choice.keywords);
    expect(duplicates(keywords), `${story.id} chapter ${version.chapter} after ${version.after}`).toEqual([]);
    for (const choice of version.choices) {
      expect(choice.keywords.length).toBeGreaterThan(0);
      for (const keyword of choice.keywords) expect(keyword).toMatch(LETTERS_ONLY);
    }
  }
  for (const chapter of story.chapters) {
    expect(chapter.text.length).toBeGreaterThan(0);
  }
}

describe('opposite pairs', () => {
  it('has enough pairs', () => {
    expect(OPPOSITE_PAIRS.length).toBeGreaterThanOrEqual(150);
  });
  it('uses lower-case letters only, and every word once', () => {
    const words = OPPOSITE_PAIRS.flatMap((pair) => [pair.a, pair.b]);
    for (const word of words) expect(word).toMatch(LETTERS_ONLY);
    expect(duplicates(words)).toEqual([]);
  });
});

describe('alphabet words', () => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
  it('has exactly the keys A to Z', () => {
    expect(Object.keys(ALPHABET_WORDS).sort()).toEqual(letters);
  });
  it.each(letters)('letter %s has at least 20 unique lower-case words starting with it', (letter) => {
    const words = ALPHABET_WORDS[letter] ?? [];
    expect(words.length).toBeGreaterThanOrEqual(20);
    expect(duplicates(words)).toEqual([]);
    for (const word of words) {
      expect(word).toMatch(LETTERS_ONLY);
      expect(word.startsWith(letter.toLowerCase()), word).toBe(true);
    }
  });
});

describe('twenty questions objects', () => {
  it('has enough objects covering every category', () => {
    expect(TWENTY_QUESTIONS_OBJECTS.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(TWENTY_QUESTIONS_OBJECTS.map((object) => object.category));
    for (const category of [
      'animal',
      'plant',
      'food',
      'toy',
      'tool',
      'vehicle',
      'household',
      'nature',
      'instrument',
      'clothing',
    ] as const) {
      expect(categories.has(category), category).toBe(true);
    }
  });
  it('has unique lower-case names and aliases', () => {
    const names = TWENTY_QUESTIONS_OBJECTS.flatMap((object) => [object.name, ...object.aliases]);
    for (const name of names) expect(name).toMatch(LOWER_WORDS);
    expect(duplicates(names)).toEqual([]);
  });
  it('has consistent facts and hints that do not give the name away', () => {
    for (const object of TWENTY_QUESTIONS_OBJECTS) {
      expect(object.places.length, object.name).toBeGreaterThan(0);
      expect(object.colors.length, object.name).toBeGreaterThan(0);
      for (const color of object.colors) expect(color).toMatch(LETTERS_ONLY);
      expect(Number.isInteger(object.legs) && object.legs >= 0, object.name).toBe(true);
      if (object.alive) expect(object.materials, object.name).toEqual([]);
      if (object.isPet) expect(object.alive, object.name).toBe(true);
      expect(object.hint.length, object.name).toBeGreaterThan(0);
      for (const name of [object.name, ...object.aliases]) {
        expect(wholeWordPattern(name).test(object.hint), `${object.name} hint mentions ${name}`).toBe(false);
      }
    }
  });
});

describe('riddles', () => {
  it('has enough riddles with unique ids and questions', () => {
    expect(RIDDLES.length).toBeGreaterThanOrEqual(60);
    expect(duplicates(RIDDLES.map((riddle) => riddle.id))).toEqual([]);
    expect(duplicates(RIDDLES.map((riddle) => riddle.question.toLowerCase()))).toEqual([]);
    for (const riddle of RIDDLES) expect(riddle.id).toMatch(/^r\d+$/);
  });
  it('is mostly G with some PG and FULL', () => {
    const count = (mode: string) => RIDDLES.filter((riddle) => riddle.mode === mode).length;
    expect(count('G')).toBeGreaterThan(RIDDLES.length / 2);
    expect(count('PG')).toBeGreaterThan(0);
    expect(count('FULL')).toBeGreaterThan(0);
  });
  it('has lower-case answers', () => {
    for (const riddle of RIDDLES) {
      expect(riddle.answers.length, riddle.id).toBeGreaterThan(0);
      for (const answer of riddle.answers) expect(answer).toMatch(LOWER_WORDS);
    }
  });
});

describe('prompt detective scenarios', () => {
  const variants = ['educational', 'professional'] as const;
  it('has unique ids', () => {
    expect(duplicates(PROMPT_DETECTIVE_SCENARIOS.map((scenario) => scenario.id))).toEqual([]);
  });
  it.each(variants)('has at least 30 %s scenarios with well-formed options', (variant) => {
    const scenarios = PROMPT_DETECTIVE_SCENARIOS.filter((scenario) => scenario.variant === variant);
    expect(scenarios.length).toBeGreaterThanOrEqual(30);
    const prefix = variant === 'educational' ? 'pe' : 'pp';
    for (const scenario of scenarios) {
      expect(scenario.id).toMatch(new RegExp(`^${prefix}\\d+$`));
      expect(scenario.options).toHaveLength(4);
      expect(duplicates(scenario.options), scenario.id).toEqual([]);
      expect(scenario.explanation.length, scenario.id).toBeGreaterThan(0);
    }
  });
  it.each(variants)('spreads the best %s answer over A to D', (variant) => {
    const scenarios = PROMPT_DETECTIVE_SCENARIOS.filter((scenario) => scenario.variant === variant);
    for (const letter of ['A', 'B', 'C', 'D'] as const) {
      expect(scenarios.filter((scenario) => scenario.best === letter).length, letter).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('beekeeping facts', () => {
  it('has enough facts with unique ids', () => {
    expect(BEEKEEPING_FACTS.length).toBeGreaterThanOrEqual(30);
    expect(duplicates(BEEKEEPING_FACTS.map((fact) => fact.id))).toEqual([]);
  });
  it('has 2 to 5 lower-case keywords per fact, none shared between facts', () => {
    for (const fact of BEEKEEPING_FACTS) {
      expect(fact.keywords.length, fact.id).toBeGreaterThanOrEqual(2);
      expect(fact.keywords.length, fact.id).toBeLessThanOrEqual(5);
      for (const keyword of fact.keywords) expect(keyword).toMatch(LOWER_WORDS);
      expect(fact.text.length, fact.id).toBeGreaterThan(0);
      expect(fact.followUp.endsWith('?'), fact.id).toBe(true);
    }
    expect(duplicates(BEEKEEPING_KEYWORDS)).toEqual([]);
  });
  it('lists every keyword in BEEKEEPING_KEYWORDS', () => {
    expect(BEEKEEPING_KEYWORDS).toEqual(BEEKEEPING_FACTS.flatMap((fact) => fact.keywords));
  });
});

describe('stories', () => {
  it('bee story follows the branching structure', () => {
    expect(BEE_STORY.id).toBe('bee-story');
    checkStory(BEE_STORY);
  });
  it('dragon story follows the branching structure', () => {
    expect(DRAGON_STORY.id).toBe('dragon-story');
    checkStory(DRAGON_STORY);
  });
});

describe('child safety', () => {
  const gTexts: Array<[string, string]> = [
    ...OPPOSITE_PAIRS.flatMap((pair): Array<[string, string]> => [
      ['opposites', pair.a],
      ['opposites', pair.b],
    ]),
    ...Object.entries(ALPHABET_WORDS).flatMap(([letter, words]) =>
      words.map((word): [string, string] => [`alphabet ${letter}`, word]),
    ),
    ...TWENTY_QUESTIONS_OBJECTS.flatMap((object) =>
      [object.name, ...object.aliases, ...object.colors, object.hint].map((text): [string, string] => [
        `20q ${object.name}`,
        text,
      ]),
    ),
    ...RIDDLES.filter((riddle) => riddle.mode === 'G').flatMap((riddle) =>
      [riddle.question, ...riddle.answers].map((text): [string, string] => [riddle.id, text]),
    ),
    ...BEEKEEPING_FACTS.flatMap((fact) =>
      [fact.text, fact.followUp, ...fact.keywords].map((text): [string, string] => [fact.id, text]),
    ),
    ...storyTexts(BEE_STORY).map((text): [string, string] => ['bee-story', text]),
    ...storyTexts(DRAGON_STORY).map((text): [string, string] => ['dragon-story', text]),
  ];

  it('has a banned-word list that catches whole words only', () => {
    expect(BANNED_WORDS.length).toBeGreaterThanOrEqual(40);
    expect(bannedIn('You shall not KILL the spider.')).toEqual(['kill']);
    expect(bannedIn('Please shut  up now')).toEqual(['shut up']);
    expect(bannedIn('A skilled hello in a warm wardrobe')).toEqual([]);
  });

  it('keeps every G-rated text free of banned words', () => {
    const problems = gTexts
      .map(([where, text]) => ({ where, text, found: bannedIn(text) }))
      .filter((entry) => entry.found.length > 0);
    expect(problems).toEqual([]);
  });
});
