import { z } from 'zod';

/** The longest quest reflection, in characters. */
export const QUEST_REFLECTION_MAX_CHARS = 1_000;

/** A profile's animal guide (issue 21, /spirit-animal shown as "Animal guide"): an id of `@grove/wonder`'s ANIMAL_GUIDES, or none yet. */
export const AnimalGuideStateSchema = z.object({
  profileId: z.string(),
  animalId: z.string().nullable(),
  /** When it was chosen, ISO 8601; null when none is chosen. */
  chosenAt: z.iso.datetime().nullable(),
});
/** `GET /api/wonder/{profileId}/animal-guide` and the answer to its PUT. */
export type AnimalGuideState = z.infer<typeof AnimalGuideStateSchema>;

/** `PUT /api/wonder/{profileId}/animal-guide`: choose a guide, or `null` to have none. */
export const AnimalGuideUpdateSchema = z.strictObject({
  animalId: z.string().min(1).max(64).nullable(),
});
/** The body of `PUT /api/wonder/{profileId}/animal-guide`. */
export type AnimalGuideUpdate = z.infer<typeof AnimalGuideUpdateSchema>;

/** Where a profile is with one quest: accepted (open) or done. A dropped quest leaves no trace. */
export const QuestStatusSchema = z.enum(['accepted', 'done']);

/** One quest a profile accepted (and maybe finished). A quest done again later is a new entry. */
export const QuestEntrySchema = z.object({
  id: z.string(),
  profileId: z.string(),
  /** An id of `@grove/wonder`'s QUESTS. */
  questId: z.string(),
  status: QuestStatusSchema,
  acceptedAt: z.iso.datetime(),
  doneAt: z.iso.datetime().nullable(),
  /**
   * What the person wrote when it was done. For a parent looking at a 9–15 child's quests this is
   * null (the child's words stay theirs: the parent sees what was done and when); a 4–8 child's parent sees it.
   */
  reflection: z.string().nullable(),
});
/** One quest entry. */
export type QuestEntry = z.infer<typeof QuestEntrySchema>;

/**
 * `GET /api/wonder/{profileId}/quests`: the profile's open quests and finished ones, newest first.
 * A parent looking at a child's gets the finished ones only (`viewer: 'parent'`).
 */
export const QuestEntriesSchema = z.object({
  profileId: z.string(),
  viewer: z.enum(['self', 'parent']),
  entries: z.array(QuestEntrySchema),
});
/** The body of `GET /api/wonder/{profileId}/quests`. */
export type QuestEntries = z.infer<typeof QuestEntriesSchema>;

/** `POST /api/wonder/{profileId}/quests/{questId}/done`: the reflection, which may be empty ("done" is enough). */
export const QuestDoneSchema = z.strictObject({
  reflection: z.string().trim().max(QUEST_REFLECTION_MAX_CHARS),
});
/** The body of `POST /api/wonder/{profileId}/quests/{questId}/done`. */
export type QuestDone = z.infer<typeof QuestDoneSchema>;
