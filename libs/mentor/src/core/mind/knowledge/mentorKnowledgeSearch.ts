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
  ww2: 'war',
  wwii: 'war',
  ww1: 'war',
  wwi: 'war',
  maths: 'math',
  mathematics: 'math',
  colour: 'color',
  colours: 'color',
};

/** Words that match everything and mean nothing on their own. */
const NOISE = new Set(
  'fact facts thing things stuff kind sort type way ways why how what who where when which tell know learn explain about does do is are was were the a an of in on to for and or me you i my your can could would please'.split(' '),
);

/** The form both the index and a query reduce a word to: lower case, a synonym's canonical word, its stem. */
export function mentorKnowledgeTerm(word: string): string | null {
  const lower = word.toLowerCase().replace(/['’]/g, '');
  if (lower.length < 2 || NOISE.has(lower)) return null;
  const canonical = SYNONYMS[lower] ?? lower;
  return stemmer(canonical);
}

let index: { search: MiniSearch<{ id: string; title: string; keywords: string }>; byId: Map<string, MentorKnowledgeTopic>; terms: Map<string, Set<string>>; vocabulary: Set<string> } | null = null;

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
  for (const topic of KNOWLEDGE_TOPICS) {
    byId.set(topic.id, topic);
    const own = new Set<string>();
    for (const word of `${topic.title} ${topic.keywords.join(' ')}`.split(/[^\p{L}\p{N}'’]+/u)) {
      const term = mentorKnowledgeTerm(word);
      if (term) own.add(term);
    }
    terms.set(topic.id, own);
  }
  search.addAll(KNOWLEDGE_TOPICS.map((topic) => ({ id: topic.id, title: topic.title, keywords: topic.keywords.join(' | ') })));
  const vocabulary = new Set<string>();
  for (const own of terms.values()) for (const term of own) vocabulary.add(term);
  index = { search, byId, terms, vocabulary };
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
 * Finds the topic a message asks about, or null. The search (minisearch, stemmed, with synonyms)
 * runs over the message's content words; a hit is only trusted when one of the message's *nouns* (or
 * its question's subject) is one of the topic's own title or keyword terms — so "how does the heart
 * work" finds the heart and never "work", and a neighbouring topic that merely shares an adjective is
 * not named. Ties go to the topic matching the subject.
 */
export function mentorKnowledgeFind(parse: MentorParse): MentorKnowledgeHit | null {
  const { search, byId, terms, vocabulary } = indexOf();
  const queryWords = [...new Set(parse.contentWords.length > 0 ? parse.contentWords : parse.words)];
  if (queryWords.length === 0) return null;
  const named = [...parse.nouns, ...(parse.subject ? [parse.subject] : []), ...parse.names.map((name) => name.toLowerCase())];
  // compromise reads some one-word subjects as verbs ("why do we *yawn*", "why does it *rain*", "what
  // causes *earthquakes*"): with no noun at all, the content words stand in, but never the verbs that
  // only frame a question.
  const candidates = named.length > 0 ? named : parse.isQuestion && parse.questionWord !== null ? queryWords.filter((word) => !FRAMING_VERBS.has(word)) : [];
  const nounTerms = new Set(candidates.map((word) => mentorKnowledgeTerm(word)).filter((term): term is string => term !== null));
  // compromise sometimes tags a subject as an adjective ("what is the *bigest* animal"); every content
  // word may match, but a noun must be among the matches.
  const results = search.search(queryWords.join(' '), {
    boost: { title: 3, keywords: 2 },
    fuzzy: (term) => (term.length >= 6 ? 1 : false),
    combineWith: 'OR',
  });
  const subjectTerm = parse.subject ? mentorKnowledgeTerm(parse.subject) : null;
  let best: MentorKnowledgeHit | null = null;
  for (const result of results.slice(0, 8)) {
    const own = terms.get(String(result.id));
    const topic = byId.get(String(result.id));
    if (!own || !topic) continue;
    const matched = [...nounTerms].filter((term) => own.has(term));
    if (matched.length === 0) continue;
    // When the question's subject is something the bank knows ("black holes", "the moon"), only a topic
    // about that subject may answer: never the ozone layer's hole or the Moon landing's moon alone.
    if (subjectTerm !== null && vocabulary.has(subjectTerm) && !own.has(subjectTerm)) continue;
    const score = result.score * (subjectTerm !== null && own.has(subjectTerm) ? 2 : 1) * (1 + matched.length);
    if (!best || score > best.score) best = { topic, score, matched };
  }
  return best;
}
