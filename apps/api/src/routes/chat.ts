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
} from '@grove/api-contract';
import { MentorProviderError, mentorTokenCount, mentorTurn, type MentorHistoryEntry, type MentorTurnEvent, type MentorTurnInput, type MentorTurnResult } from '@grove/mentor';
import type { RouteDeps } from '../app';
import type { ConversationRow } from '../db/schema';
import { actorOf, type Actor } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import {
  chatContentMode,
  chatContextLoad,
  chatHistoryLoad,
  chatPreCheck,
  chatReplay,
  chatTurnStore,
  conversationDelete,
  conversationLookup,
  type ChatProfile,
  type ChatTurnStored,
} from '../services/chat';
import { childFind } from '../services/children';
import type { TokenRefusal } from '../services/tokenLedger';

const security = [{ bearer: [] }];
const HistoryParamsSchema = z.object({ userId: z.string().min(1).max(128) });
const HistoryQuerySchema = z.object({ conversation_id: z.string().uuid().optional() });
const DeleteParamsSchema = z.object({ userId: z.string().min(1).max(128), conversationId: z.string().uuid() });

const CONVERSATION_NOT_FOUND = 'No such conversation.';
const CONVERSATION_NOT_YOURS = 'That conversation belongs to another profile.';

function paymentRequired(refusal: TokenRefusal): ApiError {
  return new ApiError(402, 'payment_required', refusal === 'daily_limit' ? MESSAGES.dailyLimitReached : MESSAGES.insufficientTokens);
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

/** The turn's outcome as the caller gets it: the reply, or the error a refused charge means. */
function storedReply(stored: ChatTurnStored): ChatReply {
  if (stored.ok) return stored.reply;
  if (stored.refusal === 'duplicate') return stored.replay.reply;
  throw paymentRequired(stored.refusal);
}

/**
 * Chat (SPEC §3 chat reply, §7; API.md; issue 4): `POST /api/chat` (JSON, or server-sent events with
 * `Accept: text/event-stream`), `GET /api/chat-history/{userId}` and
 * `DELETE /api/chat/{userId}/conversation/{conversationId}`.
 */
export function chatRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The trial (userId trial_user, no sign-in) arrives with the trial issue; until then it is refused
  // like any unauthenticated chat.
  const trialGate = async (request: FastifyRequest<{ Body: ChatRequest }>) => {
    if (request.body.userId === TRIAL_USER_ID) throw new ApiError(401, 'unauthenticated', MESSAGES.authenticationFailed);
  };

  typed.post(
    '/api/chat',
    {
      preHandler: [trialGate, deps.authenticate],
      schema: { tags: ['chat'], security, body: ChatRequestSchema, response: { 200: ChatReplySchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      // API.md: ids in the body match the caller; an admin chats as themselves too.
      if (body.userId !== actor.uid) throw apiForbidden('body.userId must be your own id.');
      const child = actor.child;
      if (child !== null && !child.can_chat) throw apiForbidden(MESSAGES.chatNotAllowed);
      const profile = chatProfileOf(actor);
      const contentMode = chatContentMode(child?.content_mode ?? actor.user.content_mode, body.contentMode);
      const streaming = wantsStream(request);

      let conversation: ConversationRow | null = null;
      if (body.conversationId) {
        const found = await conversationLookup(deps.db, body.conversationId, profile);
        if (found.kind === 'missing') throw apiNotFound(CONVERSATION_NOT_FOUND);
        if (found.kind === 'elsewhere') throw apiForbidden(CONVERSATION_NOT_YOURS);
        conversation = found.row;
      }

      const clientMessageId = body.clientMessageId ?? null;
      if (clientMessageId !== null) {
        const replayed = await chatReplay(deps.db, actor.uid, clientMessageId);
        if (replayed) {
          if (!sameProfile(replayed.profile, profile)) throw new ApiError(409, 'conflict', 'That clientMessageId was already used by another profile.');
          if (!streaming) return replayed.reply;
          const sse = sseOpen(reply);
          sse.write(CHAT_STREAM_EVENTS.token, { text: replayed.reply.response });
          sse.write(CHAT_STREAM_EVENTS.done, replayed.reply);
          sse.end();
          return reply;
        }
      }

      // Context: the stored conversation is the truth. A new conversation may carry the browser's local
      // history (messages written offline before the server knew them) — but not for a child, whose
      // context the server cannot vouch for.
      const history: MentorHistoryEntry[] = conversation
        ? await chatContextLoad(deps.db, conversation.id)
        : child === null
          ? (body.localHistory ?? [])
          : [];
      const input: MentorTurnInput = {
        message: body.message,
        contentMode,
        history,
        displayName: child?.display_name ?? actor.user.display_name,
        game: { gameMode: body.gameMode, gameType: body.gameType, gameInstructions: body.gameInstructions, gameData: body.gameData },
      };

      // The message alone is the least any turn costs: a spent account costs no model call.
      const refusal = await chatPreCheck(deps.db, actor.uid, mentorTokenCount(body.message), deps.now());
      if (refusal) throw paymentRequired(refusal);

      const record = { profile, conversation, message: body.message, clientMessageId, contentMode };

      if (!streaming) {
        let result: MentorTurnResult | null = null;
        try {
          // Not aborted when the client goes away: the reply is stored, and the outbox's resend
          // (same clientMessageId) gets it without a second charge.
          for await (const event of mentorTurn(deps.mentor, input, { signal: new AbortController().signal, paced: false })) {
            if (event.type === 'done') result = event.result;
          }
        } catch (error) {
          if (error instanceof MentorProviderError) throw mentorUnavailable(error);
          throw error;
        }
        if (!result) throw new ApiError(503, 'unavailable', MESSAGES.mentorUnavailable);
        return storedReply(await chatTurnStore(deps.db, { ...record, result, now: deps.now(), partial: false }));
      }

      // Streaming. The client going away stops the provider; what was produced is stored and charged.
      const controller = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort();
      };
      reply.raw.on('close', onClose);
      const events = mentorTurn(deps.mentor, input, { signal: controller.signal, paced: true })[Symbol.asyncIterator]();
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
      const sse = sseOpen(reply);
      let result: MentorTurnResult | null = null;
      try {
        while (!step.done) {
          const event = step.value;
          if (event.type === 'text') sse.write(CHAT_STREAM_EVENTS.token, { text: event.text });
          else result = event.result;
          step = await events.next();
        }
        if (!result) throw new MentorProviderError(502, 'the turn ended without a result');
        // The reply was shown: charge what the account can still pay (never below zero, never past
        // today's limit) rather than refuse after the fact.
        const stored = await chatTurnStore(deps.db, { ...record, result, now: deps.now(), partial: true });
        sse.write(CHAT_STREAM_EVENTS.done, storedReply(stored));
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
      return reply;
    },
  );

  typed.get(
    '/api/chat-history/:userId',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['chat'], security, params: HistoryParamsSchema, querystring: HistoryQuerySchema, response: { 200: ChatHistorySchema } },
    },
    async (request) => {
      const profile = await historyProfile(deps, actorOf(request), request.params.userId);
      const conversationId = request.query.conversation_id ?? null;
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
