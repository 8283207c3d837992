import { describe, expect, it } from 'vitest';
import type { MentorContentMode } from '../../types';
import { mentorWordAskOf, mentorWordsAnswer, type MentorWordLookup, type MentorWordSense } from './mentorWords';

function sense(partial: Partial<MentorWordSense> & Pick<MentorWordSense, 'gloss'>): MentorWordSense {
  return { pos: 'adjective', examples: [], synonyms: [], antonyms: [], ...partial };
}

/** A small WordNet stand-in with the shapes the real one gives (see apps/api/src/services/wordnet.test.ts). */
const WORDS: Readonly<Record<string, MentorWordSense[]>> = {
  enormous: [
    sense({ gloss: 'extraordinarily large in size or extent or amount or power or degree', examples: ['an enormous boulder', 'tremendous sweeping plains'], synonyms: ['tremendous'], antonyms: ['small', 'little'], similar: ['large', 'big'] }),
  ],
  happy: [
    sense({ gloss: 'enjoying or showing or marked by joy or pleasure', examples: ['a happy smile'], antonyms: ['unhappy'], similar: ['blessed', 'blissful', 'bright'] }),
    sense({ gloss: 'marked by good fortune', examples: ['a felicitous life', 'a happy outcome'], synonyms: ['felicitous'] }),
    sense({ gloss: 'eagerly disposed to act or to be of service', examples: ['glad to help'], synonyms: ['glad'] }),
    sense({ gloss: 'well expressed and to the point', synonyms: ['well-chosen'] }),
  ],
  run: [
    sense({ pos: 'verb', gloss: "move fast by using one's feet, with one foot off the ground at any given time", examples: ["Don't run--you'll be out of breath"], synonyms: [] }),
    sense({ pos: 'noun', gloss: 'a score in baseball made by a runner touching all four bases safely', synonyms: ['tally'] }),
    sense({ pos: 'verb', gloss: 'flee; take to one\'s heels; cut and run', synonyms: ['scarper', 'turn_tail', 'run'] }),
    sense({ pos: 'noun', gloss: 'the act of testing something', synonyms: ['trial', 'test'] }),
  ],
  mouse: [sense({ pos: 'noun', gloss: 'any of numerous small rodents typically resembling diminutive rats', synonyms: [] })],
  ancient: [sense({ gloss: 'very old', examples: ['an ancient mariner'], similar: ['old'] })],
  big: [
    sense({ gloss: 'above average in size or number or quantity or magnitude or extent', examples: ['a big house'], synonyms: ['large'], antonyms: ['small', 'little'], similar: ['ample', 'huge'] }),
    sense({ gloss: 'very intense', examples: ['a bad storm'], synonyms: ['bad'] }),
    sense({ gloss: 'significant', examples: ['graduation was a big day in his life'], synonyms: ['big', 'large', 'large'] }),
  ],
  hot: [
    sense({ gloss: 'used of physical heat; having a high or higher than desirable temperature', examples: ['hot stove'], antonyms: ['cold'] }),
    sense({ gloss: 'characterized by violent and forceful activity or movement', antonyms: ['nonviolent'] }),
  ],
  // A word whose every sense a child must not be read.
  shag: [
    sense({ pos: 'noun', gloss: 'slang for sexual intercourse', synonyms: ['screw'] }),
    sense({ pos: 'verb', gloss: 'have sexual intercourse with', synonyms: ['bang'] }),
  ],
  // One safe sense and one a child must not be read.
  bottom: [
    sense({ pos: 'noun', gloss: 'the lower side of anything', examples: ['put the label on the bottom'], synonyms: ['underside'] }),
    sense({ pos: 'noun', gloss: 'the fleshy part of the human body that you sit on', synonyms: ['buttocks', 'arse', 'butt'], usage: ['vulgarism'] }),
  ],
  // WordNet's order puts the sense "curious" shares with "strange" (14 tags) before its own (13).
  curious: [
    sense({ gloss: 'beyond or deviating from the usual or expected', examples: ['a curious hybrid accent'], synonyms: ['funny', 'odd', 'strange'], antonyms: ['familiar'], satellite: true, tags: 14 }),
    sense({ gloss: "eager to investigate and learn or learn more (sometimes about others' concerns)", examples: ["a curious child is a teacher's delight"], antonyms: ['incurious'], similar: ['inquisitive'], satellite: false, tags: 13 }),
  ],
  // A clearly commoner borrowed sense keeps its place: a child knows "exhausted" as tired.
  exhausted: [
    sense({ gloss: 'drained of energy or effectiveness; extremely tired', examples: ["the day's shopping left her exhausted"], synonyms: ['fatigued', 'tired'], antonyms: ['rested'], satellite: true, tags: 6 }),
    sense({ gloss: 'depleted of energy, force, or strength', examples: ['the exhausted soil'], synonyms: ['spent'], antonyms: ['unexhausted'], satellite: false, tags: 0 }),
  ],
  weapon: [
    sense({ pos: 'noun', gloss: 'any instrument or instrumentality used in fighting or hunting', examples: ['he was licensed to carry a weapon'], synonyms: ['arm', 'weapon system'] }),
    sense({ pos: 'noun', gloss: 'used of a person: an offensive term for an enemy to kill', synonyms: [] }),
  ],
};

