import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_STREAM_EVENTS,
  ChatHistorySchema,
  ChatReplySchema,
  ChatRequestSchema,
  MESSAGES,
  TRIAL_USER_ID,
  errorBody,
  type ChatReply,
  type ChatRequest,
  type ChatStreamEventName,
  type ContentModeValue,
} from '@grove/api-contract';
import { gameAllowed, gameTypeIs } from '@grove/game-engines';
import { memoryDelete, memoryPersonalDetailOf, memoryPersonalDetailReason, type Memory, type MemoryContentMode } from '@grove/memory';
import { guidedThemeOfGameType } from '@grove/guided-themes';
import {
  MentorProviderError,
  mentorTokenCount,
  mentorTurn,
  mentorThreadFactsOf,
  type MentorContentMode,
  type MentorHistoryEntry,
  type MentorProvider,
  type MentorTurnEvent,
  type MentorTurnInput,
  type MentorTurnOptions,
  type MentorTurnResult,
} from '@grove/mentor';
import type { RouteDeps } from '../app';
import type { ConversationRow } from '../db/schema';
import { actorOf, type Actor } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import {
  chatContentMode,
  chatContextLoad,
  chatHistoryLoad,
  chatKindOf,
  chatPreCheck,
  chatReplay,
  chatTurnStore,
  conversationDelete,
  conversationDropIfEmpty,
  conversationLookup,
  conversationOpen,
  type ChatProfile,
  type ChatTurnStored,
} from '../services/chat';
import { breakGlassGate } from '../services/adminAudit';
import { alertUrgentEmailsSend } from '../services/alerts';
import { childFind } from '../services/children';
import { childMentorFor } from '../services/consents';
import { limitsEnforce, usageContinuousMinutes, usageDayOf, usageRecord } from '../services/limits';
import { memoryCaptureFacts, memoryListOf, memorySave, memoryTurnRead, memoryUsableOf, type MemoryOwner } from '../services/memories';
import {
  memoryCommandOf,
  memoryForgetReply,
  memoryForgetTarget,
  memoryNoteOf,
  memoryRecallReply,
  mentorFixedProvider,
} from '../services/memoryChat';
import { radarScoreStore } from '../services/radar';
import { referralConversionRun } from '../services/founders';
import type { TokenRefusal } from '../services/tokenLedger';
import { trialCharge, trialDeviceOf, trialIpOf, trialPaymentRequired, trialStatus } from '../services/trial';
import { animalGuideForTurn } from '../services/wonder';

const security = [{ bearer: [] }];
const HistoryParamsSchema = z.object({ userId: z.string().min(1).max(128) });
const HistoryQuerySchema = z.object({ conversation_id: z.string().uuid().optional() });
const DeleteParamsSchema = z.object({ userId: z.string().min(1).max(128), conversationId: z.string().uuid() });

const CONVERSATION_NOT_FOUND = 'No such conversation.';
const CONVERSATION_NOT_YOURS = 'That conversation belongs to another profile.';
const CONVERSATION_OTHER_KIND = 'conversationId must name a conversation of the same kind (chat, game or guided).';
const TEMPORARY_FOR_ADULTS = "A child's conversations are kept for their parent: temporary conversations are for adults.";
const TEMPORARY_CHATS_ONLY = 'temporary: only a chat can be temporary, not a game or a guided conversation.';

/**
 * The content mode of a trial chat: PG. An anonymous visitor may be a child, so the adult default
 * (FULL) is never used; the request may only make it stricter (G).
 */
const TRIAL_CONTENT_MODE: ContentModeValue = 'PG';

/**
 * 402 for an account whose tokens cannot pay: its own code (never the trial's, which sends the browser
 * to /signup), and for a child profile the kind "ask your grown-up" text (a child cannot buy).
 */
