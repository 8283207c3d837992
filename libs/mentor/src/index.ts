/**
 * @grove/mentor — the server's mentor: Grove's persona and tone by content mode, the family safety
 * filter, the context window, token counting, the builtin and OpenAI-compatible providers, and the
 * turn that ties them together. Pure TypeScript: clocks and timers are injected.
 */
export type {
  MentorContentMode,
  MentorHistoryEntry,
  MentorGameFields,
  MentorGamePlayer,
  MentorGameTurn,
  MentorTurnInput,
  MentorProviderRequest,
  MentorProviderChunk,
  MentorProviderCallOptions,
  MentorProvider,
  MentorSafetyCategory,
  MentorSafetyFlag,
  MentorReplyMeta,
  MentorTurnResult,
  MentorTurnEvent,
} from './core/types';
export { mentorSystemPrompt, mentorToneOf } from './core/mentorSystemPrompt';
export { MENTOR_CONTEXT_EXCHANGES, MENTOR_CONTEXT_MAX_ENTRIES, mentorContext } from './core/mentorContext';
export { mentorTokenCount } from './core/mentorTokenCount';
export { MentorProviderError } from './core/mentorProviderError';
export { mentorSafetyCheck, mentorSafetyCategoryOf, type MentorSafetyVerdict } from './core/safety/mentorSafetyCheck';
export { MENTOR_SAFETY_REDIRECTS } from './core/safety/mentorSafetyRedirects';
export {
  MENTOR_BUILTIN_MODEL,
  MENTOR_BUILTIN_WORD_DELAY_MS,
  mentorBuiltinProviderCreate,
  type MentorBuiltinProviderOptions,
} from './core/mentorBuiltinProvider';
export { mentorBuiltinReply, type MentorBuiltinReplyInput } from './core/builtin/mentorBuiltinReply';
export { mentorOpenAiProviderCreate, type MentorOpenAiProviderOptions } from './core/mentorOpenAiProvider';
export { mentorTurn, type MentorTurnOptions } from './core/mentorTurn';
export {
  mentorIntentOf,
  type MentorIntent,
  type MentorFeeling,
  type MentorIntentReading,
  type MentorQuestionKind,
} from './core/mentorIntent';
export { mentorTagsOf } from './core/mentorTags';
