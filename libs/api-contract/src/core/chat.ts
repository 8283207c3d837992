import { z } from 'zod';
import { ContentModeSchema } from './accounts';
import { CHAT_MESSAGE_MAX_CHARS } from './chatLimits';
import { ChatMemoryEventSchema } from './memory';

/** One entry of the context the browser holds (SPEC §9: the last 2 entries are sent as context). */
export const ChatHistoryEntrySchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_MESSAGE_MAX_CHARS),
});
/** One entry of local history. */
export type ChatHistoryEntry = z.infer<typeof ChatHistoryEntrySchema>;

/**
 * `POST /api/chat` (SPEC §7). `contentMode` is a wish: the server uses the active profile's mode and
 * may only make it stricter, never looser. `clientMessageId` makes a send idempotent: the offline
 * outbox resends with the same id and the server answers the stored reply instead of charging again.
 */
export const ChatRequestSchema = z.strictObject({
  message: z.string().trim().min(1, 'message must not be empty').max(CHAT_MESSAGE_MAX_CHARS),
  model: z.string().trim().max(100).optional(),
  contentMode: ContentModeSchema.optional(),
  mindstreamMode: z.boolean().optional(),
  localHistory: z.array(ChatHistoryEntrySchema).max(20).optional(),
  userId: z.string().min(1).max(128),
  conversationId: z.string().uuid().nullable().optional(),
  clientMessageId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientMessageId must be 8-64 letters, digits, - or _').optional(),
  gameMode: z.boolean().optional(),
  gameType: z.string().max(64).optional(),
  gameInstructions: z.string().max(CHAT_MESSAGE_MAX_CHARS).optional(),
  gameData: z.record(z.string().max(64), z.json()).optional(),
  /**
   * A temporary conversation (issue 15): saves nothing — no memory is used or captured, and the turn
   * is charged but not kept in the history. The browser holds its context (`localHistory`).
   */
  temporary: z.boolean().optional(),
});
/** The body of `POST /api/chat`. */
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** SPEC §3 Chat reply `meta`. */
export const ChatReplyMetaSchema = z.object({
  /** The tone used: `gentle` (G), `lively` (PG), `natural` (FULL). */
  tone: z.string(),
  /** Why the reply is what it is: the intent recognised, or `safety_redirect`, or `offline`. */
  reason: z.string(),
  /** `safe`, or `redirected` when the family safety filter answered instead of the mentor. */
  ethics: z.string(),
  historical_symbolic_tags: z.array(z.string()),
  /**
   * Issue 18: set when a child's turn was answered by Grove's builtin mind instead of the configured
   * external model, with the reason (`external_model_consent`: the parent has not agreed, or withdrew).
   */
  mind: z.enum(['builtin', 'model']).optional(),
  /** Why {@link ChatReplyMetaSchema}'s `mind` is what it is. */
  mindReason: z.enum(['external_model_consent']).optional(),
});

/**
 * SPEC §3 Chat reply: `response`, `tokensUsed`, `modelUsed` and `meta`. Grove adds the ids the browser
 * needs to continue the conversation and the content mode the server actually used.
 */
export const ChatReplySchema = z.object({
  response: z.string(),
  tokensUsed: z.number().int().nonnegative(),
  modelUsed: z.string(),
  meta: ChatReplyMetaSchema,
  conversationId: z.string().nullable(),
  messageId: z.string().nullable(),
  clientMessageId: z.string().nullable(),
  contentMode: ContentModeSchema,
  /** True when the reply was cut short because the client stopped it. */
  stopped: z.boolean(),
  /** What the turn did with memory (issue 15): saved, updated, refused or forgot one; absent when nothing. */
  memory: ChatMemoryEventSchema.optional(),
  /**
   * Issue 18's break reminder: minutes since the start of the profile's current run of turns (turns
   * less than 10 minutes apart), this one included; the web shows a kind reminder from 60. Absent on
   * a trial chat (no profile).
   */
  continuousMinutes: z.number().int().nonnegative().optional(),
});
/** A chat reply. */
export type ChatReply = z.infer<typeof ChatReplySchema>;

/** A stored conversation, as listed. */
export const ConversationSchema = z.object({
  id: z.string(),
  /** Whose conversation: the account's own id, or a child's id. */
  profileId: z.string(),
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  messageCount: z.number().int(),
});
/** A conversation. */
export type Conversation = z.infer<typeof ConversationSchema>;

/** A stored message. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  tokensUsed: z.number().int(),
  clientMessageId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** A reply the person stopped before it ended (it stays marked so after a reload). */
  stopped: z.boolean().optional(),
});
/** A message. */
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * `GET /api/chat-history/{userId}`: without `conversation_id` the profile's conversations, newest
 * first, and no messages; with it, that conversation and its messages in order.
 */
export const ChatHistorySchema = z.object({
  conversations: z.array(ConversationSchema),
  messages: z.array(ChatMessageSchema),
});
/** The chat history response. */
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

/** `GET /api/system-prompt/{id}?content_mode=`: the instruction text the mentor actually uses. */
export const SystemPromptSchema = z.object({
  contentMode: ContentModeSchema,
  prompt: z.string(),
});
/** The system prompt response. */
export type SystemPrompt = z.infer<typeof SystemPromptSchema>;