function paymentRequired(refusal: TokenRefusal, forChild: boolean): ApiError {
  const code = refusal === 'daily_limit' ? 'daily_limit_reached' : 'insufficient_tokens';
  if (forChild) return new ApiError(402, code, MESSAGES.childTokensExhausted);
  return new ApiError(402, code, refusal === 'daily_limit' ? MESSAGES.dailyLimitReached : MESSAGES.insufficientTokens);
}

function mentorUnavailable(error: MentorProviderError): ApiError {
  return new ApiError(error.status, 'unavailable', MESSAGES.mentorUnavailable);
}

/** The profile a request chats as: the account, or the child it acts as (X-Child-Id). */
function chatProfileOf(actor: Actor): ChatProfile {
  return { userId: actor.uid, childId: actor.child?.id ?? null };
}

function sameProfile(a: ChatProfile, b: ChatProfile): boolean {
  return a.userId === b.userId && a.childId === b.childId;
}

/**
 * The profile whose history a path id names, if the caller may read and delete it: the account's own
 * id (its own conversations; not while acting as a child), or one of its children's ids (as the
 * parent, or acting as that child — never as a sibling); an admin, acting as an adult, any user or
 * child. Parents may delete their children's conversations too: parents own the family's data.
 */
async function historyProfile(deps: RouteDeps, actor: Actor, pathId: string): Promise<ChatProfile> {
  const adminActing = actor.isAdmin && actor.child === null;
  if (pathId === actor.uid) {
    if (actor.child !== null) throw apiForbidden("A child profile cannot open the parent's conversations.");
    return { userId: actor.uid, childId: null };
  }
  const child = await childFind(deps.db, pathId);
  if (child) {
    if (child.parent_id === actor.uid) {
      if (actor.child !== null && actor.child.id !== child.id) throw apiForbidden("A child profile cannot open another child's conversations.");
      return { userId: actor.uid, childId: child.id };
    }
    if (adminActing) return { userId: child.parent_id, childId: child.id };
    throw apiForbidden('That profile is not one of yours.');
  }
  if (adminActing) {
    const user = await deps.db.selectFrom('users').select('id').where('id', '=', pathId).executeTakeFirst();
    if (!user) throw apiNotFound('No such user.');
    return { userId: user.id, childId: null };
  }
  throw apiForbidden('That profile is not one of yours.');
}

/** Whether the caller asked for server-sent events. */
function wantsStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.toLowerCase().includes('text/event-stream');
}

function sseFrame(event: ChatStreamEventName, data: unknown): string {
  // JSON never contains a raw line break, so each event's data is one line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Opens the event stream on the reply; returns a writer that ignores a client already gone. */
function sseOpen(reply: FastifyReply): { write: (event: ChatStreamEventName, data: unknown) => void; end: () => void } {
  const stream = new PassThrough();
  reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
  return {
    write: (event, data) => {
      if (!stream.destroyed && !stream.writableEnded) stream.write(sseFrame(event, data));
    },
    end: () => {
      if (!stream.destroyed && !stream.writableEnded) stream.end();
    },
  };
}

/**
 * A game request must name one of Grove's games or guided themes (400 naming `gameType`), and the
 * profile's content mode must allow it (403): prompt detective is PG (educational) or FULL
 * (professional), SPEC §4; the guided themes are G.
 */
function gameCheck(body: ChatRequest, contentMode: MentorContentMode): void {
  if (!body.gameMode) return;
  // A guided conversation (gameType `guided-<theme>`) is rated G: every profile may have it.
  if (body.gameType !== undefined && guidedThemeOfGameType(body.gameType) !== null) return;
  if (!gameTypeIs(body.gameType)) throw new ApiError(400, 'bad_request', 'gameType must be one of Grove\'s games.', 'gameType');
  const variant = body.gameData?.['variant'] === 'professional' ? 'professional' : 'educational';
  if (!gameAllowed(contentMode, body.gameType, variant)) throw apiForbidden('This game is not available for this profile.');
}

/** The game fields of a chat request, for the mentor. */
/**
 * The first language of `Accept-Language` ("en-GB,en;q=0.8" → "en-GB"), so a care reply names the
 * crisis line of the child's country; undefined when absent or malformed (the international line).
 */
function localeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(first) ? first : undefined;
}

