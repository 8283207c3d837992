/**
 * The journal's PIN lock for one device (issue 16, point 4): a 4-digit PIN, kept only as a salted
 * SHA-256 digest in this browser, and a lock that closes again after 5 minutes without activity
 * (Apple Journal's "re-locks after minutes"). It guards the screen on a shared device; the server's
 * own permissions guard the data.
 */

/** Issue 16: the journal locks itself again after 5 minutes without activity. */
export const JOURNAL_LOCK_IDLE_MS = 5 * 60_000;

/** What the browser keeps of a journal PIN: never the PIN, only a salted digest. */
export interface JournalLockRecord {
  salt: string;
  digest: string;
}

/** Why a PIN is not accepted as a new journal PIN, or null when it is. */
export function journalLockPinProblem(pin: string): string | null {
  return /^\d{4}$/.test(pin) ? null : 'The PIN must be exactly 4 digits.';
}

/** The text whose SHA-256 the browser stores: the salt and the PIN, so two devices' digests differ. */
export function journalLockDigestInput(salt: string, pin: string): string {
  return `grove-journal-lock:${salt}:${pin}`;
}

/** Whether the lock is due: the journal was unlocked and nothing happened for {@link JOURNAL_LOCK_IDLE_MS}. */
export function journalLockDue(lastActiveAt: number, now: number): boolean {
  return now - lastActiveAt >= JOURNAL_LOCK_IDLE_MS;
}
