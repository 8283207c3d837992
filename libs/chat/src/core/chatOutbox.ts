import type { ChatHistoryEntry, ChatReply } from '@grove/api-contract';
import type { ChatFailure } from './chatFailure';

/**
 * A message waiting in the offline outbox (SPEC §8 "Your message has been saved locally and will be
 * processed when the backend is available").
 */
export interface ChatOutboxEntry {
  /** The request's idempotency key: the server answers a repeat with the stored reply, uncharged. */
  clientMessageId: string;
  /** The signed-in account whose ID token sends it; other accounts' entries wait for their owner. */
  accountUid: string;
  /** The request body's `userId` (the account's uid; the child comes from `profile.childId`). */
  userId: string;
  /** The profile headers of the send (`X-Active-Role`, `X-Child-Id`), as they were when it was written. */
  profile: { activeRole: string | null; childId: string | null };
  /** The cache key of the profile (see `chatProfileKey`). */
  profileKey: string;
  /** The server conversation, or null for a conversation the server has not named yet. */
  conversationId: string | null;
  /** The conversation's local cache key (its id once known). */
  sessionKey: string;
  message: string;
  localHistory: ChatHistoryEntry[];
  /** When it was queued, ms since the epoch. */
  createdAt: number;
}

/** Where the outbox lives between page loads (IndexedDB in the browser). */
export interface ChatOutboxStorage {
  read(): Promise<ChatOutboxEntry[]>;
  write(entries: readonly ChatOutboxEntry[]): Promise<void>;
}

/**
 * Outbox storage in memory, for an outbox that must not outlive the page: the trial's (nothing of a
 * trial chat is kept) and tests'. `stored` is what the last write left.
 */
export function chatOutboxStorageMemory(initial: ChatOutboxEntry[] = []): ChatOutboxStorage & { stored: ChatOutboxEntry[] } {
  const storage = {
    stored: initial,
    async read() {
      return [...storage.stored];
    },
    async write(entries: readonly ChatOutboxEntry[]) {
      storage.stored = [...entries];
    },
  };
  return storage;
}

/** What sending an entry gave. */
export type ChatOutboxSendResult = { kind: 'replied'; reply: ChatReply } | { kind: 'failed'; failure: ChatFailure };

/** What the outbox needs. */
export interface ChatOutboxDeps {
  storage: ChatOutboxStorage;
  /** Sends one entry (`POST /api/chat` with its client message id); never throws. */
  send(entry: ChatOutboxEntry): Promise<ChatOutboxSendResult>;
}

/** An entry that left the outbox: answered, or refused for good. */
export interface ChatOutboxSettled {
  entry: ChatOutboxEntry;
  result: ChatOutboxSendResult;
}

/** The outcome of one flush. */
export interface ChatOutboxFlush {
  /** Entries that left the outbox, in the order they were sent. */
  settled: ChatOutboxSettled[];
  /** Entries of the account still waiting (the API is still away, or answered with a retryable error). */
  remaining: number;
}

/** The persistent offline outbox: FIFO, each entry sent exactly once and in order, by a single flusher. */
export interface ChatOutbox {
  /** Reads the stored entries (once; later calls return the same promise). */
  load(): Promise<void>;
  /** The entries, oldest first. */
  entries(): readonly ChatOutboxEntry[];
  /** Adds an entry at the end (an entry with the same client message id is not added twice). */
  enqueue(entry: ChatOutboxEntry): Promise<void>;
  /**
   * Sends the account's entries in order until one cannot be sent yet. Only one flush runs at a
   * time: a call during a flush joins it, and the flush makes one more pass for what was added.
   */
  flush(accountUid: string): Promise<ChatOutboxFlush>;
  /** Drops every entry of an account. */
  clearAccount(accountUid: string): Promise<void>;
  /** Listens to changes of {@link entries} and to settled entries; returns the unsubscribe function. */
  subscribe(listener: (settled: ChatOutboxSettled | null) => void): () => void;
}

/** Whether an answer takes the entry out of the outbox: a reply, or a 4xx the same request would get again. */
function chatOutboxIsFinal(result: ChatOutboxSendResult): boolean {
  return result.kind === 'replied' || (result.failure.kind === 'error' && !result.failure.retryable);
}

/** Creates a {@link ChatOutbox} over its storage and transport. */
export function chatOutboxCreate(deps: ChatOutboxDeps): ChatOutbox {
  let list: ChatOutboxEntry[] = [];
  let loading: Promise<void> | null = null;
  // Storage writes run one after another, in the order the changes were made.
  let writing: Promise<void> = Promise.resolve();
  let flushing: Promise<ChatOutboxFlush> | null = null;
  const listeners = new Set<(settled: ChatOutboxSettled | null) => void>();

  function notify(settled: ChatOutboxSettled | null): void {
    for (const listener of [...listeners]) listener(settled);
  }

  function change(next: ChatOutboxEntry[]): Promise<void> {
    list = next;
    const snapshot = [...next];
    writing = writing.then(() => deps.storage.write(snapshot)).catch(() => undefined);
    notify(null);
    return writing;
  }

  function load(): Promise<void> {
    loading ??= deps.storage.read().then(
      (stored) => {
        const seen = new Set(list.map((entry) => entry.clientMessageId));
        list = [...stored.filter((entry) => !seen.has(entry.clientMessageId)), ...list];
        notify(null);
      },
      () => undefined,
    );
    return loading;
  }

  async function enqueue(entry: ChatOutboxEntry): Promise<void> {
    await load();
    if (list.some((queued) => queued.clientMessageId === entry.clientMessageId)) return;
    await change([...list, entry]);
  }

  async function flushPass(accountUid: string, settled: ChatOutboxSettled[]): Promise<boolean> {
    for (;;) {
      const entry = list.find((queued) => queued.accountUid === accountUid);
      if (!entry) return true;
      const result = await deps.send(entry);
      if (!chatOutboxIsFinal(result)) return false;
      let next = list.filter((queued) => queued.clientMessageId !== entry.clientMessageId);
      // Later messages of a conversation the server has just created go to that conversation.
      if (result.kind === 'replied' && entry.conversationId === null && result.reply.conversationId) {
        const conversationId = result.reply.conversationId;
        next = next.map((queued) =>
          queued.sessionKey === entry.sessionKey && queued.conversationId === null ? { ...queued, conversationId } : queued,
        );
      }
      await change(next);
      const done = { entry, result };
      settled.push(done);
      notify(done);
    }
  }

  function flush(accountUid: string): Promise<ChatOutboxFlush> {
    if (flushing) return flushing;
    const run = (async () => {
      await load();
      const settled: ChatOutboxSettled[] = [];
      await flushPass(accountUid, settled);
      return { settled, remaining: list.filter((entry) => entry.accountUid === accountUid).length };
    })();
    flushing = run.finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function clearAccount(accountUid: string): Promise<void> {
    await load();
    await change(list.filter((entry) => entry.accountUid !== accountUid));
  }

  return {
    load,
    entries: () => list,
    enqueue,
    flush,
    clearAccount,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
