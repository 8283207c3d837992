import { useSyncExternalStore } from 'react';
import { trialLocalRecordStoreBrowser, type TrialLocalRecordStore } from './trialLocalRecordStore';

/**
 * Whether this browser has started the anonymous trial: it holds a local trial record, which the
 * trial status or a trial chat writes. The router reads it as `trialActive` (SPEC §2 Trial access).
 * The record is only a hint for routing; the server decides what the trial may spend.
 */
export function useTrialStarted(store: TrialLocalRecordStore = trialLocalRecordStoreBrowser()): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => store.read() !== null,
    () => false,
  );
}