function gameOf(body: ChatRequest): MentorTurnInput['game'] {
  return { gameMode: body.gameMode, gameType: body.gameType, gameInstructions: body.gameInstructions, gameData: body.gameData };
}

/** The turn's outcome as the caller gets it: the reply, or the error a refused charge means. */
function storedReply(stored: ChatTurnStored, forChild: boolean): ChatReply {
  if (stored.ok) return stored.reply;
  if (stored.refusal === 'duplicate') return stored.replay.reply;
  throw paymentRequired(stored.refusal, forChild);
}

/**
 * A turn Grove's builtin mind answered in place of the external model because the parent's
 * external_model consent is not in force (issue 18): the reply's meta says so, in storage too, so a
 * resend answered from storage says it again.
 */
function withBuiltinMindMeta(result: MentorTurnResult): MentorTurnResult {
  const meta: MentorTurnResult['meta'] = Object.assign({}, result.meta, { mind: 'builtin', mindReason: 'external_model_consent' });
  return { ...result, meta };
}

/** The options of every chat turn: the remote moderation layers, and a clock for the safety timings. */
function turnOptions(deps: RouteDeps, signal: AbortSignal, paced: boolean): MentorTurnOptions {
  return { signal, paced, moderation: deps.moderation, clock: () => performance.now() };
}

/**
 * Logs what a finished turn reports for operators: a moderation layer that failed open on an adult's
 * turn (FULL shows the text unchecked by that layer, so someone should know the layer is down).
 */
function turnLog(request: FastifyRequest, result: MentorTurnResult): void {
  for (const warning of result.moderationWarnings) request.log.warn({ moderation: 'fail_open' }, warning);
}

/** `Server-Timing` for a JSON reply: time spent in the offline classifier and waiting for moderation layers. */
function serverTimingOf(result: MentorTurnResult): string | null {
  if (!result.timings) return null;
  return `safety;dur=${result.timings.offlineMs.toFixed(1)}, moderation;dur=${result.timings.moderationMs.toFixed(1)}`;
}

/** Settles a finished turn: charges and (for accounts) stores it, and gives the reply the caller gets. */
type ChatSettle = (result: MentorTurnResult, partial: boolean) => Promise<ChatReply>;

/**
 * Runs one mentor turn and answers it, as JSON (the reply is returned) or as server-sent events (sent
 * on `reply`; null is returned) — shared by the account chat and the trial chat. `settle` is called
 * once the turn is complete: with `partial` false for JSON (a refused charge is the answer), true for
 * a stream (the reply was already shown, so the charge takes what is still affordable instead of
 * refusing).
 */
