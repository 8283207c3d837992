import type { TwentyQuestionsObject } from '../content/contentTypes';
import { TWENTY_QUESTIONS_OBJECTS } from '../content/twentyQuestionsObjects';
import { gameMarkerEncode, gameMarkerRead } from '../gameMarker';
import { GAME_MESSAGES } from '../gameMessages';
import { gamePick, gameQuestionKey, gameWords } from '../gameText';
import type { GameMoveCheck, TwentyQuestionsState } from '../gameTypes';
import { gameDataNumber, gameDataString, type GameMentorInput } from './gameMentorInput';

/** SPEC §9: twenty questions. */
export const TWENTY_QUESTIONS_COUNT = 20;

/** SPEC §5: a question must begin with one of these. */
export const TWENTY_QUESTIONS_STARTERS = ['is it', 'does it', 'can it', 'do you', 'are you', 'would you', 'should you', 'will it', 'has it', 'have you'] as const;

/** A new game: 20 questions left, no secret yet (the mentor's first reply brings it). */
export function twentyQuestionsStart(id: string): TwentyQuestionsState {
  return { type: 'twenty-questions', id, started: false, finished: false, round: 0, questionsLeft: TWENTY_QUESTIONS_COUNT, asked: [], secret: null, finalGuess: false, outcome: 'playing' };
}

/**
 * SPEC §5: empty, not a yes/no question, or asked before → SPEC's message. At 0 questions left
 * (SPEC §4) the input is the final guess and any words count.
 */
export function twentyQuestionsCheck(state: TwentyQuestionsState, input: unknown): GameMoveCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  if (state.questionsLeft <= 0) return text === '' ? { ok: false, message: GAME_MESSAGES.emptyFinalGuess } : { ok: true, text };
  if (text === '') return { ok: false, message: GAME_MESSAGES.emptyQuestion };
  const key = gameQuestionKey(text);
  if (!TWENTY_QUESTIONS_STARTERS.some((starter) => key === starter || key.startsWith(`${starter} `))) return { ok: false, message: GAME_MESSAGES.notYesNoQuestion };
  if (state.asked.includes(key)) return { ok: false, message: GAME_MESSAGES.repeatedQuestion };
  return { ok: true, text };
}

/** A valid question takes one from the count, down to 0; the move after 0 is the final guess. */
export function twentyQuestionsMoved(state: TwentyQuestionsState, text: string): TwentyQuestionsState {
  if (state.questionsLeft <= 0) return { ...state, round: state.round + 1, finalGuess: true };
  return { ...state, round: state.round + 1, questionsLeft: state.questionsLeft - 1, asked: [...state.asked, gameQuestionKey(text)] };
}

/**
 * SPEC §4: the secret comes from the encoded marker of the mentor's first reply, else from the
 * fallback pattern ("I'm thinking of a …": a word longer than 2 letters). A marked or worded win or
 * loss ends the game; a final guess always does.
 */
export function twentyQuestionsReplied(state: TwentyQuestionsState, reply: string): TwentyQuestionsState {
  const marker = gameMarkerRead(reply);
  let next: TwentyQuestionsState = { ...state, started: true };
  if (next.secret === null) {
    const marked = marker?.['secret'];
    next.secret = typeof marked === 'string' ? marked : twentyQuestionsSecretFallback(reply);
  }
  const result = marker?.['result'];
  const won = result === 'won' || (result === undefined && /\byou (?:got it|guessed it|win)\b/i.test(reply));
  if (won) next = { ...next, finished: true, outcome: 'won' };
  else if (result === 'lost' || state.finalGuess) next = { ...next, finished: true, outcome: 'lost' };
  return next;
}

/** SPEC §4's fallback: "thinking of a/an/the <word>", a word longer than 2 letters. */
export function twentyQuestionsSecretFallback(reply: string): string | null {
  const found = /thinking of (?:an? |the |some )?([a-z]{3,})/i.exec(reply);
  return found?.[1] ? found[1].toLowerCase() : null;
}

type Answer = boolean | null;

