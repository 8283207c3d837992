import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import type { MentorParse } from '../understand/mentorParse';
import type { MentorKnowledgeTopic } from './mentorKnowledgeTopic';
import { KNOWLEDGE_TOPICS } from './topics/knowledgeTopics';

/** A topic the search found for a message, and why it is trusted. */
export interface MentorKnowledgeHit {
  topic: MentorKnowledgeTopic;
  score: number;
  /** The message's words that matched the topic's title or keywords (stemmed). */
  matched: readonly string[];
}

/**
 * Everyday words and the words the bank uses for the same thing, applied before stemming on both
 * sides, so "tummy", "plane" and "kitty" find stomach, aeroplane and cats.
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  tummy: 'stomach',
  belly: 'stomach',
  plane: 'aeroplane',
  planes: 'aeroplane',
  airplane: 'aeroplane',
  airplanes: 'aeroplane',
  aircraft: 'aeroplane',
  kitty: 'cat',
  kitten: 'cat',
  kittens: 'cat',
  puppy: 'dog',
  puppies: 'dog',
  doggy: 'dog',
  bunny: 'rabbit',
  bunnies: 'rabbit',
  dino: 'dinosaur',
  dinos: 'dinosaur',
  trex: 'rex',
  tyrannosaurus: 'rex',
  telly: 'television',
  tv: 'television',
  fridge: 'refrigerator',
  mobile: 'phone',
  cellphone: 'phone',
  smartphone: 'phone',
  football: 'football',
  soccer: 'football',
  mum: 'mother',
  mom: 'mother',
  poo: 'digestion',
  earthquakes: 'earthquake',
  sun: 'sun',
  sunshine: 'sun',
  moon: 'moon',
  planet: 'planet',
  automobile: 'car',
  lift: 'elevator',
  bike: 'bicycle',
  bikes: 'bicycle',
  // One token per war, so "ww2" can only find World War Two.
  ww2: 'wwii',
  ww1: 'wwi',
  maths: 'math',
  mathematics: 'math',
  colour: 'color',
  colours: 'color',
  // "World War 2" and "World War II" must tell the wars apart: a lone digit would otherwise be dropped.
  '1': 'one',
  '2': 'two',
  '3': 'three',
  ii: 'two',
};

/** Words that match everything and mean nothing on their own. */
const NOISE = new Set(
  'fact facts thing things stuff kind sort type way ways why how what who where when which tell know learn explain about does do is are was were the a an of in on to for and or me you i my your can could would please'.split(' '),
);

/** The form both the index and a query reduce a word to: lower case, a synonym's canonical word, its stem. */
export function mentorKnowledgeTerm(word: string): string | null {
  const lower = word.toLowerCase().replace(/['’]/g, '');
  const canonical = SYNONYMS[lower] ?? lower;
  if (canonical.length < 2 || NOISE.has(lower)) return null;
  return stemmer(canonical);
}

let index: {
  search: MiniSearch<{ id: string; title: string; keywords: string }>;
  byId: Map<string, MentorKnowledgeTopic>;
  terms: Map<string, Set<string>>;
  /** Each topic's title and keywords of two terms or more, as term sequences ("world cup", "black hole"). */
  phrases: Map<string, string[][]>;
  vocabulary: Set<string>;
} | null = null;

/** A text's words reduced to index terms, in order, skipping noise. */
function termsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}'’]+/u).map((word) => mentorKnowledgeTerm(word)).filter((term): term is string => term !== null);
}

