import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featureFlagsFromEnv } from '../config/featureFlags';
import { AppProviders, useFeatureFlag } from './providers';
import { makeStore } from './store';

let failing = true;
function Flaky() {
  const touch = useFeatureFlag('touchOptimizations');
  if (failing) throw new Error('Component render failed');
  return <p>touch optimisations {touch ? 'on' : 'off'}</p>;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  failing = true;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setWidth(1024);
});

describe('AppProviders error boundary', () => {
  it('on a phone shows the mobile error screen and switches touch optimisations off after a component error', async () => {
    setWidth(390);
    render(
      <AppProviders store={makeStore()} flags={featureFlagsFromEnv(undefined)}>
        <Flaky />
      </AppProviders>,
    );
    expect(screen.getByText(/Attempt 1 of 3/)).toBeTruthy();
    failing = false;
    // SPEC §4: retry after 2000 ms, then 1 s recovering.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText('touch optimisations off')).toBeTruthy();
  });

  it('on a large screen shows SPEC’s error screen with its modes', () => {
    setWidth(1280);
    render(
      <AppProviders store={makeStore()} flags={featureFlagsFromEnv(undefined)}>
        <Flaky />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We've been notified and are working to fix this issue.")).toBeTruthy();
    for (const name of ['Try Again', 'Reload Page']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: /minimal/ })).toBeTruthy();
  });
});
