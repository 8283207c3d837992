import { safetyClassify } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import { ANIMAL_GUIDES } from './animalGuides';
import { ANIMAL_QUIZ_QUESTIONS } from './animalQuizQuestions';
import { ORACLE_CARDS, ORACLE_THEME_LABELS, ORACLE_THEMES } from './oracleCards';
import { WELLNESS_SESSIONS } from './wellnessSessions';
import type { OracleTheme, WellnessKind, WellnessSession, WonderBand, WonderMode } from './wonderTypes';
import { duplicates, wholeWordPattern } from './contentChecks.fixture';

const BANDS: readonly WonderBand[] = ['4-8', '9-15', 'adult'];
const MODES: readonly WonderMode[] = ['G', 'PG', 'FULL'];
const MODE_OF_BAND: Readonly<Record<WonderBand, WonderMode>> = { '4-8': 'G', '9-15': 'PG', adult: 'FULL' };
const KINDS: readonly WellnessKind[] = ['box-breathing', '4-7-8', 'grounding-54321', 'body-scan', 'gratitude', 'wind-down'];
const THEMES: readonly OracleTheme[] = ['courage', 'friendship', 'patience', 'curiosity', 'kindness', 'gratitude', 'change', 'rest'];

/**
 * Words that never appear (as whole words, any case) in G content: game-engines' list (violence, sexual
 * words, drugs, insults, frights), plus what a 4–8 should not meet in a calm or a kind moment.
 */
const G_BANNED_WORDS: readonly string[] = [
  // violence and weapons
  'kill', 'killed', 'killing', 'gun', 'guns', 'blood', 'bloody', 'dead', 'die', 'died', 'dying', 'murder', 'knife', 'weapon',
  'war', 'bomb', 'shoot', 'stab', 'fight', 'fighting', 'punish', 'punishment',
  // sexual
  'sex', 'sexy', 'naked', 'nude', 'porn',
  // drugs and alcohol
  'drug', 'drugs', 'beer', 'wine', 'drunk', 'alcohol', 'cigarette', 'vodka',
  // profanity and insults
  'damn', 'hell', 'stupid', 'idiot', 'hate', 'shut up', 'crap', 'dumb', 'ugly', 'fat', 'loser',
  // scary
  'scary', 'scared', 'terrified', 'creepy', 'horror', 'monster', 'nightmare', 'demon', 'ghost', 'zombie', 'devil', 'witch', 'suicide',
];

/** Words and phrases that make a reflection card a prediction or fortune-telling (issue 21: never). */
const PREDICTION_WORDS: readonly string[] = [
  'you will', 'youll', 'you are going to', 'youre going to', 'will happen', 'will come', 'will bring', 'will find', 'will meet',
  'destiny', 'destined', 'fate', 'fated', 'fortune', 'fortunes', 'the cards', 'the card says', 'the stars', 'the universe', 'prophecy',
  'omen', 'omens', 'predict', 'predicts', 'prediction', 'foretell', 'foretold', 'luck', 'lucky', 'unlucky', 'meant to be', 'your future',
  'the future', 'soon', 'awaits', 'coming your way', 'horoscope', 'tarot', 'psychic', 'spirits',
];

/** Words that mean a card is giving advice that belongs to a doctor, a therapist, a lawyer or a bank. */
const PROFESSIONAL_WORDS: readonly string[] = [
  'diagnose', 'diagnosis', 'diagnosed', 'medication', 'medicine', 'dose', 'doses', 'dosage', 'prescription', 'prescribe', 'symptom',
  'symptoms', 'disorder', 'cure', 'cures', 'treatment', 'supplement', 'supplements', 'pill', 'pills', 'diet', 'calories',
  'weight loss', 'invest', 'investment', 'stock market', 'loan', 'debt', 'lawyer', 'lawsuit',
];

