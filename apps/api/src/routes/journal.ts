import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JournalEntriesQuerySchema,
  JournalEntriesSchema,
  JournalEntryCreateSchema,
  JournalEntryPatchSchema,
  JournalEntrySchema,
  JournalGuidedSessionSchema,
  JournalPrivacySchema,
  JournalPrivacyUpdateSchema,
  JournalPromptCategoriesSchema,
  JournalPromptListSchema,
  JournalPromptSchema,
  JournalPromptsQuerySchema,
  JournalSummariesQuerySchema,
  JournalSummariesSchema,
  JournalSummaryCreateSchema,
  JournalSummaryPatchSchema,
  JournalSummarySchema,
  MESSAGES,
  type JournalPrivacy,
  type JournalPromptItem,
} from '@grove/api-contract';
import { journalGuidedSession, journalPromptById, journalPromptCategories, journalPromptOfDay, journalPromptRandom, journalPromptsFilter, type JournalPrompt } from '@grove/journal';
import { mentorThreadFactsOf } from '@grove/mentor';
import type { RouteDeps } from '../app';
import type { JournalEntryRow } from '../db/schema';
import { actorOf, type Actor } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import {
  journalEntriesList,
  journalEntryCount,
  journalEntryCreate,
  journalEntryToApi,
  journalEntryUpdate,
  journalPrivacyOf,
  journalPrivacySave,
  journalSeenBy,
  journalSummariesOf,
  journalSummaryMake,
  journalSummaryParentSees,
  journalSummaryToApi,
  journalWeekOf,
} from '../services/journal';
import { breakGlassGate } from '../services/adminAudit';
import { alertUrgentEmailsSend } from '../services/alerts';
import { childMentorFor } from '../services/consents';
import { memoryCaptureFacts, memorySettingsOf } from '../services/memories';
import { radarScoreStore } from '../services/radar';
import { profileAccessOf, type ProfileAccess, type ProfileOwner } from '../services/profiles';

const security = [{ bearer: [] }];
const tags = ['journal'];
const ProfileParamsSchema = z.object({ userId: z.string().min(1).max(128) });
const EntryParamsSchema = z.object({ entryId: z.string().uuid() });
const SummaryParamsSchema = z.object({ summaryId: z.string().uuid() });

const ENTRY_NOT_FOUND = 'No such journal entry.';
const WRITER_ONLY = 'A journal is written only by the person it belongs to.';
const NOT_READABLE = "This child's journal is private: you can see how many entries there are and the summaries they share.";
const PG_PRIVACY_IS_THE_CHILD_S = "A 9–15 child's journal is private unless they choose to share it.";
const G_PRIVACY_IS_THE_PARENT_S = "A parent decides who reads a 4–8 child's journal.";
const CHILD_SETTINGS_ARE_THE_PARENT_S = 'Only a parent can change this for a child.';
const NO_PARENT = "An adult's journal has no parent to share it with.";
const SUMMARY_NOT_FOUND = 'No such summary.';
const SUMMARY_WRITER_ONLY = 'A summary is made and changed only by the person whose journal it is.';
const NOTHING_TO_SUMMARISE = 'There are no entries that week to summarise yet.';
/** An entry written offline keeps its time, but not one from tomorrow. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/** A prompt of the library as the API sends it (the library's lists are read-only). */
function promptToApi(prompt: JournalPrompt): JournalPromptItem {
  return {
    id: prompt.id,
    text: prompt.text,
    contentMode: prompt.contentMode,
    category: prompt.category,
    moods: [...prompt.moods],
    difficulty: prompt.difficulty,
    ...(prompt.pictureChoices ? { pictureChoices: prompt.pictureChoices.map((choice) => ({ ...choice })) } : {}),
    followUps: [...prompt.followUps],
  };
}

