import type { TwentyQuestionsObject } from '../content/contentTypes';
import { TWENTY_QUESTIONS_OBJECTS } from '../content/twentyQuestionsObjects';
import { TWENTY_QUESTIONS_TRAITS, type TwentyQuestionsTrait } from '../content/twentyQuestionsTraits';
import { gameMarkerEncode, gameMarkerRead, gameMarkerStrip } from '../gameMarker';
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
  // SPEC §4: only a VALID question counts. The count was taken when the question was sent; a reply
  // that is no yes/no answer (the mentor cannot tell, a model is unsure, a safety redirect) gives it back.
  const questionCounted = state.started && !state.finalGuess && state.asked.length > 0;
  if (questionCounted && marker?.['result'] === undefined && !twentyQuestionsReplyAnswers(reply)) {
    next = { ...next, questionsLeft: Math.min(TWENTY_QUESTIONS_COUNT, state.questionsLeft + 1), asked: state.asked.slice(0, -1) };
  }
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

/** Words that answer a yes/no question when a reply opens with them. */
const ANSWER_WORDS = new Set(['yes', 'yeah', 'yep', 'yup', 'no', 'nope', 'nah', 'correct', 'absolutely', 'definitely']);
/** "It does!", "It isn't." as a reply's whole first sentence. */
const SHORT_ANSWER = /^(?:it|they) (?:is|does|can|has|will|isn't|doesn't|can't|hasn't|won't|cannot)(?: not)?$/;
/** Phrases of a reply that does not commit to yes or no. */
const UNSURE = /\b(?:not sure|unsure|not certain|don't know|do not know|dont know|no idea|no clue|can't answer|cannot answer|can not answer|can't say|cannot say|can't tell|hard to say|it depends|depends on|maybe|sometimes|either way)\b/;
/** How far into a reply its answer may come ("Great question! Yes, it is."). */
const ANSWER_WITHIN_WORDS = 8;

/**
 * Whether a mentor's reply answers the question with a yes or a no, from any provider: it opens with
 * an answer word (not "a yes or a no", not "no idea") before any unsure phrase, or its first sentence
 * is a short answer ("It does!").
 */
export function twentyQuestionsReplyAnswers(reply: string): boolean {
  const visible = gameMarkerStrip(reply);
  const firstSentence = gameWords(visible.split(/[.!?\n]/, 1)[0] ?? '').join(' ');
  if (SHORT_ANSWER.test(firstSentence)) return true;
  const words = gameWords(visible).slice(0, ANSWER_WITHIN_WORDS);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (!ANSWER_WORDS.has(word)) continue;
    const before = words[index - 1];
    const after = words[index + 1];
    // "with a yes or a no", "yes-or-no question": the words are named, not said.
    if (before === 'a' || before === 'or' || after === 'or') continue;
    return !UNSURE.test(words.slice(0, index + 2).join(' '));
  }
  return false;
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
  instrument: 'instrument', instruments: 'instrument', musical: 'instrument',
  household: 'household',
  clothing: 'clothing', clothes: 'clothing',
};
const PLACE_WORDS: Record<string, TwentyQuestionsObject['places'][number]> = {
  house: 'house', home: 'house', inside: 'house', indoors: 'house',
  kitchen: 'kitchen', garden: 'garden', farm: 'farm', forest: 'forest', woods: 'forest',
  ocean: 'ocean', sea: 'ocean', river: 'river', lake: 'river', pond: 'river', sky: 'sky',
  zoo: 'zoo', school: 'school', classroom: 'school', city: 'city', town: 'city', street: 'city',
  desert: 'desert', jungle: 'jungle', snow: 'snow', playground: 'playground', park: 'playground',
};
/** The question words that ask about a trait of TWENTY_QUESTIONS_TRAITS. */
const TRAIT_WORDS: Record<string, TwentyQuestionsTrait> = {
  mammal: 'mammal', mammals: 'mammal',
  bird: 'bird', birds: 'bird',
  insect: 'insect', insects: 'insect',
  reptile: 'reptile', reptiles: 'reptile',
  fruit: 'fruit', fruits: 'fruit',
  vegetable: 'vegetable', vegetables: 'vegetable', veggie: 'vegetable', veg: 'vegetable',
  fur: 'fur', furry: 'fur', fluffy: 'fur',
  feather: 'feathers', feathers: 'feathers', feathery: 'feathers',
  wing: 'wings', wings: 'wings',
  tail: 'tail', tails: 'tail',
  shell: 'shell', shells: 'shell',
  underwater: 'water', aquatic: 'water',
  round: 'round', circle: 'round', circular: 'round',
  sweet: 'sweet',
  hot: 'hot',
  cold: 'cold', icy: 'cold', freezing: 'cold',
};
const MATERIAL_WORDS = ['wood', 'metal', 'plastic', 'glass', 'fabric', 'paper', 'rubber', 'stone'] as const;
const NUMBER_WORDS: Record<string, number> = { no: 0, zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, '2': 2, '4': 4, '6': 6, '8': 8 };

