// The chat's plain values, apart from the schemas in chat.ts: the chat screen's first load needs these
// and must not pull zod in with them (a module's schema calls are kept whenever any of its exports is used).

/** The user id the browser sends for an anonymous trial chat (SPEC §7: no authentication is sent). */
export const TRIAL_USER_ID = 'trial_user';

/** The longest message a person may send, in characters. */
export const CHAT_MESSAGE_MAX_CHARS = 4000;
