import { z } from 'zod';

/** The longest journal entry, in characters. */
export const JOURNAL_ENTRY_MAX_CHARS = 10_000;

/** SPEC §9: entries are listed 10 at a time unless the caller asks for another number. */
export const JOURNAL_ENTRIES_DEFAULT_LIMIT = 10;

/** SPEC §9: summaries are listed 5 at a time unless the caller asks for another number. */
export const JOURNAL_SUMMARIES_DEFAULT_LIMIT = 5;

/** The moods an entry (and a prompt) may carry. */
export const JOURNAL_MOODS = ['happy', 'calm', 'proud', 'excited', 'curious', 'tired', 'sad', 'worried', 'angry', 'lonely'] as const;
/** One mood. */
export const JournalMoodSchema = z.enum(JOURNAL_MOODS);

/**
 * Who can see an entry, shown with every entry (issue 16): only the writer, or the writer and their
 * parent. A child's entry rated urgent by the safety filter also raises a flag for the parent — without
 * its text — which the child is told where they write.
 */
export const JournalSeenBySchema = z.enum(['only_you', 'you_and_parent']);

/** One journal entry of a profile. Times are ISO strings. */
export const JournalEntrySchema = z.object({
  id: z.string(),
  profileId: z.string(),
  content: z.string(),
  promptId: z.string().nullable(),
  promptText: z.string().nullable(),
  mood: JournalMoodSchema.nullable(),
  tags: z.array(z.string()),
  /** The browser's id for the entry: an offline entry sent twice is stored once. */
  clientEntryId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  seenBy: JournalSeenBySchema,
});
/** A journal entry. */
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

const JournalTagSchema = z.string().trim().min(1, 'a tag must not be empty').max(32);

/** `POST /api/journal/entry` (SPEC §7 "entry body"): `userId` is the profile (the account's uid or a child's id). */
export const JournalEntryCreateSchema = z.strictObject({
  userId: z.string().min(1).max(128),
  content: z.string().trim().min(1, 'content must not be empty').max(JOURNAL_ENTRY_MAX_CHARS),
  promptId: z.string().max(64).nullable().optional(),
  mood: JournalMoodSchema.nullable().optional(),
  tags: z.array(JournalTagSchema).max(10).optional(),
  clientEntryId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientEntryId must be 8-64 letters, digits, - or _').optional(),
  /** When it was written (an entry written offline keeps its time); at most a day in the future is refused. */
  writtenAt: z.iso.datetime().optional(),
});
/** The body of `POST /api/journal/entry`. */
export type JournalEntryCreate = z.infer<typeof JournalEntryCreateSchema>;

/** `PATCH /api/journal/entry/{entryId}`. */
export const JournalEntryPatchSchema = z
  .strictObject({
    content: z.string().trim().min(1, 'content must not be empty').max(JOURNAL_ENTRY_MAX_CHARS).optional(),
    mood: JournalMoodSchema.nullable().optional(),
    tags: z.array(JournalTagSchema).max(10).optional(),
  })
  .refine((patch) => patch.content !== undefined || patch.mood !== undefined || patch.tags !== undefined, { message: 'nothing to change: send content, mood or tags' });
/** The body of `PATCH /api/journal/entry/{entryId}`. */
export type JournalEntryPatch = z.infer<typeof JournalEntryPatchSchema>;

/** `GET /api/journal/{userId}/entries?limit=&before=&q=`. */
export const JournalEntriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(JOURNAL_ENTRIES_DEFAULT_LIMIT),
  /** Entries written before this time (the next page). */
  before: z.iso.datetime().optional(),
  /** Words the entries must contain. */
  q: z.string().trim().max(100).optional(),
});

/**
 * The entries a caller may read, newest first. A parent whose 9–15 child keeps the journal private
 * gets `restricted: true`, no entries, and only the count (API.md "counts only").
 */
export const JournalEntriesSchema = z.object({
  entries: z.array(JournalEntrySchema),
  /** Every entry of the profile (not only this page). */
  count: z.number().int().nonnegative(),
  restricted: z.boolean(),
});
/** A page of entries. */
export type JournalEntries = z.infer<typeof JournalEntriesSchema>;

/** A profile's journal privacy (issue 16), with defaults by age band. */
export const JournalPrivacySchema = z.object({
  /** Whether the parent reads the entries (4–8: yes by default; 9–15 and adults: no). Null for an adult: there is no parent. */
  parentCanRead: z.boolean().nullable(),
  /** Whether summaries may be written by the connected model (else the builtin mind, offline). */
  modelSummaries: z.boolean(),
  /** Whether entries may feed the mentor's memories. */
  feedMemories: z.boolean(),
});
/** A profile's journal privacy. */
export type JournalPrivacy = z.infer<typeof JournalPrivacySchema>;

/** `PUT /api/journal/{userId}/privacy`: the settings to change (omitted ones stay). */
export const JournalPrivacyUpdateSchema = z.strictObject({
  parentCanRead: z.boolean().optional(),
  modelSummaries: z.boolean().optional(),
  feedMemories: z.boolean().optional(),
});
/** The body of `PUT /api/journal/{userId}/privacy`. */
export type JournalPrivacyUpdate = z.infer<typeof JournalPrivacyUpdateSchema>;

