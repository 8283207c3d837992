import type { ChatOutbox } from './chatOutbox';

/** How often the API is probed while messages wait in the outbox. */
export const CHAT_OUTBOX_POLL_MS = 3000;

/** Runs `callback` after `ms`; returns the function that cancels it. */
export type ChatScheduler = (callback: () => void, ms: number) => () => void;

/** What the flusher needs. */
export interface ChatOutboxFlusherDeps {
  outbox: ChatOutbox;
  accountUid: string;
  /** Whether the API answers (`GET /system/status`); never throws. */
  probe: () => Promise<boolean>;
  schedule: ChatScheduler;
  intervalMs?: number;
}

/** Drives the outbox: flushes at start, on `nudge` (the browser's `online` event) and on a poll. */
export interface ChatOutboxFlusher {
  /** Flushes now (after loading the stored entries, so this also runs after a reload). */
  start(): Promise<void>;
  /** Something suggests the API is back: flush now. */
  nudge(): Promise<void>;
  /** Stops polling. */
  stop(): void;
}

/**
 * Creates a {@link ChatOutboxFlusher}. While the account has entries waiting, it probes the API
 * every {@link CHAT_OUTBOX_POLL_MS} and flushes when it answers; with none waiting it stays quiet.
 * The outbox's own single flusher guarantees no entry is sent twice at once.
 */
export function chatOutboxFlusherCreate(deps: ChatOutboxFlusherDeps): ChatOutboxFlusher {
  const intervalMs = deps.intervalMs ?? CHAT_OUTBOX_POLL_MS;
  let cancelPoll: (() => void) | null = null;
  let stopped = false;

  function waiting(): number {
    return deps.outbox.entries().filter((entry) => entry.accountUid === deps.accountUid).length;
  }

  function pollArm(): void {
    cancelPoll?.();
    cancelPoll = null;
    if (stopped || waiting() === 0) return;
    cancelPoll = deps.schedule(() => {
      cancelPoll = null;
      void deps.probe().then((up) => (up ? flush() : pollArm()));
    }, intervalMs);
  }

  async function flush(): Promise<void> {
    if (stopped) return;
    try {
      await deps.outbox.flush(deps.accountUid);
    } finally {
      pollArm();
    }
  }

  // An entry queued while nothing was waiting starts the poll.
  const unsubscribe = deps.outbox.subscribe(() => {
    if (cancelPoll === null && !stopped) pollArm();
  });

  return {
    async start() {
      await deps.outbox.load();
      await flush();
    },
    nudge: flush,
    stop() {
      stopped = true;
      unsubscribe();
      cancelPoll?.();
      cancelPoll = null;
    },
  };
}