async function chatTurnAnswer(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: MentorTurnInput,
  settle: ChatSettle,
  /** For a stored chat: the conversation the stream names first (`conversation` event), opened if need be. */
  streamConversation?: () => Promise<string>,
  /** Who answers: the configured mentor, or Grove itself for a memory command. */
  provider: MentorProvider = deps.mentor,
): Promise<ChatReply | null> {
  if (!wantsStream(request)) {
    let result: MentorTurnResult | null = null;
    try {
      // Not aborted when the client goes away: an account's reply is stored, and the outbox's resend
      // (same clientMessageId) gets it without a second charge.
      for await (const event of mentorTurn(provider, input, turnOptions(deps, new AbortController().signal, false))) {
        if (event.type === 'done') result = event.result;
      }
    } catch (error) {
      if (error instanceof MentorProviderError) throw mentorUnavailable(error);
      throw error;
    }
    if (!result) throw new ApiError(503, 'unavailable', MESSAGES.mentorUnavailable);
    turnLog(request, result);
    const timing = serverTimingOf(result);
    if (timing !== null) reply.header('server-timing', timing);
    return settle(result, false);
  }

  // Streaming. The client going away stops the provider; what was produced is settled.
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.on('close', onClose);
  const events = mentorTurn(provider, input, turnOptions(deps, controller.signal, true))[Symbol.asyncIterator]();
  // The stream begins with the first event: a provider that fails before saying anything gets an
  // ordinary 502/503 (which the browser's offline mode understands).
  let step: IteratorResult<MentorTurnEvent>;
  try {
    step = await events.next();
  } catch (error) {
    reply.raw.off('close', onClose);
    if (error instanceof MentorProviderError) throw mentorUnavailable(error);
    throw error;
  }
  let announced: string | null;
  try {
    announced = streamConversation ? await streamConversation() : null;
  } catch (error) {
    reply.raw.off('close', onClose);
    controller.abort();
    throw error;
  }
  const sse = sseOpen(reply);
  if (announced !== null) sse.write(CHAT_STREAM_EVENTS.conversation, { conversationId: announced });
  let result: MentorTurnResult | null = null;
  try {
    while (!step.done) {
      const event = step.value;
      if (event.type === 'text') sse.write(CHAT_STREAM_EVENTS.token, { text: event.text });
      else result = event.result;
      step = await events.next();
    }
    if (!result) throw new MentorProviderError(502, 'the turn ended without a result');
    turnLog(request, result);
    sse.write(CHAT_STREAM_EVENTS.done, await settle(result, true));
  } catch (error) {
    // A provider failure mid-reply: nothing is stored or charged; the browser offers Retry.
    if (error instanceof MentorProviderError) sse.write(CHAT_STREAM_EVENTS.error, errorBody('unavailable', MESSAGES.mentorUnavailable));
    else if (error instanceof ApiError) sse.write(CHAT_STREAM_EVENTS.error, errorBody(error.code, error.message));
    else {
      request.log.error({ err: error }, 'chat stream failed');
      sse.write(CHAT_STREAM_EVENTS.error, errorBody('internal', 'Something went wrong on our side. Please try again.'));
    }
  } finally {
    reply.raw.off('close', onClose);
    sse.end();
  }
  return null;
}

/**
 * A signed-in chat: as the account, or as the child it acts as (X-Child-Id). Charged to the account's
 * ledger; the turn is stored in a conversation; a resend with the same clientMessageId gets the stored
 * reply without a second charge.
 */
