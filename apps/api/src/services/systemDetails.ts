import { sql, type Kysely } from 'kysely';
import type { MentorStatus, SystemStatusDetails } from '@grove/api-contract';
import type { ModerationConfig } from '../config';
import type { Database } from '../db/schema';

/** What the admin's details of `/system/status` are made from besides the database. */
export interface SystemDetailsDeps {
  db: Kysely<Database>;
  databaseKind: 'pglite' | 'postgres';
  moderation: ModerationConfig;
  mentorStatus: () => MentorStatus;
}

const isoOrNull = (value: Date | string | null | undefined): string | null => (value === null || value === undefined ? null : new Date(value).toISOString());

/**
 * The admin's details of `GET /system/status` (issue 20): the database (kind, size, migrations), the
 * background jobs' latest work — the retention purge's last run, the alert job's last digest, the
 * founders job's last reward (the alert and reward jobs keep no run log: what they last did is what
 * shows they run) — the mentor and moderation providers, and how many accounts, children and admins.
 * Counts and names only. The size is null where the database cannot tell it.
 */
export async function systemDetailsOf(deps: SystemDetailsDeps): Promise<SystemStatusDetails> {
  const { db } = deps;
  let sizeBytes: number | null;
  try {
    const size = await sql<{ bytes: string | number }>`select pg_database_size(current_database()) as bytes`.execute(db);
    sizeBytes = size.rows[0] ? Number(size.rows[0].bytes) : null;
  } catch {
    // A database without the function (or without the right to call it): the size is unknown, not an error.
    sizeBytes = null;
  }
  const migrations = await sql<{ n: number; name: string | null; at: string | null }>`
    select (select count(*)::int from kysely_migration) as n,
      (select name from kysely_migration order by name desc limit 1) as name,
      (select timestamp from kysely_migration order by name desc limit 1) as at`.execute(db);
  const retention = await db.selectFrom('retention_runs').select(['finished_at', 'removed']).where('finished_at', 'is not', null).orderBy('finished_at', 'desc').limit(1).executeTakeFirst();
  const digest = await db.selectFrom('alert_digests').select(sql<Date | null>`max(sent_at)`.as('at')).executeTakeFirst();
  const reward = await db.selectFrom('referrals').select(sql<Date | null>`max(rewarded_at)`.as('at')).executeTakeFirst();
  const counts = await sql<{ users: number; children: number; admins: number }>`
    select (select count(*)::int from users) as users,
      (select count(*)::int from child_accounts) as children,
      (select count(*)::int from users where is_admin) as admins`.execute(db);
  const migration = migrations.rows[0];
  const count = counts.rows[0];
  return {
    database: {
      kind: deps.databaseKind,
      sizeBytes,
      migrations: { applied: Number(migration?.n ?? 0), latest: migration?.name ?? null, latestAt: isoOrNull(migration?.at) },
    },
    jobs: {
      retention: { lastRunAt: isoOrNull(retention?.finished_at), removed: (retention?.removed as Record<string, number> | undefined) ?? null },
      alertDigests: { lastSentAt: isoOrNull(digest?.at) },
      foundersRewards: { lastRewardAt: isoOrNull(reward?.at) },
    },
    mentor: deps.mentorStatus(),
    moderation: { provider: deps.moderation.provider, model: deps.moderation.model },
    counts: { users: Number(count?.users ?? 0), children: Number(count?.children ?? 0), admins: Number(count?.admins ?? 0) },
  };
}
