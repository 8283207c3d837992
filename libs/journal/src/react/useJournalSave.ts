import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { JournalEntry, JournalEntryCreate } from '@grove/api-contract';
import { journalOutboxCreate, type JournalOutbox, type JournalOutboxBody, type JournalOutboxEntry, type JournalOutboxSendResult } from '../index';
import { journalApi, journalApiErrorMessage, journalApiErrorRetryable } from './journalApi';
import { JOURNAL_DB_NAME, journalOutboxStorageIdb } from './journalBrowserStore';

/** How often the outbox tries again while entries wait (the browser's `online` event also nudges it). */
export const JOURNAL_OUTBOX_RETRY_MS = 5000;

/** What saving an entry gave: stored by the API, kept in the outbox for later, or refused with the server's words. */
export type JournalSaveResult = { kind: 'saved'; entry: JournalEntry } | { kind: 'queued' } | { kind: 'refused'; message: string };

/** The fields a screen gives to save an entry; the id and the time are added here. */
export type JournalSaveInput = Omit<JournalOutboxBody, 'clientEntryId' | 'writtenAt'>;

type Send = (entry: JournalOutboxEntry) => Promise<JournalOutboxSendResult>;

interface SharedOutbox {
  outbox: JournalOutbox;
  /** The sender of the latest mounted screen (its store's dispatch); the outbox itself is one per page. */
  send: Send | null;
}

const shared = new Map<string, SharedOutbox>();

// One outbox per browser database and page, so a single flusher sends each entry once however many
// journal screens are mounted.
function sharedOf(dbName: string): SharedOutbox {
  let found = shared.get(dbName);
  if (!found) {
    const holder: SharedOutbox = {
      send: null,
      outbox: journalOutboxCreate({
        storage: journalOutboxStorageIdb(dbName),
        send: (entry) => (holder.send ? holder.send(entry) : Promise.resolve({ kind: 'retry' })),
      }),
    };
    found = holder;
    shared.set(dbName, found);
  }
  return found;
}

/** The page's outbox of this database. */
function sharedOutbox(dbName: string): JournalOutbox {
  return sharedOf(dbName).outbox;
}

/** Makes `send` the outbox's sender (the latest mounted screen's store sends). */
function sharedSenderSet(dbName: string, send: Send): void {
  sharedOf(dbName).send = send;
}

/** A new id for an entry: the server keeps one entry per id however often it is sent. */
function clientEntryIdNew(): string {
  return crypto.randomUUID();
}

/** Options of {@link useJournalSave}. */
export interface UseJournalSaveOptions {
  /** The account and profile (`{uid}:{profileId}`) whose entries this screen sends. */
  ownerKey: string;
  /** The browser database (tests use their own). */
  dbName?: string;
  /** The clock for `writtenAt` (tests pass their own). */
  now?: () => number;
}

/** What {@link useJournalSave} gives a screen. */
export interface JournalSaveApi {
  /** Saves an entry: to the API when it answers, else to the outbox (sent once later, with its id and time). */
  save(input: JournalSaveInput): Promise<JournalSaveResult>;
  /** How many entries of this profile wait in the outbox. */
  waiting: number;
}

/**
 * Saves journal entries so nothing written is lost (issue 16, point 5): each entry gets a
 * `clientEntryId` and its `writtenAt`; offline, a 5xx or an expired sign-in put it in the browser's
 * outbox, which is flushed on mount, when the browser comes back online and every
 * {@link JOURNAL_OUTBOX_RETRY_MS} while entries wait. A 4xx is the writer's to fix: it is refused, and
 * the composer keeps the words.
 */
export function useJournalSave({ ownerKey, dbName = JOURNAL_DB_NAME, now = Date.now }: UseJournalSaveOptions): JournalSaveApi {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const outbox = sharedOutbox(dbName);

  const send = useCallback<Send>(
    async (entry) => {
      const request = dispatch(journalApi.endpoints.journalEntryCreate.initiate(entry.body as JournalEntryCreate));
      const result = await request;
      // The outcome is read here; the store need not keep the mutation's state.
      request.reset();
      if (!result.error) return { kind: 'sent' };
      return journalApiErrorRetryable(result.error) ? { kind: 'retry' } : { kind: 'refused', message: journalApiErrorMessage(result.error) };
    },
    [dispatch],
  );

  const waiting = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.entries().filter((entry) => entry.ownerKey === ownerKey).length,
  );

  useEffect(() => {
    sharedSenderSet(dbName, send);
    const flush = () => void outbox.flush(ownerKey);
    void outbox.load().then(flush);
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [dbName, outbox, ownerKey, send]);

  // While entries wait, try again now and then: the `online` event does not fire when the API, not the network, was away.
  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => void outbox.flush(ownerKey), JOURNAL_OUTBOX_RETRY_MS);
    return () => clearInterval(timer);
  }, [outbox, ownerKey, waiting]);

  const save = useCallback(
    async (input: JournalSaveInput): Promise<JournalSaveResult> => {
      const body: JournalOutboxBody = { ...input, clientEntryId: clientEntryIdNew(), writtenAt: new Date(now()).toISOString() };
      const entry: JournalOutboxEntry = { ownerKey, body, queuedAt: now() };
      // Known offline: straight to the outbox, no request to wait for.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        await outbox.enqueue(entry);
        return { kind: 'queued' };
      }
      const request = dispatch(journalApi.endpoints.journalEntryCreate.initiate(body as JournalEntryCreate));
      const result = await request;
      request.reset();
      if (result.data) return { kind: 'saved', entry: result.data };
      if (journalApiErrorRetryable(result.error)) {
        await outbox.enqueue(entry);
        return { kind: 'queued' };
      }
      return { kind: 'refused', message: journalApiErrorMessage(result.error) };
    },
    [dispatch, outbox, now, ownerKey],
  );

  return { save, waiting };
}
