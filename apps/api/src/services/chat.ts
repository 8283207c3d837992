import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChatHistory, ChatMessage, ChatReply, ContentModeValue, Conversation } from '@grove/api-contract';
import { gameMarkerEncode, gameMarkerRead, gameMarkerStrip } from '@grove/game-engines';
import { guidedThemeOfGameType } from '@grove/guided-themes';
import { tokenChargeRefusal, tokenCountersAt } from '@grove/token-client';
import type { MentorHistoryEntry, MentorTurnResult } from '@grove/mentor';
import type { ChatMessageRow, ConversationKind, ConversationRow, Database, UserRow } from '../db/schema';
import { alertExcerptOfFlag, alertsFromFlags } from './alerts';
import { tokenCharge, tokenCountersOf, tokenTransaction, type TokenRefusal } from './tokenLedger';
import { usageAccountTurnBand, usageAccountTurnInsert, usageAccountTurnRecord } from './usageTurns';

/** Whose conversations: the account itself (`childId` null) or one of its children. */
export interface ChatProfile {
  userId: string;
  childId: string | null;
}

/** Content modes from the strictest to the loosest. */
const MODES_STRICT_FIRST: readonly ContentModeValue[] = ['G', 'PG', 'FULL'];

/**
 * The content mode a turn uses: the profile's mode (from the database), made stricter by the
 * request's wish but never looser — a G child asking for FULL gets G; an adult asking for G gets G.
 */
export function chatContentMode(profileMode: string, requested: ContentModeValue | undefined): ContentModeValue {
  const profile = MODES_STRICT_FIRST.includes(profileMode as ContentModeValue) ? (profileMode as ContentModeValue) : 'G';
  if (requested === undefined) return profile;
  return MODES_STRICT_FIRST.indexOf(requested) < MODES_STRICT_FIRST.indexOf(profile) ? requested : profile;
}

/**
 * What a turn's conversation is (issue 12, defect 6): a guided theme (gameType `guided-<theme>`), a
 * game (any other `gameMode` turn), or a chat. Only chats are listed in the chat history.
 */
export function chatKindOf(request: { gameMode?: boolean | undefined; gameType?: string | undefined }): ConversationKind {
  if (!request.gameMode) return 'chat';
  return request.gameType !== undefined && guidedThemeOfGameType(request.gameType) !== null ? 'guided' : 'game';
}

/**
 * A reply split for storage: the text a person may see, and the game marker apart (e.g. the
 * twenty-questions secret). No stored text carries a marker, so no page that renders stored messages
 * can show one.
 */
function replySplit(kind: ConversationKind, response: string): { content: string; marker: ReturnType<typeof gameMarkerRead> } {
  // A chat's reply is stored exactly as produced (a stopped reply's tokens are counted from it).
  if (kind === 'chat') return { content: response, marker: null };
  return { content: gameMarkerStrip(response), marker: gameMarkerRead(response) };
}

/** The longest conversation title, in characters, before it is cut at a word. */
const TITLE_MAX_CHARS = 40;

/** A conversation's title from its first message: the first ~40 characters, cut at a word. */
export function chatTitle(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_MAX_CHARS) return flat;
  const cut = flat.slice(0, TITLE_MAX_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** How a conversation id given by a caller relates to a profile. */
export type ConversationLookup = { kind: 'found'; row: ConversationRow } | { kind: 'missing' } | { kind: 'elsewhere' };

/** Finds a conversation and says whether it belongs to `profile`. */
export async function conversationLookup(db: Kysely<Database>, conversationId: string, profile: ChatProfile): Promise<ConversationLookup> {
  const row = await db.selectFrom('conversations').selectAll().where('id', '=', conversationId).executeTakeFirst();
  if (!row) return { kind: 'missing' };
  if (row.user_id !== profile.userId || row.child_id !== profile.childId) return { kind: 'elsewhere' };
  return { kind: 'found', row };
}

/**
 * Messages of a conversation loaded for a turn. A model is sent only the last 2 exchanges (SPEC §9;
 * `mentorContext` trims), but the builtin mind keeps the thread — what the person told it and what it
 * already said — over the whole conversation, up to this many messages.
 */
const CONTEXT_LOAD = 200;

/** The stored conversation's latest messages (up to 200), oldest first: the context the server trusts. */
export async function chatContextLoad(db: Kysely<Database>, conversationId: string): Promise<MentorHistoryEntry[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['role', 'content'])
    .where('conversation_id', '=', conversationId)
    .orderBy('seq', 'desc')
    .limit(CONTEXT_LOAD)
    .execute();
  return rows.reverse().map((r) => ({ role: r.role, content: r.content }));
}