const BASES: Readonly<Record<string, string[]>> = { mice: ['mouse'], ran: ['run'], running: ['run'] };

const LOOKUP: MentorWordLookup = {
  senses: (lemma) => WORDS[lemma.toLowerCase()] ?? [],
  baseForms: (word) => BASES[word.toLowerCase()] ?? [],
};

const MODES: readonly MentorContentMode[] = ['G', 'PG', 'FULL'];

describe('mentorWordAskOf', () => {
  it.each([
    ['what does enormous mean', 'meaning', 'enormous'],
    ['What does enormous mean?', 'meaning', 'enormous'],
    ["what is the meaning of 'curious'", 'meaning', 'curious'],
    ["what's the meaning of curious?", 'meaning', 'curious'],
    ['define brave', 'meaning', 'brave'],
    ['Can you define "brave"?', 'meaning', 'brave'],
    ['what does the word photosynthesis mean', 'meaning', 'photosynthesis'],
    ['definition of ice cream', 'meaning', 'ice cream'],
    ["what's another word for happy", 'synonyms', 'happy'],
    ['another word for happy', 'synonyms', 'happy'],
    ['synonyms for big', 'synonyms', 'big'],
    ['what is a synonym for big', 'synonyms', 'big'],
    ['give me a word that means sad', 'synonyms', 'sad'],
    ['a word that means scared', 'synonyms', 'scared'],
    ['another way to say nice', 'synonyms', 'nice'],
    ['what is the opposite of ancient', 'opposite', 'ancient'],
    ["what's the opposite of hot?", 'opposite', 'hot'],
    ['antonym of generous', 'opposite', 'generous'],
    ['what are the antonyms of generous', 'opposite', 'generous'],
    ['Grove, what does enormous mean please', 'meaning', 'enormous'],
    ['wats ancient mean', 'meaning', 'ancient'],
    ['i need another word for said for my story', 'synonyms', 'said'],
    ['what is the opposite of empty', 'opposite', 'empty'],
  ] as const)('"%s" asks for %s of %s', (message, kind, word) => {
    expect(mentorWordAskOf(message)).toEqual({ kind, word });
  });

  it.each([
    'what does my dad do',
    'what is a volcano',
    'what is the capital of France',
    'what does that mean',
    'what does it mean',
    'what does your name mean',
    'what does it mean to be brave',
    'tell me about dogs',
    'I am happy',
    'what is 3 plus 4',
    'hello',
    'what is the opposite of what you said before and after the holidays',
  ])('"%s" is not a word question', (message) => {
    expect(mentorWordAskOf(message)).toBeNull();
  });
});

