// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECOVERY_MAX_ATTEMPTS,
  RECOVERY_RECOVERING_MS,
  RECOVERY_RETRY_DELAY_MS,
  recoveryDelayMs,
  recoveryInitial,
  recoveryNext,
  type RecoveryState,
} from './recovery';
import { recoveryControllerCreate, type RecoveryScheduler } from './recoveryController';

describe('recovery constants (SPEC §9)', () => {
  it('makes at most 3 attempts, waits 2000 ms and recovers for 1 s', () => {
    expect(RECOVERY_MAX_ATTEMPTS).toBe(3);
    expect(RECOVERY_RETRY_DELAY_MS).toBe(2000);
    expect(RECOVERY_RECOVERING_MS).toBe(1000);
    expect(recoveryDelayMs('waiting-retry')).toBe(2000);
    expect(recoveryDelayMs('recovering')).toBe(1000);
    expect(recoveryDelayMs('idle')).toBeNull();
  });
});

describe('recoveryNext', () => {
  it('goes idle → error → waiting-retry → recovering → idle', () => {
    let state = recoveryInitial();
    expect(state).toEqual({ status: 'idle', attempt: 0, errorKind: null, fallbackMode: 'hosted-database' });
    state = recoveryNext(state, { type: 'failed', kind: 'network' });
    expect(state).toMatchObject({ status: 'error', errorKind: 'network', fallbackMode: 'local', attempt: 0 });
    state = recoveryNext(state, { type: 'retry-scheduled' });
    expect(state).toMatchObject({ status: 'waiting-retry', attempt: 1 });
    state = recoveryNext(state, { type: 'retry-due' });
    expect(state.status).toBe('recovering');
    state = recoveryNext(state, { type: 'recovered' });
    expect(state).toMatchObject({ status: 'idle', attempt: 1 });
  });

  it('is exhausted when an error follows the third attempt', () => {
    let state: RecoveryState = recoveryInitial();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      state = recoveryNext(state, { type: 'failed', kind: 'component' });
      state = recoveryNext(state, { type: 'retry-scheduled' });
      expect(state).toMatchObject({ status: 'waiting-retry', attempt });
      state = recoveryNext(recoveryNext(state, { type: 'retry-due' }), { type: 'recovered' });
    }
    state = recoveryNext(state, { type: 'failed', kind: 'component' });
    state = recoveryNext(state, { type: 'retry-scheduled' });
    expect(state).toMatchObject({ status: 'exhausted', attempt: 3, fallbackMode: 'minimal' });
    expect(recoveryNext(state, { type: 'retry-due' })).toBe(state);
  });

  it('ignores events that do not apply', () => {
    const idle = recoveryInitial();
    expect(recoveryNext(idle, { type: 'retry-due' })).toBe(idle);
    expect(recoveryNext(idle, { type: 'recovered' })).toBe(idle);
    expect(recoveryNext(idle, { type: 'retry-requested' })).toBe(idle);
    const waiting = recoveryNext(recoveryNext(idle, { type: 'failed', kind: 'other' }), { type: 'retry-scheduled' });
    expect(recoveryNext(waiting, { type: 'failed', kind: 'network' })).toBe(waiting);
  });

  it('lets the user retry at once with a fresh round, and pick a mode', () => {
    let state = recoveryNext(recoveryInitial(), { type: 'failed', kind: 'storage' });
    state = recoveryNext(state, { type: 'retry-scheduled' });
    state = recoveryNext(state, { type: 'mode-selected', mode: 'minimal' });
    expect(state.fallbackMode).toBe('minimal');
    state = recoveryNext(state, { type: 'retry-requested' });
    expect(state).toMatchObject({ status: 'recovering', attempt: 0, fallbackMode: 'minimal' });
  });
});

describe('recovery controller with fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const scheduler: RecoveryScheduler = {
    schedule(callback, delayMs) {
      const id = setTimeout(callback, delayMs);
      return () => clearTimeout(id);
    },
  };

  it('retries after 2000 ms, recovers for 1000 ms, then is idle', () => {
    const controller = recoveryControllerCreate({ scheduler });
    const listener = vi.fn();
    controller.subscribe(listener);
    expect(controller.fail(new TypeError('Failed to fetch'))).toMatchObject({ status: 'waiting-retry', attempt: 1, fallbackMode: 'local' });
    vi.advanceTimersByTime(1999);
    expect(controller.getState().status).toBe('waiting-retry');
    vi.advanceTimersByTime(1);
    expect(controller.getState().status).toBe('recovering');
    vi.advanceTimersByTime(999);
    expect(controller.getState().status).toBe('recovering');
    vi.advanceTimersByTime(1);
    expect(controller.getState().status).toBe('idle');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('gives up after 3 attempts and schedules nothing more', () => {
    const controller = recoveryControllerCreate({ scheduler });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      controller.fail(new Error('render failed'));
      expect(controller.getState()).toMatchObject({ status: 'waiting-retry', attempt });
      vi.advanceTimersByTime(RECOVERY_RETRY_DELAY_MS + RECOVERY_RECOVERING_MS);
      expect(controller.getState().status).toBe('idle');
    }
    controller.fail(new Error('render failed'));
    expect(controller.getState().status).toBe('exhausted');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(controller.getState().status).toBe('exhausted');
  });

  it('cancels the pending wait when the user retries, and on dispose', () => {
    const controller = recoveryControllerCreate({ scheduler, initialMode: 'local' });
    expect(controller.getState().fallbackMode).toBe('local');
    controller.fail(new Error('boom'));
    controller.selectMode('minimal');
    controller.retry();
    expect(controller.getState()).toMatchObject({ status: 'recovering', fallbackMode: 'minimal' });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(controller.getState().status).toBe('idle');

    controller.fail(new Error('boom'));
    controller.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
