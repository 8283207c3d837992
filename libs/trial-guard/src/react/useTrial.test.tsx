import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRIAL_STATUS_POLL_MS, TRIAL_WINDOW_MS, type TrialDeviceFacts } from '../index';
import { trialApiServerStart, trialStatusSample, trialStoreCreate, type TrialApiServer } from './trialApiServer.fixture';
import { trialApi } from './trialApi';
import { trialIdbStore } from './trialBrowserStores';
import { trialDeviceFactsCollect, trialDeviceFactsForget } from './trialDeviceFactsCollect';
import { TRIAL_LOCAL_RECORD_KEY } from './trialLocalRecordStore';
import { TrialStatusBadge } from './TrialStatusBadge';
import { useTrial, type UseTrialOptions } from './useTrial';

// Each test is its own device, so a retry still in flight from an earlier test is not counted.
let testCount = 0;
let facts: TrialDeviceFacts;
const factsCollect = () => Promise.resolve(facts);
const now = new Date('2025-03-10T12:00:00.000Z');
const clock = () => now;

let server: TrialApiServer;
beforeAll(async () => {
  server = await trialApiServerStart();
});
afterAll(() => server.close());
beforeEach(() => {
  facts = { deviceId: `dev-${++testCount}`, browserFingerprint: '0123456789abcdef', hardwareInfo: 'c8;m8;s1x1x24;r1;pX;t0', indexedDbId: 'idb-1' };
  server.reset();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

// A trial screen as the web app would build one: the badge, the source, and a "spend" button.
function TrialProbe(props: Partial<UseTrialOptions>) {
  const trial = useTrial({ enabled: true, pollingIntervalMs: 60_000, now: clock, factsCollect, ...props });
  return (
    <div>
      <TrialStatusBadge decision={trial.decision} source={trial.source} locale="en-GB" />
      <p data-testid="source">{trial.source}</p>
      <p data-testid="eligible">{String(trial.decision.eligible)}</p>
      <p data-testid="expired">{String(trial.decision.expired)}</p>
      <p data-testid="headers">{JSON.stringify(trial.deviceHeaders)}</p>
      <button onClick={() => trial.recordCharge(1_000)}>Spend 1000</button>
      <button onClick={trial.refresh}>Refresh</button>
    </div>
  );
}

function renderProbe(props: Partial<UseTrialOptions> = {}) {
  const store = trialStoreCreate(server);
  return render(
    <Provider store={store}>
      <TrialProbe {...props} />
    </Provider>,
  );
}

/** The requests this test's device made. */
const seen = () => server.seen.filter((request) => request.headers['x-device-id'] === facts.deviceId);
const tokensLeft = () => screen.getByTestId('trial-tokens-left').textContent;
const source = () => screen.getByTestId('source').textContent;
const storedRecord = () => JSON.parse(localStorage.getItem(TRIAL_LOCAL_RECORD_KEY) ?? 'null') as unknown;

describe('useTrial', () => {
  it('shows the server’s decision and keeps the local record in step with it', async () => {
    renderProbe();
    await waitFor(() => expect(source()).toBe('server'));
    expect(tokensLeft()).toBe('60,000');
    expect(screen.getByRole('status').textContent).toBe('Your free trial is active.');
    await waitFor(() =>
      expect(storedRecord()).toEqual({ tokens: 60_000, used: 40_000, lastUsed: Date.parse('2025-03-11T09:30:00.000Z') - TRIAL_WINDOW_MS, deviceId: facts.deviceId }),
    );
  });

  it('sends the device headers and no Authorization', async () => {
    renderProbe();
    await waitFor(() => expect(seen()).toHaveLength(1));
    expect(seen()[0]?.headers).toMatchObject({ 'x-device-id': facts.deviceId, 'x-device-fingerprint': '0123456789abcdef', 'x-device-idb': 'idb-1' });
    expect(seen()[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(screen.getByTestId('headers').textContent ?? '')).toMatchObject({ 'X-Device-Id': facts.deviceId });
  });

  it('polls on the given interval and shows each new answer', async () => {
    renderProbe({ pollingIntervalMs: 150 });
    await waitFor(() => expect(tokensLeft()).toBe('60,000'));
    server.status = trialStatusSample({ tokensUsed: 100_000, tokensLeft: 0, eligible: false, reason: 'tokens_exhausted' });
    await waitFor(() => expect(tokensLeft()).toBe('0'));
    expect(screen.getByRole('status').textContent).toBe('You have used your free trial for today.');
    expect(seen().length).toBeGreaterThanOrEqual(2);
  });

  it('falls back to the local record when the server fails (SPEC §8 Trial check failure)', async () => {
    localStorage.setItem(TRIAL_LOCAL_RECORD_KEY, JSON.stringify({ tokens: 75_000, used: 25_000, lastUsed: now.getTime() - 60_000, deviceId: facts.deviceId }));
    server.down = true;
    renderProbe();
    // The first try and the one retry (SPEC §9: data queries retry once) both fail.
    await waitFor(() => expect(seen().length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Trial status is unavailable; showing what this browser remembers.'));
    expect(source()).toBe('fallback');
    expect(tokensLeft()).toBe('75,000');
    expect(screen.getByRole('region', { name: 'Free trial' }).textContent).toContain('(estimate)');
  });

  it('with no local data and a failing server shows 100000 left and not expired (SPEC §8 Failed trial status load)', async () => {
    server.down = true;
    renderProbe();
    await waitFor(() => expect(seen().length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    expect(source()).toBe('fallback');
    expect(tokensLeft()).toBe('100,000');
    expect(screen.getByTestId('eligible').textContent).toBe('true');
    expect(screen.getByTestId('expired').textContent).toBe('false');
  });

  it('answers from the last synced record when a later poll fails, and returns to the server when it recovers', async () => {
    renderProbe({ pollingIntervalMs: 150 });
    await waitFor(() => expect(source()).toBe('server'));
    server.down = true;
    await waitFor(() => expect(source()).toBe('fallback'), { timeout: 5_000 });
    // The record synced from the server's answer: 60,000 left within 24 h.
    expect(tokensLeft()).toBe('60,000');
    expect(screen.getByRole('status').textContent).toBe('Trial status is unavailable; showing what this browser remembers.');
    server.down = false;
    await waitFor(() => expect(source()).toBe('server'), { timeout: 5_000 });
  });

  it('recordCharge updates the local record only (SPEC §8 Usage-record failure)', async () => {
    server.down = true;
    renderProbe();
    await waitFor(() => expect(seen().length).toBeGreaterThanOrEqual(1));
    const requests = seen().length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spend 1000' }));
    expect(storedRecord()).toEqual({ tokens: 99_000, used: 1_000, lastUsed: now.getTime(), deviceId: facts.deviceId });
    await waitFor(() => expect(tokensLeft()).toBe('99,000'));
    expect(screen.getByRole('status').textContent).toBe('Trial status is unavailable; showing what this browser remembers.');
    expect(seen().filter((request) => request.method !== 'GET')).toEqual([]);
    expect(seen().length).toBeGreaterThanOrEqual(requests);
  });

  it('refresh asks the server again at once', async () => {
    renderProbe();
    await waitFor(() => expect(source()).toBe('server'));
    server.status = trialStatusSample({ tokensUsed: 41_000, tokensLeft: 59_000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(tokensLeft()).toBe('59,000'));
    expect(seen()).toHaveLength(2);
  });

  it('makes no call while disabled and answers from local data', async () => {
    renderProbe({ enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen()).toHaveLength(0);
    expect(source()).toBe('fallback');
    expect(tokensLeft()).toBe('100,000');
  });

  it('collects real device facts (fake IndexedDB) and sends them', async () => {
    trialDeviceFactsForget();
    const collected = await trialDeviceFactsCollect({ canvas: false, deps: { idb: trialIdbStore('grove-trial-usetrial') } });
    facts = collected;
    renderProbe({ factsCollect: () => trialDeviceFactsCollect() });
    await waitFor(() => expect(seen()).toHaveLength(1));
    const headers = seen()[0]?.headers ?? {};
    expect(headers['x-device-id']).toBe(collected.deviceId);
    expect(headers['x-device-fingerprint']).toBe(collected.browserFingerprint);
    expect(headers['x-device-hardware']).toBe(collected.hardwareInfo);
    expect(headers['x-device-idb']).toBe(collected.indexedDbId);
    trialDeviceFactsForget();
  });
});

describe('useTrial polling every 5 s (fake timers)', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again after 5 s, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const store = trialStoreCreate(server);
    render(
      <Provider store={store}>
        <TrialProbe pollingIntervalMs={undefined} />
      </Provider>,
    );
    // Store notifications to React are batched on a timer, so this waits on the store, not the screen.
    const answered = (count: number) => () => seen().length === count && trialApi.endpoints.trialStatus.select(facts)(store.getState()).status === 'fulfilled';
    await ioUntil(answered(1));
    await act(() => vi.advanceTimersByTimeAsync(TRIAL_STATUS_POLL_MS - 100));
    await ioFor(50);
    expect(seen()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await ioUntil(answered(2));
    await act(() => vi.advanceTimersByTimeAsync(TRIAL_STATUS_POLL_MS));
    await ioUntil(answered(3));
  });
});

/** Lets real I/O (the loopback HTTP server) run while timers are fake, until `done` or 3 s pass. */
async function ioUntil(done: () => boolean): Promise<void> {
  const deadline = performance.now() + 3_000;
  while (!done()) {
    if (performance.now() > deadline) throw new Error('ioUntil: timed out');
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/** Lets real I/O run for about `ms` milliseconds while timers are fake. */
async function ioFor(ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}