describe('mentorWordsAnswer: meanings', () => {
  it('gives a young child one sense, simply, with an example that uses the word', () => {
    const reply = mentorWordsAnswer({ kind: 'meaning', word: 'enormous' }, 'G', LOOKUP);
    expect(reply).toBe('"Enormous" means extraordinarily large in size or extent or amount or power or degree. For example: "an enormous boulder". Other words for it are "tremendous" and "large".');
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'mouse' }, 'G', LOOKUP)).not.toMatch(/Other words|Another word/);
  });

  it('gives PG up to two senses and adults up to three with the part of speech', () => {
    const pg = mentorWordsAnswer({ kind: 'meaning', word: 'happy' }, 'PG', LOOKUP);
    expect(pg).toMatch(/^"Happy" means enjoying or showing or marked by joy or pleasure \(for example, "a happy smile"\)\. It can also mean marked by good fortune \(for example, "a happy outcome"\)\./);
    expect(pg).not.toMatch(/eagerly disposed/);
    const full = mentorWordsAnswer({ kind: 'meaning', word: 'run' }, 'FULL', LOOKUP);
    expect(full.split('\n').filter((line) => /^\d\. /.test(line))).toHaveLength(3);
    expect(full).toMatch(/^"Run":\n1\. \(verb\) to move fast by using one's feet/);
    // One sense of each part of speech before a second of the same.
    expect(full).toMatch(/\n2\. \(noun\) a score in baseball/);
    expect(full).toMatch(/\n3\. \(verb\) to flee/);
    expect(full).not.toMatch(/to to /);
  });

  it('reads a child a word’s own everyday sense first when WordNet tagged it nearly as often', () => {
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'curious' }, 'G', LOOKUP)).toMatch(/^"Curious" means eager to investigate and learn/);
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'curious' }, 'G', LOOKUP)).not.toMatch(/deviating/);
    const pg = mentorWordsAnswer({ kind: 'meaning', word: 'curious' }, 'PG', LOOKUP);
    expect(pg).toMatch(/^"Curious" means eager to investigate and learn.*It can also mean beyond or deviating from the usual/);
    // An adult gets WordNet's order; a clearly commoner first sense stays first for a child too.
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'curious' }, 'FULL', LOOKUP)).toMatch(/\n1\. \(adjective\) beyond or deviating/);
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'exhausted' }, 'G', LOOKUP)).toMatch(/^"Exhausted" means drained of energy or effectiveness; extremely tired/);
  });

  it('finds the base form of an inflected word', () => {
    const reply = mentorWordsAnswer({ kind: 'meaning', word: 'mice' }, 'G', LOOKUP);
    expect(reply).toMatch(/^"Mice" is a form of "mouse"\. "Mouse" means any of numerous small rodents/);
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'ran' }, 'PG', LOOKUP)).toMatch(/"Run" means to move fast/);
  });

  it('says honestly when it does not know a word, and asks to check the spelling', () => {
    for (const mode of MODES) {
      const reply = mentorWordsAnswer({ kind: 'meaning', word: 'blorpish' }, mode, LOOKUP);
      expect(reply).toMatch(/don't know the word "blorpish"/);
      expect(reply).toMatch(/spelling/);
    }
  });
});

describe('mentorWordsAnswer: synonyms and opposites', () => {
  it('lists synonyms without duplicates, the word itself or underscores', () => {
    const full = mentorWordsAnswer({ kind: 'synonyms', word: 'run' }, 'FULL', LOOKUP);
    expect(full).toBe('Synonyms for "run": tally, scarper, turn tail.');
    const big = mentorWordsAnswer({ kind: 'synonyms', word: 'big' }, 'FULL', LOOKUP);
    expect(big).toBe('Synonyms for "big": large, bad, ample, huge.');
    expect(mentorWordsAnswer({ kind: 'synonyms', word: 'happy' }, 'FULL', LOOKUP)).toMatch(/glad/);
  });

  it('gives a child the commonest sense’s words, a few at a time', () => {
    expect(mentorWordsAnswer({ kind: 'synonyms', word: 'big' }, 'G', LOOKUP)).toBe('Another word for "big" is "large", "ample" or "huge"!');
    // "happy" has no other word in its commonest sense: the next senses' words come before similar ones.
    expect(mentorWordsAnswer({ kind: 'synonyms', word: 'happy' }, 'PG', LOOKUP)).toBe('Other words for "happy": felicitous, glad, blessed, blissful, bright.');
    expect(mentorWordsAnswer({ kind: 'synonyms', word: 'happy' }, 'G', LOOKUP)).toBe('Another word for "happy" is "felicitous", "glad" or "blessed"!');
  });

  it('gives opposites, the commonest sense’s first', () => {
    expect(mentorWordsAnswer({ kind: 'opposite', word: 'hot' }, 'G', LOOKUP)).toBe('The opposite of "hot" is "cold"!');
    expect(mentorWordsAnswer({ kind: 'opposite', word: 'hot' }, 'PG', LOOKUP)).toBe('The opposite of "hot" is "cold" or "nonviolent".');
    expect(mentorWordsAnswer({ kind: 'opposite', word: 'enormous' }, 'FULL', LOOKUP)).toBe('Opposites of "enormous": small, little.');
    expect(mentorWordsAnswer({ kind: 'opposite', word: 'happy' }, 'PG', LOOKUP)).toMatch(/"unhappy"/);
  });

  it('prefers describing words and common words for opposites when the lookup knows how common words are', () => {
    const senses: Record<string, MentorWordSense[]> = {
      empty: [
        sense({ pos: 'verb', gloss: 'make void or empty of contents', antonyms: ['fill'] }),
        sense({ pos: 'adjective', gloss: 'holding or containing nothing', antonyms: ['full'] }),
        sense({ pos: 'adjective', gloss: 'devoid of significance or force', antonyms: ['meaningful'] }),
      ],
      quiet: [
        sense({ gloss: 'characterized by an absence or near absence of agitation or activity', antonyms: ['unquiet'] }),
        sense({ gloss: 'free of noise or uproar', antonyms: ['noisy'] }),
      ],
      ancient: [sense({ gloss: 'belonging to times long past', antonyms: ['present', 'future'] }), sense({ gloss: 'very old', antonyms: ['young'] })],
    };
    const counts: Record<string, number> = { fill: 9, full: 6, meaningful: 1, unquiet: 0, noisy: 1, present: 2, future: 3, young: 2 };
    const counted: MentorWordLookup = { senses: (lemma) => senses[lemma] ?? [], baseForms: () => [], frequency: (word) => counts[word] ?? 0 };
    expect(mentorWordsAnswer({ kind: 'opposite', word: 'empty' }, 'G', counted)).toBe('The opposite of "empty" is "full"!');
    expect(mentorWordsAnswer({ kind: 'opposite', word: 'quiet' }, 'G', counted)).toBe('The opposite of "quiet" is "noisy"!');
    // Each sense's best opposite before a second one from the same sense.
    expect(mentorWordsAnswer({ kind: 'opposite', word: 'ancient' }, 'PG', counted)).toBe('The opposite of "ancient" is "future" or "young".');
    // Without counts, WordNet's order.
    expect(mentorWordsAnswer({ kind: 'opposite', word: 'quiet' }, 'G', { ...counted, frequency: undefined })).toBe('The opposite of "quiet" is "unquiet"!');
  });

  it('adds the base word’s senses for synonyms of an inflected form', () => {
    const senses: Record<string, MentorWordSense[]> = {
      said: [sense({ gloss: 'being the one previously mentioned or spoken of', synonyms: ['aforesaid', 'aforementioned'] })],
      say: [sense({ pos: 'verb', gloss: 'express in words', synonyms: ['state', 'tell'] })],
    };
    const inflected: MentorWordLookup = { senses: (lemma) => senses[lemma] ?? [], baseForms: (word) => (word === 'said' ? ['say'] : []) };
    expect(mentorWordsAnswer({ kind: 'synonyms', word: 'said' }, 'PG', inflected)).toBe('Other words for "said": aforesaid, aforementioned, state, tell.');
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'said' }, 'PG', inflected)).not.toMatch(/express in words/);
  });

  it('says when it knows no opposite, and offers synonyms instead', () => {
    const reply = mentorWordsAnswer({ kind: 'opposite', word: 'ancient' }, 'PG', LOOKUP);
    expect(reply).toBe('I don\'t know an opposite for "ancient". Words that mean nearly the same are "old".');
  });
});

