/**
 * The longest piece of a reply released at once while its sentence goes on (G and PG): a sentence
 * longer than this is released in pieces, each checked, so a reply without full stops still streams.
 */
export const MENTOR_REPLY_UNIT_MAX_CHARS = 200;

/** The end of a sentence: terminal punctuation (and closing quotes) followed by space, or a line break. */
const SENTENCE_END = /[.!?…]+["'”’)]*\s+|\n+/;

/** A piece of held-back reply text ready to be checked and released. */
export interface MentorReplyUnit {
  /** The text of the piece, at most {@link MENTOR_REPLY_UNIT_MAX_CHARS} characters. */
  unit: string;
  /** What stays held back after it. */
  rest: string;
  /** True when the piece ends its sentence; false when it is a cut of a longer sentence. */
  sentenceEnds: boolean;
}

/** The index of the last whitespace character of a text, or -1. */
function lastWhitespaceOf(text: string): number {
  for (let index = text.length - 1; index >= 0; index -= 1) if (/\s/.test(text[index] ?? '')) return index;
  return -1;
}

/**
 * Takes the next release unit off the front of the held-back text: a complete sentence, or — when the
 * sentence runs past {@link MENTOR_REPLY_UNIT_MAX_CHARS} — its first piece, cut after the last
 * whitespace within the limit (hard at the limit when there is none). Null while the front sentence is
 * still short and unfinished. With `final` (the provider is done) the rest counts as a finished
 * sentence.
 */
export function mentorReplyUnitTake(pending: string, final: boolean): MentorReplyUnit | null {
  if (pending.length === 0) return null;
  const match = SENTENCE_END.exec(pending);
  const end = match ? match.index + match[0].length : final ? pending.length : null;
  if (end !== null && end <= MENTOR_REPLY_UNIT_MAX_CHARS) return { unit: pending.slice(0, end), rest: pending.slice(end), sentenceEnds: true };
  if (end === null && pending.length <= MENTOR_REPLY_UNIT_MAX_CHARS) return null;
  const space = lastWhitespaceOf(pending.slice(0, MENTOR_REPLY_UNIT_MAX_CHARS));
  const cut = space > 0 ? space + 1 : MENTOR_REPLY_UNIT_MAX_CHARS;
  return { unit: pending.slice(0, cut), rest: pending.slice(cut), sentenceEnds: false };
}
