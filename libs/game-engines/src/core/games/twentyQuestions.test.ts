import { describe, expect, it } from 'vitest';
import type { TwentyQuestionsObject } from '../content/contentTypes';
import { TWENTY_QUESTIONS_OBJECTS } from '../content/twentyQuestionsObjects';
import { TWENTY_QUESTIONS_TRAITS } from '../content/twentyQuestionsTraits';
import { gameCheck, gameMentorMove, gameMoved, gameReplied, gameRequestFields, gameStart, gameStatus } from '../gameEngine';
import { gameMarkerEncode } from '../gameMarker';
import type { GameState, TwentyQuestionsState } from '../gameTypes';
import { openingSizeQuestion, twentyQuestionsAnswer, twentyQuestionsReplyAnswers } from './twentyQuestions';

// Issue 12, defect 7: a question the mentor does not answer with yes or no must not be counted
// (SPEC §4: each VALID user question reduces the count by one).

const opened = (id: string, secret = 'goldfish'): TwentyQuestionsState =>
  gameReplied(gameStart('twenty-questions', id), `Let's play! ${gameMarkerEncode({ secret })}`) as TwentyQuestionsState;

/** The browser's move, then the builtin mentor's reply through the game data, then the reply applied. */
function ask(state: GameState, question: string): { state: TwentyQuestionsState; reply: string } {
  const check = gameCheck(state, question);
  if (!check.ok) throw new Error(check.message);
  const sent = gameMoved(state, check.text);
  const fields = gameRequestFields(sent);
  const reply = gameMentorMove({ gameType: fields.gameType, gameData: fields.gameData, message: question, contentMode: 'G', seed: '' }) ?? '';
  return { state: gameReplied(sent, reply) as TwentyQuestionsState, reply };
}

/** Questions children ask, each with the truth for any object of the bank. */
const REALISTIC: Array<[string, (o: TwentyQuestionsObject) => boolean]> = [
  ['Does it live in water?', (o) => ['goldfish', 'penguin', 'duck', 'frog', 'whale', 'sailboat'].includes(o.name)],
  ['Is it found in the water?', (o) => ['goldfish', 'penguin', 'duck', 'frog', 'whale', 'sailboat'].includes(o.name)],
  ['Can it fly?', (o) => o.canFly],
  ['Is it soft?', (o) => o.soft],
  ['Do you eat it?', (o) => o.edible],
  ['Is it something you can eat?', (o) => o.edible],
  ['Does it live on a farm?', (o) => o.places.includes('farm')],
  ['Does it live in the ocean?', (o) => o.places.includes('ocean')],
  ['Does it live in a house?', (o) => o.places.includes('house')],
  ['Does it have fur?', (o) => ['cat', 'dog', 'rabbit', 'giraffe', 'tiger', 'teddy bear'].includes(o.name)],
  ['Does it have feathers?', (o) => ['penguin', 'duck', 'owl'].includes(o.name)],
  ['Does it have wings?', (o) => TWENTY_QUESTIONS_TRAITS.wings.some((name) => name === o.name)],
  ['Is it a mammal?', (o) => ['cat', 'dog', 'rabbit', 'elephant', 'giraffe', 'tiger', 'whale'].includes(o.name)],
  ['Is it an insect?', (o) => ['bee', 'butterfly', 'ladybug'].includes(o.name)],
  ['Is it a fruit?', (o) => ['apple', 'banana', 'strawberry', 'watermelon'].includes(o.name)],
  ['Does it lay eggs?', (o) => TWENTY_QUESTIONS_TRAITS.eggs.some((name) => name === o.name)],
  ['Does it grow?', (o) => o.alive],
  ['Is it something you wear?', (o) => o.category === 'clothing'],
  ['Can you ride it?', (o) => o.category === 'vehicle'],
  ['Does it live outside?', (o) => o.places.some((place) => !['house', 'kitchen', 'school'].includes(place))],
  ['Is it a musical instrument?', (o) => o.category === 'instrument'],
  ['Is it grey?', (o) => o.colors.includes('grey') || o.colors.includes('gray')],
  ['Does it live somewhere cold?', (o) => o.places.includes('snow')],
  ['Is it number 7?', () => false],
];

