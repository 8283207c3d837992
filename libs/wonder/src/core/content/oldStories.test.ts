import { safetyClassify } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import { OLD_STORIES } from '../wonderCatalog';
import type { OldStory, WonderMode } from './wonderTypes';
import { duplicates, wholeWordPattern } from './contentChecks.fixture';

const MODES: readonly WonderMode[] = ['G', 'PG', 'FULL'];

/** The contract's word ranges per level: G a short gentle telling, FULL the whole tale. */
const WORD_RANGES: Readonly<Record<WonderMode, readonly [number, number]>> = {
  G: [150, 300],
  PG: [250, 500],
  FULL: [350, 800],
};

/**
 * Words and phrases a 4–8 telling must never hold (whole words, any case): the frightening stuff of
 * the old tales (death, being eaten or swallowed, witches, ovens, traps, hunters, shipwrecks, a tin
 * soldier melting), violence, unkind words and grown-up things. The old tales have all of these
 * somewhere; the G tellings soften them away (each tale's G telling says how in a comment). One list
 * for all thirty tales.
 */
const G_BANNED: readonly string[] = [
  // death and harm
  'dead',
  'die',
  'died',
  'dies',
  'dying',
  'death',
  'kill',
  'killed',
  'kills',
  'killing',
  'murder',
  'blood',
  'bloody',
  'wound',
  'wounded',
  'knife',
  'knives',
  'gun',
  'guns',
  'weapon',
  'war',
  'stab',
  'shoot',
  'chopped off',
  'cut off',
  'tore himself',
  'cold and stiff',
  // being eaten or swallowed, and the old tales' cruelties
  'eat you',
  'eat me',
  'eat him',
  'eat her',
  'eat them',
  'eat children',
  'eaten',
  'devour',
  'devoured',
  'gobbled',
  'swallowed',
  'witch',
  'witches',
  'witch burned',
  'oven',
  'cage',
  'caged',
  'trap',
  'trapped',
  'snare',
  'hunter',
  'hunters',
  'hunting',
  'prison',
  'whip',
  'punish',
  'punished',
  'pluck',
  'plucked',
  'plucking',
  'burn',
  'burned',
  'burnt',
  'burning',
  'melt',
  'melted',
  'melting',
  'poison',
  'poisoned',
  'drown',
  'drowned',
  'drowning',
  'shipwreck',
  'wrecked',
  'sank',
  'sunk',
  'drain',
  'starve',
  'starved',
  'starving',
  'abandon',
  'abandoned',
  'wicked',
  'cruel',
  'curse',
  'cursed',
  // fright
  'scary',
  'scared',
  'frightened',
  'frightening',
  'terrified',
  'terror',
  'horror',
  'monster',
  'nightmare',
  'ghost',
  'demon',
  'devil',
  'ogre',
  'goblin',
  'troll',
  'scream',
  'screamed',
  'screaming',
  'shriek',
  // unkind words
  'hate',
  'stupid',
  'idiot',
  'dumb',
  'shut up',
  // grown-up things
  'naked',
  'beer',
  'wine',
  'drunk',
];

function gBannedIn(text: string): string[] {
  return G_BANNED.filter((word) => wholeWordPattern(word).test(text));
}

/** Words as a reader counts them: runs of non-space holding a letter or digit (a dash alone is not a word). */
function wordCount(paragraphs: readonly string[]): number {
  return paragraphs.reduce((sum, paragraph) => sum + paragraph.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length, 0);
}

/** The texts shown on the list of stories, to anyone of any age: title, source and summary. */
function listTexts(story: OldStory): string[] {
  return [story.title, story.source, story.summary];
}

/** Who an authored tale is by, as its source line must name them. */
const AUTHOR_NAMES: Readonly<Partial<Record<OldStory['origin'], string>>> = {
  Aesop: 'aesop',
  Andersen: 'andersen',
  Perrault: 'perrault',
  Grimm: 'grimm',
};

