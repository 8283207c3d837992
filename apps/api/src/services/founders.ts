import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isValid as mailcheckerIsValid } from 'mailchecker';
import validator from 'validator';
import {
  FOUNDERS_ALREADY_JOINED_MESSAGE,
  FOUNDERS_TEAM_NAME,
  INVITATION_STATUS_MESSAGES,
  REFERRAL_CAP_PER_MONTH,
  REFERRAL_CAP_TOTAL,
  REFERRAL_REWARD_TOKENS,
  TRIAL_DEVICE_HEADERS,
  type AdminInvitation,
  type AdminInvitationList,
  type FounderSeats,
  type FoundersJoinResult,
  type FoundersMe,
  type FoundersStats,
  type InvitationCodeStatus,
  type InvitationCreate,
  type InvitationKind,
  type InvitationValidation,
  type MyInvitation,
  type MyReferralCode,
  type ReferralFlagReason,
  type ReferralProgress,
  type ReferralReward,
  type ReferralStatus,
} from '@grove/api-contract';
import {
  firstNameOf,
  founderSeatPick,
  invitationCodeDisplay,
  invitationCodeGenerate,
  referralCapReached,
  referralConversionCheck,
  referralRewardDueAt,
  type ReferralConversionOutcome,
  type SeatRange,
} from '@grove/founders';
import { trialDeviceIdValid } from '@grove/trial-guard';
import type { Database, InvitationCodeRow, ReferralRow, UserRow } from '../db/schema';
import { ApiError, apiNotFound } from '../plugins/errors';
import { adminAuditWrite } from './adminAudit';
import { tokenCredit, tokenTransaction } from './tokenLedger';

// Issue 19: the founders club and referrals. The rules themselves (code format, seat numbering, the
// conversion rule, the hold, the caps) are @grove/founders' pure core; this file binds them to the
// database: one transaction per decision, row locks where two requests could race, and the ledger
// for every token paid.

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;

/** An account may join with a code only within this long of its creation (issue 19: invitations are for new accounts). */
export const FOUNDERS_JOIN_WINDOW_MS = 7 * DAY_MS;

/** The name of the proof key in `server_secrets`. */
export const FOUNDERS_PROOF_SECRET_NAME = 'founders_conversion_proof';

/** The founder seat lock (`pg_advisory_xact_lock`): one seat pick at a time, on every API copy. */
export const FOUNDERS_SEAT_LOCK = 19_0015_1;

/** The reward job's lock (`pg_try_advisory_xact_lock`): one API copy settles at a time; the others skip the run. */
export const FOUNDERS_REWARD_JOB_LOCK = 19_0015_2;

/** How often `main.ts` runs the reward job (rewards are also settled when either side opens GET /me). */
export const FOUNDERS_REWARD_JOB_INTERVAL_MS = 15 * 60_000;

/** The most referrals one run of the reward job settles (the next run takes the rest). */
const REWARD_JOB_BATCH = 200;

/** A referral's own words: the most recent messages the conversion rule reads (the rule needs far fewer). */
const CONVERSION_MESSAGES_MAX = 2000;


/** Shown for a person whose account is gone. */
const GONE_NAME = 'A friend';

/** The refusal of a join by an account that has already started or already joined (409). */
function alreadyJoined(): ApiError {
  return new ApiError(409, 'already_joined', FOUNDERS_ALREADY_JOINED_MESSAGE);
}

// ——— codes ———

/** The state of a code at `now`: revoked first (an admin's decision), then expired, then used up. */
export function invitationStatusOf(row: Pick<InvitationCodeRow, 'revoked_at' | 'expires_at' | 'max_uses' | 'uses'>, now: Date): Exclude<InvitationCodeStatus, 'unknown'> {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  if (row.max_uses !== null && row.uses >= row.max_uses) return 'used_up';
  return 'valid';
}

/** SQL: the code row is usable at `now` (the same rule as {@link invitationStatusOf}). */
function liveAt(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<boolean>`(revoked_at is null and (expires_at is null or expires_at > ${at}) and (max_uses is null or uses < max_uses))`;
}

/** A new canonical code from node's cryptographic source. */
function codeNew(): string {
  return invitationCodeGenerate((n) => randomBytes(n));
}

/** The code row named by a canonical code, or null. */
async function codeFind(db: Db, canonical: string): Promise<InvitationCodeRow | null> {
  return (await db.selectFrom('invitation_codes').selectAll().where('code', '=', canonical).executeTakeFirst()) ?? null;
}

/** The display name of a user, or null when the account is gone. */
async function displayNameOf(db: Db, userId: string | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await db.selectFrom('users').select('display_name').where('id', '=', userId).executeTakeFirst();
  return row?.display_name ?? null;
}

/** Whether a code with a seat block still has a free seat (a code without one always seats its member). */
async function seatAvailable(db: Db, code: Pick<InvitationCodeRow, 'seat_from' | 'seat_to'>): Promise<boolean> {
  if (code.seat_from === null || code.seat_to === null) return true;
  const row = await db
    .selectFrom('founder_seats')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('seat', '>=', code.seat_from)
    .where('seat', '<=', code.seat_to)
    .executeTakeFirstOrThrow();
  return Number(row.n) < code.seat_to - code.seat_from + 1;
}

/**
 * `GET /validate/{code}`: the code's state; who invited and what joining gives only while it is valid
 * (a first name or {@link FOUNDERS_TEAM_NAME}) — nothing else about the maker.
 */
