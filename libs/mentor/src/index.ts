/**
 * @grove/mentor — the server's mentor: Grove's persona and tone by content mode, the family safety
 * filter, the context window, token counting, the builtin and OpenAI-compatible providers, and the
 * turn that ties them together. Pure TypeScript: clocks and timers are injected.
 */
export type {
  MentorContentMode,
  MentorHistoryEntry,
  MentorMemoryNote,
  MentorGuide,
  MentorGameFields,
  MentorGamePlayer,
  MentorGameTurn,
  MentorTurnInput,
  MentorProviderRequest,
  MentorProviderChunk,
  MentorProviderCallOptions,
  MentorProvider,
  MentorSafetyCategory,
  MentorSafetySeverity,
  MentorSafetyFlag,
  MentorSafetyFlagCategory,
  MentorReplyMeta,
  MentorTurnResult,
  MentorTurnTimings,
  MentorTurnEvent,
} from './core/types';
export { mentorSystemPrompt, mentorToneOf } from './core/mentorSystemPrompt';
export { MENTOR_CONTEXT_EXCHANGES, MENTOR_CONTEXT_MAX_ENTRIES, mentorContext } from './core/mentorContext';
export { mentorTokenCount } from './core/mentorTokenCount';
export { MentorProviderError } from './core/mentorProviderError';
export { mentorSafetyCheck, mentorSafetyRedirectOf, type MentorSafetyVerdict } from './core/safety/mentorSafetyCheck';
export {
  MENTOR_BUILTIN_MODEL,
  MENTOR_BUILTIN_WORD_DELAY_MS,
  mentorBuiltinProviderCreate,
  type MentorBuiltinComposeInput,
  type MentorBuiltinProviderOptions,
} from './core/mentorBuiltinProvider';
export { mentorBuiltinReply, type MentorBuiltinReplyInput } from './core/builtin/mentorBuiltinReply';
export { mentorOpenAiProviderCreate, type MentorOpenAiProviderOptions } from './core/mentorOpenAiProvider';
export { MENTOR_FALLBACK_PROVIDER_NAME, mentorFallbackProviderCreate, type MentorFallbackProviderOptions } from './core/mentorFallbackProvider';
export { mentorMindReply, type MentorMindInput } from './core/mind/mentorMindReply';
export { mentorMindWarm } from './core/mind/mentorMindWarm';
export { mentorThreadFactsOf, type MentorThreadFact, type MentorThreadFactKind } from './core/mind/thread/mentorThreadFacts';
export { mentorParse, type MentorParse, type MentorQuestionWord } from './core/mind/understand/mentorParse';
export { mentorKnowledgeFind, mentorKnowledgeSize, type MentorKnowledgeHit } from './core/mind/knowledge/mentorKnowledgeSearch';
export type { MentorKnowledgeCategory, MentorKnowledgeTopic } from './core/mind/knowledge/mentorKnowledgeTopic';
export { mentorMathsAnswer, type MentorMathsAnswer } from './core/mind/maths/mentorMaths';
export {
  mentorWordAskOf,
  mentorWordsAnswer,
  type MentorWordAsk,
  type MentorWordLookup,
  type MentorWordSense,
} from './core/mind/words/mentorWords';
export { mentorWordNetDataParse, mentorWordNetIndexParse } from './core/mind/words/mentorWordNetParse';
export { mentorTurn, type MentorTurnOptions } from './core/mentorTurn';
export { MENTOR_REPLY_UNIT_MAX_CHARS, mentorReplyUnitTake, type MentorReplyUnit } from './core/moderation/mentorReplyUnits';
export {
  mentorIntentOf,
  type MentorIntent,
  type MentorFeeling,
  type MentorIntentReading,
  type MentorQuestionKind,
} from './core/mentorIntent';
export { mentorTagsOf } from './core/mentorTags';