describe('twenty questions: the builtin mentor answers the questions children ask (defect 7)', () => {
  it.each(TWENTY_QUESTIONS_OBJECTS.map((o) => [o.name, o] as const))('%s: a true yes or no to every realistic question', (_name, o) => {
    for (const [question, truth] of REALISTIC) expect(twentyQuestionsAnswer(o, question), question).toBe(truth(o));
  });

  it('"Does it live in water?" is answered and counted like any valid question', () => {
    let state = opened('w1', 'goldfish');
    const yes = ask(state, 'Does it live in water?');
    expect(yes.reply).toMatch(/^Yes/);
    expect(yes.state.questionsLeft).toBe(19);
    state = opened('w2', 'cat');
    const no = ask(state, 'Does it live in water?');
    expect(no.reply).toMatch(/^(No|Nope)/);
    expect(no.state.questionsLeft).toBe(19);
  });

  it('every trait names only objects of the bank', () => {
    const names = new Set(TWENTY_QUESTIONS_OBJECTS.map((o) => o.name));
    for (const [trait, members] of Object.entries(TWENTY_QUESTIONS_TRAITS)) for (const name of members) expect(names.has(name), `${trait}: ${name}`).toBe(true);
  });

  it('a question the builtin mentor cannot answer is given back: the count and the asked list stay', () => {
    const state = ask(opened('r1'), 'Is it alive?').state;
    expect(state.questionsLeft).toBe(19);
    const { state: after, reply } = ask(state, 'Is it happy today?');
    expect(reply).toContain("can't answer that one with a yes or a no");
    expect(reply).toContain('You still have 19 questions left');
    expect(after.questionsLeft).toBe(19);
    expect(after.asked).toEqual(['is it alive']);
    expect(gameStatus(after)[0]).toEqual({ label: 'Questions left', value: '19' });
    // Not "already asked": it did not count, so it may be asked again.
    expect(gameCheck(after, 'Is it happy today?').ok).toBe(true);
  });

  it('the last question, when unanswerable, is given back instead of jumping to the final guess', () => {
    let state = opened('r2');
    for (let n = 1; n <= 19; n += 1) state = ask(state, `Is it number ${n}?`).state;
    expect(state.questionsLeft).toBe(1);
    const { state: after, reply } = ask(state, 'Is it happy today?');
    expect(reply).toContain('You still have 1 question left');
    expect(after.questionsLeft).toBe(1);
    expect(gameStatus(after)[1]).toEqual({ label: 'Status', value: 'Playing' });
  });
});

describe('twenty questions: any provider\'s reply that is not a yes or a no gives the question back', () => {
  const answered = [
    'Yes!',
    'Yes, it is!',
    'No.',
    'Nope! You have 12 questions left.',
    'Yep, it does.',
    'Great question! Yes, it lives in water.',
    'It does!',
    "It isn't.",
    'Absolutely, it can fly.',
    `No, it is not. ${gameMarkerEncode({ note: 'x' })}`,
  ];
  const unanswered = [
    "I'm not sure about that one.",
    "Hmm, I can't answer that one with a yes or a no, so it does not count.",
    'That depends on the weather!',
    'No idea, try another question.',
    'Maybe! Some of them do.',
    'Sometimes yes, sometimes no.',
    'Please ask a yes-or-no question.',
    "Let's talk about something else. What is your favourite animal?",
    '',
  ];

  it.each(answered)('answered: %s', (reply) => expect(twentyQuestionsReplyAnswers(reply)).toBe(true));
  it.each(unanswered)('not answered: %s', (reply) => expect(twentyQuestionsReplyAnswers(reply)).toBe(false));

  it('a model that says it is not sure leaves the count where it was; a model that answers takes one', () => {
    const state = opened('m1');
    const unsure = gameReplied(gameMoved(state, 'Does it sparkle?'), "I'm not sure about that one!") as TwentyQuestionsState;
    expect(unsure.questionsLeft).toBe(20);
    expect(unsure.asked).toEqual([]);
    const sure = gameReplied(gameMoved(state, 'Does it sparkle?'), 'No, it does not sparkle.') as TwentyQuestionsState;
    expect(sure.questionsLeft).toBe(19);
    expect(sure.asked).toEqual(['does it sparkle']);
  });

  it('the opening never names the secret, whatever the mentor thinks of (a car gets the bread box)', () => {
    expect(openingSizeQuestion('car')).toBe('Is it bigger than a bread box?');
    expect(openingSizeQuestion('cat')).toBe('Is it bigger than a car?');
    for (const object of TWENTY_QUESTIONS_OBJECTS) {
      const question = openingSizeQuestion(object.name);
      expect(question.toLowerCase().split(/[^a-z]+/), object.name).not.toContain(object.name.toLowerCase());
    }
  });

  it('the opening and the final guess never give anything back', () => {
    const first = gameReplied(gameStart('twenty-questions', 'o1'), "Let's play! I'm thinking of something.") as TwentyQuestionsState;
    expect(first.questionsLeft).toBe(20);
    const guess = gameReplied({ ...first, questionsLeft: 0, finalGuess: true, asked: ['is it x'] }, 'Hmm, not sure what you mean!') as TwentyQuestionsState;
    expect(guess).toMatchObject({ questionsLeft: 0, finished: true, outcome: 'lost' });
  });
});
