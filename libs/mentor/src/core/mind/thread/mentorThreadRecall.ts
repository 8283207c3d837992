import { stemmer } from 'stemmer';
import type { MentorContentMode } from '../../types';
import { mentorParseNormal } from '../understand/mentorParse';

/**
 * Recall: the person's own words, given back. The fact extractor ({@link mentorThreadFactsOf}) knows
 * names, pets, family, plans and favourites in a fixed shape; people say far more than that ("my sister
 * Grace lives in Canada", "I play the violin", "my son goes to Hillcrest"). When a question about
 * themselves is not one the facts answer, the sentence they said that answers it is found by its words
 * and said back in the second person. It is honest by construction: Grove repeats what it was told and
 * adds nothing.
 */

/** Words a question and a statement share without saying anything (question words, auxiliaries, pronouns). */
const FILLER = new Set(
  (
    'a an the and or but so of in on at to for with from by about as is are was were be been am do does did done have has had ' +
    'what whats which who whos whom when whens where wheres why how hows can could would should will shall may might must ' +
    'i im ive id me my mine myself we were our ours us you your yours youre it its this that these those there here then than ' +
    'again remember remind tell told say said know knew think ask asked please just really very too also now still ever ' +
    'one ones thing things some any kind sort type yes no not oh ok okay hey hi hello grove'
  ).split(' '),
);

/**
 * Words that mean the same for recall: "what food do I like best?" is answered by "I love pizza, it's
 * my favourite". Each word maps to a shared key.
 */
const SAME: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['like', 'likes', 'love', 'loves', 'enjoy', 'enjoys', 'favourite', 'favorite', 'fave', 'fav', 'best', 'adore', 'adores'],
    ['live', 'lives', 'living', 'home', 'house', 'moved', 'from'],
    ['work', 'works', 'job', 'jobs', 'living', 'career', 'profession'],
    ['name', 'names', 'called', 'named', 'call'],
    ['go', 'goes', 'attend', 'attends', 'school'],
    ['old', 'age', 'aged'],
    ['play', 'plays', 'playing', 'instrument'],
    ['cat', 'cats', 'kitten', 'kittens'],
    ['dog', 'dogs', 'puppy', 'puppies'],
    ['mum', 'mom', 'mother', 'mummy', 'mommy'],
    ['dad', 'father', 'daddy'],
    ['grandma', 'granny', 'nana', 'nan', 'grandmother'],
    ['grandpa', 'grandad', 'granddad', 'grandfather'],
  ].flatMap((group) => group.map((word) => [word, group[0]] as const)),
);

/**
 * Kinds of thing a question names by their class ("what *colour* is my cat?", "what *instrument* do I
 * play?"): a statement naming one of its members answers it.
 */
const CLASSES: Readonly<Record<string, ReadonlySet<string>>> = {
  colour: new Set('red orange yellow green blue purple pink brown black white grey gray ginger golden tabby spotty spotted stripy striped cream silver gold'.split(' ')),
  instrument: new Set('piano violin viola cello guitar drums drum flute recorder trumpet clarinet saxophone sax harp ukulele keyboard bass trombone oboe bagpipes harmonica'.split(' ')),
  sport: new Set('football soccer rugby cricket tennis netball basketball hockey swimming gymnastics athletics running cycling golf baseball volleyball badminton karate judo dance dancing ballet boxing'.split(' ')),
  food: new Set('pizza pasta lasagne lasagna spaghetti burger burgers chips fries curry sushi noodles rice chocolate cake ice cream pancakes sandwiches tacos soup apples bananas strawberries broccoli carrots cheese'.split(' ')),
  job: new Set('teacher nurse doctor chef cook accountant engineer lawyer builder plumber electrician firefighter police officer driver pilot vet dentist cleaner farmer scientist designer programmer developer manager artist writer carer midwife pharmacist receptionist mechanic'.split(' ')),
};
/** A question's class word, in either spelling. */
function classOf(word: string): ReadonlySet<string> | undefined {
  return CLASSES[word === 'color' ? 'colour' : word === 'do' ? 'job' : word];
}

/** The key a word is compared by: its shared synonym, else its stem. */
function keyOf(word: string): string {
  return SAME[word] ?? stemmer(word);
}

/** The words of a text worth comparing, with their keys. */
function contentOf(text: string): { word: string; key: string }[] {
  return mentorParseNormal(text)
    .split(' ')
    .filter((word) => word.length > 1 && !FILLER.has(word))
    .map((word) => ({ word, key: keyOf(word) }));
}

