import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  TRIAL_STATUS_POLL_MS,
  TRIAL_TOKEN_LIMIT,
  trialDecisionLoadFailed,
  trialDeviceHeaders,
  trialFallbackDecide,
  trialLocalRecordCharge,
  trialLocalRecordCreate,
  trialLocalRecordFromStatus,
  type LocalTrialRecord,
  type TrialDecision,
  type TrialDeviceFacts,
} from '../index';
import { trialStatusDecision, useTrialStatusQuery } from './trialApi';
import { trialDeviceFactsCollect } from './trialDeviceFactsCollect';
import { trialLocalRecordStoreBrowser, type TrialLocalRecordStore } from './trialLocalRecordStore';

/** Options of {@link useTrial}. */
export interface UseTrialOptions {
  /** Poll the status while true: on trial routes for signed-out visitors (SPEC §4). */
  enabled: boolean;
  /** Poll interval; SPEC §4/§9 says 5 s ({@link TRIAL_STATUS_POLL_MS}). Tests may shorten it. */
  pollingIntervalMs?: number;
  /** The clock for the local fallback; defaults to the wall clock. */
  now?: () => Date;
  /** The allowance the local fallback counts against until the server has said its own limit. */
  limit?: number;
  /** Where the device facts come from; defaults to {@link trialDeviceFactsCollect} (once per page load). */
  factsCollect?: () => Promise<TrialDeviceFacts>;
  /** Where the local trial record lives; defaults to localStorage. */
  localRecordStore?: TrialLocalRecordStore;
}

/** What {@link useTrial} answers. */
export interface UseTrialResult {
  /** Always present: the server's decision, or the local fallback when the server cannot answer. */
  decision: TrialDecision;
  /** `server` when `decision` is the server's latest answer, `fallback` when it comes from the browser. */
  source: 'server' | 'fallback';
  /** True until the first answer (or failure) arrives. */
  loading: boolean;
  /** The device headers to send with trial chat calls, once collected. */
  deviceHeaders: Record<string, string> | null;
  /** Asks the server again now. */
  refresh: () => void;
  /** Records spent tokens in the local record (SPEC §8 Usage-record failure: local storage only). */
  recordCharge: (tokensUsed: number) => void;
}

const wallClock = (): Date => new Date();

/**
 * The trial as the web app sees it: polls `GET /api/trial/status` every 5 s while enabled, keeps the
 * local trial record in step with each answer, and when the server cannot answer decides from the
 * local record (SPEC §8 Trial check failure), or with no local data assumes 100000 tokens left and
 * not expired (SPEC §8 Failed trial status load).
 */
export function useTrial(options: UseTrialOptions): UseTrialResult {
  const { enabled, pollingIntervalMs = TRIAL_STATUS_POLL_MS, now = wallClock, factsCollect = trialDeviceFactsCollect } = options;
  const store = options.localRecordStore ?? trialLocalRecordStoreBrowser();
  const local = useSyncExternalStore(store.subscribe, store.read, () => null);

  const [facts, setFacts] = useState<TrialDeviceFacts | null>(null);
  const [factsFailed, setFactsFailed] = useState(false);
  useEffect(() => {
    if (!enabled || facts) return;
    let live = true;
    factsCollect().then(
      (collected) => live && setFacts(collected),
      () => live && setFactsFailed(true),
    );
    return () => {
      live = false;
    };
  }, [enabled, facts, factsCollect]);

  const query = useTrialStatusQuery(enabled && facts ? facts : skipToken, { pollingInterval: pollingIntervalMs, refetchOnMountOrArgChange: true });
  const status = query.isError ? undefined : query.currentData;

  // Each answer from the server refreshes the local cache.
  useEffect(() => {
    if (!status || !facts) return;
    const next = trialLocalRecordFromStatus(trialStatusDecision(status), facts.deviceId, now(), store.read());
    const previous = store.read();
    if (!previous || previous.tokens !== next.tokens || previous.used !== next.used || previous.lastUsed !== next.lastUsed || previous.deviceId !== next.deviceId) {
      store.write(next);
    }
    // `now` is a clock; a new function identity must not rewrite the record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, facts, store]);

  const limit = query.data?.limit ?? options.limit ?? TRIAL_TOKEN_LIMIT;
  const decision = useMemo<TrialDecision>(
    () => (status ? trialStatusDecision(status) : trialFallbackDecisionOf(local, limit, now())),
    // The fallback is recomputed on every answer or failure, which re-renders; the clock is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, local, limit, query.fulfilledTimeStamp, query.startedTimeStamp, query.isError],
  );

  const { refetch } = query;
  const started = enabled && facts !== null;
  const refresh = useCallback(() => {
    if (started) void refetch();
  }, [started, refetch]);

  const deviceId = facts?.deviceId ?? null;
  const recordCharge = useCallback(
    (tokensUsed: number) => {
      const at = now();
      const current: LocalTrialRecord = store.read() ?? trialLocalRecordCreate(deviceId ?? '', at, limit);
      store.write(trialLocalRecordCharge({ ...current, deviceId: deviceId ?? current.deviceId }, tokensUsed, at, limit));
    },
    [store, deviceId, limit, now],
  );

  const deviceHeaders = useMemo(() => (facts ? trialDeviceHeaders(facts) : null), [facts]);
  const loading = enabled && !factsFailed && !status && !query.isError;
  return { decision, source: status ? 'server' : 'fallback', loading, deviceHeaders, refresh, recordCharge };
}

/** The browser's answer: from the local record when there is one, else SPEC §8's default. */
function trialFallbackDecisionOf(local: LocalTrialRecord | null, limit: number, now: Date): TrialDecision {
  return local ? trialFallbackDecide({ local, limit, now }) : trialDecisionLoadFailed(limit);
}
