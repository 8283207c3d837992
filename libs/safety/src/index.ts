/**
 * @grove/safety — Grove's family safety classifier: one verdict (category, severity, whether the person
 * needs care) for a child's message, a reply from the builtin mentor or a model, and later a journal
 * entry or a memory; the kind redirects and care replies (with crisis lines by locale) that replace an
 * unsafe text. Pure TypeScript, no I/O.
 */
export type {
  SafetyCategory,
  SafetyClassifyOptions,
  SafetyContentMode,
  SafetyDirection,
  SafetySeverity,
  SafetyVerdict,
} from './core/types';
export { SAFETY_SAFE, safetyClassify, safetyMentions } from './core/safetyClassify';
export {
  SAFETY_CRISIS_LINES,
  SAFETY_CRISIS_LINE_INTERNATIONAL,
  SAFETY_REDIRECTS,
  SAFETY_TRY_AGAIN,
  safetyCrisisLineOf,
  safetyRedirect,
  type SafetyCrisisLine,
} from './core/safetyRedirects';
export type { SafetyModerationContext, SafetyModerationLayer, SafetyModerationVerdict } from './core/moderation/safetyModerationTypes';
export { SAFETY_OFFLINE_LAYER, safetyModerationCheck, type SafetyModerationOutcome } from './core/moderation/safetyModerationCheck';
export {
  SAFETY_MODERATION_OPENAI_CATEGORIES,
  safetyModerationOpenAiVerdict,
  type SafetyModerationOpenAiResult,
} from './core/moderation/safetyModerationOpenAi';
export {
  SAFETY_MODERATION_GUARD_CODES,
  safetyModerationGuardMessages,
  safetyModerationGuardVerdict,
  type SafetyModerationGuardMessage,
} from './core/moderation/safetyModerationGuard';
