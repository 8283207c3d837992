import nlp from 'compromise';

/** The wh-word a question opens with, or `yes_no` for "is/are/do/can …" questions. */
export type MentorQuestionWord = 'what' | 'why' | 'how' | 'who' | 'where' | 'when' | 'which' | 'yes_no';

/** One word of a parsed message. */
export interface MentorParseTerm {
  /** As written, without surrounding punctuation. */
  text: string;
  /** Lower case, apostrophes and accents dropped: the form the recognisers match. */
  normal: string;
  /** compromise's part-of-speech tags (`Noun`, `Plural`, `Verb`, `Adjective`, `Negative`, `Person`, `Place`, `Date` …). */
  tags: ReadonlySet<string>;
}

/** What the builtin mind understands of a message before it decides how to answer. */
export interface MentorParse {
  text: string;
  /** compromise's sentences, trimmed. */
  sentences: readonly string[];
  terms: readonly MentorParseTerm[];
  /** The normal forms of every term, in order ("don't" → "dont"). */
  words: readonly string[];
  /** Nouns that are not pronouns, in their normal form and in order ("how does the heart work" → heart, work). */
  nouns: readonly string[];
  /** Capitalised names and places as written ("Biscuit", "France"). */
  names: readonly string[];
  /** The words worth searching for: nouns, adjectives and main verbs, minus the question's own words. */
  contentWords: readonly string[];
  /** True when a sentence is negated ("I don't like broccoli", "it is not fair"). */
  negated: boolean;
  /** True when the message asks something (a question mark, a question word first, or an inverted verb). */
  isQuestion: boolean;
  questionWord: MentorQuestionWord | null;
  /**
   * The question's subject: the first noun after the question word and its verb ("how does the
   * *heart* work", "why is the *sky* blue", "what is a *volcano*"), or null.
   */
  subject: string | null;
}

/** Words that carry no subject of their own, however compromise tags them. */
const EMPTY_WORDS = new Set(
  (
    'a an the this that these those it its thing things stuff something anything kind sort type lot lots bit ' +
    'me you him her them us we i my your our their his hers mine yours one ones way ways grove please thanks ' +
    'question questions answer fact facts something tell know think want need like get got make made do does did ' +
    'is are was were be been am have has had can could would should will shall may might must let lets say said ' +
    'happen happens happened work works go goes going come comes called call name named much many more most very really ' +
    'just also too so what why how who where when which whats hows whos wheres whens well hey hi hello ok okay'
  ).split(' '),
);

/** The normal form the recognisers compare: lower case, no apostrophes or accents. */
export function mentorParseNormal(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const QUESTION_WORDS: Readonly<Record<string, MentorQuestionWord>> = {
  what: 'what',
  whats: 'what',
  wat: 'what',
  which: 'which',
  why: 'why',
  how: 'how',
  hows: 'how',
  who: 'who',
  whos: 'who',
  where: 'where',
  wheres: 'where',
  when: 'when',
};
const INVERTED = new Set('is are was were do does did can could will would should shall have has am may might'.split(' '));
/** Openers people put before a question: "hey Grove, so, um, what is …". */
const OPENERS = new Set('hey hi hello grove so um umm and but ok okay oh please well'.split(' '));
/** Two-word openers: "quick question, why …", "I wonder why …". */
const OPENER_PAIRS = new Set(['quick question', 'excuse me', 'i wonder', 'i wondered', 'question for', 'i was']);

interface CompromiseTermJson {
  text: string;
  normal?: string;
  tags: string[];
}

/**
 * Parses a message with compromise (an offline English NLP library): its sentences, each word with
 * its parts of speech, the nouns and names, negation, whether it asks something, the question word
 * and the question's subject. The mind's intent and topic decisions read this parse, not raw regexes.
 */
export function mentorParse(text: string): MentorParse {
  const doc = nlp(text);
  const sentences = (doc.sentences().out('array') as string[]).map((sentence) => sentence.trim()).filter(Boolean);
  const json = doc.terms().json() as Array<{ terms: CompromiseTermJson[] }>;
  const terms: MentorParseTerm[] = [];
  for (const entry of json) {
    for (const term of entry.terms) {
      const normal = mentorParseNormal(term.text);
      if (normal.length === 0) {
        // A contraction's hidden half ("I'm" → "am", "don't" → "not") has no text of its own; keep its tags.
        if (term.tags.includes('Negative') && terms.length > 0) {
          const previous = terms[terms.length - 1];
          terms[terms.length - 1] = { ...previous, tags: new Set([...previous.tags, 'Negative']) };
        }
        continue;
      }
      for (const part of normal.split(' ')) terms.push({ text: term.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''), normal: part, tags: new Set(term.tags) });
    }
  }
  const words = terms.map((term) => term.normal);
  const isNoun = (term: MentorParseTerm): boolean => term.tags.has('Noun') && !term.tags.has('Pronoun') && !term.tags.has('Possessive') && !EMPTY_WORDS.has(term.normal);
  const nouns = terms.filter(isNoun).map((term) => term.normal);
  const names = terms
    .filter((term, index) => index > 0 && /^\p{Lu}/u.test(term.text) && term.normal !== 'i' && (term.tags.has('ProperNoun') || term.tags.has('Person') || term.tags.has('Place') || term.tags.has('Noun')))
    .map((term) => term.text);
  const contentWords = terms
    .filter((term) => !EMPTY_WORDS.has(term.normal) && !term.tags.has('Pronoun') && (term.tags.has('Noun') || term.tags.has('Adjective') || term.tags.has('Verb') || term.tags.has('Value')) && !term.tags.has('Copula') && !term.tags.has('Auxiliary') && !term.tags.has('Modal'))
    .map((term) => term.normal);

  let first = 0;
  for (;;) {
    if (first < words.length - 1 && OPENERS.has(words[first])) first += 1;
    else if (first < words.length - 2 && OPENER_PAIRS.has(`${words[first]} ${words[first + 1]}`) && (words[first] !== 'i' || QUESTION_WORDS[words[first + 2]] !== undefined || words[first + 1] === 'wonder')) first += 2;
    else break;
  }
  const opener = words[first] ?? '';
  const questionWord: MentorQuestionWord | null = QUESTION_WORDS[opener] ?? (INVERTED.has(opener) && words.length > first + 1 ? 'yes_no' : null);
  // "Tell me the capital of Kenya", "name the biggest planet": a question in the imperative.
  const askedAsCommand = /^(?:tell me|name) the \w+ of\b/.test(words.slice(first).join(' '));
  const isQuestion = /\?\s*$/.test(text.trim()) || (questionWord !== null && questionWord !== 'yes_no') || (questionWord === 'yes_no' && words.length >= 3) || askedAsCommand;
  const negated = terms.some((term) => term.tags.has('Negative')) || /\b(?:not|never|no)\b/.test(words.join(' '));

  // After a question word the first real noun is the subject ("how does the *heart* work"); else the first noun.
  const subject: string | null = questionWord !== null ? (terms.slice(first + 1).find(isNoun)?.normal ?? null) : (nouns[0] ?? null);
  return { text, sentences, terms, words, nouns, names, contentWords, negated, isQuestion, questionWord, subject };
}