/** Builds the search index over every topic's title and keywords, once, on first use. */
function indexOf(): NonNullable<typeof index> {
  if (index) return index;
  const search = new MiniSearch<{ id: string; title: string; keywords: string }>({
    fields: ['title', 'keywords'],
    storeFields: [],
    tokenize: (text) => text.split(/[^\p{L}\p{N}'’]+/u).filter(Boolean),
    processTerm: (term) => mentorKnowledgeTerm(term),
  });
  const byId = new Map<string, MentorKnowledgeTopic>();
  const terms = new Map<string, Set<string>>();
  const phrases = new Map<string, string[][]>();
  for (const topic of KNOWLEDGE_TOPICS) {
    byId.set(topic.id, topic);
    terms.set(topic.id, new Set(termsOf(`${topic.title} ${topic.keywords.join(' ')}`)));
    phrases.set(topic.id, [topic.title, ...topic.keywords].map(termsOf).filter((phrase) => phrase.length >= 2));
  }
  search.addAll(KNOWLEDGE_TOPICS.map((topic) => ({ id: topic.id, title: topic.title, keywords: topic.keywords.join(' | ') })));
  const vocabulary = new Set<string>();
  for (const own of terms.values()) for (const term of own) vocabulary.add(term);
  index = { search, byId, terms, phrases, vocabulary };
  return index;
}

/** Every topic of the bank, by id. */
export function mentorKnowledgeTopicOf(id: string): MentorKnowledgeTopic | null {
  return indexOf().byId.get(id) ?? null;
}

/** How many topics the bank holds. */
export function mentorKnowledgeSize(): number {
  return indexOf().byId.size;
}

/** Verbs that frame a question rather than name its subject: "what *causes*…", "how do they *work*". */
const FRAMING_VERBS = new Set(
  'cause causes caused happen happens happened work works worked form forms formed make makes made mean means use uses used need needs get gets go goes come comes like called call does do did start starts begin begins become becomes keep keeps change changes look looks feel feels know tell explain'.split(' '),
);

/**
 * Nouns that frame a question rather than name its subject: "what is the *difference* between a solid
 * and a gas", "who was the *first* president" (compromise reads an ordinal as a noun).
 */
const FRAMING_NOUNS = new Set('difference differences first second third last reason reasons'.split(' '));

/**
 * Nouns too general to be a question's subject when another noun follows: "the first *person* to walk
 * on the *moon*", "the first *woman* to fly across the *Atlantic*" are about the moon and the Atlantic.
 */
const GENERIC_SUBJECTS = new Set('person people man men woman women someone somebody child children kid kids human humans'.split(' '));

/**
 * Phrases that only stretch a superlative ("the fastest animal *in the world*", "the biggest *ever*"):
 * dropped before searching, so "world" never makes a record question about World War One. Without a
 * superlative they stay ("how many people are in the world").
 */
const SUPERLATIVE_FILLERS: readonly (readonly string[])[] = [
  ['in', 'the', 'whole', 'wide', 'world'],
  ['in', 'the', 'whole', 'world'],
  ['in', 'the', 'world'],
  ['in', 'all', 'the', 'world'],
  ['on', 'the', 'planet'],
  ['on', 'planet', 'earth'],
  ['on', 'earth'],
  ['of', 'all', 'time'],
  ['in', 'history'],
  ['ever'],
];

/** Auxiliaries after which, in a question, the next noun phrase is the subject: "do *fish* sleep", "how does *the heart* work". */
const DO_SUPPORT = new Set('do does did can could will would should'.split(' '));
/** Words between the auxiliary and the subject: "how do *the* …", "why do *your* …". */
const DETERMINERS = new Set('a an the your our their his her its some all most many baby little big'.split(' '));
const PRONOUNS = new Set('i you we they he she it me us them someone people anyone everyone somebody anybody everybody'.split(' '));

/** The message's words with superlative fillers dropped, and the superlatives it uses ("fastest", "most"). */
function withoutFillers(parse: MentorParse): { kept: Set<number>; superlatives: string[] } {
  const words = parse.words;
  const superlatives = parse.terms.filter((term) => term.tags.has('Superlative') || term.normal === 'most' || term.normal === 'least').map((term) => term.normal);
  const kept = new Set(words.map((_, position) => position));
  if (superlatives.length === 0) return { kept, superlatives };
  for (let position = 0; position < words.length; position += 1) {
    const filler = SUPERLATIVE_FILLERS.find((phrase) => phrase.every((word, offset) => words[position + offset] === word));
    if (filler) for (let offset = 0; offset < filler.length; offset += 1) kept.delete(position + offset);
  }
  return { kept, superlatives };
}

/**
 * The subject of a do-support question, which compromise sometimes misreads as a verb: "do *fish*
 * sleep", "how do *clouds* float", "how do *hurricanes* form", "how many strings does a *guitar*
 * have". It is the first word after the auxiliary (past a determiner) when the bank knows it.
 */
function doSupportSubject(parse: MentorParse, vocabulary: ReadonlySet<string>): string | null {
  if (!parse.isQuestion) return null;
  const words = parse.words;
  const auxiliary = words.findIndex((word, position) => DO_SUPPORT.has(word) && position <= 4);
  if (auxiliary < 0) return null;
  let position = auxiliary + 1;
  while (position < words.length && DETERMINERS.has(words[position])) position += 1;
  const word = words[position];
  if (word === undefined || PRONOUNS.has(word) || position === words.length - 1) return null;
  const term = mentorKnowledgeTerm(word);
  return term !== null && vocabulary.has(term) ? word : null;
}

/** Whether a term sequence occurs, in order and adjacent, in another. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((term, offset) => haystack[start + offset] === term)) return true;
  }
  return false;
}

/**
 * Finds the topic a message asks about, or null. The search (minisearch, stemmed, with synonyms)
 * runs over the message's content words; a hit is only trusted when one of the message's *nouns* (or
 * its question's subject) is one of the topic's own title or keyword terms — so "how does the heart
 * work" finds the heart and never "work", and a neighbouring topic that merely shares an adjective is
 * not named. When the subject is a word the bank knows, only topics about it answer, unless a topic
 * shares two or more of the question's words ("where does the *water* go when you *flush* the
 * *toilet*"). A topic whose multi-word keyword appears whole ("world cup") or which holds the
 * question's superlative ("the *tallest* tree") ranks higher.
 */
export function mentorKnowledgeFind(parse: MentorParse): MentorKnowledgeHit | null {
  const { search, byId, terms, phrases, vocabulary } = indexOf();
  const { kept, superlatives } = withoutFillers(parse);
  const keptWords = new Set(parse.words.filter((_, position) => kept.has(position)));
  const isKept = (word: string): boolean => keptWords.has(word) && !FRAMING_NOUNS.has(word);
  const contentWords = parse.contentWords.filter(isKept);
  const queryWords = [...new Set(contentWords.length > 0 ? contentWords : parse.words.filter(isKept))];
  if (queryWords.length === 0) return null;
  const doSubject = doSupportSubject(parse, vocabulary);
  const parsedSubject = parse.subject !== null && isKept(parse.subject) ? parse.subject : null;
  // compromise's subject when it is still there, else the next noun ("the biggest animal in the world").
  const nextNoun = (after: string | null): string | undefined => parse.nouns.find((noun) => isKept(noun) && noun !== after && parse.words.indexOf(noun) > parse.words.indexOf(after ?? ''));
  let subject = doSubject ?? parsedSubject ?? nextNoun(parse.subject) ?? null;
  if (subject !== null && GENERIC_SUBJECTS.has(subject)) subject = nextNoun(subject) ?? subject;
  const named = [...parse.nouns.filter(isKept), ...(subject ? [subject] : []), ...parse.names.map((name) => name.toLowerCase())];
  // compromise reads some one-word subjects as verbs ("why do we *yawn*", "why does it *rain*", "what
  // causes *earthquakes*"): with no noun at all, the content words stand in, but never the verbs that
  // only frame a question.
  const candidates = named.length > 0 ? named : parse.isQuestion && parse.questionWord !== null ? queryWords.filter((word) => !FRAMING_VERBS.has(word)) : [];
  const nounTerms = new Set(candidates.map((word) => mentorKnowledgeTerm(word)).filter((term): term is string => term !== null));
  const queryTerms = queryWords.map((word) => mentorKnowledgeTerm(word)).filter((term): term is string => term !== null);
  // Phrases are matched on every word but the fillers: "the *first man on the moon*" keeps its "first".
  const messageTerms = parse.words.filter((word) => keptWords.has(word)).map((word) => mentorKnowledgeTerm(word)).filter((term): term is string => term !== null);
  const superlativeTerms = superlatives.map((word) => mentorKnowledgeTerm(word)).filter((term): term is string => term !== null);
  // compromise sometimes tags a subject as an adjective ("what is the *bigest* animal"); every content
  // word may match, but a noun must be among the matches.
  const results = search.search(queryWords.join(' '), {
    boost: { title: 3, keywords: 2 },
    fuzzy: (term) => (term.length >= 6 ? 1 : false),
    combineWith: 'OR',
  });
  const subjectTerm = subject ? mentorKnowledgeTerm(subject) : null;
  const framingTerms = new Set([...FRAMING_VERBS].map((word) => mentorKnowledgeTerm(word)).filter((term): term is string => term !== null));
  // An invention's story answers who made it and when, not how the thing works today ("how do planes fly").
  const aboutInventing = parse.questionWord === 'who' || parse.questionWord === 'when' || parse.words.some((word) => /^(?:invent\w*|discover\w*|first|made|created?)$/.test(word));
  let best: MentorKnowledgeHit | null = null;
  for (const result of results.slice(0, 12)) {
    const own = terms.get(String(result.id));
    const topic = byId.get(String(result.id));
    if (!own || !topic) continue;
    const matched = [...nounTerms].filter((term) => own.has(term));
    if (matched.length === 0) continue;
    // Framing verbs do not count: "how do octopuses *change* colour" is not about chameleons.
    const shared = new Set(queryTerms.filter((term) => own.has(term) && !framingTerms.has(term)));
    // When the question's subject is something the bank knows ("black holes", "the moon"), only a topic
    // about that subject may answer — never the ozone layer's hole or the Moon landing's moon alone —
    // unless the topic shares more of the question than that one word.
    if (subjectTerm !== null && vocabulary.has(subjectTerm) && !own.has(subjectTerm) && shared.size < 2) continue;
    const phrased = (phrases.get(topic.id) ?? []).some((phrase) => containsRun(messageTerms, phrase));
    const superlative = superlativeTerms.some((term) => own.has(term));
    const score = result.score * (subjectTerm !== null && own.has(subjectTerm) ? 2 : 1) * (1 + matched.length) * (phrased ? 2 : 1) * (superlative ? 2 : 1) * (topic.category === 'inventions' && !aboutInventing ? 0.5 : 1);
    if (!best || score > best.score) best = { topic, score, matched };
  }
  return best;
}