describe('mentorWordsAnswer: the child filter', () => {
  it('sends a child to a grown-up when every sense is unsuitable, and tells an adult', () => {
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'shag' }, 'G', LOOKUP)).toMatch(/ask a grown-up/);
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'shag' }, 'PG', LOOKUP)).toMatch(/trusted adult/);
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'shag' }, 'FULL', LOOKUP)).toMatch(/sexual intercourse/);
    expect(mentorWordsAnswer({ kind: 'synonyms', word: 'shag' }, 'G', LOOKUP)).not.toMatch(/screw|bang/);
  });

  it('keeps the safe senses of a word and drops the rest', () => {
    for (const mode of ['G', 'PG'] as const) {
      const reply = mentorWordsAnswer({ kind: 'meaning', word: 'bottom' }, mode, LOOKUP);
      expect(reply).toMatch(/the lower side of anything/);
      expect(reply).not.toMatch(/fleshy|buttocks|arse|butt\b/);
      const weapon = mentorWordsAnswer({ kind: 'meaning', word: 'weapon' }, mode, LOOKUP);
      expect(weapon).not.toMatch(/offensive term|kill/);
    }
    expect(mentorWordsAnswer({ kind: 'meaning', word: 'bottom' }, 'FULL', LOOKUP)).toMatch(/fleshy/);
  });

  it('leaves out one rude synonym or example but keeps the sense', () => {
    const senses: Record<string, MentorWordSense[]> = {
      exhausted: [
        sense({ gloss: 'drained of energy or effectiveness; extremely tired', examples: ['you look worn out', 'was fagged and sweaty'], synonyms: ['dog-tired', 'fagged', 'fatigued', 'worn out'] }),
      ],
    };
    const rude: MentorWordLookup = { senses: (lemma) => senses[lemma] ?? [], baseForms: () => [] };
    for (const mode of ['G', 'PG'] as const) {
      const reply = mentorWordsAnswer({ kind: 'meaning', word: 'exhausted' }, mode, rude);
      expect(reply).toMatch(/extremely tired/);
      expect(reply).not.toMatch(/fag/);
      expect(mentorWordsAnswer({ kind: 'synonyms', word: 'exhausted' }, mode, rude)).not.toMatch(/fag/);
    }
  });

  it('does not repeat a word a child should not be taught', () => {
    const reply = mentorWordsAnswer({ kind: 'meaning', word: 'fuck' }, 'G', LOOKUP);
    expect(reply).toMatch(/grown-up/);
    expect(reply).not.toMatch(/fuck/i);
  });
});