/**
 * Whether the account can pay for at least `estimate` tokens now (balance and today's limit, rolled
 * to UTC day/month): checked before the model is called, so a spent account costs no model call. It
 * reads the account row the request already holds (the one authentication read a moment ago: no second
 * read of the same row, issue 22); the charge itself re-checks in its conditional UPDATE.
 */
export function chatPreCheck(row: UserRow, estimate: number, now: Date): TokenRefusal | null {
  const counters = tokenCountersAt(tokenCountersOf(row), now);
  // A spent balance is refused even for a tiny estimate.
  return tokenChargeRefusal(counters, Math.max(1, estimate), row.free_access);
}

function replyOf(assistant: ChatMessageRow, userTokens: number): ChatReply {
  const meta = (assistant.meta ?? {}) as Partial<ChatReply['meta']>;
  return {
    // A replayed game reply answers exactly what the first one did: the game in the browser reads its marker.
    response: assistant.game_marker ? `${assistant.content} ${gameMarkerEncode(assistant.game_marker)}` : assistant.content,
    tokensUsed: userTokens + assistant.tokens_used,
    modelUsed: assistant.model_used ?? '',
    meta: {
      tone: meta.tone ?? '',
      reason: meta.reason ?? '',
      ethics: meta.ethics ?? '',
      historical_symbolic_tags: meta.historical_symbolic_tags ?? [],
      // Issue 18: a child's turn the builtin mind answered for want of the external_model consent.
      ...(meta.mind !== undefined && { mind: meta.mind }),
      ...(meta.mindReason !== undefined && { mindReason: meta.mindReason }),
    },
    conversationId: assistant.conversation_id,
    messageId: assistant.id,
    clientMessageId: assistant.client_message_id,
    contentMode: (assistant.content_mode ?? 'G') as ContentModeValue,
    stopped: assistant.stopped,
  };
}

/** A send already answered: the stored reply and the profile whose conversation holds it. */
export interface ChatReplayed {
  reply: ChatReply;
  profile: ChatProfile;
}

/**
 * The reply already stored for an account's client message id, or null. The offline outbox resends
 * with the same id; the answer is the stored reply, with no new charge and no new rows.
 */
export async function chatReplay(db: Kysely<Database>, userId: string, clientMessageId: string): Promise<ChatReplayed | null> {
  const rows = await db
    .selectFrom('chat_messages')
    .innerJoin('conversations', 'conversations.id', 'chat_messages.conversation_id')
    .selectAll('chat_messages')
    .select('conversations.child_id as profile_child_id')
    .where('chat_messages.user_id', '=', userId)
    .where('chat_messages.client_message_id', '=', clientMessageId)
    .execute();
  const assistant = rows.find((r) => r.role === 'assistant');
  const user = rows.find((r) => r.role === 'user');
  if (!assistant) return null;
  return { reply: replyOf(assistant, user?.tokens_used ?? 0), profile: { userId, childId: assistant.profile_child_id } };
}

/** Everything a finished turn stores. */
export interface ChatTurnRecord {
  profile: ChatProfile;
  /** What a new conversation is (an existing one keeps its kind). */
  kind: ConversationKind;
  /** The existing conversation, or null to start one titled from the message. */
  conversation: ConversationRow | null;
  message: string;
  clientMessageId: string | null;
  contentMode: ContentModeValue;
  result: MentorTurnResult;
  now: Date;
  /** Charge what the account can still pay instead of refusing (a streamed reply was already shown). */
  partial: boolean;
  /**
   * A temporary conversation (issue 15, adults only): the charge and its ledger row are kept, the
   * conversation and its messages are not (the reply's conversationId and messageId are null).
   */
  temporary?: boolean;
  /** The request's gameType for a game or guided turn (issue 20: games and themes played), else null. */
  game?: string | null;
}

/** The outcome of storing a turn. */
export type ChatTurnStored = { ok: true; reply: ChatReply } | { ok: false; refusal: TokenRefusal } | { ok: false; refusal: 'duplicate'; replay: ChatReplayed };

class ChatRefused extends Error {
  constructor(readonly refusal: TokenRefusal) {
    super(refusal);
  }
}

function uniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Stores a finished turn in ONE transaction: the charge (promptTokens + completionTokens through the
 * ledger, conditional), the conversation (new or touched), the person's message (carrying the prompt
 * tokens) and the reply (carrying the completion tokens), the safety flags (with the parent's alerts
 * for a child's, issue 18) and `last_chat_at` (in the charge's UPDATE). A
 * refused charge rolls everything back. A concurrent send with the same client message id loses on
 * the unique index and gets the winner's stored reply.
 */
export async function chatTurnStore(db: Kysely<Database>, record: ChatTurnRecord): Promise<ChatTurnStored> {
  const { result, profile, now } = record;
  const cost = result.promptTokens + result.completionTokens;
  const conversationId = record.conversation?.id ?? randomUUID();
  const userMessageId = randomUUID();
  const assistantId = randomUUID();
  const stored = replySplit(record.conversation?.kind ?? record.kind, result.response);
  try {
    await tokenTransaction(db, async (trx) => {
      // The charge's UPDATE also sets the account's last_chat_at: one statement for the row both change.
      const charge = await tokenCharge(trx, { userId: profile.userId, amount: cost, reason: 'chat', reference: assistantId, now, partial: record.partial, lastChatAt: now });
      if (!charge.ok) throw new ChatRefused(charge.refusal);
      // Issue 20: the turn's usage, in the charge's transaction (its summaries follow at commit).
      const usage = {
        at: now,
        userId: profile.userId,
        childId: profile.childId,
        kind: record.conversation?.kind ?? record.kind,
        game: record.game ?? null,
        model: result.modelUsed,
        promptTokens: result.promptTokens,
        completionTokens: result.completionTokens,
        charged: charge.charged,
      };
      if (record.temporary === true) {
        await usageAccountTurnRecord(trx, { ...usage, opened: false });
        return;
      }
      // A session begins with a conversation's first turn: a new one, or one a stream opened empty for it.
      const opened =
        record.conversation === null ||
        (await trx.selectFrom('chat_messages').select('id').where('conversation_id', '=', conversationId).limit(1).executeTakeFirst()) === undefined;
      const band = await usageAccountTurnBand(trx, profile.childId);
      const conversationWrite = record.conversation
        ? trx.updateTable('conversations').set({ updated_at: now }).where('id', '=', conversationId)
        : trx
            .insertInto('conversations')
            .values({ id: conversationId, user_id: profile.userId, child_id: profile.childId, title: chatTitle(record.message), kind: record.kind, created_at: now, updated_at: now });
      // The usage row, the conversation and both messages in ONE statement (issue 22: three round trips
      // were one each). PostgreSQL checks the messages' foreign key at the end of the statement, when
      // the conversation inserted beside them is there.
      await trx
        .with('turn_usage', () => usageAccountTurnInsert(trx, { ...usage, opened }, band))
        .with('turn_conversation', () => conversationWrite)
        .insertInto('chat_messages')
        .values([
          {
            id: userMessageId,
            conversation_id: conversationId,
            user_id: profile.userId,
            role: 'user',
            content: record.message,
            tokens_used: result.promptTokens,
            client_message_id: record.clientMessageId,
            created_at: now,
          },
          {
            id: assistantId,
            conversation_id: conversationId,
            user_id: profile.userId,
            role: 'assistant',
            content: stored.content,
            game_marker: stored.marker === null ? null : JSON.stringify(stored.marker),
            tokens_used: result.completionTokens,
            client_message_id: record.clientMessageId,
            model_used: result.modelUsed,
            content_mode: record.contentMode,
            meta: JSON.stringify(result.meta),
            stopped: result.stopped,
            created_at: now,
          },
        ])
        .execute();
      if (result.flags.length > 0) {
        const flags = result.flags.map((flag) => ({
          id: randomUUID(),
          user_id: profile.userId,
          child_id: profile.childId,
          conversation_id: conversationId,
          category: flag.category,
          direction: flag.direction,
          content_mode: record.contentMode,
          severity: flag.severity,
          layer: flag.layer,
          created_at: now,
          // Issue 18: a child's flag keeps the caught sentence(s) for the parent, and which message it was.
          excerpt: alertExcerptOfFlag(flag, { childId: profile.childId, contentMode: record.contentMode }),
          message_id: flag.direction === 'message' ? userMessageId : assistantId,
        }));
        await trx.insertInto('chat_flags').values(flags).execute();
        await alertsFromFlags(trx, flags, 'chat');
      }
    });
  } catch (error) {
    if (error instanceof ChatRefused) return { ok: false, refusal: error.refusal };
    if (record.clientMessageId !== null && uniqueViolation(error)) {
      const replay = await chatReplay(db, profile.userId, record.clientMessageId);
      if (replay) return { ok: false, refusal: 'duplicate', replay };
    }
    throw error;
  }
  return {
    ok: true,
    reply: {
      response: result.response,
      tokensUsed: cost,
      modelUsed: result.modelUsed,
      meta: result.meta,
      conversationId: record.temporary === true ? null : conversationId,
      messageId: record.temporary === true ? null : assistantId,
      clientMessageId: record.clientMessageId,
      contentMode: record.contentMode,
      stopped: result.stopped,
    },
  };
}

