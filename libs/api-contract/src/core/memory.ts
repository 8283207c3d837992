import { z } from 'zod';

/** The longest memory, in characters: a sentence or two, not an essay. */
export const MEMORY_CONTENT_MAX_CHARS = 500;

/** At most this many tags on one memory, each at most 32 characters. */
export const MEMORY_TAGS_MAX = 10;

const MemoryTagSchema = z.string().trim().min(1, 'a tag must not be empty').max(32);

/** Whether a memory may be used: a 4–8 child's new memory waits for the parent's approval. */
export const MemoryApprovalSchema = z.enum(['pending', 'approved']);

/** Where a memory came from: a message of a conversation, a journal entry, or added by hand on the memories screen. */
export const MemorySourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('conversation'), conversationId: z.string().nullable(), messageIndex: z.number().int() }),
  /** A journal entry, when the writer lets the journal feed memories (null once the entry is deleted). */
  z.object({ kind: z.literal('journal'), entryId: z.string().nullable() }),
  z.object({ kind: z.literal('manual') }),
]);

/**
 * One saved memory of a profile (issue 15). `profileId` is the account's uid or a child's id. Times
 * are ISO strings. `state` says what the mentor does with it: `active` (used), `pending` (waits for
 * the parent), `expired` (kept on the list, no longer used), `deleted` (soft-deleted: restorable
 * until `purgeAt`).
 */
export const MemorySchema = z.object({
  id: z.string(),
  profileId: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  source: MemorySourceSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  pinned: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
  approval: MemoryApprovalSchema,
  deletedAt: z.iso.datetime().nullable(),
  /** When a deleted memory is gone for good (30 days after deletion); null while kept. */
  purgeAt: z.iso.datetime().nullable(),
  state: z.enum(['active', 'pending', 'expired', 'deleted']),
  /** How many times the person said this memory helped. */
  helpfulCount: z.number().int().nonnegative(),
});
/** One saved memory. */
export type MemoryItem = z.infer<typeof MemorySchema>;

/** A profile's memory switches: memory on or off, and automatic capture from chat on or off. */
export const MemorySettingsSchema = z.object({
  memoryEnabled: z.boolean(),
  autoCapture: z.boolean(),
});
/** A profile's memory switches. */
export type MemorySettings = z.infer<typeof MemorySettingsSchema>;

/** `POST /api/memory/users` (SPEC §7 "user body"): the profile's memory switches; omitted ones stay. */
export const MemorySettingsUpdateSchema = z.strictObject({
  userId: z.string().min(1).max(128),
  memoryEnabled: z.boolean().optional(),
  autoCapture: z.boolean().optional(),
});
/** The body of `POST /api/memory/users`. */
export type MemorySettingsUpdate = z.infer<typeof MemorySettingsUpdateSchema>;

/** `GET /api/memory/{userId}`: the profile's switches, its content mode and every memory it has (newest first). */
export const MemoryProfileSchema = z.object({
  profileId: z.string(),
  contentMode: z.enum(['G', 'PG', 'FULL']),
  settings: MemorySettingsSchema,
  memories: z.array(MemorySchema),
  /** How many wait for the parent's approval. */
  pendingCount: z.number().int().nonnegative(),
});
/** A profile's memories and switches. */
export type MemoryProfileView = z.infer<typeof MemoryProfileSchema>;

/** `GET /api/memory/users/{userId}/saved-memories`: the memories that are kept (not deleted), newest first. */
export const SavedMemoriesSchema = z.object({ memories: z.array(MemorySchema) });
/** The saved memories. */
export type SavedMemories = z.infer<typeof SavedMemoriesSchema>;

/** `POST /api/memory`: a memory added by hand. `userId` is the profile (the account's uid or a child's id). */
export const MemoryCreateSchema = z.strictObject({
  userId: z.string().min(1).max(128),
  content: z.string().trim().min(1, 'content must not be empty').max(MEMORY_CONTENT_MAX_CHARS),
  tags: z.array(MemoryTagSchema).max(MEMORY_TAGS_MAX).default([]),
});
/** The body of `POST /api/memory`. */
export type MemoryCreate = z.input<typeof MemoryCreateSchema>;