/** Lower case, apostrophes dropped ("you’ll" → "youll"), so one list catches every spelling. */
function folded(text: string): string {
  return text.toLowerCase().replace(/['’‘]/g, '');
}

function found(list: readonly string[], text: string): string[] {
  return list.filter((word) => wholeWordPattern(word).test(folded(text)));
}

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((part) => part.trim().length > 0).length;
}

function sessionTexts(session: WellnessSession): string[] {
  return [session.title, session.summary, session.intro, ...session.steps.map((step) => step.text), session.outro];
}

/** Every text with the mode it is shown in, for the safety checks. */
const TEXTS: ReadonlyArray<{ where: string; mode: WonderMode; text: string }> = [
  ...WELLNESS_SESSIONS.flatMap((session) => sessionTexts(session).map((text) => ({ where: session.id, mode: MODE_OF_BAND[session.band], text }))),
  ...ORACLE_CARDS.flatMap((card) => [card.title, card.thought, card.question].map((text) => ({ where: card.id, mode: card.mode, text }))),
  ...Object.values(ORACLE_THEME_LABELS).map((text) => ({ where: 'oracle theme labels', mode: 'G' as const, text })),
  // Names, strengths and descriptions are shown at every age, so they are held to G; greetings to their own mode.
  ...ANIMAL_GUIDES.flatMap((guide) => [
    ...[guide.name, ...guide.strengths, guide.description].map((text) => ({ where: guide.id, mode: 'G' as const, text })),
    ...MODES.map((mode) => ({ where: `${guide.id} greeting`, mode, text: guide.greeting[mode] })),
  ]),
  // The quiz is the same for every age: G.
  ...ANIMAL_QUIZ_QUESTIONS.flatMap((question) =>
    [question.text, ...question.answers.map((answer) => answer.label)].map((text) => ({ where: question.id, mode: 'G' as const, text })),
  ),
];

describe('wellness sessions', () => {
  it('has at least 12 sessions, at least 4 per band, and every kind in every band', () => {
    expect(WELLNESS_SESSIONS.length).toBeGreaterThanOrEqual(12);
    for (const band of BANDS) {
      const ofBand = WELLNESS_SESSIONS.filter((session) => session.band === band);
      expect(ofBand.length, band).toBeGreaterThanOrEqual(4);
      expect(new Set(ofBand.map((session) => session.kind)), band).toEqual(new Set(KINDS));
    }
  });

  it('has unique ids, titles, summaries, intros and outros', () => {
    expect(duplicates(WELLNESS_SESSIONS.map((session) => session.id))).toEqual([]);
    for (const id of WELLNESS_SESSIONS.map((session) => session.id)) expect(id).toMatch(/^[a-z0-9-]+$/);
    for (const field of ['title', 'summary', 'intro', 'outro'] as const) {
      expect(duplicates(WELLNESS_SESSIONS.map((session) => session[field])), field).toEqual([]);
    }
  });

  it.each(WELLNESS_SESSIONS.map((session) => [session.id, session] as const))('%s lasts 2 to 6 minutes in whole-second steps', (_id, session) => {
    const total = session.steps.reduce((sum, step) => sum + step.seconds, 0);
    expect(total).toBeGreaterThanOrEqual(120);
    expect(total).toBeLessThanOrEqual(360);
    for (const step of session.steps) {
      expect(Number.isInteger(step.seconds) && step.seconds > 0, step.text).toBe(true);
      expect(step.text.trim().length, session.id).toBeGreaterThan(0);
    }
  });

  it('keeps texts a sensible length', () => {
    for (const session of WELLNESS_SESSIONS) {
      expect(session.title.length, session.id).toBeLessThanOrEqual(40);
      expect(session.summary.length, session.id).toBeLessThanOrEqual(120);
      expect(session.intro.length, session.id).toBeLessThanOrEqual(260);
      expect(session.outro.length, session.id).toBeLessThanOrEqual(200);
      for (const step of session.steps) expect(step.text.length, session.id).toBeLessThanOrEqual(160);
    }
  });

  it('gives the read-aloud voice time for every step: at most 2.5 words a second, plus one', () => {
    // Speech synthesis at its default rate says about 150 words a minute; a longer text would still be
    // talking when the breath it describes is over.
    const problems = WELLNESS_SESSIONS.flatMap((session) =>
      session.steps.filter((step) => step.text.trim().split(/\s+/).length > step.seconds * 2.5 + 1).map((step) => ({ id: session.id, ...step })),
    );
    expect(problems).toEqual([]);
  });

  it('says which radar axes each session suits, without repeats', () => {
    for (const session of WELLNESS_SESSIONS) {
      expect(session.suits.length, session.id).toBeGreaterThan(0);
      expect(duplicates(session.suits), session.id).toEqual([]);
    }
  });

  /** The breath steps of a session, as [breath, seconds] pairs. */
  function breaths(session: WellnessSession): Array<[string, number]> {
    return session.steps.flatMap((step): Array<[string, number]> => (step.breath ? [[step.breath, step.seconds]] : []));
  }

  /** True when `list` is whole repeats of `cycle`. */
  function repeats<T>(list: readonly T[], cycle: readonly T[]): boolean {
    return list.length > 0 && list.length % cycle.length === 0 && list.every((item, index) => JSON.stringify(item) === JSON.stringify(cycle[index % cycle.length]));
  }

  it('counts box breathing in 4, hold 4, out 4, hold 4 (an even square of 3 for 4–8)', () => {
    const boxes = WELLNESS_SESSIONS.filter((session) => session.kind === 'box-breathing');
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const session of boxes) {
      const side = session.band === '4-8' ? 3 : 4;
      const cycle: Array<[string, number]> = [['in', side], ['hold', side], ['out', side], ['hold', side]];
      expect(repeats(breaths(session), cycle), session.id).toBe(true);
      expect(breaths(session).length / 4, session.id).toBeGreaterThanOrEqual(6);
    }
  });

  it('counts 4-7-8 as in 4, hold 7, out 8 (in 2, hold 3, out 4 for 4–8: the out-breath still twice the in-breath)', () => {
    const sessions = WELLNESS_SESSIONS.filter((session) => session.kind === '4-7-8');
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    for (const session of sessions) {
      const cycle: Array<[string, number]> = session.band === '4-8' ? [['in', 2], ['hold', 3], ['out', 4]] : [['in', 4], ['hold', 7], ['out', 8]];
      expect(repeats(breaths(session), cycle), session.id).toBe(true);
    }
    // Four rounds for beginners (9–15 and adults), as the pattern is usually taught.
    for (const session of sessions.filter((candidate) => candidate.band !== '4-8')) expect(breaths(session)).toHaveLength(12);
  });

  it('gives every other breath an out-breath at least as long as the in-breath before it', () => {
    for (const session of WELLNESS_SESSIONS.filter((candidate) => candidate.kind !== 'box-breathing' && candidate.kind !== '4-7-8')) {
      const list = breaths(session);
      list.forEach(([breath, seconds], index) => {
        const before = list[index - 1];
        if (breath === 'out' && before?.[0] === 'in') expect(seconds, session.id).toBeGreaterThanOrEqual(before[1]);
      });
    }
  });
});

