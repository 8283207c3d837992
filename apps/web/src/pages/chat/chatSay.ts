/** The longest text "talk about this" may hand to the composer (a card's question, a story's question). */
export const CHAT_SAY_MAX_CHARS = 1_000;

/**
 * The words a page handed to the chat's composer with `?say=` (issue 21: an oracle card's "Talk about
 * this", an old story's "What did you think?"): trimmed and cut to {@link CHAT_SAY_MAX_CHARS}, or null.
 * They are put in the composer, never sent by themselves.
 */
export function chatSayTake(search: URLSearchParams): string | null {
  const text = (search.get('say') ?? '').trim().slice(0, CHAT_SAY_MAX_CHARS);
  return text === '' ? null : text;
}

/** The path of a chat with `text` waiting in its composer. */
export function chatSayPath(chatPath: string, text: string): string {
  const [path, query = ''] = chatPath.split('?');
  const params = new URLSearchParams(query);
  params.set('say', text.slice(0, CHAT_SAY_MAX_CHARS));
  return `${path}?${params.toString()}`;
}
