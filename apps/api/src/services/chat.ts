import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChatHistory, ChatMessage, ChatReply, ContentModeValue, Conversation } from '@grove/api-contract';
import { gameMarkerEncode, gameMarkerRead, gameMarkerStrip } from '@grove/game-engines';
import { guidedThemeOfGameType } from '@grove/guided-themes';
import { tokenChargeRefusal, tokenCountersAt } from '@grove/token-client';
import type { MentorHistoryEntry, MentorTurnResult } from '@grove/mentor';
import type { ChatMessageRow, ConversationKind, ConversationRow, Database, UserRow } from '../db/schema';
import { alertExcerptOfFlag, alertsFromFlags } from './alerts';
import { usageRunMinutes, usageRunSql, type UsageProfile } from './limits';
import { tokenCharge, tokenChargeUpdateSql, tokenCountersOf, tokenLedgerAfterChargeSql, tokenRefusalRead, tokenTransaction, type TokenRefusal } from './tokenLedger';
import { usageAccountTurnBand, usageAccountTurnInsert, usageAccountTurnRecord, usageAccountTurnRow } from './usageTurns';

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
  /**
   * The profile's chat time to count with the turn (SPEC §7's break reminder), on `day` (usageDayOf).
   * A turn stored in one statement counts it there and answers `continuousMinutes`; otherwise the
   * caller counts it after the turn (usageRecord).
   */
  run?: { profile: UsageProfile; day: string };
}

/** The outcome of storing a turn. */
export type ChatTurnStored =
  | {
      ok: true;
      reply: ChatReply;
      /** The minutes of the profile's current run, when the turn's statement counted its time (`run`). */
      continuousMinutes?: number;
    }
  | { ok: false; refusal: TokenRefusal }
  | { ok: false; refusal: 'duplicate'; replay: ChatReplayed };

class ChatRefused extends Error {
  constructor(readonly refusal: TokenRefusal) {
    super(refusal);
  }
}

function uniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * A concurrent send with the same client message id stored its turn first and this one lost on the
 * unique index: the winner's stored reply. Null for any other failure.
 */
async function chatDuplicateOf(db: Kysely<Database>, record: ChatTurnRecord, error: unknown): Promise<ChatTurnStored | null> {
  if (record.clientMessageId === null || !uniqueViolation(error)) return null;
  const replay = await chatReplay(db, record.profile.userId, record.clientMessageId);
  return replay ? { ok: false, refusal: 'duplicate', replay } : null;
}

/** The ids a turn is stored under, made before it is stored. */
interface ChatTurnIds {
  cost: number;
  conversationId: string;
  userMessageId: string;
  assistantId: string;
  stored: ReturnType<typeof replySplit>;
}

/** The turn's usage figures (issue 20), `charged` what the charge took. */
function chatTurnUsage(record: ChatTurnRecord, charged: number) {
  const { result, profile, now } = record;
  return {
    at: now,
    userId: profile.userId,
    childId: profile.childId,
    kind: record.conversation?.kind ?? record.kind,
    game: record.game ?? null,
    model: result.modelUsed,
    promptTokens: result.promptTokens,
    completionTokens: result.completionTokens,
    charged,
  };
}

/** The new conversation's row, titled from the person's message. */
function chatConversationRow(record: ChatTurnRecord, conversationId: string) {
  const { profile, now } = record;
  return { id: conversationId, user_id: profile.userId, child_id: profile.childId, title: chatTitle(record.message), kind: record.kind, created_at: now, updated_at: now };
}

/** The person's message (carrying the prompt tokens) and the reply (carrying the completion tokens). */
function chatMessageRows(record: ChatTurnRecord, ids: ChatTurnIds) {
  const { result, profile, now } = record;
  const user = {
    id: ids.userMessageId,
    conversation_id: ids.conversationId,
    user_id: profile.userId,
    role: 'user' as const,
    content: record.message,
    tokens_used: result.promptTokens,
    client_message_id: record.clientMessageId,
    created_at: now,
  };
  const assistant = {
    id: ids.assistantId,
    conversation_id: ids.conversationId,
    user_id: profile.userId,
    role: 'assistant' as const,
    content: ids.stored.content,
    game_marker: ids.stored.marker === null ? null : JSON.stringify(ids.stored.marker),
    tokens_used: result.completionTokens,
    client_message_id: record.clientMessageId,
    model_used: result.modelUsed,
    content_mode: record.contentMode,
    meta: JSON.stringify(result.meta),
    stopped: result.stopped,
    created_at: now,
  };
  return { user, assistant };
}

