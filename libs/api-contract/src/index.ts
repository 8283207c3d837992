/**
 * @grove/api-contract — the request and response shapes shared by the web app and the API, the
 * error body and codes, and the exact messages of SPEC §8.
 *
 * Zod schemas live in their own modules (`*Schema.ts`, `system.ts`) so that a browser importing only
 * messages, codes or types does not pull zod into its bundle (the package is side-effect free).
 */
export { MESSAGES, type MessageKey } from './core/messages';
export {
  ACCOUNT_TOKEN_ERROR_CODES,
  ERROR_CODES,
  errorBody,
  errorBodyParse,
  type AccountTokenErrorCode,
  type ErrorBody,
  type ErrorCode,
} from './core/errorBody';
export { ErrorBodySchema } from './core/errorBodySchema';
export { ClientConfigSchema, MentorStatusSchema, SystemStatusSchema, type ClientConfig, type MentorStatus, type SystemStatus } from './core/system';
export {
  AdminUserListSchema,
  AdminUserRowSchema,
  ChildAgeSchema,
  ChildCreateSchema,
  ChildPatchSchema,
  ChildPermissionsSchema,
  ChildSchema,
  ContentModeSchema,
  ParentPinSetSchema,
  PinDigestSchema,
  PinVerifyResultSchema,
  PinVerifySchema,
  RoleSchema,
  UserPatchSchema,
  UserSchema,
  UserSettingsSchema,
  WelcomeEmailSchema,
  type AdminUserList,
  type Child,
  type ChildCreate,
  type ChildPatch,
  type ContentModeValue,
  type ParentPinSet,
  type PinVerify,
  type PinVerifyResult,
  type Role,
  type User,
  type UserPatch,
  type UserSettings,
  type WelcomeEmail,
} from './core/accounts';
export {
  CHAT_MESSAGE_MAX_CHARS,
  ChatHistoryEntrySchema,
  ChatHistorySchema,
  ChatMessageSchema,
  ChatReplyMetaSchema,
  ChatReplySchema,
  ChatRequestSchema,
  ConversationSchema,
  SystemPromptSchema,
  TRIAL_USER_ID,
  type ChatHistory,
  type ChatHistoryEntry,
  type ChatMessage,
  type ChatReply,
  type ChatRequest,
  type Conversation,
  type SystemPrompt,
} from './core/chat';
export { CHAT_STREAM_EVENTS, type ChatStreamConversation, type ChatStreamEventName, type ChatStreamToken } from './core/chatStream';
export {
  CheckoutRequestSchema,
  CheckoutResultSchema,
  TokenBalanceSchema,
  TokenPackageListSchema,
  TokenPackageSchema,
  type CheckoutRequest,
  type CheckoutResult,
  type TokenBalance,
  type TokenPackage,
  type TokenPackageList,
} from './core/tokens';
export {
  TRIAL_DEVICE_FACT_MAX_CHARS,
  TRIAL_DEVICE_HEADERS,
  TRIAL_DEVICE_ID_MAX_CHARS,
  TRIAL_REASONS,
  TrialReasonSchema,
  TrialStatusSchema,
  type TrialReasonCode,
  type TrialStatus,
} from './core/trial';