function hasTrait(object: TwentyQuestionsObject, trait: TwentyQuestionsTrait): boolean {
  return (TWENTY_QUESTIONS_TRAITS[trait] as readonly string[]).includes(object.name);
}

/** Outdoors: anywhere but in a house, a kitchen or a school. */
function foundOutside(object: TwentyQuestionsObject): boolean {
  return object.places.some((place) => place !== 'house' && place !== 'kitchen' && place !== 'school');
}

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

  // Nothing in the bank is a number: "Is it number 7?" is a plain no.
  if (/^ is it (?:a |the )?(?:number|numbers|\d+)(?: \d+)? $/.test(text)) answers.push(false);
  // "Does it live?" and "Does it grow?" ask whether it is alive; "Does it live in …" asks where.
  if (words.has('alive') || words.has('living') || /^ (?:is it|does it) (?:live|grow|breathe)s? $/.test(text) || words.has('grow') || words.has('grows')) answers.push(object.alive);
  // "Does it live somewhere cold?" asks where it lives, not whether it is cold itself.
  const climate = /\b(hot|cold|warm) (?:place|places|weather|country|countries|where)\b|\bsomewhere (hot|cold|warm)\b/.exec(text);
  if (climate) answers.push((climate[1] ?? climate[2]) === 'cold' ? object.places.includes('snow') : object.places.includes('desert') || object.places.includes('jungle'));
  for (const [word, trait] of Object.entries(TRAIT_WORDS)) if (words.has(word) && !(climate && (trait === 'hot' || trait === 'cold'))) answers.push(hasTrait(object, trait));
  // "Does it live in water?", "Is it found in the water?" — not "Does it need water?".
  if (/\b(?:in|under|on|near|into) (?:the )?water\b/.test(text)) answers.push(hasTrait(object, 'water'));
  if (/\b(?:lay|lays|laid|hatch|hatches|hatched) (?:an |from |from an )?eggs?\b/.test(text)) answers.push(hasTrait(object, 'eggs'));
  if (words.has('wear') || words.has('wears') || words.has('wearing') || words.has('wearable')) answers.push(object.category === 'clothing');
  if (words.has('ride') || words.has('rides') || words.has('drive') || words.has('drives')) answers.push(object.category === 'vehicle');
  if (/\bplay with\b/.test(text)) answers.push(object.category === 'toy' || object.isPet);
  else if (/\bplay (?:it|music|songs?|tunes?)\b/.test(text)) answers.push(object.category === 'instrument');
  if (words.has('outside') || words.has('outdoors') || words.has('outdoor')) answers.push(foundOutside(object));
  if (/\b(?:hold it|hold one|carry it|pick it up)\b/.test(text)) answers.push(!sizeAtLeast(object, 'medium'));
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
    const gray = (name: string) => (name === 'grey' ? 'gray' : name);
    if (words.has(color)) answers.push(object.colors.map(gray).includes(gray(color)));
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

/** The size questions the opening may suggest, in order of preference. */
const OPENING_SIZE_QUESTIONS = ['Is it bigger than a car?', 'Is it bigger than a bread box?'] as const;

/**
 * The opening's example size question, never one that names the secret: when the mentor is thinking
 * of a car, "Is it bigger than a car?" would hand the answer over in its first line.
 */
export function openingSizeQuestion(secret: string): string {
  const named = new RegExp(`\\b${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  return OPENING_SIZE_QUESTIONS.find((question) => !named.test(question)) ?? 'Is it bigger than a person?';
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
    return `Let's play Twenty Questions! I'm thinking of something. You have ${TWENTY_QUESTIONS_COUNT} yes/no questions to find out what it is. Start with "Is it alive?" or "${openingSizeQuestion(object.name)}" ${gameMarkerEncode({ secret: object.name })}`;
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
  if (answer === null) {
    // The game gives this question back (twentyQuestionsReplied): the count says so too.
    const still = Math.min(TWENTY_QUESTIONS_COUNT, left + 1);
    return `Hmm, I can't answer that one with a yes or a no, so it does not count. You still have ${still} ${still === 1 ? 'question' : 'questions'} left. Try asking about its size, its colour, where you find it or what it can do.`;
  }
  const said = answer
    ? gamePick(['Yes!', 'Yes, it is!', 'Yes, good question!'], seed) ?? 'Yes!'
    : gamePick(['No.', 'No, it is not.', 'Nope!'], seed) ?? 'No.';
  const count = left === 0 ? 'That was your last question! Now make your final guess: what am I thinking of?' : `You have ${left} ${left === 1 ? 'question' : 'questions'} left.`;
  const hint = left === 5 ? ` Here is a clue: ${object.hint}` : '';
  return `${said} ${count}${hint}`;
}