/** The profile a path or body id names, if the caller may reach its journal (API.md); a child without canJournal gets 403. */
async function journalAccessOf(deps: RouteDeps, actor: Actor, profileId: string): Promise<ProfileAccess> {
  const access = await profileAccessOf(deps, actor, profileId, 'journal');
  if (access.asChild && access.child && !access.child.can_journal) throw apiForbidden(MESSAGES.journalNotAllowed);
  return access;
}

/** Saves the lasting facts of a journal entry as memories, when the profile's memory is on. */
async function journalFeedMemories(deps: RouteDeps, owner: ProfileOwner, row: JournalEntryRow, now: Date): Promise<void> {
  const settings = await memorySettingsOf(deps.db, owner.profileId);
  if (!settings.memoryEnabled || !settings.autoCapture) return;
  const facts = mentorThreadFactsOf([row.content]);
  await memoryCaptureFacts(deps.db, owner, facts, { conversationId: '', offsetMinutes: 0, journalEntryId: row.id }, now);
}

/** Whether the caller writes this journal: its adult owner, or the child itself. */
function isWriter(access: ProfileAccess): boolean {
  return access.asChild || (access.owner.childId === null && !access.asAdmin);
}

/** Whether the caller may read the entries: the writer, an admin, or the parent when the child's privacy allows. */
function mayRead(access: ProfileAccess, privacy: JournalPrivacy): boolean {
  return isWriter(access) || access.asAdmin || (access.asParent && privacy.parentCanRead === true);
}

/**
 * The journal (issue 16; SPEC §7; API.md): entries (`GET /api/journal/{userId}/entries`, `POST
 * /api/journal/entry`, `PATCH`/`DELETE /api/journal/entry/{entryId}`), privacy (`GET`/`PUT
 * /api/journal/{userId}/privacy`) and the public prompts under `/api/journal/prompts` and
 * `/api/journal-prompts` (list, categories, random, guided session). The path's userId is a profile:
 * the account's uid or a child's id.
 */