async function accountChat(deps: RouteDeps, request: FastifyRequest<{ Body: ChatRequest }>, reply: FastifyReply): Promise<ChatReply | null> {
  const actor = actorOf(request);
  const body = request.body;
  // API.md: ids in the body match the caller; an admin chats as themselves too.
  if (body.userId !== actor.uid) throw apiForbidden('body.userId must be your own id.');
  const child = actor.child;
  if (child !== null && !child.can_chat) throw apiForbidden(MESSAGES.chatNotAllowed);
  const profile = chatProfileOf(actor);
  const contentMode = chatContentMode(child?.content_mode ?? actor.user.content_mode, body.contentMode);
  gameCheck(body, contentMode);

  const kind = chatKindOf(body);
  // A temporary conversation saves nothing (issue 15): no memory is used or captured, no history is
  // kept. A child's conversations are always kept for their parent, so it is for adults only.
  const temporary = body.temporary === true;
  if (temporary && child !== null) throw apiForbidden(TEMPORARY_FOR_ADULTS);
  if (temporary && kind !== 'chat') throw new ApiError(400, 'bad_request', TEMPORARY_CHATS_ONLY, 'temporary');
  let conversation: ConversationRow | null = null;
  if (body.conversationId && !temporary) {
    const found = await conversationLookup(deps.db, body.conversationId, profile);
    if (found.kind === 'missing') throw apiNotFound(CONVERSATION_NOT_FOUND);
    if (found.kind === 'elsewhere') throw apiForbidden(CONVERSATION_NOT_YOURS);
    // A game's turns never continue a chat, nor a chat a game: each stays what it is.
    if (found.row.kind !== kind) throw new ApiError(400, 'bad_request', CONVERSATION_OTHER_KIND, 'conversationId');
    conversation = found.row;
  }

  // Issue 18: chat time is counted per profile (the break reminder's run, a child's daily limit).
  const usageProfile = { profileId: child?.id ?? actor.uid, userId: actor.uid, childId: child?.id ?? null };

  const clientMessageId = body.clientMessageId ?? null;
  if (clientMessageId !== null && !temporary) {
    const replayed = await chatReplay(deps.db, actor.uid, clientMessageId);
    if (replayed) {
      if (!sameProfile(replayed.profile, profile)) throw new ApiError(409, 'conflict', 'That clientMessageId was already used by another profile.');
      // A resend answered from storage is not new chat time: the run is read, not counted again.
      const again: ChatReply = { ...replayed.reply, continuousMinutes: await usageContinuousMinutes(deps.db, usageProfile.profileId, deps.now()) };
      if (!wantsStream(request)) return again;
      const sse = sseOpen(reply);
      sse.write(CHAT_STREAM_EVENTS.token, { text: again.response });
      sse.write(CHAT_STREAM_EVENTS.done, again);
      sse.end();
      return null;
    }
  }

  // Issue 18: a child's quiet hours and daily limit refuse the turn before anything is stored,
  // charged or sent to a model (a resend of a turn already answered above still gets its reply).
  if (child !== null) await limitsEnforce(deps.db, child, deps.now());
  // Issue 18: a child's turn reaches an external model only with the parent's external_model consent
  // in force, read on every turn so a withdrawal applies to the next one; else Grove's own mind answers.
  const mind = child !== null ? await childMentorFor(deps.db, actor.uid, deps) : { provider: deps.mentor, fallback: false };

  // Context: the stored conversation is the truth. A new conversation may carry the browser's local
  // history (messages written offline before the server knew them) — but not for a child, whose
  // context the server cannot vouch for.
  const history: MentorHistoryEntry[] = conversation
    ? await chatContextLoad(deps.db, conversation.id)
    : child === null
      ? (body.localHistory ?? [])
      : [];

  // Memory (issue 15): only chats use and make memories, never a temporary one, and only while the
  // profile's memory switch is on (whatever the browser's feature flag says).
  const memoryOwner: MemoryOwner = {
    profileId: child?.id ?? actor.uid,
    userId: actor.uid,
    childId: child?.id ?? null,
    contentMode: contentMode as MemoryContentMode,
  };
  // The switches and the usable memories in one read; a command (recall, forget) reads the whole list below.
  const memoryRead = kind === 'chat' && !temporary ? await memoryTurnRead(deps.db, memoryOwner.profileId, body.message, deps.now()) : null;
  const memorySettings = memoryRead?.settings ?? null;
  const memoryOn = memorySettings?.memoryEnabled === true;
  const command = memorySettings !== null ? memoryCommandOf(body.message) : null;
  let commandText: string | null = null;
  let forgetTarget: Memory | null = null;
  if (command !== null) {
    const now = deps.now().getTime();
    const { memories } = await memoryListOf(deps.db, memoryOwner.profileId, deps.now());
    if (command.kind === 'recall') {
      const pending = memories.filter((memory) => memory.deletedAt === null && memory.approval === 'pending').length;
      commandText = memoryRecallReply(memoryUsableOf(memories, now), pending, memoryOn, contentMode);
    } else {
      forgetTarget = memoryForgetTarget(memories, command.about, conversation?.id ?? null, now);
      commandText = memoryForgetReply(forgetTarget, contentMode);
    }
  }
  const memories = memoryOn && command === null ? (memoryRead?.memories ?? []) : [];
  // Issue 21: the profile's animal guide (a child's own, never the parent's) flavours a chat's greetings,
  // in the turn's mode; games and guided themes keep their own voice.
  const guide = kind === 'chat' ? animalGuideForTurn(child !== null ? child.animal_guide : actor.user.animal_guide, contentMode) : null;

  const input: MentorTurnInput = {
    message: body.message,
    contentMode,
    history,
    displayName: child?.display_name ?? actor.user.display_name,
    game: gameOf(body),
    locale: localeOf(request),
    ...(memories.length > 0 ? { memories: memories.map(memoryNoteOf) } : {}),
    ...(guide ? { guide } : {}),
  };

  // The message alone is the least any turn costs: a spent account costs no model call.
  const refusal = chatPreCheck(actor.user, mentorTokenCount(body.message), deps.now());
  if (refusal) throw paymentRequired(refusal, child !== null);

  const record = { profile, kind, message: body.message, clientMessageId: temporary ? null : clientMessageId, contentMode, temporary, game: kind === 'chat' ? null : (body.gameType ?? null) };
  // A streamed turn names its conversation first; a new one is opened for it then (see conversationOpen).
  const opened: { row: ConversationRow | null } = { row: null };
  const streamConversation = async (): Promise<string> => {
    if (conversation !== null) return conversation.id;
    opened.row = await conversationOpen(deps.db, { profile, kind, message: body.message, now: deps.now() });
    return opened.row.id;
  };

  /** What the stored turn does with memory: the forgetting asked for, or the facts the message told. */
  const memoryAfter = async (answer: ChatReply, result: MentorTurnResult): Promise<ChatReply> => {
    if (memorySettings === null || result.stopped) return answer;
    /** A child told a personal detail: nothing is stored, and the child is told kindly why. */
    const refusedDetail = (): ChatReply | null => {
      if (child === null || !/\b(?:my|i|im|i'm|i’m)\b/i.test(body.message) || /\?\s*$/.test(body.message)) return null;
      const detail = memoryPersonalDetailOf(body.message);
      if (detail === null) return null;
      return { ...answer, memory: { outcome: 'refused', memory: null, previousContent: null, notice: memoryPersonalDetailReason(detail, memoryOwner.contentMode) } };
    };
    // A message the safety filter caught is never remembered.
    if (result.flags.length > 0) return refusedDetail() ?? answer;
    if (forgetTarget !== null) {
      const item = await memorySave(deps.db, memoryOwner, memoryDelete(forgetTarget, deps.now().getTime()), deps.now());
      return { ...answer, memory: { outcome: 'forgotten', memory: item, previousContent: null, notice: null } };
    }
    if (command !== null || !memoryOn || !memorySettings.autoCapture || answer.conversationId === null) return answer;
    const said = history.filter((entry) => entry.role === 'user').map((entry) => entry.content);
    const facts = mentorThreadFactsOf([...said, body.message]).filter((fact) => fact.messageIndex === said.length);
    const done = await memoryCaptureFacts(deps.db, memoryOwner, facts, { conversationId: answer.conversationId, offsetMinutes: 0 }, deps.now());
    // A personal detail the thread keeps no fact of ("my address is …").
    if (done === null) return refusedDetail() ?? answer;
    if (done === null || done.outcome === 'unchanged') return answer;
    if (done.outcome === 'full' || done.outcome === 'refused') return { ...answer, memory: { outcome: 'refused', memory: null, previousContent: null, notice: done.notice } };
    return { ...answer, memory: { outcome: done.outcome, memory: done.memory, previousContent: done.previousContent, notice: done.notice } };
  };

  try {
    // A streamed reply was shown: charge what the account can still pay (never below zero, never past
    // today's limit) rather than refuse after the fact.
    return await chatTurnAnswer(
      deps,
      request,
      reply,
      input,
      async (result, partial) => {
        const told = mind.fallback && commandText === null ? withBuiltinMindMeta(result) : result;
        const now = deps.now();
        // The turn's chat time is counted in the statement that stores it when it can be (one round trip less).
        const run = { profile: usageProfile, day: await usageDayOf(deps.db, usageProfile, now) };
        const stored = await chatTurnStore(deps.db, { ...record, conversation: conversation ?? opened.row, result: told, now, partial, run });
        const settled = storedReply(stored, child !== null);
        // A concurrent send of the same message stored it first: its reply, and the run as it stands.
        if (!stored.ok) return { ...settled, continuousMinutes: await usageContinuousMinutes(deps.db, usageProfile.profileId, deps.now()) };
        // Issue 18: a child's urgent flag reaches the parent by e-mail at once, sent after the reply.
        if (child !== null && result.flags.some((flag) => flag.severity === 'urgent')) {
          deps.background.run('urgent alert e-mail', () => alertUrgentEmailsSend({ db: deps.db, mailer: deps.mailer, now: deps.now, log: (line) => request.log.warn(line) }, actor.uid));
        }
        const answer: ChatReply = { ...settled, continuousMinutes: stored.continuousMinutes ?? (await usageRecord(deps.db, usageProfile, now, run.day)) };
        // Issue 17: a stored chat turn is scored for the radar after the reply, off its hot path
        // (once: the turn's id is the score's source; a temporary conversation keeps nothing).
        if (kind === 'chat' && !temporary && answer.messageId !== null) {
          const at = deps.now();
          const sourceId = answer.messageId;
          deps.background.run('radar scoring', () => radarScoreStore(deps.db, deps.features, memoryOwner, { text: body.message, source: 'chat', sourceId, at }, deps.mind));
        }
        // Issue 19: a newcomer who joined with a code may have just converted. Checked after the reply,
        // off its hot path (a failure is logged, the turn is not touched), and only for an adult's own
        // stored turn while the referral is pending (the user row read for this request says so).
        if (child === null && !temporary && actor.user.referral_conversion_status === 'pending') {
          const at = deps.now();
          deps.background.run('referral conversion', () => referralConversionRun(deps.db, actor.uid, at));
        }
        return memoryAfter(answer, result);
      },
      temporary ? undefined : streamConversation,
      commandText !== null ? mentorFixedProvider(commandText) : mind.provider,
    );
  } finally {
    // A turn that failed or was refused stored nothing: the conversation opened for it goes again.
    if (opened.row !== null) await conversationDropIfEmpty(deps.db, opened.row.id);
  }
}

/**
 * SPEC §2/§7 trial chat (userId `trial_user`, no sign-in; issue 5). Rate-limited per IP; needs
 * X-Device-Id; refused with 402 and the trial detail once the shared allowance is spent. Content mode
 * PG: an anonymous visitor may be a child, so the adult default (FULL) is never used, and the request
 * may only make it stricter (G). Charged to the device's trial record, never to an account. Nothing of
 * the conversation is kept (SPEC: trial conversations are not kept after the reply): no conversation,
 * messages or safety flags are stored, the reply's conversationId and messageId are null, and
 * clientMessageId is echoed but not deduplicated (there is nothing stored to replay). A conversationId
 * in the body is ignored; the context is the browser's localHistory.
 */
async function trialChat(deps: RouteDeps, request: FastifyRequest<{ Body: ChatRequest }>, reply: FastifyReply): Promise<ChatReply | null> {
  await deps.trial.chatRateLimit(request);
  const body = request.body;
  const device = trialDeviceOf(request);
  const ip = trialIpOf(request);
  const { limit } = deps.trial;
  const contentMode = chatContentMode(TRIAL_CONTENT_MODE, body.contentMode);
  gameCheck(body, contentMode);

  // A spent allowance costs no model call.
  const status = await trialStatus(deps.db, device, ip, deps.now(), limit);
  if (!status.eligible) throw trialPaymentRequired(status);

  const input: MentorTurnInput = { message: body.message, contentMode, history: body.localHistory ?? [], game: gameOf(body), locale: localeOf(request) };
  return chatTurnAnswer(deps, request, reply, input, async (result, partial) => {
    const cost = result.promptTokens + result.completionTokens;
    const usage = {
      model: result.modelUsed,
      promptTokens: result.promptTokens,
      completionTokens: result.completionTokens,
      game: body.gameMode ? (body.gameType ?? null) : null,
      // A trial keeps no conversation: its first turn is the one sent with no history.
      opened: (body.localHistory ?? []).length === 0,
    };
    const charge = await trialCharge(deps.db, { device, ip, cost, now: deps.now(), limit, usage });
    // Spent meanwhile (a concurrent turn won the last tokens): JSON is refused; a stream that was
    // already shown ends normally, charged nothing — the recorded spend never passes the limit.
    if (!charge.ok && !partial) throw trialPaymentRequired(charge.decision);
    return {
      response: result.response,
      tokensUsed: cost,
      modelUsed: result.modelUsed,
      meta: result.meta,
      conversationId: null,
      messageId: null,
      clientMessageId: body.clientMessageId ?? null,
      contentMode,
      stopped: result.stopped,
    };
  });
}

/**
 * Chat (SPEC §3 chat reply, §7; API.md; issues 4 and 5): `POST /api/chat` (JSON, or server-sent events
 * with `Accept: text/event-stream`) for signed-in profiles and — with userId `trial_user` and no
 * sign-in — for trial visitors; `GET /api/chat-history/{userId}` and
 * `DELETE /api/chat/{userId}/conversation/{conversationId}`.
 */
export function chatRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // SPEC §7: no authentication is sent for a trial chat. A trial request skips sign-in entirely (a
  // bearer token on it is ignored): it is charged to the trial allowance, never to an account.
  const authenticateUnlessTrial = async (request: FastifyRequest<{ Body: ChatRequest }>) => {
    if (request.body.userId !== TRIAL_USER_ID) await deps.authenticate(request);
  };

  typed.post(
    '/api/chat',
    {
      preHandler: authenticateUnlessTrial,
      schema: { tags: ['chat'], security, body: ChatRequestSchema, response: { 200: ChatReplySchema } },
    },
    async (request, reply) => {
      const answer = request.body.userId === TRIAL_USER_ID ? await trialChat(deps, request, reply) : await accountChat(deps, request, reply);
      // null: the answer went out as server-sent events.
      return answer ?? reply;
    },
  );

  typed.get(
    '/api/chat-history/:userId',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['chat'], security, params: HistoryParamsSchema, querystring: HistoryQuerySchema, response: { 200: ChatHistorySchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const profile = await historyProfile(deps, actor, request.params.userId);
      const conversationId = request.query.conversation_id ?? null;
      // Issue 20: an admin reading another family's conversations gives a reason, and the family sees it.
      await breakGlassGate(deps.db, request, actor, { familyId: profile.userId, profileId: profile.childId ?? profile.userId, what: 'chat_history', conversationId }, deps.now());
      const history = await chatHistoryLoad(deps.db, profile, conversationId);
      if (history) return history;
      const found = await conversationLookup(deps.db, conversationId ?? '', profile);
      throw found.kind === 'elsewhere' ? apiForbidden(CONVERSATION_NOT_YOURS) : apiNotFound(CONVERSATION_NOT_FOUND);
    },
  );

  typed.delete(
    '/api/chat/:userId/conversation/:conversationId',
    { preHandler: deps.authenticate, schema: { tags: ['chat'], security, params: DeleteParamsSchema } },
    async (request, reply) => {
      const profile = await historyProfile(deps, actorOf(request), request.params.userId);
      const { conversationId } = request.params;
      if (await conversationDelete(deps.db, profile, conversationId)) return reply.code(204).send();
      const found = await conversationLookup(deps.db, conversationId, profile);
      throw found.kind === 'elsewhere' ? apiForbidden(CONVERSATION_NOT_YOURS) : apiNotFound(CONVERSATION_NOT_FOUND);
    },
  );
}
