import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  ADMIN_DEVICE_HASH_CHARS,
  ADMIN_TRIAL_CLUSTER_MIN_DEVICES,
  ADMIN_TRIAL_CLUSTER_WINDOW_MINUTES,
  type AdminTrialRelation,
  type AdminTrialUsage,
} from '@grove/api-contract';
import type { Database } from '../db/schema';
import { adminConcurrently, adminRangeToApi, type AdminRange } from './adminRange';
import type { AdminPage } from './adminTokens';

// Issue 20: what admins see of the anonymous trial. A device is shown as the start of its SHA-256 and
// an IP as its /24 or /48 (`trial_usage.ip_prefix`); fingerprints and the other device facts are only
// ever compared, never shown.

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const iso = (value: Date | string): string => new Date(value).toISOString();

/** The related records shown with each record (the count says how many there are, up to {@link RELATED_COUNT_MAX}). */
const RELATED_SHOWN = 5;

/** Related records are counted up to this many: a busy shared prefix (a campus, a mobile carrier) must not make every row slow. */
const RELATED_COUNT_MAX = 1000;

/** The rate-limit counters listed by name. */
const RATE_LIMIT_TOP = 20;

/** The clusters listed, the largest first. */
const CLUSTERS_MAX = 50;

/** How an admin sees a trial device id: the first characters of its SHA-256 (hex). */
export function adminDeviceOf(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex').slice(0, ADMIN_DEVICE_HASH_CHARS);
}

interface RecordRow {
  id: string;
  device_id: string;
  ip_prefix: string;
  tokens_used: number;
  first_used: Date | string;
  last_used: Date | string;
}

/** The records related to one record: how many (up to {@link RELATED_COUNT_MAX}) and the newest few. */
interface Related {
  count: number;
  shown: Array<{ device: string; ipPrefix: string; lastUsed: string; via: AdminTrialRelation[] }>;
}

/**
 * The records related to each of `ids`: sharing its IP prefix, or a non-empty browser fingerprint,
 * hardware info or IndexedDB id. Each relation is its own indexed lookup, skipped outright when the
 * record has no such fact (a one-time filter: an empty fact would otherwise match every record that
 * lacks it), and capped at {@link RELATED_COUNT_MAX} rows, newest first.
 */
async function relatedOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, Related>> {
  const out = new Map<string, Related>(ids.map((id) => [id, { count: 0, shown: [] }]));
  if (ids.length === 0) return out;
  const branch = (via: AdminTrialRelation, column: string) => sql`
    select p.id as rec, r.id, ${via}::text as via, r.device_id, r.ip_prefix, r.last_used
    from page p cross join lateral (
      select r.id, r.device_id, r.ip_prefix, r.last_used from trial_usage r
      where p.${sql.ref(column)} <> '' and r.${sql.ref(column)} = p.${sql.ref(column)} and r.id <> p.id
      order by r.last_used desc limit ${RELATED_COUNT_MAX}
    ) r`;
  const { rows } = await sql<{ rec: string; device_id: string; ip_prefix: string; last_used: Date | string; via: AdminTrialRelation[]; n: number | string }>`
    with page as (select id, ip_prefix, browser_fingerprint, hardware_info, indexed_db_id from trial_usage where id in (${sql.join(ids)})),
    rel as (
      ${branch('ip_prefix', 'ip_prefix')}
      union all ${branch('fingerprint', 'browser_fingerprint')}
      union all ${branch('hardware', 'hardware_info')}
      union all ${branch('indexed_db', 'indexed_db_id')}
    ),
    grouped as (
      select rec, id, device_id, ip_prefix, last_used, array_agg(via order by via) as via from rel group by rec, id, device_id, ip_prefix, last_used
    ),
    ranked as (
      select grouped.*, count(*) over (partition by rec) as n, row_number() over (partition by rec order by last_used desc, id) as rank from grouped
    )
    select rec, device_id, ip_prefix, last_used, via, n from ranked where rank <= ${RELATED_SHOWN} order by rec, rank`.execute(db);
  for (const row of rows) {
    const entry = out.get(row.rec);
    if (!entry) continue;
    entry.count = Math.min(RELATED_COUNT_MAX, num(row.n));
    entry.shown.push({ device: adminDeviceOf(row.device_id), ipPrefix: row.ip_prefix, lastUsed: iso(row.last_used), via: row.via });
  }
  return out;
}

/**
 * `GET /api/admin/trial-usage` for a range: the trial records used in it (newest first, with the
 * records related to each by IP prefix or a shared device fact), how many used up their allowance,
 * the rate-limit counters whose window is open now, and suspicious clusters — at least
 * {@link ADMIN_TRIAL_CLUSTER_MIN_DEVICES} devices starting a record on one IP prefix within one
 * {@link ADMIN_TRIAL_CLUSTER_WINDOW_MINUTES}-minute window. A record "used in the range" had its
 * window open for part of it: first use before the range's end and last use after its start.
 */