export function journalRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/journal/:userId/entries',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, querystring: JournalEntriesQuerySchema, response: { 200: JournalEntriesSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const access = await journalAccessOf(deps, actor, request.params.userId);
      // Issue 20: an admin reading another family's journal gives a reason, and the family sees it.
      await breakGlassGate(deps.db, request, actor, { familyId: access.owner.userId, profileId: access.owner.profileId, what: 'journal_entries' }, deps.now());
      const privacy = await journalPrivacyOf(deps.db, access.owner);
      // API.md: a parent whose child keeps the journal private gets the count only.
      if (!mayRead(access, privacy)) return { entries: [], count: await journalEntryCount(deps.db, access.owner.profileId), restricted: true };
      const { rows, count } = await journalEntriesList(deps.db, access.owner.profileId, request.query);
      const seenBy = journalSeenBy(access.owner, privacy);
      return { entries: rows.map((row) => journalEntryToApi(row, seenBy)), count, restricted: false };
    },
  );

  typed.post(
    '/api/journal/entry',
    { preHandler: deps.authenticate, schema: { tags, security, body: JournalEntryCreateSchema, response: { 200: JournalEntrySchema, 201: JournalEntrySchema } } },
    async (request, reply) => {
      const access = await journalAccessOf(deps, actorOf(request), request.body.userId);
      if (!isWriter(access)) throw apiForbidden(WRITER_ONLY);
      const { owner } = access;
      const now = deps.now();
      const body = request.body;
      let promptText: string | null = null;
      if (body.promptId) {
        const prompt = journalPromptById(body.promptId);
        if (!prompt || prompt.contentMode !== owner.contentMode) throw new ApiError(400, 'bad_request', 'body.promptId: not a prompt for this profile', 'body.promptId');
        promptText = prompt.text;
      }
      const writtenAt = body.writtenAt ? new Date(body.writtenAt) : now;
      if (writtenAt.getTime() > now.getTime() + FUTURE_SLACK_MS) throw new ApiError(400, 'bad_request', 'body.writtenAt: must not be in the future', 'body.writtenAt');
      const stored = await journalEntryCreate(
        deps.db,
        owner,
        { content: body.content, promptId: body.promptId ?? null, promptText, mood: body.mood ?? null, tags: body.tags ?? [], clientEntryId: body.clientEntryId ?? null, writtenAt },
        now,
      );
      if (stored.row.profile_id !== owner.profileId) throw new ApiError(409, 'conflict', 'That clientEntryId was already used by another profile.');
      const privacy = await journalPrivacyOf(deps.db, owner);
      // Issue 16, point 7: when allowed, what the writer tells their journal feeds their memories
      // (under the same child rules as the chat; never from an entry the safety filter caught).
      if (stored.created && privacy.feedMemories && stored.row.safety_severity === null) await journalFeedMemories(deps, owner, stored.row, now);
      // Issue 18: a child's urgent entry reaches the parent by e-mail at once, sent after the reply.
      if (stored.created && owner.childId !== null && stored.row.safety_severity === 'urgent') {
        deps.background.run('urgent alert e-mail', () => alertUrgentEmailsSend({ db: deps.db, mailer: deps.mailer, now: deps.now, log: (line) => request.log.warn(line) }, owner.userId));
      }
      // Issue 17: an entry is scored for the radar after the reply, once (the entry is the score's source).
      if (stored.created) {
        const entry = stored.row;
        deps.background.run('radar scoring', () => radarScoreStore(deps.db, deps.features, owner, { text: entry.content, source: 'journal', sourceId: entry.id, at: new Date(entry.created_at) }, deps.mind));
      }
      return reply.code(stored.created ? 201 : 200).send(journalEntryToApi(stored.row, journalSeenBy(owner, privacy)));
    },
  );

  /** An entry by id and the caller's access to its profile: 404 when there is none, 403 when it is another's. */
  const entryAccess = async (actor: Actor, entryId: string) => {
    const row = await deps.db.selectFrom('journal_entries').selectAll().where('id', '=', entryId).executeTakeFirst();
    if (!row) throw apiNotFound(ENTRY_NOT_FOUND);
    const access = await journalAccessOf(deps, actor, row.profile_id);
    return { row, access };
  };

  typed.patch(
    '/api/journal/entry/:entryId',
    { preHandler: deps.authenticate, schema: { tags, security, params: EntryParamsSchema, body: JournalEntryPatchSchema, response: { 200: JournalEntrySchema } } },
    async (request) => {
      const { row, access } = await entryAccess(actorOf(request), request.params.entryId);
      if (!isWriter(access)) throw apiForbidden(WRITER_ONLY);
      const updated = await journalEntryUpdate(deps.db, access.owner, row, request.body, deps.now());
      return journalEntryToApi(updated, journalSeenBy(access.owner, await journalPrivacyOf(deps.db, access.owner)));
    },
  );

  typed.delete(
    '/api/journal/entry/:entryId',
    { preHandler: deps.authenticate, schema: { tags, security, params: EntryParamsSchema } },
    async (request, reply) => {
      const { row, access } = await entryAccess(actorOf(request), request.params.entryId);
      // The writer, an admin, and a parent who may read it (parents own the family's data; a private
      // entry the parent cannot read is not theirs to delete unseen).
      if (!mayRead(access, await journalPrivacyOf(deps.db, access.owner))) throw apiForbidden(NOT_READABLE);
      await deps.db.deleteFrom('journal_entries').where('id', '=', row.id).execute();
      return reply.code(204).send();
    },
  );

  typed.get(
    '/api/journal/:userId/privacy',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, response: { 200: JournalPrivacySchema } } },
    async (request) => {
      const access = await journalAccessOf(deps, actorOf(request), request.params.userId);
      return journalPrivacyOf(deps.db, access.owner);
    },
  );

  typed.put(
    '/api/journal/:userId/privacy',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, body: JournalPrivacyUpdateSchema, response: { 200: JournalPrivacySchema } } },
    async (request) => {
      const access = await journalAccessOf(deps, actorOf(request), request.params.userId);
      const { owner } = access;
      const change = request.body;
      const current = await journalPrivacyOf(deps.db, owner);
      if (owner.childId === null) {
        if (change.parentCanRead !== undefined) throw new ApiError(400, 'bad_request', `body.parentCanRead: ${NO_PARENT}`, 'body.parentCanRead');
      } else {
        // Who reads a child's journal: the parent decides for 4–8; a 9–15 child decides for themselves.
        if (change.parentCanRead !== undefined && change.parentCanRead !== current.parentCanRead) {
          if (owner.contentMode === 'G' && access.asChild) throw apiForbidden(G_PRIVACY_IS_THE_PARENT_S);
          // A parent may make it more private, never less.
          if (owner.contentMode === 'PG' && !access.asChild && change.parentCanRead) throw apiForbidden(PG_PRIVACY_IS_THE_CHILD_S);
        }
        // A model writing a child's summaries, and entries feeding memories, are the parent's to allow.
        const parentOnly = (change.modelSummaries !== undefined && change.modelSummaries !== current.modelSummaries) || (change.feedMemories !== undefined && change.feedMemories !== current.feedMemories);
        if (parentOnly && access.asChild) throw apiForbidden(CHILD_SETTINGS_ARE_THE_PARENT_S);
      }
      const next: JournalPrivacy = {
        parentCanRead: owner.childId === null ? null : (change.parentCanRead ?? current.parentCanRead),
        modelSummaries: change.modelSummaries ?? current.modelSummaries,
        feedMemories: change.feedMemories ?? current.feedMemories,
      };
      return journalPrivacySave(deps.db, owner, next, deps.now());
    },
  );

  // Summaries, under both path shapes SPEC names. The writer sees all of theirs; a parent those they
  // may see (a shared journal's, or one the 9–15 child approved; never a hidden one); an admin all.
  const summariesRead = async (request: { params: { userId: string }; query: { limit: number } } & Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(request);
    const access = await journalAccessOf(deps, actor, request.params.userId);
    // Issue 20: summaries are made of the journal's words: the same gate as the entries.
    await breakGlassGate(deps.db, request, actor, { familyId: access.owner.userId, profileId: access.owner.profileId, what: 'journal_summaries' }, deps.now());
    const privacy = await journalPrivacyOf(deps.db, access.owner);
    const rows = await journalSummariesOf(deps.db, access.owner.profileId);
    const visible = isWriter(access) || access.asAdmin ? rows : rows.filter((row) => journalSummaryParentSees(access.owner, privacy, row.status));
    return { summaries: visible.slice(0, request.query.limit).map((row) => journalSummaryToApi(row, journalSummaryParentSees(access.owner, privacy, row.status))) };
  };
  for (const path of ['/api/journal/:userId/summaries', '/api/journal/summaries/:userId']) {
    typed.get(
      path,
      { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, querystring: JournalSummariesQuerySchema, response: { 200: JournalSummariesSchema } } },
      summariesRead,
    );
  }

  typed.post(
    '/api/journal/:userId/summaries',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, body: JournalSummaryCreateSchema.optional(), response: { 200: JournalSummarySchema, 201: JournalSummarySchema } } },
    async (request, reply) => {
      const access = await journalAccessOf(deps, actorOf(request), request.params.userId);
      if (!isWriter(access)) throw apiForbidden(SUMMARY_WRITER_ONLY);
      const now = deps.now();
      const offsetMinutes = request.body?.tzOffset ?? 0;
      const week = journalWeekOf(request.body?.weekOf ? new Date(request.body.weekOf) : now, offsetMinutes);
      if (week.start.getTime() > now.getTime()) throw new ApiError(400, 'bad_request', 'body.weekOf: must not be a week still to come', 'body.weekOf');
      const privacy = await journalPrivacyOf(deps.db, access.owner);
      const before = await deps.db.selectFrom('journal_summaries').select('id').where('profile_id', '=', access.owner.profileId).where('week_start', '=', week.start).executeTakeFirst();
      // Issue 18: a child's entries reach an external model only with the parent's external_model
      // consent in force too (besides the journal's own switch); else Grove's own mind summarises.
      const provider = access.owner.childId === null ? deps.mentor : (await childMentorFor(deps.db, access.owner.userId, deps)).provider;
      const row = await journalSummaryMake(deps.db, provider, access.owner, privacy, { ...week, offsetMinutes }, now);
      if (!row) throw new ApiError(409, 'conflict', NOTHING_TO_SUMMARISE);
      return reply.code(before ? 200 : 201).send(journalSummaryToApi(row, journalSummaryParentSees(access.owner, privacy, row.status)));
    },
  );

  typed.patch(
    '/api/journal/summaries/:summaryId',
    { preHandler: deps.authenticate, schema: { tags, security, params: SummaryParamsSchema, body: JournalSummaryPatchSchema, response: { 200: JournalSummarySchema } } },
    async (request) => {
      const found = await deps.db.selectFrom('journal_summaries').selectAll().where('id', '=', request.params.summaryId).executeTakeFirst();
      if (!found) throw apiNotFound(SUMMARY_NOT_FOUND);
      const access = await journalAccessOf(deps, actorOf(request), found.profile_id);
      // The writer reads, edits, hides and approves; a parent never changes the child's summary.
      if (!isWriter(access)) throw apiForbidden(SUMMARY_WRITER_ONLY);
      const { text, status } = request.body;
      const row = await deps.db
        .updateTable('journal_summaries')
        .set({
          ...(text !== undefined ? { edited_text: text === found.text ? null : text } : {}),
          ...(status !== undefined ? { status } : {}),
          updated_at: deps.now(),
        })
        .where('id', '=', found.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const privacy = await journalPrivacyOf(deps.db, access.owner);
      return journalSummaryToApi(row, journalSummaryParentSees(access.owner, privacy, row.status));
    },
  );

  // Prompts are public (a trial visitor gets prompts only), under both paths SPEC names.
  for (const base of ['/api/journal/prompts', '/api/journal-prompts']) {
    typed.get(base, { schema: { tags, querystring: JournalPromptsQuerySchema, response: { 200: JournalPromptListSchema } } }, async (request) => {
      const { content_mode: contentMode, category, mood } = request.query;
      return {
        prompts: journalPromptsFilter({ contentMode, ...(category ? { category } : {}), ...(mood ? { mood } : {}) }).map(promptToApi),
        promptOfTheDay: promptToApi(journalPromptOfDay(contentMode, deps.now().getTime())),
      };
    });
    typed.get(`${base}/categories`, { schema: { tags, querystring: JournalPromptsQuerySchema, response: { 200: JournalPromptCategoriesSchema } } }, async (request) => ({
      categories: journalPromptCategories(request.query.content_mode),
    }));
    typed.get(`${base}/random`, { schema: { tags, querystring: JournalPromptsQuerySchema, response: { 200: JournalPromptSchema } } }, async (request) => {
      const { content_mode: contentMode, category, mood, seed } = request.query;
      const prompt = journalPromptRandom({ contentMode, ...(category ? { category } : {}), ...(mood ? { mood } : {}) }, seed ?? randomInt(2_147_483_647));
      if (!prompt) throw apiNotFound('No prompt matches that category and mood.');
      return promptToApi(prompt);
    });
    typed.get(`${base}/guided-session`, { schema: { tags, querystring: JournalPromptsQuerySchema, response: { 200: JournalGuidedSessionSchema } } }, async (request) => {
      const { content_mode: contentMode, category, mood, seed, length } = request.query;
      const prompts = journalGuidedSession(contentMode, seed ?? randomInt(2_147_483_647), { ...(category ? { category } : {}), ...(mood ? { mood } : {}), ...(length ? { length } : {}) });
      return { prompts: prompts.map(promptToApi) };
    });
  }
}
