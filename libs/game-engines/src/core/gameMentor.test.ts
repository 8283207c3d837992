import { describe, expect, it } from 'vitest';
import { ALPHABET_WORDS } from './content/alphabetWords';
import { BEEKEEPING_FACTS } from './content/beekeepingFacts';
import { OPPOSITE_PAIRS } from './content/oppositePairs';
import { PROMPT_DETECTIVE_SCENARIOS } from './content/promptDetectiveScenarios';
import { RIDDLES } from './content/riddles';
import { BEE_STORY, DRAGON_STORY } from './content/stories';
import { TWENTY_QUESTIONS_OBJECTS } from './content/twentyQuestionsObjects';
import { gameCheck, gameMentorMove, gameMoved, gameReplied, gameRequestFields, gameStart } from './gameEngine';
import { gameMarkerRead, gameMarkerStrip } from './gameMarker';
import type { GameContentMode } from './content/contentTypes';
import type { AlphabetChainState, GameState, GameType, PromptDetectiveVariant, RiddlesState, StoryState, TwentyQuestionsState } from './gameTypes';
import { oppositeOf } from './games/opposites';
import { riddleAnswered } from './games/riddles';
import { twentyQuestionsAnswer } from './games/twentyQuestions';

/** Plays one turn as the browser and the API do: check, move, the builtin mentor's reply, then the reply applied. */
function turn(state: GameState, message: string, mode: GameContentMode = 'G'): { state: GameState; reply: string } {
  let sent = state;
  if (state.started) {
    const check = gameCheck(state, message);
    if (!check.ok) throw new Error(check.message);
    sent = gameMoved(state, check.text);
  }
  const fields = gameRequestFields(sent);
  const reply = gameMentorMove({ gameType: fields.gameType, gameData: fields.gameData, message, contentMode: mode, seed: '' });
  if (reply === null) throw new Error('no reply');
  return { state: gameReplied(sent, reply), reply };
}

function opened(type: GameType, id: string, variant?: PromptDetectiveVariant, mode: GameContentMode = 'G'): { state: GameState; reply: string } {
  return turn(gameStart(type, id, variant), "Let's play!", mode);
}

describe('twenty questions: the builtin mentor answers truthfully from the object\'s facts', () => {
  const questions: Array<[string, (o: (typeof TWENTY_QUESTIONS_OBJECTS)[number]) => boolean]> = [
    ['Is it alive?', (o) => o.alive],
    ['Is it an animal?', (o) => o.category === 'animal'],
    ['Can it fly?', (o) => o.canFly],
    ['Can it swim?', (o) => o.canSwim],
    ['Does it have wheels?', (o) => o.hasWheels],
    ['Is it bigger than a car?', (o) => o.size === 'huge'],
    ['Is it bigger than a person?', (o) => o.size === 'large' || o.size === 'huge'],
    ['Is it smaller than a bread box?', (o) => o.size === 'tiny' || o.size === 'small'],
    ['Does it have four legs?', (o) => o.legs === 4],
    ['Can you eat it?', (o) => o.edible],
    ['Is it made of metal?', (o) => o.materials.includes('metal')],
    ['Does it use electricity?', (o) => o.usesElectricity],
    ['Is it red?', (o) => o.colors.includes('red')],
    ['Do you find it in the kitchen?', (o) => o.places.includes('kitchen')],
  ];

  it.each(TWENTY_QUESTIONS_OBJECTS.map((o) => [o.name, o] as const))('%s', (_name, object) => {
    for (const [question, truth] of questions) expect(twentyQuestionsAnswer(object, question), question).toBe(truth(object));
    expect(twentyQuestionsAnswer(object, 'Is it happy today?')).toBeNull();
  });

  it('a whole game: the opening hides a secret, a wrong guess is a no, naming it wins', () => {
    let { state, reply } = opened('twenty-questions', 'tq-1');
    const secret = (state as TwentyQuestionsState).secret ?? '';
    expect(TWENTY_QUESTIONS_OBJECTS.map((o) => o.name)).toContain(secret);
    expect(gameMarkerStrip(reply)).not.toContain(secret);
    const other = TWENTY_QUESTIONS_OBJECTS.find((o) => o.name !== secret && !o.aliases.includes(secret))?.name ?? '';
    ({ state, reply } = turn(state, `Is it a ${other}?`));
    expect(reply).toMatch(/^(No|Nope)/);
    expect(reply).toContain('19 questions left');
    ({ state } = turn(state, `Is it a ${secret}?`));
    expect(state).toMatchObject({ finished: true, outcome: 'won', questionsLeft: 18 });
  });

  it('after 20 questions the final guess, when wrong, reveals the secret and ends the game', () => {
    let { state } = opened('twenty-questions', 'tq-2');
    for (let i = 1; i <= 20; i += 1) ({ state } = turn(state, `Is it number ${i}?`));
    expect((state as TwentyQuestionsState).questionsLeft).toBe(0);
    const secret = (state as TwentyQuestionsState).secret ?? '';
    const { state: end, reply } = turn(state, 'a spaceship');
    expect(reply).toContain(secret);
    expect(end).toMatchObject({ finished: true, outcome: 'lost' });
  });

  it('different games think of different things', () => {
    const secrets = new Set(Array.from({ length: 12 }, (_, i) => (opened('twenty-questions', `game-${i}`).state as TwentyQuestionsState).secret));
    expect(secrets.size).toBeGreaterThan(4);
  });
});