describe('the thirty old stories: Aesop, Grimm, Andersen, Perrault and folk tales of many cultures', () => {
  it('has thirty tales with unique kebab-case ids and unique titles', () => {
    expect(OLD_STORIES).toHaveLength(30);
    const ids = OLD_STORIES.map((story) => story.id);
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(duplicates(OLD_STORIES.map((story) => story.title.toLowerCase()))).toEqual([]);
  });

  it('mixes fables, fairy tales and folk tales, and names where each comes from', () => {
    for (const story of OLD_STORIES) {
      const author = AUTHOR_NAMES[story.origin];
      if (author) expect(story.source.toLowerCase(), story.id).toContain(author);
      // A folk tale names its people or place and says what kind of tale it is.
      else expect(story.source, story.id).toMatch(/\b(folk tale|fable)\b/);
      expect(story.summary.length, story.id).toBeGreaterThan(20);
      expect(story.summary.length, story.id).toBeLessThanOrEqual(140);
    }
    const count = (origin: OldStory['origin']) => OLD_STORIES.filter((story) => story.origin === origin).length;
    expect(count('Aesop')).toBeGreaterThanOrEqual(5);
    expect(count('Grimm')).toBeGreaterThanOrEqual(5);
    expect(count('Andersen')).toBeGreaterThanOrEqual(5);
    expect(count('Perrault')).toBeGreaterThanOrEqual(2);
    expect(count('Folk')).toBeGreaterThanOrEqual(7);
  });

  it.each(MODES)('keeps every %s telling within its word range, in paragraphs of a readable size', (mode) => {
    const [min, max] = WORD_RANGES[mode];
    for (const story of OLD_STORIES) {
      const telling = story.tellings[mode];
      const words = wordCount(telling.paragraphs);
      expect(words, `${story.id} ${mode}`).toBeGreaterThanOrEqual(min);
      expect(words, `${story.id} ${mode}`).toBeLessThanOrEqual(max);
      expect(telling.paragraphs.length, `${story.id} ${mode}`).toBeGreaterThanOrEqual(3);
      for (const paragraph of telling.paragraphs) {
        expect(paragraph.trim(), `${story.id} ${mode}`).toBe(paragraph);
        expect(wordCount([paragraph]), `${story.id} ${mode}: ${paragraph.slice(0, 40)}`).toBeLessThanOrEqual(200);
      }
    }
  });

  it('tells more at each level: G shorter than PG, PG shorter than FULL', () => {
    for (const story of OLD_STORIES) {
      const g = wordCount(story.tellings.G.paragraphs);
      const pg = wordCount(story.tellings.PG.paragraphs);
      const full = wordCount(story.tellings.FULL.paragraphs);
      expect(g, story.id).toBeLessThan(pg);
      expect(pg, story.id).toBeLessThan(full);
    }
  });

  it('ends every telling with its own "what did you think?" question', () => {
    const questions = OLD_STORIES.flatMap((story) => MODES.map((mode) => story.tellings[mode].question));
    for (const question of questions) {
      expect(question.endsWith('?'), question).toBe(true);
      expect(question.length, question).toBeGreaterThan(30);
    }
    expect(duplicates(questions)).toEqual([]);
  });

  it('never repeats a paragraph, within a tale or across tales', () => {
    const paragraphs = OLD_STORIES.flatMap((story) => MODES.flatMap((mode) => story.tellings[mode].paragraphs));
    expect(duplicates(paragraphs)).toEqual([]);
  });

  it.each(MODES)('keeps every %s paragraph and question safe for its mode (libs/safety)', (mode) => {
    const unsafe = OLD_STORIES.flatMap((story) =>
      [...story.tellings[mode].paragraphs, story.tellings[mode].question]
        .map((text) => ({ id: story.id, text, verdict: safetyClassify(text, { contentMode: mode, direction: 'reply' }) }))
        .filter((entry) => !entry.verdict.safe)
        .map((entry) => ({ id: entry.id, category: entry.verdict.category, text: entry.text })),
    );
    expect(unsafe).toEqual([]);
  });

  it('keeps the list texts (title, source, summary) safe for G, since every age sees the list', () => {
    const unsafe = OLD_STORIES.flatMap((story) =>
      listTexts(story)
        .filter((text) => !safetyClassify(text, { contentMode: 'G', direction: 'reply' }).safe || gBannedIn(text).length > 0)
        .map((text) => ({ id: story.id, text })),
    );
    expect(unsafe).toEqual([]);
  });

  it('has a banned list for G that catches whole words only', () => {
    expect(G_BANNED.length).toBeGreaterThanOrEqual(80);
    expect(duplicates([...G_BANNED])).toEqual([]);
    expect(gBannedIn('The soldier MELTED, and the fish swallowed the ring.')).toEqual(['swallowed', 'melted']);
    expect(gBannedIn('"I will  eat you," said the crocodile.')).toEqual(['eat you']);
    expect(gBannedIn('A skilled hunter-gatherer? No: a warden, a meltwater pond and a trapeze.')).toEqual(['hunter']);
    expect(gBannedIn('The swan drained his cup and smiled at the sandbank.')).toEqual([]);
    expect(gBannedIn('The WITCH lit the oven.')).toEqual(['witch', 'oven']);
    expect(gBannedIn('A skilled baker studied her diet and burnished the kettle.')).toEqual([]);
  });

  it('keeps every G telling free of frightening words', () => {
    const problems = OLD_STORIES.flatMap((story) =>
      [...story.tellings.G.paragraphs, story.tellings.G.question]
        .map((text) => ({ id: story.id, found: gBannedIn(text), text }))
        .filter((entry) => entry.found.length > 0),
    );
    expect(problems).toEqual([]);
  });
});
