import { trialLocalRecordParse, type LocalTrialRecord } from '../index';

/** localStorage key of the local trial record (SPEC §3 Local trial record). */
export const TRIAL_LOCAL_RECORD_KEY = 'grove_trial_record';

/** The local trial record kept in a Web Storage area, readable with `useSyncExternalStore`. */
export interface TrialLocalRecordStore {
  /** The stored record, or null when none (or unreadable). The same object until it changes. */
  read(): LocalTrialRecord | null;
  /** Stores a record and tells subscribers; a storage that refuses is ignored (the record is a cache). */
  write(record: LocalTrialRecord): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A local trial record store over `area` (localStorage by default). It also follows changes made in
 * other tabs through the `storage` event.
 */
export function trialLocalRecordStoreCreate(area: () => Storage = () => window.localStorage): TrialLocalRecordStore {
  const listeners = new Set<() => void>();
  let lastText: string | null | undefined;
  let lastRecord: LocalTrialRecord | null = null;

  function textRead(): string | null {
    try {
      return area().getItem(TRIAL_LOCAL_RECORD_KEY);
    } catch {
      return null;
    }
  }
  function notify(): void {
    for (const listener of listeners) listener();
  }
  function onStorage(event: StorageEvent): void {
    if (event.key === null || event.key === TRIAL_LOCAL_RECORD_KEY) notify();
  }

  return {
    read() {
      const text = textRead();
      if (text !== lastText) {
        lastText = text;
        lastRecord = trialLocalRecordParse(text);
      }
      return lastRecord;
    },
    write(record) {
      try {
        area().setItem(TRIAL_LOCAL_RECORD_KEY, JSON.stringify(record));
      } catch {
        // Storage full or blocked: the record is only a cache of the server's answer.
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

let browserStore: TrialLocalRecordStore | null = null;

/** The page's one local trial record store over localStorage, created on first use. */
export function trialLocalRecordStoreBrowser(): TrialLocalRecordStore {
  browserStore ??= trialLocalRecordStoreCreate();
  return browserStore;
}
