import { safetyClassify } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import { QUESTS } from './quests';
import type { Quest, WonderBand, WonderMode } from './wonderTypes';
import { duplicates, wholeWordPattern } from './contentChecks.fixture';

const BANDS: readonly WonderBand[] = ['4-8', '9-15', 'adult'];
const MODE_OF_BAND: Readonly<Record<WonderBand, WonderMode>> = { '4-8': 'G', '9-15': 'PG', adult: 'FULL' };
const THEMES: readonly Quest['theme'][] = ['nature', 'family', 'kindness', 'making', 'curiosity', 'movement', 'calm'];

/**
 * Words no quest may use, in any band: a quest is done and reflected on in words (never a photo), costs
 * nothing (nothing to buy) and carries no guilt mechanics (no streaks, points or penalties; issue 21
 * follows Finch here, not Duolingo).
 */
const NEVER: readonly string[] = [
  'photo',
  'photos',
  'photograph',
  'photographs',
  'selfie',
  'selfies',
  'camera',
  'buy',
  'buying',
  'bought',
  'purchase',
  'purchases',
  'shop',
  'shops',
  'shopping',
  'money',
  'streak',
  'streaks',
  'penalty',
  'penalties',
  'punish',
  'punished',
  'punishment',
  'points',
  'deadline',
  'lose your',
];

/** Risks a child's quest stays clear of (4–8 and 9–15): sharp things, heights, flames, being alone, secrets, dares. */
const CHILD_RISKS: readonly string[] = [
  'knife',
  'knives',
  'climb',
  'climbing',
  'matches',
  'candle',
  'candles',
  'lighter',
  'fire',
  'alone',
  'stranger',
  'strangers',
  'secret',
  'secrets',
  'dare',
];

/** Unkind or frightening words a 4–8 quest never uses (the game-engines G list's core). */
const G_BANNED: readonly string[] = ['dead', 'die', 'kill', 'blood', 'scary', 'scared', 'monster', 'ghost', 'hate', 'stupid', 'dumb', 'idiot', 'war', 'gun', 'naked'];

/** Places and things for which a 4–8 quest must ask for a grown-up alongside. */
const GROWN_UP_WORDS: readonly string[] = ['outside', 'outdoors', 'garden', 'park', 'walk', 'kitchen', 'cook', 'bake', 'sink', 'bath', 'pond', 'river', 'beach', 'street', 'water'];

function found(words: readonly string[], text: string): string[] {
  return words.filter((word) => wholeWordPattern(word).test(text));
}

/** Sentences as a reader sees them: a full stop, ! or ? followed by a space and a capital letter. */
function sentenceCount(text: string): number {
  return text.trim().split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}

function texts(quest: Quest): string[] {
  return [quest.title, quest.howTo, quest.reflection];
}

describe('quests', () => {
  it.each(BANDS)('has at least 20 quests for %s, covering every theme', (band) => {
    const quests = QUESTS.filter((quest) => quest.band === band);
    expect(quests.length).toBeGreaterThanOrEqual(20);
    for (const theme of THEMES) {
      expect(quests.some((quest) => quest.theme === theme), `${band} ${theme}`).toBe(true);
    }
  });

  it('has unique kebab-case ids, unique titles and unique how-tos', () => {
    for (const quest of QUESTS) expect(quest.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(duplicates(QUESTS.map((quest) => quest.id))).toEqual([]);
    expect(duplicates(QUESTS.map((quest) => quest.title.toLowerCase()))).toEqual([]);
    expect(duplicates(QUESTS.map((quest) => quest.howTo))).toEqual([]);
  });

  it('says what to do in two to four short sentences and asks a reflection question', () => {
    for (const quest of QUESTS) {
      const sentences = sentenceCount(quest.howTo);
      expect(sentences, quest.id).toBeGreaterThanOrEqual(2);
      expect(sentences, quest.id).toBeLessThanOrEqual(4);
      expect(quest.howTo.length, quest.id).toBeLessThanOrEqual(320);
      expect(quest.title.length, quest.id).toBeLessThanOrEqual(40);
      expect(quest.reflection.endsWith('?'), quest.id).toBe(true);
      expect(quest.reflection.length, quest.id).toBeGreaterThan(20);
    }
  });

  it('takes a sensible whole number of minutes', () => {
    for (const quest of QUESTS) {
      expect(Number.isInteger(quest.minutes), quest.id).toBe(true);
      expect(quest.minutes, quest.id).toBeGreaterThanOrEqual(5);
      expect(quest.minutes, quest.id).toBeLessThanOrEqual(120);
    }
  });

  it('never asks for a photo, a purchase, a streak or a penalty', () => {
    const problems = QUESTS.flatMap((quest) =>
      texts(quest)
        .map((text) => ({ id: quest.id, found: found(NEVER, text), text }))
        .filter((entry) => entry.found.length > 0),
    );
    expect(problems).toEqual([]);
  });

  it("keeps children's quests clear of risks, and 4–8 quests free of unkind or frightening words", () => {
    const problems = QUESTS.filter((quest) => quest.band !== 'adult').flatMap((quest) =>
      texts(quest)
        .map((text) => ({
          id: quest.id,
          found: [...found(CHILD_RISKS, text), ...(quest.band === '4-8' ? found(G_BANNED, text) : [])],
          text,
        }))
        .filter((entry) => entry.found.length > 0),
    );
    expect(problems).toEqual([]);
  });

  it('asks for a grown-up on every 4–8 quest outdoors, by water or in the kitchen, and never on an adult quest', () => {
    const missing = QUESTS.filter((quest) => quest.band === '4-8' && found(GROWN_UP_WORDS, quest.howTo).length > 0 && !quest.withGrownUp).map(
      (quest) => quest.id,
    );
    expect(missing).toEqual([]);
    expect(QUESTS.filter((quest) => quest.band === 'adult' && quest.withGrownUp).map((quest) => quest.id)).toEqual([]);
    // A 4–8 quest that asks for a grown-up says so in its own words too, so a child reading it knows.
    for (const quest of QUESTS.filter((candidate) => candidate.band === '4-8' && candidate.withGrownUp)) {
      expect(quest.howTo, quest.id).toMatch(/grown-up/);
    }
  });

  it.each(BANDS)("keeps every %s quest's texts safe for the band's mode (libs/safety)", (band) => {
    const mode = MODE_OF_BAND[band];
    const unsafe = QUESTS.filter((quest) => quest.band === band).flatMap((quest) =>
      texts(quest)
        .map((text) => ({ id: quest.id, text, verdict: safetyClassify(text, { contentMode: mode, direction: 'reply' }) }))
        .filter((entry) => !entry.verdict.safe)
        .map((entry) => ({ id: entry.id, category: entry.verdict.category, text: entry.text })),
    );
    expect(unsafe).toEqual([]);
  });

  it('has word lists that catch whole words only', () => {
    expect(found(NEVER, 'Take a PHOTO, then buy a sticker.')).toEqual(['photo', 'buy']);
    expect(found(NEVER, 'A photon, a buyer-free shopkeeper and checkpoints.')).toEqual([]);
    expect(found(CHILD_RISKS, 'Climb the tree and light a candle.')).toEqual(['climb', 'candle']);
  });
});
