import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary';
import { useFallbackMode } from './useFallbackMode';

let failure: Error | null = null;

function Flaky() {
  const mode = useFallbackMode();
  if (failure) throw failure;
  return <p>Running in {mode} mode</p>;
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  // React logs every caught render error; the boundary's behaviour is what these tests check.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  failure = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('renders its children and the default fallback mode when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Running in hosted-database mode')).toBeTruthy();
  });

  it('reports the error, shows the error screen, retries after 2000 ms and recovers for 1 s', () => {
    failure = new TypeError('Failed to fetch');
    const onError = vi.fn();
    render(
      <AppErrorBoundary onError={onError}>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe(failure);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'local' }).getAttribute('aria-pressed')).toBe('true');

    advance(1999);
    expect(screen.queryByText('Recovering…')).toBeNull();
    advance(1);
    expect(screen.getByRole('status').textContent).toBe('Recovering…');

    failure = null;
    advance(999);
    expect(screen.getByText('Recovering…')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Recovering…')).toBeNull();
    expect(screen.getByText('Running in local mode')).toBeTruthy();
  });

  it('gives up after 3 attempts and stays on the error screen', () => {
    failure = new Error('Cannot read properties of undefined');
    const onError = vi.fn();
    render(
      <AppErrorBoundary onError={onError}>
        <Flaky />
      </AppErrorBoundary>,
    );
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(screen.getByText('Trying again in a moment…')).toBeTruthy();
      advance(2000);
      expect(screen.getByText('Recovering…')).toBeTruthy();
      advance(1000);
    }
    expect(onError).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Automatic recovery stopped after 3 attempts.')).toBeTruthy();

    advance(60_000);
    expect(screen.queryByText('Recovering…')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries at once on Try Again, and a mode button selects that mode', () => {
    failure = new Error('boom');
    const onModeChange = vi.fn();
    render(
      <AppErrorBoundary onModeChange={onModeChange}>
        <Flaky />
      </AppErrorBoundary>,
    );
    failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'minimal' }));
    expect(onModeChange).toHaveBeenLastCalledWith('minimal');
    expect(screen.getByText('Recovering…')).toBeTruthy();
    advance(1000);
    expect(screen.getByText('Running in minimal mode')).toBeTruthy();
  });

  it('shows the mobile screen with the platform and attempt, and clears storage on memory errors', () => {
    failure = new RangeError('Out of memory');
    const onMobileRecovery = vi.fn();
    render(
      <AppErrorBoundary mobile platform="iOS" onMobileRecovery={onMobileRecovery}>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('iOS')).toBeTruthy();
    expect(screen.getByText('Attempt 1 of 3')).toBeTruthy();
    expect(onMobileRecovery).toHaveBeenCalledWith(expect.objectContaining({ kind: 'memory', clearAllStorage: true }));
    advance(3000);
    expect(screen.getByText('Attempt 2 of 3')).toBeTruthy();
  });

  it('clears browser storage by default for a mobile memory error', () => {
    window.localStorage.setItem('something', 'big');
    failure = new RangeError('Out of memory');
    render(
      <AppErrorBoundary mobile platform="Android">
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(window.localStorage.getItem('something')).toBeNull();
  });

  it('clears IndexedDB and cookies too by default for a mobile memory error (SPEC §4: all browser storage)', async () => {
    // fake-indexeddb schedules its work on real timers.
    vi.useRealTimers();
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('grove-chat', 1);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    document.cookie = 'grove_trial_device=abc; path=/';
    failure = new RangeError('Out of memory');
    render(
      <AppErrorBoundary mobile platform="Android">
        <Flaky />
      </AppErrorBoundary>,
    );
    await vi.waitFor(async () => expect(await indexedDB.databases()).toEqual([]));
    expect(document.cookie).toBe('');
  });
});
