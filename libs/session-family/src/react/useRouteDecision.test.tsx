import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authSnapshotSignedIn, type AuthSnapshot } from '../index';
import { useRouteDecision } from './useRouteDecision';

function at(path: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };
}

const visitor: AuthSnapshot = { status: 'signedOut', trialActive: false };

describe('useRouteDecision', () => {
  afterEach(cleanup);

  it('decides for the current location, ignoring its query and hash', () => {
    const { result } = renderHook(() => useRouteDecision(visitor), { wrapper: at('/refer/INV-42?src=mail#top') });
    expect(result.current).toEqual({
      kind: 'render',
      route: { id: 'referCode', params: { invitationCode: 'INV-42' } },
      rule: 'signed-out-route',
    });
  });

  it('reads /login\'s ?next= so a signed-in person goes back to the page they asked for', () => {
    const solo = authSnapshotSignedIn({ accountType: 'solo', activeProfile: { type: 'solo' } });
    const { result } = renderHook(() => useRouteDecision(solo), { wrapper: at('/login?next=%2Fsettings') });
    expect(result.current).toEqual({ kind: 'redirect', to: '/settings', rule: 'login-flow-return' });
  });

  it('waits while auth is loading', () => {
    const { result } = renderHook(() => useRouteDecision({ status: 'loading' }), { wrapper: at('/') });
    expect(result.current).toEqual({ kind: 'wait' });
  });

  it('gives the redirect target', () => {
    const { result } = renderHook(() => useRouteDecision(visitor), { wrapper: at('/quests') });
    expect(result.current).toEqual({ kind: 'redirect', to: '/', rule: 'signed-out-unknown' });
  });

  it('keeps the same decision object while neither the location nor auth changes', () => {
    const { result, rerender } = renderHook(() => useRouteDecision(visitor), { wrapper: at('/about') });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