/** `PATCH /api/memory/{memoryId}`: new words, tags or pin (pinning a child's memory is the parent's). */
export const MemoryPatchSchema = z
  .strictObject({
    content: z.string().trim().min(1, 'content must not be empty').max(MEMORY_CONTENT_MAX_CHARS).optional(),
    tags: z.array(MemoryTagSchema).max(MEMORY_TAGS_MAX).optional(),
    pinned: z.boolean().optional(),
  })
  .refine((patch) => patch.content !== undefined || patch.tags !== undefined || patch.pinned !== undefined, {
    message: 'nothing to change: send content, tags or pinned',
  });
/** The body of `PATCH /api/memory/{memoryId}`. */
export type MemoryPatch = z.infer<typeof MemoryPatchSchema>;

/**
 * What adding a memory did (`POST /api/memory`, and a chat turn's `memory`): `added` or `updated`
 * (a later fact about the same thing), `unchanged` (already remembered), `refused` (a personal detail
 * a child may not keep; `notice` says why, kindly), `full` (200 pinned memories). `notice` is what to
 * tell the person ("Grove will remember this — your parent can see your memories"), `expired` the
 * older memory that made room.
 */
export const MemoryWriteSchema = z.object({
  outcome: z.enum(['added', 'updated', 'unchanged', 'refused', 'full']),
  memory: MemorySchema.nullable(),
  notice: z.string().nullable(),
  expired: MemorySchema.nullable(),
});
/** What adding a memory did. */
export type MemoryWrite = z.infer<typeof MemoryWriteSchema>;

/** `POST /api/symbolic/memory-feedback`: this memory is wrong (deleted), outdated (expired) or helpful. */
export const MemoryFeedbackSchema = z.strictObject({
  userId: z.string().min(1).max(128),
  memoryId: z.string().uuid(),
  feedback: z.enum(['wrong', 'outdated', 'helpful']),
});
/** The body of `POST /api/symbolic/memory-feedback`. */
export type MemoryFeedback = z.infer<typeof MemoryFeedbackSchema>;

/** `GET /api/memory/users/{userId}/timeline?unit=day|week|month&tzOffset=minutes`. */
export const MemoryTimelineQuerySchema = z.object({
  unit: z.enum(['day', 'week', 'month']).default('week'),
  /** Minutes east of UTC (`-new Date().getTimezoneOffset()`), so days break at the person's midnight. */
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
});

/** One group of the timeline: a day, week or month, its label and its memories (newest first). */
export const MemoryTimelineGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The group's first moment in the person's time zone. */
  startsAt: z.iso.datetime(),
  memories: z.array(MemorySchema),
});

/** The memory timeline: kept memories grouped by when they were made, newest group first. */
export const MemoryTimelineSchema = z.object({
  unit: z.enum(['day', 'week', 'month']),
  groups: z.array(MemoryTimelineGroupSchema),
});
/** The memory timeline. */
export type MemoryTimeline = z.infer<typeof MemoryTimelineSchema>;

/**
 * What a chat turn did with memory (`ChatReply.memory`): the memory it saved or changed (the chat's
 * "I'll remember that" chip with Undo), one it refused to keep (with the kind reason), or one the
 * person asked it to forget.
 */
export const ChatMemoryEventSchema = z.object({
  outcome: z.enum(['added', 'updated', 'refused', 'forgotten']),
  memory: MemorySchema.nullable(),
  /** For `updated`: the words before, so Undo can put them back. */
  previousContent: z.string().nullable(),
  notice: z.string().nullable(),
});
/** What a chat turn did with memory. */
export type ChatMemoryEvent = z.infer<typeof ChatMemoryEventSchema>;
