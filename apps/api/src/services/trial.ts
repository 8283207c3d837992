import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { MESSAGES, TRIAL_DEVICE_FACT_MAX_CHARS, TRIAL_DEVICE_HEADERS, type TrialStatus } from '@grove/api-contract';
import { TRIAL_WINDOW_MS, trialDecide, trialDeviceIdValid, trialUsageRolled, type TrialDecision, type TrialUsage } from '@grove/trial-guard';
import type { Database, TrialUsageRow } from '../db/schema';
import { ApiError } from '../plugins/errors';
import { usageTrialTurnRecord, type UsageTurnFigures } from './usageTurns';

/**
 * What a trial request says about its device (issue 5: X-Device-Id, X-Device-Fingerprint,
 * X-Device-Hardware, X-Device-Idb) plus its User-Agent. Optional facts are '' when not sent; an empty
 * fact never relates two devices.
 */
export interface TrialDevice {
  deviceId: string;
  browserFingerprint: string;
  hardwareInfo: string;
  indexedDbId: string;
  userAgent: string;
}

/** The longest User-Agent kept on a trial record. */
const USER_AGENT_MAX_CHARS = 512;

/** Advisory-lock namespace of trial charges (the first key of `pg_advisory_xact_lock(int, int)`). */
const TRIAL_LOCK_NAMESPACE = 50_505;

function headerText(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text.trim() : '';
}

/**
 * The device facts of a trial request. X-Device-Id is required and must be what the browser makes
 * (1-128 letters, digits, `-` or `_`): otherwise 400 naming `headers.x-device-id`. The other facts are
 * optional and cut to {@link TRIAL_DEVICE_FACT_MAX_CHARS} characters (they are only compared for
 * equality, so a cut value still matches the same browser's next request).
 */
export function trialDeviceOf(request: FastifyRequest): TrialDevice {
  const deviceId = headerText(request, TRIAL_DEVICE_HEADERS.deviceId);
  if (!trialDeviceIdValid(deviceId)) {
    const field = `headers.${TRIAL_DEVICE_HEADERS.deviceId}`;
    const problem = deviceId === '' ? 'is required for the trial' : 'must be 1-128 letters, digits, - or _';
    throw new ApiError(400, 'bad_request', `${field}: ${problem}`, field);
  }
  const fact = (name: string) => headerText(request, name).slice(0, TRIAL_DEVICE_FACT_MAX_CHARS);
  return {
    deviceId,
    browserFingerprint: fact(TRIAL_DEVICE_HEADERS.browserFingerprint),
    hardwareInfo: fact(TRIAL_DEVICE_HEADERS.hardwareInfo),
    indexedDbId: fact(TRIAL_DEVICE_HEADERS.indexedDbId),
    userAgent: headerText(request, 'user-agent').slice(0, USER_AGENT_MAX_CHARS),
  };
}

/**
 * The IP a trial record is keyed by: the one Fastify sees (`request.ip`, which honours `TRUST_PROXY`),
 * or 'unknown' as SPEC §7 does when there is none.
 */
