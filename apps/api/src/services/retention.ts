import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RetentionJobResult, RetentionRemoved } from '@grove/api-contract';
import type { Database } from '../db/schema';

/**
 * The advisory lock key the purge takes (`pg_try_advisory_xact_lock`): one constant for every API
 * process on a database, so only one of them purges at a time. ("grvRETN" in ASCII, to stay clear
 * of any other lock a later job takes.)
 */
export const RETENTION_LOCK_KEY = 0x67727652_45544en;

/** Where the retention job writes what it did (Fastify's logger fits). */
export interface RetentionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What a purge needs. */
export interface RetentionRunInput {
  /** The clock (injected, so tests move it rather than wait). */
  now: () => Date;
  /** The process's name in `retention_runs` (see {@link retentionInstanceName}). */
  instance: string;
  log: RetentionLog;
}

/**
 * Tables a later migration adds with an `excerpt` of a child's flagged words (issue 18's alerts): on
 * a record older than the family's retention the excerpt is cleared and the record kept, so a parent
 * still sees that something happened without Grove keeping the child's words past the policy. A
 * table missing from the schema is skipped.
 */
export const RETENTION_EXCERPT_TABLES: readonly string[] = ['chat_flags', 'alerts'];

/** A name for this API process in `retention_runs`: host, pid and a random suffix per app. */
export function retentionInstanceName(): string {
  return `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
}

const count = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

/**
 * Each family's cut-off: data of its children older than this goes. A CASE rather than a cast of the
 * text, so 'forever' (null: nothing is older) can never make the statement fail.
 */
const cutoffs = (now: Date) => sql`
  select id as user_id, ${now.toISOString()}::timestamptz - (case retention when '30' then 30 when '90' then 90 when '365' then 365 end) * interval '1 day' as before
  from users where retention <> 'forever'`;

async function excerptTablesOf(trx: Transaction<Database>): Promise<string[]> {
  const rows = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'excerpt'
      and table_name in (${sql.join(RETENTION_EXCERPT_TABLES.map((name) => sql`${name}`))})
      and table_name in (select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'child_id')
      and table_name in (select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'created_at')`.execute(trx);
  return rows.rows.map((row) => row.table_name);
}

/** Deletes (and clears) what is past each family's retention, inside the caller's transaction. */
async function retentionPurge(trx: Transaction<Database>, now: Date): Promise<RetentionRemoved> {
  const cut = cutoffs(now);
  // Adults' own data is never touched: every statement is limited to rows with a child_id.
  const radarScores = count(
    await sql`with cut as (${cut}) delete from radar_message_scores s using cut
      where s.user_id = cut.user_id and s.child_id is not null and s.at < cut.before`.execute(trx),
  );
  const chatMessages = count(
    await sql`with cut as (${cut}) delete from chat_messages m using conversations c, cut
      where m.conversation_id = c.id and c.child_id is not null and c.user_id = cut.user_id and m.created_at < cut.before`.execute(trx),
  );
  // Only conversations that are empty and old themselves: one a child opened a moment ago for a
  // streamed turn is empty too, but new.
  const conversations = count(
    await sql`with cut as (${cut}) delete from conversations c using cut
      where c.child_id is not null and c.user_id = cut.user_id and c.updated_at < cut.before
        and not exists (select 1 from chat_messages m where m.conversation_id = c.id)`.execute(trx),
  );
  // Entries and memories count from their last change: one the child edited or restated is recent.
  const journalEntries = count(
    await sql`with cut as (${cut}) delete from journal_entries j using cut
      where j.child_id is not null and j.user_id = cut.user_id and j.updated_at < cut.before`.execute(trx),
  );
  const journalSummaries = count(
    await sql`with cut as (${cut}) delete from journal_summaries j using cut
      where j.child_id is not null and j.user_id = cut.user_id and j.week_end < cut.before`.execute(trx),
  );
  const memories = count(
    await sql`with cut as (${cut}) delete from memories m using cut
      where m.child_id is not null and m.user_id = cut.user_id and m.updated_at < cut.before`.execute(trx),
  );
  // A finished quest's reflection is the child's own words, like a journal entry; the entry itself
  // (which quest, when it was done) says nothing private and stays for the parent's list.
  const questReflections = count(
    await sql`with cut as (${cut}) update quest_entries q set reflection = null from cut
      where q.child_id is not null and q.user_id = cut.user_id and q.done_at < cut.before and q.reflection is not null`.execute(trx),
  );
  let excerpts = 0;
  for (const name of await excerptTablesOf(trx)) {
    excerpts += count(
      await sql`with cut as (${cut}) update ${sql.table(name)} t set excerpt = null from cut
        where t.child_id is not null and t.user_id = cut.user_id and t.created_at < cut.before and t.excerpt is not null`.execute(trx),
    );
  }
  return { chatMessages, conversations, journalEntries, journalSummaries, memories, radarScores, excerpts, questReflections };
}

/**
 * Issue 18, point 6: purges children's chat messages (and the conversations they leave empty),
 * journal entries and summaries, memories, quest reflections and the radar scores quoting them, once they are older than
 * their family's retention on the injected clock, and records the run in `retention_runs`. The whole
 * purge is one transaction holding `pg_try_advisory_xact_lock`: a second API process asking at the
 * same moment gets `ran: false` and does nothing (the lock goes with the commit, so a crash never
 * leaves it held). Running it again removes nothing more: it is idempotent.
 */
export async function retentionRun(db: Kysely<Database>, input: RetentionRunInput): Promise<RetentionJobResult> {
  const result = await db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${sql.lit(RETENTION_LOCK_KEY.toString())}::bigint) as locked`.execute(trx);
    if (lock.rows[0]?.locked !== true) return null;
    const startedAt = input.now();
    const removed = await retentionPurge(trx, startedAt);
    const finishedAt = input.now();
    const id = randomUUID();
    await trx.insertInto('retention_runs').values({ id, instance: input.instance, started_at: startedAt, finished_at: finishedAt, removed: JSON.stringify(removed) }).execute();
    return { id, instance: input.instance, startedAt: startedAt.toISOString(), finishedAt: finishedAt.toISOString(), removed };
  });
  if (result === null) {
    input.log.info({ instance: input.instance }, 'retention purge skipped: another API process is purging');
    return { ran: false, run: null };
  }
  input.log.info({ instance: input.instance, runId: result.id, removed: result.removed }, 'retention purge');
  return { ran: true, run: result };
}

/** A running schedule of the retention job. */
export interface RetentionSchedule {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs {@link retentionRun} now and then every `intervalMs` (`RETENTION_INTERVAL_MS`). A run still
 * going when the next is due is not doubled; a failed run is logged and the schedule goes on.
 */
export function retentionSchedule(db: Kysely<Database>, input: RetentionRunInput & { intervalMs: number }): RetentionSchedule {
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current) return;
    current = retentionRun(db, input)
      .then(() => undefined)
      .catch((error: unknown) => input.log.warn({ err: error }, 'retention purge failed'))
      .finally(() => {
        current = null;
      });
  };
  tick();
  const timer = setInterval(tick, input.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
