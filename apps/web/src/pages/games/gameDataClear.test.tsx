import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameStart } from '@grove/game-engines';
import { gameStoreBrowser } from '@grove/game-engines/react';
import { useSession } from '@grove/session-family/react';
import { userSample } from '../../app/auth/userSample';
import { authSignedIn, authSignedOut } from '../../app/authSlice';
import { AppProviders } from '../../app/providers';
import { makeStore, type AppStore } from '../../app/store';
import { featureFlagsFromEnv } from '../../config/featureFlags';

const KEY = 'u1_parent:opposites';
const FAMILY_USER = userSample({ id: 'u1', children: ['child-mia'], onboardingStatus: true });

async function saveGame(): Promise<void> {
  await gameStoreBrowser().save(KEY, { state: gameStart('opposites', 'g1'), entries: [{ id: 'e1', role: 'user', text: 'hot', status: 'done' }], updatedAt: 1 });
}

async function gameKept(): Promise<boolean> {
  return (await gameStoreBrowser().load(KEY)) !== null;
}

function Profiles() {
  const { start } = useSession();
  return (
    <>
      <button type="button" onClick={() => start({ type: 'parent' })}>
        Be the parent
      </button>
      <button type="button" onClick={() => start({ type: 'child', childId: 'child-mia' })}>
        Be Mia
      </button>
    </>
  );
}

function renderApp(store: AppStore) {
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <Profiles />
    </AppProviders>,
  );
  return userEvent.setup();
}

// Lets the clearing's lazy import and IndexedDB calls finish.
async function settled(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(async () => {
  sessionStorage.clear();
  await gameStoreBrowser().clearAll();
});
afterEach(cleanup);

describe('game data is cleared on profile switch, logout and sign-in (SPEC §4)', () => {
  it('keeps the games of the account that was signed in when the page loaded', async () => {
    const store = makeStore();
    store.dispatch(authSignedIn(FAMILY_USER));
    await saveGame();
    const user = renderApp(store);
    await user.click(screen.getByRole('button', { name: 'Be the parent' }));
    await settled();
    expect(await gameKept()).toBe(true);
  });

  it('clears them when the profile switches', async () => {
    const store = makeStore();
    store.dispatch(authSignedIn(FAMILY_USER));
    const user = renderApp(store);
    await user.click(screen.getByRole('button', { name: 'Be the parent' }));
    await saveGame();
    await user.click(screen.getByRole('button', { name: 'Be Mia' }));
    await waitFor(async () => expect(await gameKept()).toBe(false));
  });

  it('clears them on sign-out', async () => {
    const store = makeStore();
    store.dispatch(authSignedIn(FAMILY_USER));
    renderApp(store);
    await saveGame();
    act(() => {
      store.dispatch(authSignedOut());
    });
    await waitFor(async () => expect(await gameKept()).toBe(false));
  });

  it('clears a visitor’s trial games when they sign in', async () => {
    const store = makeStore();
    store.dispatch(authSignedOut());
    renderApp(store);
    await saveGame();
    await settled();
    expect(await gameKept()).toBe(true);
    act(() => {
      store.dispatch(authSignedIn(FAMILY_USER));
    });
    await waitFor(async () => expect(await gameKept()).toBe(false));
  });
});
