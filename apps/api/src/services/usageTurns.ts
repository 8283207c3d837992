import type { Kysely, Transaction } from 'kysely';
import type { AdminAgeBand } from '@grove/api-contract';
import type { Database } from '../db/schema';

// Issue 20: the usage record behind the admin area's usage and activity figures. One row per answered
// turn, written in the transaction that settles the turn (the account's charge, or the trial's), so a
// turn that is refused or rolled back leaves no usage either. Its per-day summaries follow by trigger
// (migration 0017), in the same transaction.

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A child's age band for the admin figures: up to 8 is `4-8`, from 9 is `9-15` (children of 16 and
 * 17 count with the older band: a child is never an adult here).
 */
export function usageBandOfAge(age: number): Exclude<AdminAgeBand, 'adult'> {
  return age <= 8 ? '4-8' : '9-15';
}

/** What a turn used, whoever took it. */
export interface UsageTurnFigures {
  at: Date;
  /** The model that answered (the reply's `modelUsed`). */
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** Tokens taken from the balance or the trial allowance. */
  charged: number;
  /** The request's gameType for a game or a guided theme, else null. */
  game: string | null;
  /** The first turn of a conversation (a session). */
  opened: boolean;
}

/** An account's turn: as the account itself (`childId` null) or as one of its children. */
export interface UsageAccountTurn extends UsageTurnFigures {
  userId: string;
  childId: string | null;
  kind: 'chat' | 'game' | 'guided';
}

/** A trial visitor's turn. */
export interface UsageTrialTurn extends UsageTurnFigures {
  /** The trial's X-Device-Id. */
  deviceId: string;
}

function tokenCount(value: number): number {
  return Math.max(0, Math.floor(value));
}

/** A `usage_turns` row: the turn's figures, and whose turn it was. */
function usageTurnRow(
  turn: UsageTurnFigures,
  who: { userId: string | null; childId: string | null; band: AdminAgeBand | 'trial'; kind: UsageAccountTurn['kind'] | 'trial'; trialDevice: string | null },
) {
  return {
    at: turn.at,
    user_id: who.userId,
    child_id: who.childId,
    band: who.band,
    kind: who.kind,
    game: turn.game ?? '',
    model: turn.model,
    prompt_tokens: tokenCount(turn.promptTokens),
    completion_tokens: tokenCount(turn.completionTokens),
    charged: tokenCount(turn.charged),
    opened: turn.opened,
    trial_device: who.trialDevice,
  };
}

/**
 * The age band an account's turn is counted in: the child's band now (`adult` for the account's own
 * turn, which needs no read), so a figure keeps the band the turn was taken in even after a birthday.
 */
export async function usageAccountTurnBand(trx: Db, childId: string | null): Promise<AdminAgeBand> {
  if (childId === null) return 'adult';
  const child = await trx.selectFrom('child_accounts').select('age').where('id', '=', childId).executeTakeFirstOrThrow();
  return usageBandOfAge(child.age);
}

/**
 * The INSERT of an account's answered turn, not yet run: a chat turn runs it as part of the one
 * statement that stores the turn (issue 22), {@link usageAccountTurnRecord} on its own.
 */
export function usageAccountTurnInsert(db: Db, turn: UsageAccountTurn, band: AdminAgeBand) {
  return db.insertInto('usage_turns').values(usageAccountTurnRow(turn, band));
}

/** The `usage_turns` row of an account's turn (band: {@link usageAccountTurnBand}). */
export function usageAccountTurnRow(turn: UsageAccountTurn, band: AdminAgeBand) {
  return usageTurnRow(turn, { userId: turn.userId, childId: turn.childId, band, kind: turn.kind, trialDevice: null });
}

/** Records an account's answered turn in the caller's transaction (band: {@link usageAccountTurnBand}). */
export async function usageAccountTurnRecord(trx: Db, turn: UsageAccountTurn): Promise<void> {
  await usageAccountTurnInsert(trx, turn, await usageAccountTurnBand(trx, turn.childId)).execute();
}

/** Records a trial visitor's answered turn in the trial charge's transaction. */
export async function usageTrialTurnRecord(trx: Db, turn: UsageTrialTurn): Promise<void> {
  await trx.insertInto('usage_turns').values(usageTurnRow(turn, { userId: null, childId: null, band: 'trial', kind: 'trial', trialDevice: turn.deviceId })).execute();
}
