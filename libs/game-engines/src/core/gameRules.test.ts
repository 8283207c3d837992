import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameAllowed, gameCatalogFor } from './gameCatalog';
import { gameCheck, gameMoved, gameReplied, gameRequestFields, gameStart, gameStatus } from './gameEngine';
import { gameMarkerEncode, gameMarkerRead, gameMarkerStrip } from './gameMarker';
import type { AlphabetChainState, GameState, PromptDetectiveState, StoryState, TwentyQuestionsState } from './gameTypes';
import { alphabetNextLetter } from './games/alphabetChain';

/** A game whose opening the mentor has answered (the marker carries what the opening brings). */
function started<T extends GameState>(state: T, opening = ''): T {
  return gameReplied(state, opening) as T;
}

function rejected(state: GameState, input: unknown): string {
  const check = gameCheck(state, input);
  if (check.ok) throw new Error(`expected a refusal of ${String(input)}`);
  return check.message;
}

function play(state: GameState, text: string): GameState {
  const check = gameCheck(state, text);
  if (!check.ok) throw new Error(check.message);
  return gameMoved(state, check.text);
}

describe('the game marker', () => {
  it('carries fields through an encoding that does not show them, and is stripped for display', () => {
    const reply = `I'm thinking of something! ${gameMarkerEncode({ secret: 'penguin', n: 3, ok: true })}`;
    expect(reply).not.toContain('penguin');
    expect(gameMarkerRead(reply)).toEqual({ secret: 'penguin', n: 3, ok: true });
    expect(gameMarkerStrip(reply)).toBe("I'm thinking of something!");
  });

  it('hides a marker that is still streaming in, and reads a broken one as none', () => {
    const full = `Hello ${gameMarkerEncode({ secret: 'cat' })}`;
    for (let cut = 'Hello '.length; cut < full.length; cut += 1) expect(gameMarkerStrip(full.slice(0, cut))).toBe('Hello');
    expect(gameMarkerRead('Hello [[grove-game:!!notbase64]]')).toBeNull();
    expect(gameMarkerStrip('Arrays look like [1, 2]')).toBe('Arrays look like [1, 2]');
  });
});

describe('before and after a game', () => {
  it('asks to press Start before the opening, and says the game is over after the end', () => {
    expect(rejected(gameStart('riddles', 'g1'), 'a clock')).toBe('Press Start to begin the game.');
    const over: StoryState = { ...(started(gameStart('bee-story', 'g1')) as StoryState), finished: true };
    expect(rejected(over, 'fly')).toBe('This game is over. Start a new game to play again!');
  });
});

describe('opposites (SPEC §4, §5)', () => {
  it('refuses a repeated word, whatever its case, with SPEC\'s message', () => {
    let state = started(gameStart('opposites', 'g1'));
    state = play(state, 'hot');
    expect(rejected(state, 'hot')).toBe('You already used "hot". Try a different word!');
    expect(rejected(state, '  HOT! ')).toBe('You already used "hot". Try a different word!');
    expect(gameCheck(state, 'cold')).toEqual({ ok: true, text: 'cold' });
    expect(rejected(state, '   ')).toBe('Please type a word.');
  });

  it('counts an opposite the mentor found', () => {
    let state = play(started(gameStart('opposites', 'g1')), 'up');
    state = gameReplied(state, `The opposite of up is down! ${gameMarkerEncode({ opposite: 'down' })}`);
    state = gameReplied(play(state, 'blorp'), `I don't know that one. ${gameMarkerEncode({ opposite: null })}`);
    expect(gameStatus(state)).toEqual([
      { label: 'Words played', value: '2' },
      { label: 'Opposites found', value: '1' },
    ]);
  });
});

describe('alphabet chain (SPEC §4, §5)', () => {
  it('starts at A with the AI\'s turn, then alternates and moves one letter per word', () => {
    let state = gameStart('alphabet-chain', 'g1') as AlphabetChainState;
    expect([state.currentLetter, state.turn]).toEqual(['A', 'ai']);
    state = gameReplied(state, `My word is apple. ${gameMarkerEncode({ word: 'apple' })}`) as AlphabetChainState;
    expect([state.currentLetter, state.turn, state.usedWords]).toEqual(['B', 'user', ['apple']]);
    expect(rejected(state, 'cat')).toBe('"cat" does not start with B. Try a word that starts with B!');
    state = play(state, 'Banana') as AlphabetChainState;
    expect([state.currentLetter, state.turn]).toEqual(['C', 'ai']);
    expect(rejected(state, 'cherry')).toBe('Wait a moment: it is my turn first!');
    state = gameReplied(state, 'My word is **cat**.') as AlphabetChainState;
    expect([state.currentLetter, state.turn, state.usedWords]).toEqual(['D', 'user', ['apple', 'banana', 'cat']]);
  });

  it('refuses a word either player used, with SPEC\'s message', () => {
    const state: AlphabetChainState = { ...(gameStart('alphabet-chain', 'g1') as AlphabetChainState), started: true, turn: 'user', currentLetter: 'A', usedWords: ['apple'] };
    expect(rejected(state, 'Apple')).toBe('You already used "apple". Try a different word!');
    expect(rejected(state, '')).toBe('Please type a word that starts with A.');
  });

  it('wraps from Z to A', () => {
    expect(alphabetNextLetter('Y')).toBe('Z');
    expect(alphabetNextLetter('Z')).toBe('A');
    const state: AlphabetChainState = { ...(gameStart('alphabet-chain', 'g1') as AlphabetChainState), started: true, turn: 'user', currentLetter: 'Z' };
    expect((play(state, 'zebra') as AlphabetChainState).currentLetter).toBe('A');
  });

  it('property: after n words the letter is the n-th after A and the turn alternates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (words) => {
        let state = gameStart('alphabet-chain', 'g1') as AlphabetChainState;
        for (let i = 0; i < words; i += 1) {
          const word = `${state.currentLetter.toLowerCase()}word${i}`;
          state = (state.turn === 'ai' ? gameReplied(state, gameMarkerEncode({ word })) : play(state, word)) as AlphabetChainState;
        }
        expect(state.currentLetter).toBe(String.fromCharCode(65 + (words % 26)));
        expect(state.turn).toBe(words % 2 === 0 ? 'ai' : 'user');
        expect(state.usedWords).toHaveLength(words);
      }),
    );
  });
});

