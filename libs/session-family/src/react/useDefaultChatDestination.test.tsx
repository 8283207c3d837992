import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authSnapshotSignedIn, type AuthSnapshot } from '../index';
import { SessionProvider } from './SessionProvider';
import { useDefaultChatDestination } from './useDefaultChatDestination';
import { useSession } from './useSession';

function wrapper(accountType: 'family' | 'solo' | null, path = '/') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider accountType={accountType}>{children}</SessionProvider>
      </MemoryRouter>
    );
  };
}

function renderDestination(account: AuthSnapshot, accountType: 'family' | 'solo' | null, path?: string) {
  return renderHook(() => ({ to: useDefaultChatDestination(account), session: useSession() }), { wrapper: wrapper(accountType, path) });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe('useDefaultChatDestination (SPEC §2 Default chat destination)', () => {
  it('follows the family session: /profiles with no profile, then the active child’s or parent’s own chat', () => {
    const { result } = renderDestination(authSnapshotSignedIn({ uid: 'u1' }), 'family');
    expect(result.current.to).toBe('/profiles');
    act(() => result.current.session.start({ type: 'child', childId: 'c9' }));
    expect(result.current.to).toBe('/chat/u1/child/c9');
    act(() => result.current.session.start({ type: 'parent' }));
    expect(result.current.to).toBe('/chat/u1');
  });

  it('is the solo user’s chat', () => {
    const { result } = renderDestination(authSnapshotSignedIn({ uid: 'u 2', accountType: 'solo' }), 'solo');
    expect(result.current.to).toBe('/chat/u%202');
  });

  it('is the trial chat on a trial route and /login elsewhere for a visitor', () => {
    const visitor: AuthSnapshot = { status: 'signedOut', trialActive: false };
    expect(renderDestination(visitor, null, '/games').result.current.to).toBe('/chat/trial');
    expect(renderDestination(visitor, null, '/').result.current.to).toBe('/login');
  });
});
