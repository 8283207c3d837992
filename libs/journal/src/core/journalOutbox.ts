/**
 * The journal's offline outbox (issue 16, point 5): an entry written while the API cannot be reached
 * waits here, survives a reload, and is sent later exactly once — the server stores an entry once per
 * `clientEntryId`, and this outbox sends one entry at a time, in order, from a single flusher. The
 * design is the chat outbox's (libs/chat `chatOutbox`), copied rather than imported: the chat lib is
 * the web's, this one is shared.
 */

/** The body the outbox sends: `POST /api/journal/entry` with the browser's id and the time it was written. */
export interface JournalOutboxBody {
  /** The profile: the account's uid or a child's id. */
  userId: string;
  content: string;
  promptId?: string | null;
  mood?: string | null;
  tags?: string[];
  /** The browser's id for the entry: the server keeps a repeat once. */
  clientEntryId: string;
  /** When it was written (ISO): the entry keeps its own time, not the time it was sent. */
  writtenAt: string;
}

/** An entry waiting in the outbox. */
export interface JournalOutboxEntry {
  /** Who sends it: the account and the profile (`{uid}:{profileId}`), so an entry goes only with the headers of the profile that wrote it; others wait. */
  ownerKey: string;
  body: JournalOutboxBody;
  /** When it was queued, ms since the epoch. */
  queuedAt: number;
}

/** Where the outbox lives between page loads (IndexedDB in the browser, memory in tests). */
export interface JournalOutboxStorage {
  read(): Promise<JournalOutboxEntry[]>;
  write(entries: readonly JournalOutboxEntry[]): Promise<void>;
}

/**
 * What sending one entry gave: `sent` (stored, or already stored), `refused` (a 4xx the same request
 * would get again: it leaves the outbox and the writer is told) or `retry` (offline, 5xx, 429, 401).
 */
export type JournalOutboxSendResult = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'retry' };

/** An entry that left the outbox. */
export interface JournalOutboxSettled {
  entry: JournalOutboxEntry;
  result: Exclude<JournalOutboxSendResult, { kind: 'retry' }>;
}

/** The outbox: FIFO, one flush at a time. */
export interface JournalOutbox {
  /** Reads the stored entries (once; later calls return the same promise). */
  load(): Promise<void>;
  /** The entries waiting, oldest first. */
  entries(): readonly JournalOutboxEntry[];
  /** Adds an entry at the end; an entry with the same `clientEntryId` is not added twice. */
  enqueue(entry: JournalOutboxEntry): Promise<void>;
  /** Sends the owner's entries in order until one cannot be sent yet; a call during a flush joins it. */
  flush(ownerKey: string): Promise<JournalOutboxSettled[]>;
  /** Listens to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Outbox storage in memory (tests, and a visitor's page that must keep nothing). */
export function journalOutboxStorageMemory(initial: JournalOutboxEntry[] = []): JournalOutboxStorage & { stored: JournalOutboxEntry[] } {
  const storage = {
    stored: [...initial],
    async read() {
      return [...storage.stored];
    },
    async write(entries: readonly JournalOutboxEntry[]) {
      storage.stored = [...entries];
    },
  };
  return storage;
}

/** Creates a {@link JournalOutbox} over its storage and its sender (which never throws). */
export function journalOutboxCreate(deps: { storage: JournalOutboxStorage; send(entry: JournalOutboxEntry): Promise<JournalOutboxSendResult> }): JournalOutbox {
  let list: JournalOutboxEntry[] = [];
  let loading: Promise<void> | null = null;
  // Storage writes run one after another, in the order the changes were made.
  let writing: Promise<void> = Promise.resolve();
  let flushing: Promise<JournalOutboxSettled[]> | null = null;
  const listeners = new Set<() => void>();

  function change(next: JournalOutboxEntry[]): Promise<void> {
    list = next;
    const snapshot = [...next];
    writing = writing.then(() => deps.storage.write(snapshot)).catch(() => undefined);
    for (const listener of [...listeners]) listener();
    return writing;
  }

  function load(): Promise<void> {
    loading ??= deps.storage.read().then(
      (stored) => {
        const seen = new Set(list.map((entry) => entry.body.clientEntryId));
        list = [...stored.filter((entry) => !seen.has(entry.body.clientEntryId)), ...list];
        for (const listener of [...listeners]) listener();
      },
      () => undefined,
    );
    return loading;
  }

  async function enqueue(entry: JournalOutboxEntry): Promise<void> {
    await load();
    if (list.some((queued) => queued.body.clientEntryId === entry.body.clientEntryId)) return;
    await change([...list, entry]);
  }

  async function pass(ownerKey: string, settled: JournalOutboxSettled[]): Promise<void> {
    for (;;) {
      const entry = list.find((queued) => queued.ownerKey === ownerKey);
      if (!entry) return;
      const result = await deps.send(entry);
      // Order matters to the writer (their days read in order), so a waiting entry holds the rest back.
      if (result.kind === 'retry') return;
      await change(list.filter((queued) => queued.body.clientEntryId !== entry.body.clientEntryId));
      settled.push({ entry, result });
    }
  }

  function flush(ownerKey: string): Promise<JournalOutboxSettled[]> {
    if (flushing) return flushing;
    const run = (async () => {
      await load();
      const settled: JournalOutboxSettled[] = [];
      await pass(ownerKey, settled);
      return settled;
    })();
    flushing = run.finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    load,
    entries: () => list,
    enqueue,
    flush,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