describe('twenty questions (SPEC §4, §5, §9)', () => {
  const opening = `I'm thinking of something! ${gameMarkerEncode({ secret: 'penguin' })}`;

  it('reads the secret from the encoded marker of the first reply, else from the fallback pattern', () => {
    expect((started(gameStart('twenty-questions', 'g1'), opening) as TwentyQuestionsState).secret).toBe('penguin');
    expect((started(gameStart('twenty-questions', 'g1'), "Okay! I'm thinking of an elephant.") as TwentyQuestionsState).secret).toBe('elephant');
    expect((started(gameStart('twenty-questions', 'g1'), "I'm thinking of it.") as TwentyQuestionsState).secret).toBeNull();
  });

  it('gives SPEC\'s messages for an empty, a non yes/no and a repeated question', () => {
    let state = started(gameStart('twenty-questions', 'g1'), opening);
    expect(rejected(state, '')).toBe('Please ask a question.');
    expect(rejected(state, 'What is it?')).toBe('Please ask a yes/no question. For example: "Is it alive?" or "Is it bigger than a car?"');
    state = play(state, 'Is it alive?');
    expect(rejected(state, 'is it ALIVE')).toBe('You already asked that question. Try a different one!');
    for (const starter of ['is it', 'does it', 'can it', 'do you', 'are you', 'would you', 'should you', 'will it', 'has it', 'have you']) {
      expect(gameCheck(state, `${starter.toUpperCase()} something new?`).ok).toBe(true);
    }
  });

  it('counts down to 0, then takes any words as the final guess, which ends the game', () => {
    let state = started(gameStart('twenty-questions', 'g1'), opening) as TwentyQuestionsState;
    for (let i = 1; i <= 20; i += 1) {
      state = play(state, `Is it number ${i}?`) as TwentyQuestionsState;
      expect(state.questionsLeft).toBe(20 - i);
      state = gameReplied(state, 'No.') as TwentyQuestionsState;
    }
    expect(gameStatus(state)).toEqual([
      { label: 'Questions left', value: '0' },
      { label: 'Status', value: 'Final guess' },
    ]);
    expect(rejected(state, ' ')).toBe('Please make your final guess: what am I thinking of?');
    state = play(state, 'a fish') as TwentyQuestionsState;
    expect([state.questionsLeft, state.finalGuess]).toEqual([0, true]);
    state = gameReplied(state, `Not quite! ${gameMarkerEncode({ result: 'lost' })}`) as TwentyQuestionsState;
    expect([state.finished, state.outcome]).toEqual([true, 'lost']);
  });

  it('a marked win ends the game', () => {
    const state = gameReplied(play(started(gameStart('twenty-questions', 'g1'), opening), 'Is it a penguin?'), `Yes! ${gameMarkerEncode({ result: 'won' })}`) as TwentyQuestionsState;
    expect([state.finished, state.outcome, state.questionsLeft]).toEqual([true, 'won', 19]);
  });

  it('property: the count is 20 minus the valid questions, never below 0', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(''), fc.constant('What?'), fc.integer({ min: 0, max: 40 }).map((n) => `Is it ${n}?`)), { maxLength: 40 }), (moves) => {
        let state = started(gameStart('twenty-questions', 'g1'), opening) as TwentyQuestionsState;
        let valid = 0;
        for (const move of moves) {
          if (state.finalGuess) break;
          const check = gameCheck(state, move);
          if (!check.ok) continue;
          if (state.questionsLeft > 0) valid += 1;
          state = gameMoved(state, check.text) as TwentyQuestionsState;
        }
        expect(state.questionsLeft).toBe(Math.max(0, 20 - valid));
        expect(state.questionsLeft).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('prompt detective (SPEC §4, §5)', () => {
  it('takes A, B, C or D and gives SPEC\'s message otherwise, and the valid-option message for a non-string', () => {
    const state = started(gameStart('prompt-detective', 'g1'), gameMarkerEncode({ scenarioId: 'pe1' }));
    expect(gameCheck(state, 'b')).toEqual({ ok: true, text: 'B' });
    expect(gameCheck(state, ' C. ')).toEqual({ ok: true, text: 'C' });
    expect(rejected(state, 'E')).toBe('Please select A, B, C, or D.');
    expect(rejected(state, 'the second one')).toBe('Please select A, B, C, or D.');
    expect(rejected(state, 2)).toBe('Please choose one of the options: A, B, C, or D.');
  });

  it('tracks selections, total questions, round and score from the revealed best option', () => {
    let state = started(gameStart('prompt-detective', 'g1'), gameMarkerEncode({ scenarioId: 'pe1' })) as PromptDetectiveState;
    expect([state.round, state.scenarioId, state.usedScenarios]).toEqual([1, 'pe1', ['pe1']]);
    state = gameReplied(play(state, 'B'), `Well spotted! ${gameMarkerEncode({ best: 'B', correct: true, scenarioId: 'pe2' })}`) as PromptDetectiveState;
    state = gameReplied(play(state, 'A'), 'Good thinking, but the best prompt is **D**. Next case!') as PromptDetectiveState;
    expect(state).toMatchObject({ usedSelections: ['B', 'A'], totalQuestions: 2, round: 3, score: 1, lastCorrect: false, usedScenarios: ['pe1', 'pe2'] });
    expect(gameStatus(state)).toEqual([
      { label: 'Round', value: '3' },
      { label: 'Score', value: '1 of 2' },
    ]);
  });

  it('is rated PG (educational) and FULL (professional)', () => {
    expect(gameAllowed('G', 'prompt-detective', 'educational')).toBe(false);
    expect(gameAllowed('PG', 'prompt-detective', 'educational')).toBe(true);
    expect(gameAllowed('PG', 'prompt-detective', 'professional')).toBe(false);
    expect(gameAllowed('FULL', 'prompt-detective', 'professional')).toBe(true);
    expect(gameCatalogFor('G').map((game) => game.type)).not.toContain('prompt-detective');
    expect(gameCatalogFor('FULL')).toHaveLength(9);
  });
});

describe('riddles, stories and the beekeeping mentor (SPEC §4, §5)', () => {
  it('riddles: an empty answer gives SPEC\'s message; used riddles and the score are tracked', () => {
    let state = started(gameStart('riddles', 'g1'), gameMarkerEncode({ riddleId: 'r1' }));
    expect(rejected(state, '   ')).toBe('Please provide an answer to the riddle!');
    state = gameReplied(play(state, 'a clock'), `Correct! ${gameMarkerEncode({ correct: true, riddleId: 'r2' })}`);
    expect(state).toMatchObject({ usedRiddles: ['r1', 'r2'], currentRiddle: 'r2', score: 1, round: 1 });
  });

  it('story: an empty response gives SPEC\'s message', () => {
    expect(rejected(started(gameStart('dragon-story', 'g1')), '')).toBe('Please provide a response.');
  });

  it('property: story progress never passes 5, and the story ends at 5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.boolean(), (chapters, marked) => {
        let state = gameStart('bee-story', 'g1') as StoryState;
        for (let i = 1; i <= chapters; i += 1) {
          state = { ...(gameReplied(state, marked ? gameMarkerEncode({ chapter: i, branch: `b${i}` }) : `Chapter ${i}.`) as StoryState), finished: false };
        }
        expect(state.progress).toBe(Math.min(5, chapters));
        expect(gameReplied(state, 'More').finished).toBe(state.progress + 1 >= 5);
      }),
    );
  });

  it('beekeeping: each message adds one to progress; keywords the mentor says are covered once', () => {
    let state = started(gameStart('beekeeping', 'g1'), 'Bees live in a hive with a queen.');
    state = play(state, 'What is honey?');
    state = gameReplied(state, 'Honey is made from nectar. The queen lays eggs in the hive.');
    expect(state.type === 'beekeeping' && state.progress).toBe(1);
    const covered = state.type === 'beekeeping' ? state.coveredTopics : [];
    expect(new Set(covered).size).toBe(covered.length);
    expect(state.type === 'beekeeping' && state.history.map((entry) => entry.role)).toEqual(['ai', 'user', 'ai']);
  });
});

describe('the game fields of a chat request (SPEC §7)', () => {
  it('sends gameMode, gameType, instructions and the state without the history', () => {
    const state = started(gameStart('beekeeping', 'g1'), 'Welcome!');
    const fields = gameRequestFields(state);
    expect(fields).toMatchObject({ gameMode: true, gameType: 'beekeeping', gameData: { id: 'g1', started: true, progress: 0 } });
    expect(fields.gameData).not.toHaveProperty('history');
    expect(fields.gameInstructions).toMatch(/beekeeping/);
  });
});
