import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { JOURNAL_LOCK_IDLE_MS, journalLockDigestInput, journalLockDue, journalLockPinProblem, type JournalLockRecord } from '../index';
import type { JournalSchedule } from './JournalEntryList';
import './journal.css';

/** The browser storage key of a journal's lock (one per profile on this device). */
export function journalLockStorageKey(ownerKey: string): string {
  return `grove-journal-lock:${ownerKey}`;
}

/**
 * Whether any journal on this device is locked (its storage holds a lock record). Storage that cannot
 * be read counts as locked: the caller then waits for the journal itself rather than show it open.
 */
export function journalLockAny(storage: Pick<Storage, 'length' | 'key'>): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(journalLockStorageKey(''))) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * The lock's bar as it shows above a journal without a lock, for a page drawn before its journal's
 * owner is known (the journal page's frame while sign-in settles): the same place and size, its button
 * switched off until the journal itself is there.
 */
export function JournalLockBarPending() {
  return (
    <div className="grove-journal-lock__bar">
      <button type="button" className="grove-button" disabled>
        Lock with a PIN
      </button>
    </div>
  );
}

/** What the lock tells a person who enters a wrong PIN. */
export const JOURNAL_LOCK_WRONG_PIN = 'That PIN is not right. Try again.';

/** The activity that keeps the journal open. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'scroll'] as const;

/** Where the lock keeps its record (the browser's localStorage by default). */
export interface JournalLockStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Props of {@link JournalLock}. */
export interface JournalLockProps {
  /** Whose journal on this device: `{uid}:{profileId}`. */
  ownerKey: string;
  /** The journal the lock guards. */
  children: ReactNode;
  /** The clock (tests pass their own). */
  now?: () => number;
  /** The timer that re-locks (tests pass their own). */
  schedule?: JournalSchedule;
  /** The record's storage (localStorage by default). */
  storage?: JournalLockStorage;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function browserSchedule(callback: () => void, ms: number): () => void {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
}

function recordRead(storage: JournalLockStorage, key: string): JournalLockRecord | null {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<JournalLockRecord> | null;
    return parsed && typeof parsed.salt === 'string' && typeof parsed.digest === 'string' ? { salt: parsed.salt, digest: parsed.digest } : null;
  } catch {
    return null;
  }
}

/**
 * A PIN lock for the journal on this device only (issue 16, point 4): a 4-digit PIN kept as a salted
 * SHA-256 digest in this browser; with a PIN set the journal opens locked, and locks again after
 * {@link JOURNAL_LOCK_IDLE_MS} without activity. It protects a shared screen, not the data: the
 * server's permissions do that, and a forgotten PIN goes with this site's browser data, while the
 * entries stay safe on the server.
 */
export function JournalLock({ ownerKey, children, now = Date.now, schedule = browserSchedule, storage }: JournalLockProps) {
  const store = storage ?? (typeof localStorage !== 'undefined' ? localStorage : null);
  const key = journalLockStorageKey(ownerKey);
  const [record, setRecord] = useState<JournalLockRecord | null>(() => (store ? recordRead(store, key) : null));
  const [locked, setLocked] = useState(() => record !== null);
  const [setting, setSetting] = useState(false);
  const lastActive = useRef(now());
  const baseId = useId();

  const arm = useCallback((): (() => void) => {
    const check = (): void => {
      if (journalLockDue(lastActive.current, now())) setLocked(true);
      else cancel = schedule(check, JOURNAL_LOCK_IDLE_MS - (now() - lastActive.current));
    };
    let cancel = schedule(check, JOURNAL_LOCK_IDLE_MS);
    return () => cancel();
  }, [now, schedule]);

  // While open with a PIN set, any activity keeps it open; 5 minutes of none locks it.
  useEffect(() => {
    if (record === null || locked) return;
    lastActive.current = now();
    const seen = (): void => {
      lastActive.current = now();
    };
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, seen, true);
    const cancel = arm();
    return () => {
      cancel();
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, seen, true);
    };
  }, [record, locked, arm, now]);

  async function setPin(pin: string): Promise<void> {
    const salt = crypto.randomUUID();
    const next = { salt, digest: await sha256Hex(journalLockDigestInput(salt, pin)) };
    store?.setItem(key, JSON.stringify(next));
    setRecord(next);
    setSetting(false);
  }

  function removePin(): void {
    store?.removeItem(key);
    setRecord(null);
    setLocked(false);
  }

  async function unlock(pin: string): Promise<boolean> {
    if (!record) return true;
    const ok = (await sha256Hex(journalLockDigestInput(record.salt, pin))) === record.digest;
    if (ok) setLocked(false);
    return ok;
  }

  if (record !== null && locked) {
    return (
      <section className="grove-journal-lock grove-glass" aria-labelledby={`${baseId}-locked`}>
        <h2 id={`${baseId}-locked`} className="grove-journal__title">
          Your journal is locked
        </h2>
        <PinForm label="Journal PIN" submitLabel="Unlock" onPin={unlock} />
      </section>
    );
  }

  return (
    <>
      <div className="grove-journal-lock__bar">
        {record === null ? (
          setting ? (
            <section className="grove-journal-lock grove-glass" aria-labelledby={`${baseId}-set`}>
              <h2 id={`${baseId}-set`} className="grove-journal__title">
                Lock the journal on this device
              </h2>
              <p className="grove-journal__note">Choose 4 digits. The journal locks itself again after 5 minutes without use. The PIN stays on this device only.</p>
              <PinForm
                label="New journal PIN"
                submitLabel="Set PIN"
                onPin={async (pin) => {
                  await setPin(pin);
                  return true;
                }}
                onCancel={() => setSetting(false)}
              />
            </section>
          ) : (
            <button type="button" className="grove-button" onClick={() => setSetting(true)}>
              Lock with a PIN
            </button>
          )
        ) : (
          <>
            <button type="button" className="grove-button" onClick={() => setLocked(true)}>
              Lock now
            </button>
            <button type="button" className="grove-button" onClick={removePin}>
              Remove the PIN
            </button>
          </>
        )}
      </div>
      {children}
    </>
  );
}

interface PinFormProps {
  label: string;
  submitLabel: string;
  /** Returns whether the PIN was accepted. */
  onPin(pin: string): Promise<boolean>;
  onCancel?: () => void;
}

function PinForm({ label, submitLabel, onPin, onCancel }: PinFormProps) {
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const invalid = journalLockPinProblem(pin);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    if (await onPin(pin)) return;
    setProblem(JOURNAL_LOCK_WRONG_PIN);
    setPin('');
    field.current?.focus();
  }

  return (
    <form className="grove-journal-lock__form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="grove-field">
        <span>{label}</span>
        <input
          ref={field}
          className="grove-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, ''));
            setProblem(null);
          }}
          aria-invalid={problem !== null}
        />
      </label>
      {problem && (
        <p className="grove-journal__error" role="alert">
          {problem}
        </p>
      )}
      <div className="grove-journal__actions">
        <button type="submit" className="grove-button grove-button--primary">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="grove-button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