export function trialIpOf(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

/** SPEC §3: a remote trial record is keyed `{deviceId}_{ip}`. */
export function trialKey(deviceId: string, ip: string): string {
  return `${deviceId}_${ip}`;
}

function usageOf(row: TrialUsageRow): TrialUsage {
  return { id: row.id, tokensUsed: row.tokens_used, firstUsed: new Date(row.first_used), lastUsed: new Date(row.last_used) };
}

/** This device's record and the records related to it. */
interface TrialRecords {
  own: TrialUsageRow | null;
  related: TrialUsageRow[];
}

/**
 * Loads the own record (`{deviceId}_{ip}`) and the related ones: equal hardware info, browser
 * fingerprint, IndexedDB id or IP (SPEC §7), never the own record, never on an empty value. Related
 * records inside their 24-hour window all count (the allowance is shared); of the expired ones only
 * the latest is loaded — enough to tell `related_device_expired` apart from `first_time` without
 * reading a busy IP's whole history.
 */
async function trialRecordsLoad(db: Kysely<Database>, device: TrialDevice, ip: string, now: Date): Promise<TrialRecords> {
  const key = trialKey(device.deviceId, ip);
  const windowStart = new Date(now.getTime() - TRIAL_WINDOW_MS);
  const own = (await db.selectFrom('trial_usage').selectAll().where('id', '=', key).executeTakeFirst()) ?? null;
  const relatedQuery = db
    .selectFrom('trial_usage')
    .selectAll()
    .where('id', '<>', key)
    .where((eb) =>
      eb.or([
        eb('ip_address', '=', ip),
        ...(device.hardwareInfo ? [eb('hardware_info', '=', device.hardwareInfo)] : []),
        ...(device.browserFingerprint ? [eb('browser_fingerprint', '=', device.browserFingerprint)] : []),
        ...(device.indexedDbId ? [eb('indexed_db_id', '=', device.indexedDbId)] : []),
      ]),
    );
  const active = await relatedQuery.where('last_used', '>', windowStart).execute();
  const expired = await relatedQuery.where('last_used', '<=', windowStart).orderBy('last_used', 'desc').limit(1).execute();
  return { own, related: [...active, ...expired] };
}

function decide(records: TrialRecords, limit: number, now: Date): TrialDecision {
  return trialDecide({ own: records.own ? usageOf(records.own) : null, related: records.related.map(usageOf), limit, now });
}

/** The trial decision for a device at an IP now (SPEC §4 reason codes; the first seven). */
export async function trialStatus(db: Kysely<Database>, device: TrialDevice, ip: string, now: Date, limit: number): Promise<TrialDecision> {
  return decide(await trialRecordsLoad(db, device, ip, now), limit, now);
}

/** A decision as `GET /api/trial/status` answers it. */
export function trialStatusToApi(decision: TrialDecision): TrialStatus {
  return {
    eligible: decision.eligible,
    reason: decision.reason,
    tokensUsed: decision.tokensUsed,
    tokensLeft: decision.tokensLeft,
    limit: decision.limit,
    resetAt: decision.resetAt ? decision.resetAt.toISOString() : null,
    expired: decision.expired,
  };
}

/** `2025-06-01 14:05`: a reset time rounded up to the minute, so "after" it is always true. */
function utcMinute(at: Date): string {
  const minute = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  return minute.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The detail of the 402 a refused trial chat gets; the browser shows it as is (SPEC §8 402: the
 * message is taken from the response detail).
 */
export function trialExhaustedMessage(decision: TrialDecision): string {
  if (!decision.resetAt) return MESSAGES.trialExhausted;
  return `Your free trial has used its ${decision.limit.toLocaleString('en-US')} tokens. Create an account to keep chatting, or come back after ${utcMinute(decision.resetAt)} UTC.`;
}

/** 402 for a trial that cannot chat now: `trial_exhausted`, the one 402 that sends the browser to /signup. */
export function trialPaymentRequired(decision: TrialDecision): ApiError {
  return new ApiError(402, 'trial_exhausted', trialExhaustedMessage(decision));
}

/**
 * Serialises trial charges that could share an allowance: one transaction-scoped advisory lock per
 * fact (the IP, and each non-empty hardware info, fingerprint and IndexedDB id), taken in ascending
 * hash order so two charges never wait on each other in a cycle. On PGlite the single connection
 * already serialises transactions (SerialPGliteDriver); the locks are then granted at once.
 */
async function trialLocks(trx: Transaction<Database>, device: TrialDevice, ip: string): Promise<void> {
  const keys = [`ip:${ip}`];
  if (device.hardwareInfo) keys.push(`hw:${device.hardwareInfo}`);
  if (device.browserFingerprint) keys.push(`fp:${device.browserFingerprint}`);
  if (device.indexedDbId) keys.push(`idb:${device.indexedDbId}`);
  const { rows } = await sql<{ h: number }>`select distinct hashtext(k) as h from unnest(${keys}::text[]) as k order by h`.execute(trx);
  for (const { h } of rows) await sql`select pg_advisory_xact_lock(${TRIAL_LOCK_NAMESPACE}::int, ${h}::int)`.execute(trx);
}

/** What a trial charge asks for. */
export interface TrialChargeInput {
  device: TrialDevice;
  ip: string;
  /** The turn's tokens (prompt + completion). */
  cost: number;
  now: Date;
  limit: number;
  /** Issue 20: what the turn used, recorded with the charge (admin usage figures); omitted by callers that only charge. */
  usage?: Omit<UsageTurnFigures, 'at' | 'charged'>;
}

/** The outcome of a trial charge: what was recorded and the decision after it, or the refusal. */
export type TrialChargeResult = { ok: true; charged: number; decision: TrialDecision } | { ok: false; decision: TrialDecision };

/**
 * Charges a trial turn in ONE transaction, serialised with every other charge from the same IP (and
 * the same device facts): decides again on the current records, and if still eligible adds
 * min(cost, tokensLeft) to the own record — creating it (first_used = now), or starting it afresh
 * when its 24-hour window had ended — so the recorded spend of an allowance never passes the limit,
 * however many requests race. Not eligible: nothing changes.
 */
export function trialCharge(db: Kysely<Database>, input: TrialChargeInput): Promise<TrialChargeResult> {
  const { device, ip, now, limit } = input;
  return db.transaction().execute(async (trx) => {
    await trialLocks(trx, device, ip);
    const records = await trialRecordsLoad(trx, device, ip, now);
    const before = decide(records, limit, now);
    if (!before.eligible) return { ok: false, decision: before };

    const charged = Math.min(Math.max(0, Math.floor(input.cost)), before.tokensLeft);
    const ownActive = records.own ? trialUsageRolled(usageOf(records.own), now) : null;
    const tokensUsed = (ownActive?.tokensUsed ?? 0) + charged;
    const firstUsed = ownActive?.firstUsed ?? now;
    const facts = {
      user_agent: device.userAgent,
      hardware_info: device.hardwareInfo,
      browser_fingerprint: device.browserFingerprint,
      indexed_db_id: device.indexedDbId,
    };
    await trx
      .insertInto('trial_usage')
      .values({
        id: trialKey(device.deviceId, ip),
        device_id: device.deviceId,
        ip_address: ip,
        // Issue 20: what an admin sees of the IP (migration 0017's function, the one definition of a prefix).
        ip_prefix: sql<string>`grove_ip_prefix(${ip})`,
        tokens_used: tokensUsed,
        first_used: firstUsed,
        last_used: now,
        is_active: true,
        ...facts,
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          tokens_used: tokensUsed,
          first_used: firstUsed,
          last_used: now,
          is_active: true,
          user_agent: eb.ref('excluded.user_agent'),
          // A fact the browser did not send this time keeps its last known value: it still relates devices.
          hardware_info: sql<string>`coalesce(nullif(excluded.hardware_info, ''), trial_usage.hardware_info)`,
          browser_fingerprint: sql<string>`coalesce(nullif(excluded.browser_fingerprint, ''), trial_usage.browser_fingerprint)`,
          indexed_db_id: sql<string>`coalesce(nullif(excluded.indexed_db_id, ''), trial_usage.indexed_db_id)`,
        })),
      )
      .execute();
    if (input.usage) await usageTrialTurnRecord(trx, { ...input.usage, at: now, charged, deviceId: device.deviceId });
    const after = decide(await trialRecordsLoad(trx, device, ip, now), limit, now);
    return { ok: true, charged, decision: after };
  });
}