export async function invitationValidate(db: Kysely<Database>, canonical: string, now: Date): Promise<InvitationValidation> {
  const row = await codeFind(db, canonical);
  const status: InvitationCodeStatus = row ? invitationStatusOf(row, now) : 'unknown';
  if (!row || status !== 'valid') {
    return { code: invitationCodeDisplay(canonical), status, kind: null, inviterFirstName: null, rewardTokens: 0, foundersSeat: false };
  }
  const ownerName = row.kind === 'referral' ? await displayNameOf(db, row.owner_id) : null;
  return {
    code: invitationCodeDisplay(canonical),
    status,
    kind: row.kind,
    inviterFirstName: row.kind === 'referral' ? firstNameOf(ownerName ?? '') : FOUNDERS_TEAM_NAME,
    rewardTokens: row.kind === 'referral' ? REFERRAL_REWARD_TOKENS : 0,
    foundersSeat: await seatAvailable(db, row),
  };
}

/** `POST /track-usage`: counts a landing on a usable code; false (nothing counted) for any other. */
export async function invitationLandingTrack(db: Kysely<Database>, canonical: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('invitation_codes')
    .set((eb) => ({ landings: eb('landings', '+', 1) }))
    .where('code', '=', canonical)
    .where(liveAt(now))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ——— the proof, devices and hashes ———

const proofKeys = new WeakMap<object, Promise<Buffer>>();

/**
 * The referral proof's HMAC key: `FOUNDERS_PROOF_SECRET` when configured, else a random 32-byte key
 * kept in `server_secrets` — made once (insert … on conflict do nothing) and read back, so every API
 * copy on one database signs and checks with the same key. Read once per database handle.
 */
export function foundersProofKey(db: Kysely<Database>, configured: string | null): Promise<Buffer> {
  if (configured !== null) return Promise.resolve(Buffer.from(configured, 'utf8'));
  const cached = proofKeys.get(db);
  if (cached) return cached;
  const loading = (async () => {
    await db
      .insertInto('server_secrets')
      .values({ name: FOUNDERS_PROOF_SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: new Date() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db.selectFrom('server_secrets').select('value').where('name', '=', FOUNDERS_PROOF_SECRET_NAME).executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'base64url');
  })();
  proofKeys.set(db, loading);
  // A failed read (the database away) is tried again by the next caller rather than remembered.
  loading.catch(() => proofKeys.delete(db));
  return loading;
}

function mac(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

/** The conversion proof of a referral: `base64url(referralId) + '.' + base64url(HMAC-SHA256(key, referralId))`. */
export function referralProofMake(key: Buffer, referralId: string): string {
  return `${Buffer.from(referralId, 'utf8').toString('base64url')}.${mac(key, referralId).toString('base64url')}`;
}

/** The referral id a proof names, or null when the proof is not one the server made (compared in constant time). */
export function referralProofRead(key: Buffer, proof: string): string | null {
  const parts = proof.split('.');
  if (parts.length !== 2) return null;
  const [idPart = '', macPart = ''] = parts;
  const referralId = Buffer.from(idPart, 'base64url').toString('utf8');
  // Another spelling of the same bytes (padding, stray characters) is not the proof that was issued.
  if (referralId === '' || Buffer.from(referralId, 'utf8').toString('base64url') !== idPart) return null;
  const given = Buffer.from(macPart, 'base64url');
  const expected = mac(key, referralId);
  if (given.length !== expected.length || given.toString('base64url') !== macPart) return null;
  return timingSafeEqual(given, expected) ? referralId : null;
}

/** The stored form of a device id: its SHA-256 (the id itself is a bearer of the trial allowance). */
export function deviceHashOf(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}

/** The stored form of a join's IP: keyed (an IPv4 address's plain hash is reversed by trying them all). */
export function ipHashOf(key: Buffer, ip: string): string {
  return mac(key, `ip:${ip}`).toString('hex');
}

/**
 * The device id a founders call carries (X-Device-Id, as on the trial), or null when none is sent; a
 * malformed one is a 400 naming `headers.x-device-id`.
 */
export function foundersDeviceIdOf(request: FastifyRequest): string | null {
  const raw = request.headers[TRIAL_DEVICE_HEADERS.deviceId];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (value === '') return null;
  if (!trialDeviceIdValid(value)) {
    const field = `headers.${TRIAL_DEVICE_HEADERS.deviceId}`;
    throw new ApiError(400, 'bad_request', `${field}: must be 1-128 letters, digits, - or _`, field);
  }
  return value;
}

/** Records that an adult used a device (the `same_device` check compares a newcomer's device with these). */
export async function accountDeviceRecord(db: Db, userId: string, deviceHash: string, now: Date): Promise<void> {
  await db
    .insertInto('account_devices')
    .values({ user_id: userId, device_hash: deviceHash, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/**
 * An address as one mailbox: validator's `normalizeEmail` (Gmail's dots and +tags, the sub-addresses of
 * Outlook, Yahoo and iCloud, and case) — a self-referral with `Jane.Doe+2@gmail.com` is still Jane.
 */
export function emailMailboxOf(email: string): string {
  const trimmed = email.trim().toLowerCase();
  return validator.isEmail(trimmed) ? (validator.normalizeEmail(trimmed) || trimmed) : trimmed;
}

/** True for an address at a disposable (throwaway) domain, by mailchecker's maintained list. */
export function emailIsDisposable(email: string): boolean {
  // mailchecker's isValid is also false for a malformed address; the sign-in service only issues well-formed ones.
  return !mailcheckerIsValid(email.trim());
}

async function eventRecord(db: Db, event: { reason: ReferralFlagReason; codeId: string | null; referrerId: string | null; refereeId: string | null; referralId: string | null; now: Date }): Promise<void> {
  await db
    .insertInto('referral_events')
    .values({ id: randomUUID(), reason: event.reason, code_id: event.codeId, referrer_id: event.referrerId, referee_id: event.refereeId, referral_id: event.referralId, created_at: event.now })
    .execute();
}

// ——— joining ———

/** What a join needs beyond the database. */
export interface FoundersJoinInput {
  userId: string;
  /** The code, canonical. */
  code: string;
  /** The X-Device-Id the join came with, or null. */
  deviceId: string | null;
  /** The IP the server saw. */
  ip: string;
  now: Date;
  /** The proof key ({@link foundersProofKey}). */
  key: Buffer;
}

/**
 * `POST /join`, in ONE transaction: checks that the account is new (made within
 * {@link FOUNDERS_JOIN_WINDOW_MS}, no code yet, not the code's owner: else 409 `already_joined`) and
 * that the code is usable (else 410 `invitation_unusable` with the state's message); sets the user's
 * `founders_invitation_code` and `referral_conversion_status: pending`; inserts the referral with
 * what the abuse checks found (the same mailbox as the referrer, a disposable domain, a device the
 * referrer used — flagged for admins, never said to the newcomer); takes a founder seat under the
 * seat lock; counts the use; records the device. A shared IP is stored hashed and never flagged.
 */
export async function foundersJoin(db: Kysely<Database>, input: FoundersJoinInput): Promise<FoundersJoinResult> {
  const { now } = input;
  return db.transaction().execute(async (trx) => {
    // The newcomer's row first: a second join by the same account waits here and then finds the code set.
    const user = await trx.selectFrom('users').selectAll().where('id', '=', input.userId).forUpdate().executeTakeFirst();
    if (!user) throw apiNotFound('No such user.');
    const joinedBefore = await trx.selectFrom('referrals').select('id').where('referee_id', '=', user.id).executeTakeFirst();
    const age = now.getTime() - new Date(user.created_at).getTime();
    if (user.founders_invitation_code !== null || joinedBefore || age > FOUNDERS_JOIN_WINDOW_MS) throw alreadyJoined();

    // The code's row: concurrent joins count their uses one after another, so max_uses holds.
    const code = (await trx.selectFrom('invitation_codes').selectAll().where('code', '=', input.code).forUpdate().executeTakeFirst()) ?? null;
    const status: InvitationCodeStatus = code ? invitationStatusOf(code, now) : 'unknown';
    if (!code || status !== 'valid') throw new ApiError(410, 'invitation_unusable', INVITATION_STATUS_MESSAGES[status === 'valid' ? 'unknown' : status]);
    if (code.owner_id === user.id) throw alreadyJoined();

    const referrer = code.kind === 'referral' && code.owner_id !== null ? await trx.selectFrom('users').select(['id', 'email', 'display_name']).where('id', '=', code.owner_id).executeTakeFirst() : undefined;
    const deviceHash = input.deviceId === null ? null : deviceHashOf(input.deviceId);
    const flags: ReferralFlagReason[] = [];
    if (referrer && emailMailboxOf(referrer.email) === emailMailboxOf(user.email)) flags.push('self_referral_email');
    if (emailIsDisposable(user.email)) flags.push('disposable_email');
    if (referrer && deviceHash !== null) {
      const shared = await trx.selectFrom('account_devices').select('user_id').where('user_id', '=', referrer.id).where('device_hash', '=', deviceHash).executeTakeFirst();
      if (shared) flags.push('same_device');
    }

    const seat = await seatTake(trx, user.id, code, now);
    await trx.updateTable('invitation_codes').set((eb) => ({ uses: eb('uses', '+', 1) })).where('id', '=', code.id).execute();
    await trx.updateTable('users').set({ founders_invitation_code: code.code, referral_conversion_status: 'pending' }).where('id', '=', user.id).execute();
    const referralId = randomUUID();
    await trx
      .insertInto('referrals')
      .values({
        id: referralId,
        code_id: code.id,
        kind: code.kind,
        referrer_id: referrer?.id ?? null,
        referee_id: user.id,
        status: 'pending',
        flag_reasons: JSON.stringify(flags),
        device_hash: deviceHash,
        ip_hash: ipHashOf(input.key, input.ip),
        joined_at: now,
      })
      .execute();
    for (const reason of flags) await eventRecord(trx, { reason, codeId: code.id, referrerId: referrer?.id ?? null, refereeId: user.id, referralId, now });
    if (deviceHash !== null) await accountDeviceRecord(trx, user.id, deviceHash, now);
    return {
      referralStatus: 'pending',
      seat,
      inviterFirstName: code.kind === 'referral' ? firstNameOf(referrer?.display_name ?? '') : FOUNDERS_TEAM_NAME,
      conversionProof: referralProofMake(input.key, referralId),
    };
  });
}

/**
 * Takes the newcomer's founder seat under the seat lock (every API copy waits for it): the lowest free
 * seat of the code's block, or the next seat in order of joining, stepping over every block an
 * invitation was given (a block stays its invitation's, so seat numbers never move). Null when the
 * code's block is full.
 */
async function seatTake(trx: Transaction<Database>, userId: string, code: InvitationCodeRow, now: Date): Promise<number | null> {
  await sql`select pg_advisory_xact_lock(${sql.lit(FOUNDERS_SEAT_LOCK)}::bigint)`.execute(trx);
  const taken = (await trx.selectFrom('founder_seats').select('seat').execute()).map((row) => row.seat);
  const blocks = await trx.selectFrom('invitation_codes').select(['seat_from', 'seat_to']).where('seat_from', 'is not', null).execute();
  const reserved: SeatRange[] = blocks.flatMap((block) => (block.seat_from !== null && block.seat_to !== null ? [{ from: block.seat_from, to: block.seat_to }] : []));
  const range = code.seat_from !== null && code.seat_to !== null ? { from: code.seat_from, to: code.seat_to } : null;
  const seat = founderSeatPick({ taken, reserved, range });
  if (seat !== null) await trx.insertInto('founder_seats').values({ seat, user_id: userId, code_id: code.id, joined_at: now }).execute();
  return seat;
}

// ——— conversion ———

/** The referee's own real use since joining, read for the conversion rule. */
async function conversionOutcomeOf(db: Db, referral: Pick<ReferralRow, 'referee_id' | 'joined_at'>, onboardingCompleted: boolean, now: Date): Promise<ReferralConversionOutcome> {
  // The adult's own turns in their stored conversations (chat, game or guided — all real use of
  // Grove): never a child profile's (child_id set), never the trial (nothing is stored), never a
  // message the safety filter caught (a flag on the message itself: its turn was redirected).
  const rows = await db
    .selectFrom('chat_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.content', 'm.created_at'])
    .where('c.user_id', '=', referral.referee_id)
    .where('c.child_id', 'is', null)
    .where('m.role', '=', 'user')
    .where('m.created_at', '>=', new Date(referral.joined_at))
    .where('m.created_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('chat_flags as f').select('f.id').whereRef('f.message_id', '=', 'm.id').where('f.direction', '=', 'message'))),
    )
    .orderBy('m.created_at', 'desc')
    .limit(CONVERSION_MESSAGES_MAX)
    .execute();
  return referralConversionCheck({
    onboardingCompleted,
    joinedAt: new Date(referral.joined_at),
    messages: rows.map((row) => ({ text: row.content, at: new Date(row.created_at) })),
    now,
  });
}

/** What one run of the conversion rule found. */
export interface ReferralConversionResult {
  /** The referral's state afterwards. */
  status: ReferralStatus;
  /** This run moved it `pending → converted` (of several concurrent runs, exactly one does). */
  convertedNow: boolean;
}

/**
 * Runs the conversion rule for the referral of `refereeId` (after an adult's chat turn, after
 * onboarding, on mark-conversion, on GET /me, and by the reward job once a week has passed). When it
 * converts, ONE transaction moves the referral `pending → converted` with a conditional UPDATE (five
 * concurrent attempts convert once) and sets the user's `referral_conversion_status` and
 * `referral_conversion_date`. Returns the referral's state afterwards, or null when the account joined
 * with no code.
 */
export async function referralConversionRun(db: Kysely<Database>, refereeId: string, now: Date): Promise<ReferralConversionResult | null> {
  const referral = await db.selectFrom('referrals').select(['id', 'status', 'referee_id', 'joined_at']).where('referee_id', '=', refereeId).executeTakeFirst();
  if (!referral) return null;
  if (referral.status !== 'pending') return { status: referral.status, convertedNow: false };
  const user = await db.selectFrom('users').select('onboarding_completed_at').where('id', '=', refereeId).executeTakeFirst();
  if (!user) return null;
  const outcome = await conversionOutcomeOf(db, referral, user.onboarding_completed_at !== null, now);
  if (!outcome.converted) return { status: 'pending', convertedNow: false };
  return db.transaction().execute(async (trx): Promise<ReferralConversionResult | null> => {
    const moved = await trx
      .updateTable('referrals')
      .set({ status: 'converted', converted_at: now, reward_due_at: referralRewardDueAt(now) })
      .where('id', '=', referral.id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (moved) {
      await trx.updateTable('users').set({ referral_conversion_status: 'converted', referral_conversion_date: now }).where('id', '=', refereeId).execute();
      return { status: 'converted', convertedNow: true };
    }
    const after = await trx.selectFrom('referrals').select('status').where('id', '=', referral.id).executeTakeFirst();
    return after ? { status: after.status, convertedNow: false } : null;
  });
}

/** The outcome of `POST /mark-conversion`. */
export type MarkConversionOutcome = { ok: true; status: ReferralStatus } | { ok: false; reason: 'invalid_proof' | 'no_referral' };

/**
 * `POST /mark-conversion`: a proof the server did not make is recorded (`invalid_proof`) and refused;
 * a valid one runs the conversion rule for its referral. Asking again once the referral has converted
 * changes and pays nothing, and is recorded (`replayed_conversion`).
 */
export async function referralMarkConversion(db: Kysely<Database>, key: Buffer, proof: string, now: Date): Promise<MarkConversionOutcome> {
  const referralId = referralProofRead(key, proof);
  if (referralId === null) {
    await eventRecord(db, { reason: 'invalid_proof', codeId: null, referrerId: null, refereeId: null, referralId: null, now });
    return { ok: false, reason: 'invalid_proof' };
  }
  const referral = await db.selectFrom('referrals').select(['id', 'status', 'referee_id', 'referrer_id', 'code_id']).where('id', '=', referralId).executeTakeFirst();
  if (!referral) return { ok: false, reason: 'no_referral' };
  if (referral.status !== 'pending') {
    await eventRecord(db, { reason: 'replayed_conversion', codeId: referral.code_id, referrerId: referral.referrer_id, refereeId: referral.referee_id, referralId: referral.id, now });
    return { ok: true, status: referral.status };
  }
  return { ok: true, status: (await referralConversionRun(db, referral.referee_id, now))?.status ?? 'pending' };
}

// ——— rewards ———

/**
 * Settles one converted referral whose hold has ended, exactly once, in ONE transaction (the caller's
 * when given one): the referral row is locked and moved by a conditional UPDATE `converted → rewarded`
 * with both ledger credits (reason `referral`, {@link REFERRAL_REWARD_TOKENS} each, reference the
 * referral id), or `converted → withheld` paying nothing — flagged at joining, a founders invitation
 * (no referrer to thank), or the referrer past a cap (counted under a lock on the referrer's row, so
 * two settlements cannot both take the last place). A referral whose referrer's account is gone pays
 * the newcomer alone. Returns the new state, or null when there was nothing to settle.
 */
export async function referralSettle(db: Db, referralId: string, now: Date): Promise<'rewarded' | 'withheld' | null> {
  return tokenTransaction(db as Kysely<Database>, async (trx) => {
    const referral = await trx
      .selectFrom('referrals')
      .selectAll()
      .where('id', '=', referralId)
      .where('status', '=', 'converted')
      .where('reward_due_at', '<=', now)
      .forUpdate()
      .executeTakeFirst();
    if (!referral) return null;
    // Both accounts' rows, in one order, before any balance moves: settlements of referrals that share
    // people (A refers B while B refers C…) cannot wait on each other in a circle.
    const people = [referral.referee_id, ...(referral.referrer_id ? [referral.referrer_id] : [])].sort();
    await trx.selectFrom('users').select('id').where('id', 'in', people).orderBy('id').forUpdate().execute();

    const reasons = referral.flag_reasons;
    let cap: ReturnType<typeof referralCapReached> = null;
    if (reasons.length === 0 && referral.kind === 'referral' && referral.referrer_id !== null) {
      const paid = await trx.selectFrom('referrals').select('rewarded_at').where('referrer_id', '=', referral.referrer_id).where('status', '=', 'rewarded').where('referrer_reward', '>', 0).execute();
      cap = referralCapReached(
        paid.flatMap((row) => (row.rewarded_at === null ? [] : [new Date(row.rewarded_at)])),
        now,
      );
    }
    if (reasons.length > 0 || referral.kind === 'founders' || cap !== null) {
      const withheld = await trx
        .updateTable('referrals')
        .set({ status: 'withheld', flag_reasons: JSON.stringify(cap ? [...reasons, cap] : reasons) })
        .where('id', '=', referral.id)
        .where('status', '=', 'converted')
        .executeTakeFirst();
      if (withheld.numUpdatedRows === 0n) return null;
      if (cap) await eventRecord(trx, { reason: cap, codeId: referral.code_id, referrerId: referral.referrer_id, refereeId: referral.referee_id, referralId: referral.id, now });
      return 'withheld';
    }
    const referrerPaid = referral.referrer_id !== null ? REFERRAL_REWARD_TOKENS : 0;
    const rewarded = await trx
      .updateTable('referrals')
      .set({ status: 'rewarded', rewarded_at: now, referee_reward: REFERRAL_REWARD_TOKENS, referrer_reward: referrerPaid })
      .where('id', '=', referral.id)
      .where('status', '=', 'converted')
      .executeTakeFirst();
    if (rewarded.numUpdatedRows === 0n) return null;
    await tokenCredit(trx, { userId: referral.referee_id, amount: REFERRAL_REWARD_TOKENS, reason: 'referral', reference: referral.id, now });
    if (referral.referrer_id !== null) await tokenCredit(trx, { userId: referral.referrer_id, amount: referrerPaid, reason: 'referral', reference: referral.id, now });
    return 'rewarded';
  });
}

/** Settles every due referral in which `userId` is either side (GET /me: nobody waits for the job to see theirs). */
export async function referralsSettleFor(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const due = await db
    .selectFrom('referrals')
    .select('id')
    .where('status', '=', 'converted')
    .where('reward_due_at', '<=', now)
    .where((eb) => eb.or([eb('referee_id', '=', userId), eb('referrer_id', '=', userId)]))
    .execute();
  let settled = 0;
  for (const { id } of due) if ((await referralSettle(db, id, now)) !== null) settled += 1;
  return settled;
}

/** One run of the reward job. */
export interface FoundersRewardRun {
  /** False when another API copy held the job's lock (this run did nothing). */
  ran: boolean;
  /** Referrals that converted because a week had passed since joining. */
  converted: number;
  rewarded: number;
  withheld: number;
}

/**
 * One run of the reward job (every {@link FOUNDERS_REWARD_JOB_INTERVAL_MS} in `main.ts`): under
 * `pg_try_advisory_xact_lock` (another copy running it: this run does nothing), runs the conversion
 * rule for pending referrals whose first week has just passed (the five-messages way can become true
 * by time alone, with no new message to trigger it), then settles up to 200 referrals whose hold has
 * ended. Every settlement is exactly-once on its own, so a run that fails half-way is simply run again.
 */
export async function foundersRewardRun(db: Kysely<Database>, now: Date): Promise<FoundersRewardRun> {
  const locked = await db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${sql.lit(FOUNDERS_REWARD_JOB_LOCK)}::bigint) as locked`.execute(trx);
    if (lock.rows[0]?.locked !== true) return null;
    const weekAgo = new Date(now.getTime() - FOUNDERS_JOIN_WINDOW_MS);
    const pending = await trx
      .selectFrom('referrals')
      .select('referee_id')
      .where('status', '=', 'pending')
      .where('joined_at', '<=', weekAgo)
      // A week later than that the count of messages is what it will be until they write again (and a
      // new message runs the rule itself): the job need not read the old ones forever.
      .where('joined_at', '>', new Date(weekAgo.getTime() - FOUNDERS_JOIN_WINDOW_MS))
      .limit(REWARD_JOB_BATCH)
      .execute();
    const due = await trx.selectFrom('referrals').select('id').where('status', '=', 'converted').where('reward_due_at', '<=', now).orderBy('reward_due_at').limit(REWARD_JOB_BATCH).execute();
    return { pending: pending.map((row) => row.referee_id), due: due.map((row) => row.id) };
  });
  if (locked === null) return { ran: false, converted: 0, rewarded: 0, withheld: 0 };
  const run: FoundersRewardRun = { ran: true, converted: 0, rewarded: 0, withheld: 0 };
  for (const refereeId of locked.pending) if ((await referralConversionRun(db, refereeId, now))?.convertedNow === true) run.converted += 1;
  for (const id of locked.due) {
    const outcome = await referralSettle(db, id, now);
    if (outcome !== null) run[outcome] += 1;
  }
  return run;
}

/** A running reward job; `stop()` ends the interval and waits for a run in progress. */
export interface FoundersRewardScheduler {
  stop(): Promise<void>;
}

/**
 * Starts the reward job in this process (`main.ts`): once now, then every
 * {@link FOUNDERS_REWARD_JOB_INTERVAL_MS}. A run still going when the next is due is not doubled;
 * failures are logged and the next run tries again.
 */
export function foundersRewardSchedulerStart(deps: { db: Kysely<Database>; now: () => Date; log: (message: string) => void; intervalMs?: number }): FoundersRewardScheduler {
  let running: Promise<void> | null = null;
  const tick = (): void => {
    if (running !== null) return;
    running = foundersRewardRun(deps.db, deps.now())
      .then(
        () => undefined,
        (error: unknown) => deps.log(`founders reward job failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, deps.intervalMs ?? FOUNDERS_REWARD_JOB_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

// ——— my page ———

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

function myCodeOf(row: InvitationCodeRow): MyReferralCode {
  return { code: invitationCodeDisplay(row.code), createdAt: iso(row.created_at), landings: row.landings, uses: row.uses };
}

/** Why a withheld referral paid nothing, as its referrer reads it (abuse is never named, only "not eligible"). */
function withheldNote(reasons: readonly string[]): string {
  if (reasons.includes('referrer_cap_total')) return `Not rewarded: you have reached the limit of ${String(REFERRAL_CAP_TOTAL)} rewarded invitations.`;
  if (reasons.includes('referrer_cap_month')) return `Not rewarded: you had reached this month's limit of ${String(REFERRAL_CAP_PER_MONTH)} rewarded invitations.`;
  return 'Not eligible for a reward.';
}

/**
 * `GET /me`: first runs the caller's own conversion rule (when they joined with a code) and settles
 * every due reward in which they are either side, then reads their code, the people who joined with
 * it (first names only), their referral rewards from the ledger, their caps, their seat and their own
 * progress as a newcomer.
 */
export async function foundersMe(db: Kysely<Database>, user: Pick<UserRow, 'id'>, now: Date): Promise<FoundersMe> {
  await referralConversionRun(db, user.id, now);
  await referralsSettleFor(db, user.id, now);

  const code = await db.selectFrom('invitation_codes').selectAll().where('owner_id', '=', user.id).where('kind', '=', 'referral').where('revoked_at', 'is', null).executeTakeFirst();

  const invited = await db
    .selectFrom('referrals as r')
    .innerJoin('users as u', 'u.id', 'r.referee_id')
    .select(['u.display_name', 'r.joined_at', 'r.status', 'r.reward_due_at', 'r.flag_reasons', 'r.referrer_reward', 'r.rewarded_at'])
    .where('r.referrer_id', '=', user.id)
    .orderBy('r.joined_at', 'desc')
    .orderBy('r.id')
    .limit(200)
    .execute();
  const invitations: MyInvitation[] = invited.map((row) => ({
    firstName: firstNameOf(row.display_name),
    joinedAt: iso(row.joined_at),
    status: row.status,
    rewardDueAt: row.status === 'converted' ? isoOrNull(row.reward_due_at) : null,
    note: row.status === 'withheld' ? withheldNote(row.flag_reasons) : null,
  }));

  const ledger = await db
    .selectFrom('token_ledger as l')
    .innerJoin('referrals as r', 'r.id', 'l.reference')
    .leftJoin('users as referee', 'referee.id', 'r.referee_id')
    .leftJoin('users as referrer', 'referrer.id', 'r.referrer_id')
    .select(['l.delta', 'l.created_at', 'r.referee_id', 'referee.display_name as referee_name', 'referrer.display_name as referrer_name'])
    .where('l.user_id', '=', user.id)
    .where('l.reason', '=', 'referral')
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id')
    .execute();
  const rewards: ReferralReward[] = ledger.map((row) => {
    const side = row.referee_id === user.id ? 'referee' : 'referrer';
    const other = side === 'referee' ? row.referrer_name : row.referee_name;
    return { tokens: row.delta, at: iso(row.created_at), side, otherFirstName: other ? firstNameOf(other) : GONE_NAME };
  });

  const paidAsReferrer = await db.selectFrom('referrals').select('rewarded_at').where('referrer_id', '=', user.id).where('status', '=', 'rewarded').where('referrer_reward', '>', 0).execute();
  const month = now.toISOString().slice(0, 7);
  const seat = await db.selectFrom('founder_seats').select(['seat', 'joined_at']).where('user_id', '=', user.id).executeTakeFirst();

  return {
    code: code ? myCodeOf(code) : null,
    invitations,
    rewards,
    rewardTokensTotal: rewards.reduce((sum, reward) => sum + reward.tokens, 0),
    caps: {
      thisMonth: paidAsReferrer.filter((row) => row.rewarded_at !== null && iso(row.rewarded_at).slice(0, 7) === month).length,
      perMonth: REFERRAL_CAP_PER_MONTH,
      total: paidAsReferrer.length,
      inAll: REFERRAL_CAP_TOTAL,
    },
    seat: seat ? { seat: seat.seat, joinedAt: iso(seat.joined_at) } : null,
    referredBy: await referralProgressOf(db, user.id, now),
  };
}

/** The newcomer's own progress (null when they joined with no code). */
async function referralProgressOf(db: Kysely<Database>, userId: string, now: Date): Promise<ReferralProgress | null> {
  const referral = await db.selectFrom('referrals').selectAll().where('referee_id', '=', userId).executeTakeFirst();
  if (!referral) return null;
  const user = await db.selectFrom('users').select('onboarding_completed_at').where('id', '=', userId).executeTakeFirstOrThrow();
  const onboardingCompleted = user.onboarding_completed_at !== null;
  const outcome = await conversionOutcomeOf(db, referral, onboardingCompleted, now);
  const referrerName = await displayNameOf(db, referral.referrer_id);
  return {
    inviterFirstName: referral.kind === 'founders' ? FOUNDERS_TEAM_NAME : referrerName ? firstNameOf(referrerName) : GONE_NAME,
    status: referral.status,
    onboardingCompleted,
    days: outcome.days,
    messages: outcome.messages,
    joinedAt: iso(referral.joined_at),
    convertedAt: isoOrNull(referral.converted_at),
    rewardDueAt: referral.status === 'converted' || referral.status === 'rewarded' ? isoOrNull(referral.reward_due_at) : null,
  };
}

/**
 * `POST /me/code`: the adult's live referral code, made when they have none (`created`). Two requests
 * at once make one: the partial unique index allows one live referral code per adult, and the loser
 * reads the winner's.
 */
export async function referralCodeEnsure(db: Kysely<Database>, userId: string, now: Date): Promise<{ created: boolean; code: MyReferralCode }> {
  const live = () => db.selectFrom('invitation_codes').selectAll().where('owner_id', '=', userId).where('kind', '=', 'referral').where('revoked_at', 'is', null).executeTakeFirst();
  const existing = await live();
  if (existing) return { created: false, code: myCodeOf(existing) };
  // A fresh code colliding with another (about 1 in 2^74 per pair) is drawn again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await db
      .insertInto('invitation_codes')
      .values({ id: randomUUID(), code: codeNew(), kind: 'referral', owner_id: userId, created_by: userId, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { created: true, code: myCodeOf(inserted) };
    const winner = await live();
    if (winner) return { created: false, code: myCodeOf(winner) };
  }
  throw new Error('could not make a unique invitation code');
}

/** `DELETE /me/code`: revokes the adult's live referral code (true when there was one); a new one can be made after. */
export async function referralCodeRevoke(db: Kysely<Database>, userId: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('invitation_codes').set({ revoked_at: now }).where('owner_id', '=', userId).where('kind', '=', 'referral').where('revoked_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ——— the club's seats ———

/** `GET /seats`: how many seats are taken, and the newest 100 (a number and a day, no names). */
export async function founderSeatsList(db: Kysely<Database>): Promise<FounderSeats> {
  const taken = await db.selectFrom('founder_seats').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('founder_seats').select(['seat', 'joined_at']).orderBy('joined_at', 'desc').orderBy('seat', 'desc').limit(100).execute();
  return { taken: Number(taken.n), seats: rows.map((row) => ({ seat: row.seat, joinedAt: iso(row.joined_at) })) };
}

// ——— admin ———

type AdminRow = InvitationCodeRow & { owner_name: string | null; conversions: number | string | null };

function adminInvitationOf(row: AdminRow, now: Date): AdminInvitation {
  return {
    id: row.id,
    code: invitationCodeDisplay(row.code),
    kind: row.kind,
    status: invitationStatusOf(row, now),
    note: row.note,
    ownerId: row.owner_id,
    ownerFirstName: row.owner_name === null ? null : firstNameOf(row.owner_name),
    createdBy: row.created_by,
    maxUses: row.max_uses,
    uses: row.uses,
    landings: row.landings,
    conversions: Number(row.conversions ?? 0),
    expiresAt: isoOrNull(row.expires_at),
    revokedAt: isoOrNull(row.revoked_at),
    seatFrom: row.seat_from,
    seatTo: row.seat_to,
    createdAt: iso(row.created_at),
  };
}

function adminSelect(db: Kysely<Database>) {
  return db
    .selectFrom('invitation_codes as i')
    .leftJoin('users as o', 'o.id', 'i.owner_id')
    .selectAll('i')
    .select((eb) => [
      'o.display_name as owner_name',
      eb
        .selectFrom('referrals as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('r.code_id', '=', 'i.id')
        .where('r.status', 'in', ['converted', 'rewarded', 'withheld'])
        .as('conversions'),
    ]);
}

/** The admin view of one code, or null. */
async function adminInvitationGet(db: Kysely<Database>, id: string, now: Date): Promise<AdminInvitation | null> {
  const row = await adminSelect(db).where('i.id', '=', id).executeTakeFirst();
  return row ? adminInvitationOf(row as AdminRow, now) : null;
}

/**
 * `POST /admin/create-invitation`: a founders invitation made by `adminId`. An expiry that is not in
 * the future is a 400 naming `body.expiresAt`; a seat block that overlaps another invitation's is a
 * 400 naming `body.seatFrom` (two invitations would hand out the same seats).
 */
export async function adminInvitationCreate(db: Kysely<Database>, adminId: string, body: InvitationCreate, now: Date): Promise<AdminInvitation> {
  if (body.expiresAt !== null && new Date(body.expiresAt).getTime() <= now.getTime()) {
    throw new ApiError(400, 'bad_request', 'body.expiresAt: must be in the future', 'body.expiresAt');
  }
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (body.seatFrom !== null && body.seatTo !== null) {
      // The seat lock: a join picking a seat and a new block cannot pass each other.
      await sql`select pg_advisory_xact_lock(${sql.lit(FOUNDERS_SEAT_LOCK)}::bigint)`.execute(trx);
      const overlap = await trx.selectFrom('invitation_codes').select('id').where('seat_from', '<=', body.seatTo).where('seat_to', '>=', body.seatFrom).executeTakeFirst();
      if (overlap) throw new ApiError(400, 'bad_request', 'body.seatFrom: these seats belong to another invitation', 'body.seatFrom');
    }
    let code: string;
    for (let attempt = 0; ; attempt += 1) {
      code = codeNew();
      const inserted = await trx
        .insertInto('invitation_codes')
        .values({
          id,
          code,
          kind: 'founders',
          owner_id: null,
          created_by: adminId,
          note: body.note,
          max_uses: body.maxUses,
          expires_at: body.expiresAt === null ? null : new Date(body.expiresAt),
          seat_from: body.seatFrom,
          seat_to: body.seatTo,
          created_at: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) break;
      if (attempt >= 4) throw new Error('could not make a unique invitation code');
    }
    // Issue 20: the admin's action is in the audit log with the code itself (the note is the admin's own words).
    await adminAuditWrite(trx, {
      adminId,
      action: 'code_create',
      targetKind: 'invitation',
      targetId: id,
      familyId: null,
      reason: body.note === '' ? null : body.note,
      details: { code: invitationCodeDisplay(code), maxUses: body.maxUses, expiresAt: body.expiresAt, seatFrom: body.seatFrom, seatTo: body.seatTo },
      at: now,
    });
  });
  const made = await adminInvitationGet(db, id, now);
  if (!made) throw new Error('the invitation just made is missing');
  return made;
}

/** `GET /admin/invitations`: codes newest first, of one kind or both. */
export async function adminInvitationList(db: Kysely<Database>, query: { kind?: InvitationKind | undefined; limit: number; offset: number }, now: Date): Promise<AdminInvitationList> {
  let list = adminSelect(db);
  let count = db.selectFrom('invitation_codes').select(sql<number>`count(*)::int`.as('n'));
  if (query.kind !== undefined) {
    list = list.where('i.kind', '=', query.kind);
    count = count.where('kind', '=', query.kind);
  }
  const rows = await list.orderBy('i.created_at', 'desc').orderBy('i.id').limit(query.limit).offset(query.offset).execute();
  const total = await count.executeTakeFirstOrThrow();
  return { invitations: rows.map((row) => adminInvitationOf(row as AdminRow, now)), total: Number(total.n) };
}

/**
 * `POST /admin/invitations/{id}/revoke`: revokes any code (a second revoke keeps the first time),
 * audited in the same transaction (issue 20) by `adminId`; null when there is no such code.
 */
export async function adminInvitationRevoke(db: Kysely<Database>, adminId: string, id: string, now: Date): Promise<AdminInvitation | null> {
  const found = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('invitation_codes').select(['code', 'kind', 'owner_id', 'revoked_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return false;
    await trx
      .updateTable('invitation_codes')
      .set({ revoked_at: sql<Date>`coalesce(revoked_at, ${now.toISOString()}::timestamptz)` })
      .where('id', '=', id)
      .execute();
    await adminAuditWrite(trx, {
      adminId,
      action: 'code_revoke',
      targetKind: 'invitation',
      targetId: id,
      // A referral code is an adult's: revoking it touches that family.
      familyId: before.owner_id,
      reason: null,
      details: { code: invitationCodeDisplay(before.code), kind: before.kind, alreadyRevoked: before.revoked_at !== null },
      at: now,
    });
    return true;
  });
  return found ? adminInvitationGet(db, id, now) : null;
}

/** `GET /admin/stats`: the club in figures, and the latest 100 flagged events with their reasons. */
export async function foundersStats(db: Kysely<Database>, now: Date): Promise<FoundersStats> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const codes = await db
    .selectFrom('invitation_codes')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where kind = 'founders'))::int`.as('founders'),
      sql<number>`(count(*) filter (where kind = 'referral'))::int`.as('referral'),
      sql<number>`(count(*) filter (where ${liveAt(now)}))::int`.as('live'),
      sql<number>`(count(*) filter (where revoked_at is not null))::int`.as('revoked'),
      sql<number>`(count(*) filter (where revoked_at is null and expires_at is not null and expires_at <= ${at}))::int`.as('expired'),
      sql<number>`coalesce(sum(landings), 0)::int`.as('landings'),
      sql<number>`coalesce(sum(uses), 0)::int`.as('uses'),
    ])
    .executeTakeFirstOrThrow();
  const referrals = await db
    .selectFrom('referrals')
    .select([
      sql<number>`(count(*) filter (where status in ('converted', 'rewarded', 'withheld')))::int`.as('conversions'),
      sql<number>`(count(*) filter (where status = 'rewarded'))::int`.as('paid'),
      sql<number>`coalesce(sum(referee_reward + referrer_reward) filter (where status = 'rewarded'), 0)::int`.as('tokens'),
      sql<number>`(count(*) filter (where status = 'withheld'))::int`.as('withheld'),
      sql<number>`(count(*) filter (where status = 'converted'))::int`.as('on_hold'),
    ])
    .executeTakeFirstOrThrow();
  const seats = await db.selectFrom('founder_seats').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const events = await db.selectFrom('referral_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const latest = await db
    .selectFrom('referral_events as e')
    .leftJoin('invitation_codes as i', 'i.id', 'e.code_id')
    .select(['e.id', 'e.reason', 'e.created_at', 'e.referrer_id', 'e.referee_id', 'i.code'])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id')
    .limit(100)
    .execute();
  return {
    codes: {
      total: Number(codes.total),
      founders: Number(codes.founders),
      referral: Number(codes.referral),
      live: Number(codes.live),
      revoked: Number(codes.revoked),
      expired: Number(codes.expired),
    },
    landings: Number(codes.landings),
    uses: Number(codes.uses),
    conversions: Number(referrals.conversions),
    rewards: { paid: Number(referrals.paid), tokens: Number(referrals.tokens), withheld: Number(referrals.withheld), onHold: Number(referrals.on_hold) },
    seatsTaken: Number(seats.n),
    flaggedEvents: Number(events.n),
    flagged: latest.map((row) => ({
      id: row.id,
      at: iso(row.created_at),
      reason: row.reason as ReferralFlagReason,
      code: row.code === null ? null : invitationCodeDisplay(row.code),
      referrerId: row.referrer_id,
      refereeId: row.referee_id,
    })),
  };
}