export async function adminTrialUsage(db: Kysely<Database>, range: AdminRange, page: AdminPage, limit: number, now: Date): Promise<AdminTrialUsage> {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const used = sql`t.last_used >= ${start} and t.first_used < ${end}`;

  const windowSeconds = ADMIN_TRIAL_CLUSTER_WINDOW_MINUTES * 60;
  const openAt = sql`${now.toISOString()}::timestamptz`;
  const [totals, turns, records, groups, top, clusters] = await adminConcurrently([
    () =>
      sql<{ records: number; devices: number; exhausted: number; tokens: number | string }>`
        select count(*)::int as records, count(distinct t.device_id)::int as devices,
          (count(*) filter (where t.tokens_used >= ${limit}::int))::int as exhausted, coalesce(sum(t.tokens_used), 0)::bigint as tokens
        from trial_usage t where ${used}`.execute(db),
    () =>
      sql<{ turns: number | string }>`
        select coalesce(sum(turns), 0)::bigint as turns from usage_daily
        where kind = 'trial' and day >= ${range.from}::date and day <= ${range.to}::date`.execute(db),
    // The page in index order (newest first); its total is the totals' count of the same records.
    () =>
      sql<RecordRow>`
        select t.id, t.device_id, t.ip_prefix, t.tokens_used, t.first_used, t.last_used from trial_usage t
        where ${used} order by t.last_used desc, t.id limit ${page.limit} offset ${page.offset}`.execute(db),
    () =>
      sql<{ name: string; keys: number; hits: number | string; max_hits: number }>`
        select split_part(key, ':', 1) as name, count(*)::int as keys, sum(hits)::bigint as hits, max(hits)::int as max_hits
        from rate_limits where window_ends_at > ${openAt} group by 1 order by 1`.execute(db),
    // The key is `{limit name}:{IP as the plugin normalised it}`; only its prefix leaves the server.
    () =>
      sql<{ name: string; ip_prefix: string; hits: number; window_ends_at: Date | string }>`
        select split_part(key, ':', 1) as name, grove_ip_prefix(substr(key, strpos(key, ':') + 1)) as ip_prefix, hits, window_ends_at
        from rate_limits where window_ends_at > ${openAt}
        order by hits desc, key limit ${RATE_LIMIT_TOP}`.execute(db),
    () =>
      sql<{ ip_prefix: string; window_start: Date | string; devices: number; records: number; tokens: number | string; exhausted: number }>`
        select t.ip_prefix, to_timestamp(floor(extract(epoch from t.first_used) / ${windowSeconds}::int) * ${windowSeconds}::int) as window_start,
          count(distinct t.device_id)::int as devices, count(*)::int as records, coalesce(sum(t.tokens_used), 0)::bigint as tokens,
          (count(*) filter (where t.tokens_used >= ${limit}::int))::int as exhausted
        from trial_usage t where t.first_used >= ${start} and t.first_used < ${end}
        group by 1, 2 having count(distinct t.device_id) >= ${ADMIN_TRIAL_CLUSTER_MIN_DEVICES}::int
        order by devices desc, window_start desc, t.ip_prefix limit ${CLUSTERS_MAX}`.execute(db),
  ] as const);
  const related = await relatedOf(db, records.rows.map((row) => row.id));

  const total = totals.rows[0];
  const recordCount = num(total?.records);
  const exhausted = num(total?.exhausted);
  return {
    range: adminRangeToApi(range),
    asOf: now.toISOString(),
    limit,
    rules: { clusterMinDevices: ADMIN_TRIAL_CLUSTER_MIN_DEVICES, clusterWindowMinutes: ADMIN_TRIAL_CLUSTER_WINDOW_MINUTES },
    totals: {
      records: recordCount,
      devices: num(total?.devices),
      exhausted,
      exhaustedRate: recordCount === 0 ? 0 : exhausted / recordCount,
      tokensUsed: num(total?.tokens),
      turns: num(turns.rows[0]?.turns),
    },
    records: {
      total: recordCount,
      rows: records.rows.map((row) => ({
        device: adminDeviceOf(row.device_id),
        ipPrefix: row.ip_prefix,
        tokensUsed: row.tokens_used,
        exhausted: row.tokens_used >= limit,
        firstUsed: iso(row.first_used),
        lastUsed: iso(row.last_used),
        relatedCount: related.get(row.id)?.count ?? 0,
        related: related.get(row.id)?.shown ?? [],
      })),
    },
    rateLimits: {
      groups: groups.rows.map((row) => ({ name: row.name, keys: num(row.keys), hits: num(row.hits), maxHits: num(row.max_hits) })),
      top: top.rows.map((row) => ({ name: row.name, ipPrefix: row.ip_prefix, hits: num(row.hits), windowEndsAt: iso(row.window_ends_at) })),
    },
    clusters: clusters.rows.map((row) => ({
      ipPrefix: row.ip_prefix,
      windowStart: iso(row.window_start),
      devices: num(row.devices),
      records: num(row.records),
      tokensUsed: num(row.tokens),
      exhausted: num(row.exhausted),
    })),
  };
}