const SIZE_ORDER = ['tiny', 'small', 'medium', 'large', 'huge'] as const;
// What a question compares with, and the largest size that is not bigger than it (the size classes
// of TwentyQuestionsObject: tiny fits in a hand, small is smaller than a bread box, medium is up to a
// person, large is bigger than a person, huge is bigger than a car).
const COMPARE_SIZES: Array<[RegExp, (typeof SIZE_ORDER)[number]]> = [
  [/\b(?:car|bus|truck)\b/, 'large'],
  [/\b(?:person|man|woman|grown ?up|adult|me|you)\b/, 'medium'],
  [/\b(?:bread ?box|microwave)\b/, 'small'],
  [/\b(?:hand)\b/, 'tiny'],
];
const CATEGORY_WORDS: Record<string, TwentyQuestionsObject['category']> = {
  animal: 'animal', animals: 'animal', creature: 'animal',
  plant: 'plant', plants: 'plant',
  food: 'food',
  toy: 'toy', toys: 'toy',
  tool: 'tool', tools: 'tool',
  vehicle: 'vehicle', vehicles: 'vehicle',
  instrument: 'instrument',
  clothing: 'clothing', clothes: 'clothing',
};
const PLACE_WORDS: Record<string, TwentyQuestionsObject['places'][number]> = {
  house: 'house', home: 'house', inside: 'house', indoors: 'house',
  kitchen: 'kitchen', garden: 'garden', farm: 'farm', forest: 'forest', woods: 'forest',
  ocean: 'ocean', sea: 'ocean', river: 'river', lake: 'river', pond: 'river', sky: 'sky',
  zoo: 'zoo', school: 'school', classroom: 'school', city: 'city', town: 'city', street: 'city',
  desert: 'desert', jungle: 'jungle', snow: 'snow', playground: 'playground', park: 'playground',
};
const MATERIAL_WORDS = ['wood', 'metal', 'plastic', 'glass', 'fabric', 'paper', 'rubber', 'stone'] as const;
const NUMBER_WORDS: Record<string, number> = { no: 0, zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, '2': 2, '4': 4, '6': 6, '8': 8 };

function sizeAtLeast(object: TwentyQuestionsObject, size: (typeof SIZE_ORDER)[number]): boolean {
  return SIZE_ORDER.indexOf(object.size) >= SIZE_ORDER.indexOf(size);
}

function all(answers: Answer[]): Answer {
  const known = answers.filter((answer): answer is boolean => answer !== null);
  return known.length === 0 ? null : known.every(Boolean);
}

/**
 * A yes/no question answered from the object's facts, or null when the question asks something the
 * facts cannot answer truthfully (the mentor then says so instead of guessing).
 */
export function twentyQuestionsAnswer(object: TwentyQuestionsObject, question: string): Answer {
  const text = ` ${gameWords(question).join(' ')} `;
  const words = new Set(gameWords(question));
  const answers: Answer[] = [];

  const bigger = /\b(?:bigger|larger)\b/.test(text);
  const smaller = /\b(?:smaller|littler)\b/.test(text);
  if (bigger || smaller) {
    const compared = COMPARE_SIZES.find(([pattern]) => pattern.test(text.split(/\bthan\b/)[1] ?? ''));
    const size = SIZE_ORDER.indexOf(object.size);
    const threshold = compared ? SIZE_ORDER.indexOf(compared[1]) : -1;
    // "Smaller than a hand" has no size class to answer from.
    if (compared && (bigger || compared[1] !== 'tiny')) answers.push(bigger ? size > threshold : size <= threshold);
  } else if (/\bfit in (?:your|my|a|the)? ?(?:hand|pocket)\b/.test(text)) answers.push(object.size === 'tiny');
  else if (words.has('big') || words.has('large') || words.has('huge')) answers.push(sizeAtLeast(object, 'large'));
  else if (words.has('small') || words.has('little') || words.has('tiny')) answers.push(!sizeAtLeast(object, 'medium'));

  if (words.has('alive') || words.has('living')) answers.push(object.alive);
  for (const [word, category] of Object.entries(CATEGORY_WORDS)) if (words.has(word)) answers.push(object.category === category);
  if (words.has('eat') || words.has('edible') || words.has('eaten')) answers.push(object.edible);
  if (words.has('fly') || words.has('flies')) answers.push(object.canFly);
  if (words.has('swim') || words.has('swims')) answers.push(object.canSwim);
  if (words.has('wheels') || words.has('wheel')) answers.push(object.hasWheels);
  if (words.has('electricity') || words.has('electric') || words.has('battery') || words.has('batteries') || words.has('plug')) answers.push(object.usesElectricity);
  if (words.has('sound') || words.has('noise') || words.has('noises') || words.has('sounds')) answers.push(object.makesSound);
  if (words.has('pet')) answers.push(object.isPet);
  if (words.has('soft')) answers.push(object.soft);
  if (words.has('legs') || words.has('leg')) {
    const counted = /\b(no|zero|one|two|three|four|five|six|eight|2|4|6|8) legs?\b/.exec(text);
    answers.push(counted?.[1] !== undefined ? object.legs === NUMBER_WORDS[counted[1]] : object.legs > 0);
  }
  for (const material of MATERIAL_WORDS) if (words.has(material) || words.has(`${material}en`)) answers.push(object.materials.includes(material));
  for (const [word, place] of Object.entries(PLACE_WORDS)) if (words.has(word)) answers.push(object.places.includes(place));
  for (const color of ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown', 'black', 'white', 'gray', 'grey', 'gold', 'silver']) {
    if (words.has(color)) answers.push(object.colors.includes(color === 'grey' ? 'gray' : color));
  }
  return all(answers);
}