describe('oracle cards', () => {
  it.each(MODES)('has at least 60 %s cards, and every theme with at least 5', (mode) => {
    const ofMode = ORACLE_CARDS.filter((card) => card.mode === mode);
    expect(ofMode.length).toBeGreaterThanOrEqual(60);
    for (const theme of THEMES) expect(ofMode.filter((card) => card.theme === theme).length, theme).toBeGreaterThanOrEqual(5);
  });

  it('lists every theme once, with a label', () => {
    expect([...ORACLE_THEMES].sort()).toEqual([...THEMES].sort());
    for (const theme of THEMES) expect(ORACLE_THEME_LABELS[theme].length).toBeGreaterThan(0);
  });

  it('has unique ids that name their mode and theme', () => {
    expect(duplicates(ORACLE_CARDS.map((card) => card.id))).toEqual([]);
    for (const card of ORACLE_CARDS) expect(card.id).toBe(`${card.mode.toLowerCase()}-${card.theme}-${card.id.split('-').pop()}`);
    for (const card of ORACLE_CARDS) expect(card.id).toMatch(/^(g|pg|full)-[a-z]+-\d+$/);
  });

  it('never repeats a title, a thought or a question', () => {
    expect(duplicates(ORACLE_CARDS.map((card) => card.title.toLowerCase()))).toEqual([]);
    expect(duplicates(ORACLE_CARDS.map((card) => card.thought.toLowerCase()))).toEqual([]);
    expect(duplicates(ORACLE_CARDS.map((card) => card.question.toLowerCase()))).toEqual([]);
  });

  it('keeps cards short: a title, a thought of one to three sentences, one question', () => {
    for (const card of ORACLE_CARDS) {
      expect(card.title.length, card.id).toBeLessThanOrEqual(40);
      expect(card.thought.length, card.id).toBeGreaterThanOrEqual(20);
      expect(card.thought.length, card.id).toBeLessThanOrEqual(card.mode === 'G' ? 120 : 160);
      expect(sentences(card.thought), card.id).toBeLessThanOrEqual(3);
      expect(card.question.endsWith('?'), card.id).toBe(true);
      expect(card.question.length, card.id).toBeLessThanOrEqual(card.mode === 'G' ? 90 : 120);
    }
  });

  it('has a prediction list that catches whole words and every spelling', () => {
    expect(found(PREDICTION_WORDS, 'You’ll meet someone SOON.')).toEqual(['youll', 'soon']);
    expect(found(PREDICTION_WORDS, 'The cards say: a great fortune.')).toEqual(['fortune', 'the cards']);
    expect(found(PREDICTION_WORDS, 'Fatefully plucky willows')).toEqual([]);
  });

  it('never predicts or tells fortunes', () => {
    const problems = ORACLE_CARDS.flatMap((card) =>
      [card.title, card.thought, card.question].map((text) => ({ id: card.id, text, found: found(PREDICTION_WORDS, text) })),
    ).filter((entry) => entry.found.length > 0);
    expect(problems).toEqual([]);
  });

  it('never says what will be: no "will" or "shall" in a title or a thought', () => {
    const problems = ORACLE_CARDS.flatMap((card) => [card.title, card.thought].map((text) => ({ id: card.id, text, found: found(['will', 'wont', 'shall'], text) }))).filter(
      (entry) => entry.found.length > 0,
    );
    expect(problems).toEqual([]);
  });

  it('never gives advice that belongs to a professional', () => {
    const problems = ORACLE_CARDS.flatMap((card) =>
      [card.title, card.thought, card.question].map((text) => ({ id: card.id, text, found: found(PROFESSIONAL_WORDS, text) })),
    ).filter((entry) => entry.found.length > 0);
    expect(problems).toEqual([]);
  });
});