/** Turns the person's sentence to the second person: "I play the violin" → "you play the violin". */
export function mentorSecondPerson(sentence: string): string {
  const swaps: Readonly<Record<string, string>> = {
    i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', am: 'are', we: 'you', our: 'your', ours: 'yours', us: 'you', ourselves: 'yourselves',
  };
  const out = sentence
    .trim()
    .replace(/’/g, "'")
    .replace(/[.!?]+$/, '')
    .replace(/\b(?:i'm|im|i am|we're|we are)\b/gi, 'you are')
    .replace(/\b(?:i've|ive|we've)\b/gi, 'you have')
    .replace(/\b(?:i'd)\b/gi, 'you would')
    .replace(/\b(?:i'll|we'll)\b/gi, 'you will')
    .replace(/\b[A-Za-z]+\b/g, (word) => swaps[word.toLowerCase()] ?? word)
    .replace(/\byou was\b/g, 'you were');
  // A common word first loses its capital ("You told me your sister…"); a name keeps it ("Grace…").
  return /^(?:you|your|yours|the|a|an|it|its|there|this|that|and|but|so|oh|well|we|our)\b/i.test(out) ? out.charAt(0).toLowerCase() + out.slice(1) : out;
}

/** What a recall found: the sentence said back, and the question's words it matched. */
export interface MentorThreadRecall {
  /** The person's own sentence, in the second person ("your sister Grace lives in Canada"). */
  statement: string;
  /** The question's words the sentence answers (normal forms): `sister`, `live`. */
  matched: readonly string[];
}

/** A statement rather than a question: "I play the violin" is, "what do I play?" is not. */
function isStatement(sentence: string): boolean {
  const normal = mentorParseNormal(sentence);
  if (/\?\s*$/.test(sentence)) return false;
  return !/^(?:what|whats|who|whos|when|whens|where|why|how|which|can|could|do|does|did|is|are|will|would|should|tell me|give me|write|make)\b/.test(normal);
}

/**
 * The sentence the person said earlier that best answers a question about themselves, or null.
 * `question` is the question's text; `earlier` their earlier messages, oldest first; `names` names they
 * gave (a pet's, a relative's), which count as the question's subject. Only statements are searched, the
 * most recent wins a tie, and a sentence must share a word beyond the question's filler.
 */
export function mentorThreadRecall(question: string, earlier: readonly string[]): MentorThreadRecall | null {
  const asked = contentOf(question);
  if (asked.length === 0) return null;
  let best: { sentence: string; matched: string[]; score: number; order: number } | null = null;
  let order = 0;
  for (const message of earlier) {
    for (const sentence of message.split(/(?<=[.!?;])\s+/)) {
      order += 1;
      if (!isStatement(sentence)) continue;
      const normal = mentorParseNormal(sentence);
      // About the person: said in the first person ("I", "my", "we", "our").
      if (!/\b(?:i|im|ive|id|my|me|we|were|our|us|mine)\b/.test(normal)) continue;
      const said = contentOf(sentence);
      const keys = new Set(said.map((item) => item.key));
      const words = new Set(said.map((item) => item.word));
      const matched = asked.filter((item) => keys.has(item.key) || [...(classOf(item.word) ?? [])].some((member) => words.has(member))).map((item) => item.word);
      if (matched.length === 0) continue;
      const score = matched.length;
      if (!best || score >= best.score) best = { sentence, matched, score, order };
    }
  }
  return best ? { statement: mentorSecondPerson(best.sentence), matched: best.matched } : null;
}

/** Says a recalled statement back, worded for the mode. */
export function mentorThreadRecallReply(recall: MentorThreadRecall, mode: MentorContentMode): string {
  const statement = recall.statement.replace(/,?\s+(?:lol|haha|btw|by the way)$/i, '');
  return mode === 'G' ? `You told me ${statement}!` : mode === 'PG' ? `You told me ${statement}.` : `You mentioned that ${statement}.`;
}

/** Whether a reply already says what a question asked: each matched word (or its class member) is in it. */
export function mentorThreadRecallCovered(reply: string, recall: MentorThreadRecall): boolean {
  const said = contentOf(reply);
  const keys = new Set(said.map((item) => item.key));
  const words = new Set(said.map((item) => item.word));
  return recall.matched.every((word) => keys.has(keyOf(word)) || [...(classOf(word) ?? [])].some((member) => words.has(member)));
}

/**
 * A saved memory's words as the person would have said them, so recall can search it like their own
 * words (issue 15): memories are worded without a subject ("Has a beagle called Biscuit", "Their mum is
 * a nurse", "Favourite colour is green") and become "I have a beagle called Biscuit", "my mum is a
 * nurse", "my favourite colour is green". Words already in the first person stay as they are.
 */
export function mentorMemoryFirstPerson(content: string): string {
  const text = content.trim();
  if (/\b(?:i|i'm|im|my|me|we|our)\b/i.test(text)) return text;
  const [first = '', ...rest] = text.split(/\s+/);
  const tail = rest.join(' ');
  const word = first.toLowerCase();
  const irregular: Readonly<Record<string, string>> = { has: 'I have', is: 'I am', was: 'I was', does: 'I do', goes: 'I go', their: 'my', favourite: 'my favourite', favorite: 'my favorite', birthday: 'my birthday is' };
  if (word === 'birthday') return `my birthday ${tail.replace(/^is\s+/, 'is ')}`.trim();
  if (irregular[word]) return `${irregular[word]} ${tail}`.trim();
  if (/[^aeiou]ies$/.test(word)) return `I ${word.slice(0, -3)}y ${tail}`.trim();
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return `I ${word.slice(0, -2)} ${tail}`.trim();
  if (/[^s]s$/.test(word)) return `I ${word.slice(0, -1)} ${tail}`.trim();
  return `I ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