/** The stored turn's answer (a temporary conversation has no conversation or message id). */
function chatTurnReply(record: ChatTurnRecord, ids: ChatTurnIds): ChatReply {
  const { result } = record;
  return {
    response: result.response,
    tokensUsed: ids.cost,
    modelUsed: result.modelUsed,
    meta: result.meta,
    conversationId: record.temporary === true ? null : ids.conversationId,
    messageId: record.temporary === true ? null : ids.assistantId,
    clientMessageId: record.clientMessageId,
    contentMode: record.contentMode,
    stopped: result.stopped,
  };
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
  const ids: ChatTurnIds = {
    cost: result.promptTokens + result.completionTokens,
    conversationId: record.conversation?.id ?? randomUUID(),
    userMessageId: randomUUID(),
    assistantId: randomUUID(),
    stored: replySplit(record.conversation?.kind ?? record.kind, result.response),
  };
  const { cost, conversationId, userMessageId, assistantId } = ids;
  if (!record.partial && record.temporary !== true && result.flags.length === 0) return chatTurnStoreOne(db, record, ids);
  try {
    await tokenTransaction(db, async (trx) => {
      // The charge's UPDATE also sets the account's last_chat_at: one statement for the row both change.
      const charge = await tokenCharge(trx, { userId: profile.userId, amount: cost, reason: 'chat', reference: assistantId, now, partial: record.partial, lastChatAt: now });
      if (!charge.ok) throw new ChatRefused(charge.refusal);
      // Issue 20: the turn's usage, in the charge's transaction (its summaries follow at commit).
      const usage = chatTurnUsage(record, charge.charged);
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
        : trx.insertInto('conversations').values(chatConversationRow(record, conversationId));
      // The usage row, the conversation and both messages in ONE statement (issue 22: three round trips
      // were one each). PostgreSQL checks the messages' foreign key at the end of the statement, when
      // the conversation inserted beside them is there.
      await trx
        .with('turn_usage', () => usageAccountTurnInsert(trx, { ...usage, opened }, band))
        .with('turn_conversation', () => conversationWrite)
        .insertInto('chat_messages')
        .values(Object.values(chatMessageRows(record, ids)))
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
    const duplicate = await chatDuplicateOf(db, record, error);
    if (duplicate) return duplicate;
    throw error;
  }
  return { ok: true, reply: chatTurnReply(record, ids) };
}

/** `insert into <table> (<row's columns>) select <row's values> from <from>`; `expressions` replace values with SQL. */
function insertSelectSql(table: string, row: Record<string, unknown>, from: string | RawBuilder<unknown>, expressions: Record<string, RawBuilder<unknown>> = {}) {
  // Each value is a parameter whose type PostgreSQL takes from its column (a one-row INSERT … SELECT).
  const columns = Object.keys(row).filter((column) => row[column] !== undefined);
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      select ${sql.join(columns.map((column) => expressions[column] ?? sql`${row[column]}`))} from ${typeof from === 'string' ? sql.table(from) : from}`;
}

/**
 * A chat turn in ONE statement, without a transaction (issue 22: BEGIN, the charge and COMMIT were three
 * round trips of a turn's eight): the charge's conditional UPDATE is the first CTE, and every write
 * after it — the ledger row, the usage row, the conversation, both messages and the profile's chat
 * time — selects from it, so a refused charge writes nothing and the statement answers no row. A
 * statement is atomic: a unique violation (a concurrent send of the same message) undoes all of it.
 * The reply's INSERT selects from the person's message, so their `seq` keeps the order they are shown in;
 * the usage row's INSERT joins the ledger row's, so the ledger row is written first, as in the
 * transaction of {@link chatTurnStore}: the deferred summary triggers then take the day's shared rows
 * at commit in the same order in every turn (the other order deadlocked on PostgreSQL under concurrent
 * turns, adminInsights.test.ts).
 * For a turn with no safety flags, charged in full (not a stopped stream's partial charge), not temporary.
 */
async function chatTurnStoreOne(db: Kysely<Database>, record: ChatTurnRecord, ids: ChatTurnIds): Promise<ChatTurnStored> {
  const { profile, now } = record;
  const { cost, conversationId, assistantId } = ids;
  const band = await usageAccountTurnBand(db, profile.childId);
  const usageExpressions: Record<string, RawBuilder<unknown>> = {
    // free_access accounts are counted, not charged.
    charged: sql`case when turn_charge.free_access then 0 else ${Math.max(0, Math.floor(cost))}::int end`,
  };
  // A session begins with a conversation's first turn: a new one, or one a stream opened empty for it
  // (every CTE reads the table as it was before the statement).
  if (record.conversation !== null) usageExpressions.opened = sql`not exists (select 1 from chat_messages where conversation_id = ${conversationId})`;
  const conversationWrite = record.conversation
    ? sql`update conversations set updated_at = ${now} where id = ${conversationId} and exists (select 1 from turn_charge)`
    : insertSelectSql('conversations', chatConversationRow(record, conversationId), 'turn_charge');
  const messages = chatMessageRows(record, ids);
  const run = record.run ? usageRunSql(record.run.profile, now, record.run.day, 'turn_charge') : null;
  try {
    const { rows } = await sql<{ continuous_since: Date | string | null }>`
      with turn_charge as (${tokenChargeUpdateSql({ userId: profile.userId, amount: cost, now, lastChatAt: now })}),
      turn_ledger as (${tokenLedgerAfterChargeSql('turn_charge', { ledgerId: randomUUID(), userId: profile.userId, amount: cost, reason: 'chat', reference: assistantId, now })} returning id),
      turn_usage as (${insertSelectSql('usage_turns', usageAccountTurnRow({ ...chatTurnUsage(record, 0), opened: true }, band), sql`turn_charge left join turn_ledger on true`, usageExpressions)}),
      turn_conversation as (${conversationWrite}),
      turn_user_message as (${insertSelectSql('chat_messages', messages.user, 'turn_charge')} returning seq),
      turn_reply as (${insertSelectSql('chat_messages', messages.assistant, 'turn_user_message')}),
      turn_run as (${run ?? sql`select null::timestamptz as continuous_since`})
      select (select continuous_since from turn_run limit 1) as continuous_since from turn_charge`.execute(db);
    if (rows.length === 0) return { ok: false, refusal: await tokenRefusalRead(db, profile.userId, cost, now) };
    const since = rows[0]?.continuous_since ?? null;
    return {
      ok: true,
      reply: chatTurnReply(record, ids),
      ...(run !== null ? { continuousMinutes: since === null ? 0 : usageRunMinutes(since, now) } : {}),
    };
  } catch (error) {
    const duplicate = await chatDuplicateOf(db, record, error);
    if (duplicate) return duplicate;
    throw error;
  }
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
