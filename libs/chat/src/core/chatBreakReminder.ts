import { BREAK_REMINDER_MINUTES, CONTINUOUS_USE_GAP_MINUTES } from '@grove/api-contract';

/** What the break reminder says (issue 18): kind, short, and a question rather than an order. */
export const CHAT_BREAK_REMINDER_TEXT = "You've been chatting for an hour. Time for a stretch?";

const MINUTE_MS = 60_000;

/**
 * Two estimates of a run's start closer than this are the same run. The server counts whole minutes
 * and a new run only starts after a gap of {@link CONTINUOUS_USE_GAP_MINUTES} minutes, so the start of
 * the next run is always more than that after the start of the one before.
 */
const SAME_RUN_MS = CONTINUOUS_USE_GAP_MINUTES * MINUTE_MS;

/** What {@link chatBreakReminderDue} decided for one reply. */
export interface ChatBreakReminderDecision {
  /** Show the reminder now. */
  due: boolean;
  /**
   * When the reply's run of turns started (ms since the epoch, on the caller's clock), to remember
   * once the reminder shows; null for a reply without `continuousMinutes` (the trial's).
   */
  runStartedAt: number | null;
}

/**
 * Whether a chat reply brings the break reminder (issue 18): its `continuousMinutes` (the server's count
 * of the profile's current run of turns) reached {@link BREAK_REMINDER_MINUTES}, and the reminder has not
 * been shown for this run yet — once per run, so a child who carries on is not nagged after every
 * reply, and a new run after a real break (a gap of 10 minutes or more) can bring it again.
 * `shownForRunStartedAt` is the {@link ChatBreakReminderDecision.runStartedAt} of the last reminder shown.
 */
export function chatBreakReminderDue(continuousMinutes: number | undefined, at: number, shownForRunStartedAt: number | null): ChatBreakReminderDecision {
  if (continuousMinutes === undefined) return { due: false, runStartedAt: null };
  const runStartedAt = at - continuousMinutes * MINUTE_MS;
  if (continuousMinutes < BREAK_REMINDER_MINUTES) return { due: false, runStartedAt };
  const shownThisRun = shownForRunStartedAt !== null && Math.abs(runStartedAt - shownForRunStartedAt) < SAME_RUN_MS;
  return { due: !shownThisRun, runStartedAt };
}

/** Reads a remembered run start (stored as text); null for nothing or anything that is not a time. */
export function chatBreakReminderParse(stored: string | null): number | null {
  if (stored === null) return null;
  const value = Number(stored);
  return Number.isFinite(value) && stored.trim() !== '' ? value : null;
}