/** Whether a question or guess names the object (its name or an alias, singular or plural). */
export function twentyQuestionsNames(object: TwentyQuestionsObject, text: string): boolean {
  const said = ` ${gameWords(text).join(' ')} `;
  return [object.name, ...object.aliases].some((name) => said.includes(` ${name} `) || said.includes(` ${name}s `) || said.includes(` ${name}es `));
}

function objectNamed(name: string): TwentyQuestionsObject | null {
  return TWENTY_QUESTIONS_OBJECTS.find((object) => object.name === name) ?? null;
}

function article(name: string): string {
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
}

/**
 * The builtin mentor's move: at the opening it thinks of an object and hides it in the marker; then it
 * answers each question truthfully from the object's facts, says when a question names it (a win),
 * and after the final guess reveals it.
 */
export function twentyQuestionsMentorMove({ message, data, opening, seed }: GameMentorInput): string {
  if (opening) {
    const object = gamePick(TWENTY_QUESTIONS_OBJECTS, seed) ?? TWENTY_QUESTIONS_OBJECTS[0];
    if (!object) return "Let's play Twenty Questions!";
    return `Let's play Twenty Questions! I'm thinking of something. You have ${TWENTY_QUESTIONS_COUNT} yes/no questions to find out what it is. Start with "Is it alive?" or "Is it bigger than a car?" ${gameMarkerEncode({ secret: object.name })}`;
  }
  const object = objectNamed(gameDataString(data, 'secret', ''));
  if (!object) return 'Oh no, I forgot what I was thinking of! Press New game and I will think of something new.';
  const left = Math.max(0, gameDataNumber(data, 'questionsLeft', 0));
  const finalGuess = data['finalGuess'] === true;
  if (twentyQuestionsNames(object, message)) {
    return `Yes! You got it: I was thinking of **${article(object.name)}**! You found it with ${left} ${left === 1 ? 'question' : 'questions'} left. Amazing detective work! ${gameMarkerEncode({ result: 'won' })}`;
  }
  if (finalGuess) {
    return `Not quite! I was thinking of **${article(object.name)}**. ${object.hint} Great try, want to play again? ${gameMarkerEncode({ result: 'lost' })}`;
  }
  // "Is it a cat?" about another object of the bank is a wrong guess: a plain no.
  const guessed = /^(?:is it|are you thinking of|is it maybe) (?:an? |the |some )?([a-z]+)/.exec(gameQuestionKey(message))?.[1];
  const other = guessed ? TWENTY_QUESTIONS_OBJECTS.find((candidate) => candidate !== object && twentyQuestionsNames(candidate, guessed)) : undefined;
  const answer = other ? false : twentyQuestionsAnswer(object, message);
  const said =
    answer === null
      ? "Hmm, I can't answer that one with a yes or a no. Try asking about its size, its colour, where you find it or what it can do."
      : answer
        ? gamePick(['Yes!', 'Yes, it is!', 'Yes, good question!'], seed) ?? 'Yes!'
        : gamePick(['No.', 'No, it is not.', 'Nope!'], seed) ?? 'No.';
  const count = left === 0 ? 'That was your last question! Now make your final guess: what am I thinking of?' : `You have ${left} ${left === 1 ? 'question' : 'questions'} left.`;
  const hint = left === 5 ? ` Here is a clue: ${object.hint}` : '';
  return `${said} ${count}${hint}`;
}
