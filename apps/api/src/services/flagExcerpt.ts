import { ALERT_EXCERPT_MAX_CHARS } from '@grove/api-contract';
import { safetyClassify, type SafetyContentMode, type SafetyDirection } from '@grove/safety';

/** A caught text and how it was judged. */
export interface FlagExcerptInput {
  /** The text the layer judged: the child's message, or the reply's sentence so far. */
  text: string;
  /** The flag's category (a `@grove/safety` category, or one a remote layer named the same way). */
  category: string;
  direction: SafetyDirection;
  contentMode: SafetyContentMode;
}

/** Sentences of a text: cut after . ! ? … (and line breaks), keeping each sentence's own words. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0);
}

/** Cuts a text to at most `max` characters at a word, marking the cut with an ellipsis. */
function excerptCut(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

/**
 * The excerpt a parent sees of a flagged text (issue 18): only the sentence(s) the family safety
 * classifier catches on their own — those of the flag's category first, else any it catches — so the
 * rest of what the child wrote stays theirs. When no single sentence is caught (the harm spans
 * sentences, or a remote layer caught what the offline classifier does not), the whole text stands.
 * Sentences that are not next to each other are joined with " … ". At most 300 characters, cut at a
 * word. Null for an empty text.
 */
export function flagExcerptOf(input: FlagExcerptInput): string | null {
  const sentences = sentencesOf(input.text);
  if (sentences.length === 0) return null;
  const verdicts = sentences.map((sentence) => safetyClassify(sentence, { direction: input.direction, contentMode: input.contentMode }));
  const sameCategory = verdicts.flatMap((verdict, index) => (!verdict.safe && verdict.category === input.category ? [index] : []));
  const anyCaught = verdicts.flatMap((verdict, index) => (verdict.safe ? [] : [index]));
  const kept = sameCategory.length > 0 ? sameCategory : anyCaught.length > 0 ? anyCaught : sentences.map((_, index) => index);
  let joined = '';
  kept.forEach((index, position) => {
    const previous = kept[position - 1];
    if (position > 0) joined += previous !== undefined && previous === index - 1 ? ' ' : ' … ';
    joined += sentences[index] ?? '';
  });
  return excerptCut(joined, ALERT_EXCERPT_MAX_CHARS);
}
