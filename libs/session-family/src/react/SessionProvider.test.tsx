import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, sessionStart } from '../index';
import { SessionProvider } from './SessionProvider';
import { sessionIdentityRead } from './sessionIdentityRead';
import { useSession } from './useSession';

function Probe() {
  const { session, start, clear } = useSession();
  return (
    <div>
      <p>profile: {session === null ? 'none' : session.activeProfileId}</p>
      <button type="button" onClick={() => start({ type: 'parent' })}>
        Be the parent
      </button>
      <button type="button" onClick={() => start({ type: 'child', childId: 'kid-1' })}>
        Be the child
      </button>
      <button type="button" onClick={clear}>
        Switch profile
      </button>
      <input aria-label="Notes" />
    </div>
  );
}

function renderSession(accountType: 'family' | 'solo' | null = 'family') {
  const alert = vi.fn<(message: string) => void>();
  const reload = vi.fn<() => void>();
  const view = render(
    <SessionProvider accountType={accountType} alert={alert} reload={reload}>
      <Probe />
    </SessionProvider>,
  );
  return { alert, reload, view };
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SessionProvider', () => {
  it('after 5 minutes without activity alerts SPEC’s message, reloads and ends the session', async () => {
    const { alert, reload } = renderSession();
    fireEvent.click(screen.getByRole('button', { name: 'Be the parent' }));
    expect(screen.getByText('profile: parent')).toBeTruthy();

    await advance(5 * 60 * 1000);
    expect(alert).not.toHaveBeenCalled();
    // The check runs every 10 s, so the timeout shows within 10 s of the 5 minutes.
    await advance(10 * 1000);
    expect(alert).toHaveBeenCalledExactlyOnceWith('Your session has expired due to inactivity.');
    expect(reload).toHaveBeenCalledOnce();
    expect(alert.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0] ?? 0);
    expect(screen.getByText('profile: none')).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a mouse move', () => fireEvent.mouseMove(window)],
    ['a key press', () => fireEvent.keyDown(screen.getByRole('textbox', { name: 'Notes' }), { key: 'a' })],
    ['a scroll inside the page', () => fireEvent.scroll(screen.getByRole('textbox', { name: 'Notes' }))],
    ['a touch', () => fireEvent.touchStart(window)],
    ['a click', () => fireEvent.click(screen.getByText(/profile:/))],
  ])('counts %s as activity, which postpones the timeout', async (_name, act_) => {
    const { alert } = renderSession();
    fireEvent.click(screen.getByRole('button', { name: 'Be the child' }));
    await advance(4 * 60 * 1000);
    act_();
    await advance(4 * 60 * 1000);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText('profile: kid-1')).toBeTruthy();
    await advance(70 * 1000);
    expect(alert).toHaveBeenCalledWith('Your session has expired due to inactivity.');
  });

  it('does not restore a family session after a page load (SPEC §4: a refresh forces profile selection)', () => {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionStart({ type: 'child', childId: 'kid-1' }, Date.now())));
    renderSession('family');
    expect(screen.getByText('profile: none')).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionIdentityRead()).toEqual({ activeRole: null, childId: null });
  });

  it('gives a solo account its solo session automatically, with the standard_user role', () => {
    renderSession('solo');
    expect(screen.getByText('profile: solo')).toBeTruthy();
    expect(sessionIdentityRead()).toEqual({ activeRole: 'standard_user', childId: null });
  });

  it('keeps session storage current for the API identity: a child session sends child_user and its id', () => {
    renderSession('family');
    fireEvent.click(screen.getByRole('button', { name: 'Be the child' }));
    expect(sessionIdentityRead()).toEqual({ activeRole: 'child_user', childId: 'kid-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Be the parent' }));
    expect(sessionIdentityRead()).toEqual({ activeRole: 'family_member', childId: null });
    fireEvent.click(screen.getByRole('button', { name: 'Switch profile' }));
    expect(sessionIdentityRead()).toEqual({ activeRole: null, childId: null });
  });

  it('starts afresh when the account type becomes known, and stops checking when unmounted', async () => {
    const alert = vi.fn<(message: string) => void>();
    const tree = (type: 'family' | 'solo' | null) => (
      <SessionProvider accountType={type} alert={alert} reload={() => undefined}>
        <Probe />
      </SessionProvider>
    );
    const { rerender, unmount } = render(tree(null));
    expect(screen.getByText('profile: none')).toBeTruthy();
    rerender(tree('solo'));
    expect(screen.getByText('profile: solo')).toBeTruthy();
    rerender(tree('family'));
    expect(screen.getByText('profile: none')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Be the parent' }));
    unmount();
    await advance(10 * 60 * 1000);
    expect(alert).not.toHaveBeenCalled();
  });

  it('times out once under StrictMode, which mounts the provider twice', async () => {
    const alert = vi.fn<(message: string) => void>();
    render(
      <StrictMode>
        <SessionProvider accountType="family" alert={alert} reload={() => undefined}>
          <Probe />
        </SessionProvider>
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Be the parent' }));
    expect(screen.getByText('profile: parent')).toBeTruthy();
    await advance(6 * 60 * 1000);
    expect(alert).toHaveBeenCalledOnce();
  });

  it('useSession outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useSession needs a SessionProvider above it.');
    vi.mocked(console.error).mockRestore();
  });
});

describe('sessionIdentityRead', () => {
  it('reads a malformed or expired stored session as no profile', () => {
    const storage = { getItem: () => '{"activeProfileId":', setItem: () => undefined, removeItem: () => undefined };
    expect(sessionIdentityRead(storage, () => 0)).toEqual({ activeRole: null, childId: null });
    const old = JSON.stringify(sessionStart({ type: 'parent' }, 0));
    expect(sessionIdentityRead({ ...storage, getItem: () => old }, () => 25 * 60 * 60 * 1000)).toEqual({ activeRole: null, childId: null });
  });

  it('reads a storage that throws as no profile', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(sessionIdentityRead(storage)).toEqual({ activeRole: null, childId: null });
  });
});