describe('the other games against the builtin mentor', () => {
  it('opposites: every pair works both ways', () => {
    for (const pair of OPPOSITE_PAIRS) {
      expect(oppositeOf(pair.a)).toBe(pair.b);
      expect(oppositeOf(pair.b)).toBe(pair.a);
    }
    const { state } = opened('opposites', 'op-1');
    const { reply } = turn(state, OPPOSITE_PAIRS[0]?.a ?? 'hot');
    expect(gameMarkerRead(reply)).toEqual({ opposite: OPPOSITE_PAIRS[0]?.b });
  });

  it('alphabet chain: the mentor plays an unused word on the right letter, all the way round the alphabet', () => {
    let { state } = opened('alphabet-chain', 'ab-1');
    for (let round = 0; round < 30; round += 1) {
      const chain = state as AlphabetChainState;
      expect(chain.turn).toBe('user');
      const mine = (ALPHABET_WORDS[chain.currentLetter] ?? []).find((word) => !chain.usedWords.includes(word)) ?? '';
      ({ state } = turn(state, mine));
    }
    const chain = state as AlphabetChainState;
    expect(new Set(chain.usedWords).size).toBe(chain.usedWords.length);
    expect(chain.usedWords).toHaveLength(61);
    chain.usedWords.forEach((word, index) => expect(word[0]?.toUpperCase()).toBe(String.fromCharCode(65 + (index % 26))));
  });

  it('riddles: every riddle\'s own answer counts, riddles are not repeated, and a G child gets G riddles', () => {
    for (const riddle of RIDDLES) expect(riddleAnswered(riddle, `Is it a ${riddle.answers[0]}?`), riddle.id).toBe(true);
    let { state } = opened('riddles', 'rd-1');
    for (let i = 0; i < 10; i += 1) {
      const asked = RIDDLES.find((riddle) => riddle.id === (state as RiddlesState).currentRiddle);
      expect(asked?.mode).toBe('G');
      ({ state } = turn(state, asked?.answers[0] ?? 'x'));
    }
    expect(state).toMatchObject({ score: 10, round: 10 });
    expect(new Set((state as RiddlesState).usedRiddles).size).toBe(11);
  });

  it('prompt detective: reveals the best option of the case answered and never repeats a case', () => {
    let { state } = opened('prompt-detective', 'pd-1', 'educational', 'PG');
    for (let i = 0; i < 8; i += 1) {
      const id = state.type === 'prompt-detective' ? state.scenarioId : null;
      const best = PROMPT_DETECTIVE_SCENARIOS.find((scenario) => scenario.id === id)?.best ?? 'A';
      let reply: string;
      ({ state, reply } = turn(state, best, 'PG'));
      expect(gameMarkerRead(reply)).toMatchObject({ best, correct: true });
    }
    expect(state).toMatchObject({ score: 8, totalQuestions: 8 });
    const used = state.type === 'prompt-detective' ? state.usedScenarios : [];
    expect(new Set(used).size).toBe(9);
    expect(used.every((id) => id.startsWith('pe'))).toBe(true);
  });

  it.each([BEE_STORY, DRAGON_STORY])('$id: follows the child\'s choices for five chapters, then ends', (story) => {
    let { state } = opened(story.id, `st-${story.id}`);
    let reply: string;
    expect((state as StoryState).progress).toBe(1);
    for (let chapter = 2; chapter <= 5; chapter += 1) {
      const current = story.chapters.find((c) => c.chapter === chapter - 1 && c.after === (state as StoryState).branch);
      const choice = current?.choices[1];
      ({ state, reply } = turn(state, `I want to ${choice?.keywords[0]}`));
      expect(state).toMatchObject({ progress: chapter, branch: choice?.id });
      const told = story.chapters.find((c) => c.chapter === chapter && c.after === choice?.id);
      expect(gameMarkerStrip(reply)).toContain(told?.text.slice(0, 30));
    }
    expect(state.finished).toBe(true);
    expect(gameCheck(state, 'again').ok).toBe(false);
  });

  it('beekeeping: a question about a topic gets that topic\'s fact, and its keywords become covered', () => {
    const fact = BEEKEEPING_FACTS[3];
    const { state: opening } = opened('beekeeping', 'bk-1');
    const { state, reply } = turn(opening, `Tell me about ${fact?.keywords[0]}`);
    expect(reply).toContain(fact?.text);
    expect(state.type === 'beekeeping' && state.coveredTopics).toEqual(expect.arrayContaining([fact?.keywords[0]]));
  });

  it('an unknown game type gets no game reply', () => {
    expect(gameMentorMove({ gameType: 'poker', gameData: {}, message: 'Hi', contentMode: 'G', seed: '' })).toBeNull();
  });
});