/** The most conversations a history answer lists. */
const HISTORY_CONVERSATIONS_MAX = 200;

function conversationToApi(row: ConversationRow & { message_count: number | string | bigint }): Conversation {
  return {
    id: row.id,
    profileId: row.child_id ?? row.user_id,
    title: row.title,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    messageCount: Number(row.message_count),
  };
}

function messageToApi(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    role: row.role,
    content: row.content,
    tokensUsed: row.tokens_used,
    clientMessageId: row.client_message_id,
    createdAt: new Date(row.created_at).toISOString(),
    stopped: row.stopped,
  };
}

/**
 * A profile's chat history: its chat conversations that hold a message, newest first (no messages),
 * or — with a conversation id — that conversation and its messages in order. Null when that conversation is not
 * one of the profile's chats: games and guided conversations are not chat conversations (issue 12).
 */
export async function chatHistoryLoad(db: Kysely<Database>, profile: ChatProfile, conversationId: string | null): Promise<ChatHistory | null> {
  let query = db
    .selectFrom('conversations')
    .selectAll('conversations')
    .select((eb) => eb.selectFrom('chat_messages').select(eb.fn.countAll().as('n')).whereRef('chat_messages.conversation_id', '=', 'conversations.id').as('message_count'))
    .where('conversations.user_id', '=', profile.userId)
    .where('conversations.child_id', profile.childId === null ? 'is' : '=', profile.childId)
    .where('conversations.kind', '=', 'chat')
    .orderBy('conversations.updated_at', 'desc')
    .orderBy('conversations.id');
  if (conversationId !== null) query = query.where('conversations.id', '=', conversationId);
  // The list leaves out a conversation that holds no message: one a stream opened whose turn never
  // stored because its API process died mid-reply (conversationOpen's cleanup runs in that process).
  // The browser resends the message into a new conversation, so the empty one would show as a second,
  // empty chat. Asked for by id it still answers: a live stream's own client may open it.
  else query = query.where(({ exists, selectFrom }) => exists(selectFrom('chat_messages').select('chat_messages.id').whereRef('chat_messages.conversation_id', '=', 'conversations.id')));
  const conversations = await query.limit(HISTORY_CONVERSATIONS_MAX).execute();
  const list = conversations.map((row) => conversationToApi({ ...row, message_count: row.message_count ?? 0 }));
  if (conversationId === null) return { conversations: list, messages: [] };
  if (list.length === 0) return null;
  const messages = await db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('seq').execute();
  return { conversations: list, messages: messages.map(messageToApi) };
}

/**
 * Opens a new conversation for a streamed turn, before its first word goes out, so the stream can
 * name it at once (`conversation` event): a reply the person stops never reaches its `done`, and the
 * next message must still continue this conversation rather than start another. The turn's store then
 * only touches it; {@link conversationDropIfEmpty} removes it again when the turn stores nothing.
 */
export async function conversationOpen(
  db: Kysely<Database>,
  opening: { profile: ChatProfile; kind: ConversationKind; message: string; now: Date },
): Promise<ConversationRow> {
  const { profile, kind, message, now } = opening;
  return db
    .insertInto('conversations')
    .values({ id: randomUUID(), user_id: profile.userId, child_id: profile.childId, title: chatTitle(message), kind, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a conversation that holds no message (one opened for a turn that failed or was refused). */
export async function conversationDropIfEmpty(db: Kysely<Database>, conversationId: string): Promise<void> {
  await db
    .deleteFrom('conversations')
    .where('id', '=', conversationId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('chat_messages').select('id').where('chat_messages.conversation_id', '=', conversationId))))
    .execute();
}

/** Deletes a profile's conversation and its messages (ON DELETE CASCADE); false when it is not there. */
export async function conversationDelete(db: Kysely<Database>, profile: ChatProfile, conversationId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('conversations')
    .where('id', '=', conversationId)
    .where('user_id', '=', profile.userId)
    .where('child_id', profile.childId === null ? 'is' : '=', profile.childId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