/** The prompt categories (issue 16). */
export const JOURNAL_CATEGORY_IDS = ['gratitude', 'feelings', 'friends', 'family', 'school_work', 'dreams_goals', 'nature', 'creativity', 'kindness', 'memories', 'body_health'] as const;

/** One journal prompt (`GET /api/journal/prompts` and `/api/journal-prompts`). */
export const JournalPromptSchema = z.object({
  id: z.string(),
  text: z.string(),
  contentMode: z.enum(['G', 'PG', 'FULL']),
  category: z.enum(JOURNAL_CATEGORY_IDS),
  moods: z.array(JournalMoodSchema),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** For ages 4–8: picture answers to tap instead of writing. */
  pictureChoices: z.array(z.object({ emoji: z.string(), label: z.string() })).optional(),
  followUps: z.array(z.string()),
});
/** A journal prompt. */
export type JournalPromptItem = z.infer<typeof JournalPromptSchema>;

/** The prompt routes' query (SPEC §7: `content_mode`, `category`, `mood`). A missing mode is PG: a visitor may be a child. */
export const JournalPromptsQuerySchema = z.object({
  content_mode: z.enum(['G', 'PG', 'FULL']).default('PG'),
  category: z.enum(JOURNAL_CATEGORY_IDS).optional(),
  mood: JournalMoodSchema.optional(),
  /** For `/random` and `/guided-session`: the same seed gives the same pick (default: a new one each time). */
  seed: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  /** For `/guided-session`: 3 to 5 prompts. */
  length: z.coerce.number().int().min(3).max(5).optional(),
});

/** `GET …/prompts`: the prompts and the prompt of the day. */
export const JournalPromptListSchema = z.object({ prompts: z.array(JournalPromptSchema), promptOfTheDay: JournalPromptSchema });
/** `GET …/prompts/categories`. */
export const JournalPromptCategoriesSchema = z.object({
  categories: z.array(z.object({ id: z.enum(JOURNAL_CATEGORY_IDS), label: z.string(), emoji: z.string(), count: z.number().int() })),
});
/** `GET …/prompts/guided-session`. */
export const JournalGuidedSessionSchema = z.object({ prompts: z.array(JournalPromptSchema) });

/**
 * What happens to a weekly summary (issue 16): a `draft` the writer may read, edit or hide; `approved`
 * — for a 9–15 child, shared with the parent (an adult's or a 4–8 child's summary needs no approval);
 * `hidden` — kept for the writer only, never shown to a parent.
 */
export const JournalSummaryStatusSchema = z.enum(['draft', 'approved', 'hidden']);

/** A weekly summary of up to 10 entries: themes, mood trend, one encouraging observation. */
export const JournalSummarySchema = z.object({
  id: z.string(),
  profileId: z.string(),
  weekStart: z.iso.datetime(),
  weekEnd: z.iso.datetime(),
  themes: z.array(z.string()),
  moodTrend: z.enum(['brighter', 'steady', 'harder', 'mixed']),
  observation: z.string(),
  /** The summary as shown: the writer's edit when there is one. */
  text: z.string(),
  /** True when the writer changed the words. */
  edited: z.boolean(),
  entryCount: z.number().int().nonnegative(),
  status: JournalSummaryStatusSchema,
  /** Who wrote it: `grove-builtin` (offline) or the connected model's name. */
  madeBy: z.string(),
  /** Whether the writer's parent sees it now. */
  parentSees: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
/** A weekly summary. */
export type JournalSummary = z.infer<typeof JournalSummarySchema>;

/** `GET /api/journal/{userId}/summaries?limit=` and `GET /api/journal/summaries/{userId}?limit=` (default 5). */
export const JournalSummariesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(52).default(JOURNAL_SUMMARIES_DEFAULT_LIMIT),
});

/** The summaries a caller may see, newest week first. */
export const JournalSummariesSchema = z.object({ summaries: z.array(JournalSummarySchema) });
/** A list of summaries. */
export type JournalSummaries = z.infer<typeof JournalSummariesSchema>;

/** `POST /api/journal/{userId}/summaries`: make (or make again) the summary of the week containing `weekOf` (default: this week). */
export const JournalSummaryCreateSchema = z.strictObject({
  weekOf: z.iso.datetime().optional(),
  /** Minutes east of UTC, so the week starts on the writer's Monday. */
  tzOffset: z.number().int().min(-840).max(840).optional(),
});

/** `PATCH /api/journal/summaries/{summaryId}`: the writer's words, or hide / show / approve. */
export const JournalSummaryPatchSchema = z
  .strictObject({
    text: z.string().trim().min(1, 'text must not be empty').max(4000).optional(),
    status: JournalSummaryStatusSchema.optional(),
  })
  .refine((patch) => patch.text !== undefined || patch.status !== undefined, { message: 'nothing to change: send text or status' });
