/**
 * The server-sent events of a streamed `POST /api/chat` (`Accept: text/event-stream`). Kept free of
 * zod so the browser can read a stream without loading schemas.
 *
 * - `conversation`: `{ "conversationId": string }`, first, for a signed-in chat (which is stored): the
 *   conversation the turn belongs to, so a reply stopped before its `done` still continues it;
 * - `token`: `{ "text": string }`, a piece of the reply, in order;
 * - `done`: the whole chat reply shape (SPEC §3), once, last — with `continuousMinutes` for a signed-in
 *   profile (issue 18's break reminder), as in a JSON reply;
 * - `error`: an error body `{ error: { code, message } }`, once, last, when the reply fails after the
 *   stream began (before it begins, errors are ordinary JSON responses with their status).
 */
export const CHAT_STREAM_EVENTS = { conversation: 'conversation', token: 'token', done: 'done', error: 'error' } as const;

/** The name of a chat stream event. */
export type ChatStreamEventName = (typeof CHAT_STREAM_EVENTS)[keyof typeof CHAT_STREAM_EVENTS];

/** The data of a `token` event. */
export interface ChatStreamToken {
  text: string;
}

/** The data of a `conversation` event. */
export interface ChatStreamConversation {
  conversationId: string;
}