describe('animal guides', () => {
  it('has at least 12 animals with unique ids, names and emoji', () => {
    expect(ANIMAL_GUIDES.length).toBeGreaterThanOrEqual(12);
    expect(duplicates(ANIMAL_GUIDES.map((guide) => guide.id))).toEqual([]);
    expect(duplicates(ANIMAL_GUIDES.map((guide) => guide.name))).toEqual([]);
    expect(duplicates(ANIMAL_GUIDES.map((guide) => guide.emoji))).toEqual([]);
    for (const guide of ANIMAL_GUIDES) {
      expect(guide.id).toMatch(/^[a-z]+$/);
      expect(guide.emoji.length, guide.id).toBeGreaterThan(0);
      expect(guide.emoji, guide.id).not.toMatch(/[a-z]/i);
    }
  });

  it('gives each animal three or four short strengths and a description of two or three sentences', () => {
    for (const guide of ANIMAL_GUIDES) {
      expect(guide.strengths.length, guide.id).toBeGreaterThanOrEqual(3);
      expect(guide.strengths.length, guide.id).toBeLessThanOrEqual(4);
      expect(duplicates(guide.strengths), guide.id).toEqual([]);
      for (const strength of guide.strengths) expect(strength.split(' ').length, `${guide.id}: ${strength}`).toBeLessThanOrEqual(4);
      expect(sentences(guide.description), guide.id).toBeGreaterThanOrEqual(2);
      expect(sentences(guide.description), guide.id).toBeLessThanOrEqual(3);
    }
    expect(duplicates(ANIMAL_GUIDES.map((guide) => guide.description))).toEqual([]);
  });

  it('has a different, short greeting line for every mode', () => {
    const greetings = ANIMAL_GUIDES.flatMap((guide) => MODES.map((mode) => guide.greeting[mode]));
    expect(duplicates(greetings)).toEqual([]);
    for (const greeting of greetings) {
      expect(greeting.length).toBeGreaterThan(0);
      expect(greeting.length).toBeLessThanOrEqual(100);
    }
  });
});

