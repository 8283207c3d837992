import {
  FOUNDERS_ALREADY_JOINED_MESSAGE,
  FOUNDERS_CHILD_PROFILE_MESSAGE,
  INVITATION_STATUS_MESSAGES,
  type FoundersJoinResult,
} from '@grove/api-contract';
import { API_NETWORK_FAILED, apiErrorRead } from '@grove/api-client';
import { invitationCodeCanonical } from '../index';

/** The local storage key that keeps an invitation code from the referral sign-up until join succeeds (issue 19). */
export const INVITATION_CODE_STORAGE_KEY = 'grove.invitationCode';

/** Said under a join that could not reach the server: nothing is lost. */
export const PENDING_INVITATION_KEPT_TEXT = 'Your invitation is kept on this device, and Grove will add it when it can.';

/** Where an invitation kept through the sign-up stands. */
export type PendingInvitationState =
  /** No code kept. */
  | { phase: 'none' }
  /** A code is kept (saved before the account was made) and not yet sent. */
  | { phase: 'saved'; code: string }
  /** Join is on its way. */
  | { phase: 'joining'; code: string }
  /** Joined: the code is forgotten, the answer is shown once. */
  | { phase: 'joined'; code: string; result: FoundersJoinResult }
  /** The server refused the code for good (409, 410, …): it is forgotten and the reason shown. */
  | { phase: 'refused'; code: string; message: string }
  /** The server could not be reached (or could not answer): the code is kept for the next try. */
  | { phase: 'unreachable'; code: string; message: string };

/** How a failed join is handled: keep the code for another try, or forget it. */
export interface FoundersJoinFailure {
  keep: boolean;
  message: string;
}

// A 4xx other than these will say the same thing next time: the code is forgotten. These may not:
// 401 (the new account's token not ready yet), 408 and 429 (try later).
const RETRYABLE_CLIENT_STATUSES: ReadonlySet<number> = new Set([401, 408, 429]);

/**
 * Reads a failed join (issue 19): a refusal (409 `already_joined`, 410 `invitation_unusable`, 403 a
 * child profile, 400 not a code) forgets the code and shows the server's words — with the contract's
 * own message if the server's cannot be read; no answer, a 5xx, 401 or 429 keeps the code to try again.
 */
export function foundersJoinFailureRead(error: unknown): FoundersJoinFailure {
  const { status, message } = apiErrorRead(error);
  if (typeof status === 'number' && status >= 400 && status < 500 && !RETRYABLE_CLIENT_STATUSES.has(status)) {
    const fallback =
      status === 409
        ? FOUNDERS_ALREADY_JOINED_MESSAGE
        : status === 403
          ? FOUNDERS_CHILD_PROFILE_MESSAGE
          : status === 410
            ? INVITATION_STATUS_MESSAGES.revoked
            : INVITATION_STATUS_MESSAGES.unknown;
    return { keep: false, message: message ?? fallback };
  }
  return { keep: true, message: message ?? API_NETWORK_FAILED };
}

/** The part of `Storage` the pending invitation uses. */
export type PendingInvitationStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What {@link pendingInvitationCreate} needs. */
export interface PendingInvitationDeps {
  /** Where the code is kept (`localStorage`); null where the browser gives none. */
  storage: PendingInvitationStorage | null;
  /** Sends join with a canonical code; rejects with the RTK Query error. */
  join: (code: string) => Promise<FoundersJoinResult>;
}

/** The invitation kept through the sign-up, and the one join that uses it. */
export interface PendingInvitation {
  getState(): PendingInvitationState;
  subscribe(listener: () => void): () => void;
  /** Keeps a code (canonicalised) before the account is made. Not a code: nothing is kept. */
  save(code: string): void;
  /**
   * Sends join with the kept code, once: while one is on its way, every caller gets that one. Resolves
   * with the state it ended in (never rejects).
   */
  join(): Promise<PendingInvitationState>;
  /**
   * {@link PendingInvitation.join} when a kept code waits (not yet sent, or lost on the way); otherwise
   * nothing, so an outcome already shown is not sent again.
   */
  resume(): Promise<PendingInvitationState>;
  /** Forgets a shown outcome (joined, refused); a kept code stays kept. */
  dismiss(): void;
}

function storageRead(storage: PendingInvitationStorage | null): string | null {
  try {
    const value = storage?.getItem(INVITATION_CODE_STORAGE_KEY) ?? null;
    return value === null ? null : invitationCodeCanonical(value);
  } catch {
    return null;
  }
}

function storageWrite(storage: PendingInvitationStorage | null, code: string | null): void {
  try {
    if (code === null) storage?.removeItem(INVITATION_CODE_STORAGE_KEY);
    else storage?.setItem(INVITATION_CODE_STORAGE_KEY, code);
  } catch {
    // Storage full or forbidden (a private window): the code still lives in memory for this page.
  }
}

/** Creates the {@link PendingInvitation} over `deps`; its first state is whatever the storage keeps. */
export function pendingInvitationCreate(deps: PendingInvitationDeps): PendingInvitation {
  const listeners = new Set<() => void>();
  const kept = storageRead(deps.storage);
  let state: PendingInvitationState = kept === null ? { phase: 'none' } : { phase: 'saved', code: kept };
  // The code in memory too: a browser that cannot store it still joins after the sign-up on this page.
  let memoryCode: string | null = kept;
  let inFlight: Promise<PendingInvitationState> | null = null;

  function set(next: PendingInvitationState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  async function send(code: string): Promise<PendingInvitationState> {
    set({ phase: 'joining', code });
    try {
      const result = await deps.join(code);
      storageWrite(deps.storage, null);
      memoryCode = null;
      set({ phase: 'joined', code, result });
    } catch (error) {
      const failure = foundersJoinFailureRead(error);
      if (failure.keep) {
        set({ phase: 'unreachable', code, message: failure.message });
      } else {
        storageWrite(deps.storage, null);
        memoryCode = null;
        set({ phase: 'refused', code, message: failure.message });
      }
    }
    return state;
  }

  function join(): Promise<PendingInvitationState> {
    if (inFlight) return inFlight;
    // Another tab may have joined (or saved another code) since: the storage is the truth.
    const code = storageRead(deps.storage) ?? memoryCode;
    if (code === null) {
      if (state.phase === 'saved' || state.phase === 'unreachable') set({ phase: 'none' });
      return Promise.resolve(state);
    }
    inFlight = send(code).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save(code) {
      const canonical = invitationCodeCanonical(code);
      if (canonical === null) return;
      memoryCode = canonical;
      storageWrite(deps.storage, canonical);
      if (state.phase !== 'joining') set({ phase: 'saved', code: canonical });
    },
    join,
    resume() {
      if (state.phase === 'joined' || state.phase === 'refused') return Promise.resolve(state);
      return join();
    },
    dismiss() {
      if (state.phase === 'joined' || state.phase === 'refused') set({ phase: 'none' });
    },
  };
}