describe('animal guide quiz', () => {
  const animalIds = new Set(ANIMAL_GUIDES.map((guide) => guide.id));

  it('has 5 to 7 questions of 3 or 4 answers, with pictures for every question and answer', () => {
    expect(ANIMAL_QUIZ_QUESTIONS.length).toBeGreaterThanOrEqual(5);
    expect(ANIMAL_QUIZ_QUESTIONS.length).toBeLessThanOrEqual(7);
    for (const question of ANIMAL_QUIZ_QUESTIONS) {
      expect(question.answers.length, question.id).toBeGreaterThanOrEqual(3);
      expect(question.answers.length, question.id).toBeLessThanOrEqual(4);
      expect(question.picture.trim().length, question.id).toBeGreaterThan(0);
      expect(question.picture, question.id).not.toMatch(/[a-z]/i);
      expect(question.text.endsWith('?'), question.id).toBe(true);
      for (const answer of question.answers) {
        expect(answer.emoji.trim().length, answer.id).toBeGreaterThan(0);
        expect(answer.emoji, answer.id).not.toMatch(/[a-z]/i);
        expect(answer.label.length, answer.id).toBeLessThanOrEqual(40);
      }
      expect(duplicates(question.answers.map((answer) => answer.emoji)), question.id).toEqual([]);
      expect(duplicates(question.answers.map((answer) => answer.label)), question.id).toEqual([]);
    }
  });

  it('has unique question ids, answer ids (across the whole quiz) and question texts', () => {
    expect(duplicates(ANIMAL_QUIZ_QUESTIONS.map((question) => question.id))).toEqual([]);
    expect(duplicates(ANIMAL_QUIZ_QUESTIONS.flatMap((question) => question.answers.map((answer) => answer.id)))).toEqual([]);
    expect(duplicates(ANIMAL_QUIZ_QUESTIONS.map((question) => question.text))).toEqual([]);
  });

  it('gives points only to known animals, in whole positive numbers', () => {
    for (const answer of ANIMAL_QUIZ_QUESTIONS.flatMap((question) => question.answers)) {
      expect(Object.keys(answer.points).length, answer.id).toBeGreaterThan(0);
      for (const [animal, points] of Object.entries(answer.points)) {
        expect(animalIds.has(animal), `${answer.id} → ${animal}`).toBe(true);
        expect(Number.isInteger(points) && points > 0, answer.id).toBe(true);
      }
    }
  });

  it('is fair: every animal is the 2-point match of two answers and the 1-point match of two', () => {
    const answers = ANIMAL_QUIZ_QUESTIONS.flatMap((question) => question.answers);
    for (const id of animalIds) {
      expect(answers.filter((answer) => answer.points[id] === 2).length, id).toBe(2);
      expect(answers.filter((answer) => answer.points[id] === 1).length, id).toBe(2);
    }
  });
});

describe('safety', () => {
  it('has a G banned-word list that catches whole words only', () => {
    expect(G_BANNED_WORDS.length).toBeGreaterThanOrEqual(50);
    expect(found(G_BANNED_WORDS, 'Such a SCARY night')).toEqual(['scary']);
    expect(found(G_BANNED_WORDS, 'A skilled hello in a warm wardrobe, a fathom deep')).toEqual([]);
  });

  it('keeps every G text free of banned words', () => {
    const problems = TEXTS.filter((entry) => entry.mode === 'G')
      .map((entry) => ({ ...entry, found: found(G_BANNED_WORDS, entry.text) }))
      .filter((entry) => entry.found.length > 0);
    expect(problems).toEqual([]);
  });

  it('passes every text through @grove/safety for its mode, as a reply', () => {
    const problems = TEXTS.map((entry) => ({ ...entry, verdict: safetyClassify(entry.text, { contentMode: entry.mode, direction: 'reply' }) })).filter(
      (entry) => !entry.verdict.safe,
    );
    expect(problems).toEqual([]);
  });

  it('checks more than a hundred texts in every mode', () => {
    for (const mode of MODES) expect(TEXTS.filter((entry) => entry.mode === mode).length, mode).toBeGreaterThan(100);
  });
});
