import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { familyApi, useSession } from '@grove/session-family/react';
import { authSignedOut } from '../../app/authSlice';
import { AppProviders } from '../../app/providers';
import type { AppStore } from '../../app/store';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed } from '../../testing/familyApiServer.test-helper';
import GamesPageDefault, { GamesPage } from './GamesPage';

// The real API on loopback: the children's content modes come from the server.
const api = familyApiServerUse();

const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [
    { displayName: 'Mia', age: 6, pin: '1111' },
    { displayName: 'Leo', age: 12, pin: '2222' },
  ],
};

// Stand in for a profile switch made on the profiles page.
function BecomeChild({ childId, name }: { childId: string; name: string }) {
  const { start } = useSession();
  return (
    <button type="button" onClick={() => start({ type: 'child', childId })}>
      {`Become ${name}`}
    </button>
  );
}

function WhereAmI() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

function renderGames(store: AppStore, path = '/games', childIds: { mia: string; leo: string } = { mia: 'no-mia', leo: 'no-leo' }) {
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <MemoryRouter initialEntries={[path]}>
        <BecomeChild childId={childIds.mia} name="Mia" />
        <BecomeChild childId={childIds.leo} name="Leo" />
        <Routes>
          <Route path="/games" element={<GamesPage />} />
          <Route path="/game-selection" element={<GamesPage />} />
          <Route path="/game-chat" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return userEvent.setup();
}

function gameButton(name: string): HTMLElement | null {
  return screen.queryByRole('button', { name });
}

describe('GamesPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(GamesPageDefault).toBe(GamesPage);
  });

  it('offers each profile the games its content mode allows: a G child has no Prompt detective', async () => {
    const family = await api.signedIn(FAMILY);
    const { store } = family;
    const user = renderGames(store, '/games', { mia: family.childId('Mia'), leo: family.childId('Leo') });
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    // The parent (FULL) sees every game, also prompt detective at work.
    expect(await screen.findByRole('button', { name: 'Prompt detective: at work' })).toBeTruthy();
    // The children are listed (as the parent) before a child's profile starts, as on the profiles page.
    const listed = store.dispatch(familyApi.endpoints.listChildren.initiate(family.uid));
    await listed.unwrap();
    listed.unsubscribe();

    await user.click(screen.getByRole('button', { name: 'Become Leo' }));
    // Leo is 12: PG.
    await waitFor(() => expect(gameButton('Prompt detective: at work')).toBeNull());
    expect(gameButton('Prompt detective')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Become Mia' }));
    // Mia is 6: G.
    await waitFor(() => expect(gameButton('Prompt detective')).toBeNull());
    expect(gameButton('Opposites')).toBeTruthy();
    expect(gameButton('The dragon story')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Word games', 'Stories', 'Learn and explore']);
    expect(within(screen.getByRole('region', { name: 'Learn and explore' })).getAllByRole('button')).toEqual([screen.getByRole('button', { name: 'Beekeeping mentor' })]);
  });

  it('opens the chosen game; prompt detective at work carries its variant', async () => {
    const { store } = await api.signedIn({ displayName: 'Ada' });
    const user = renderGames(store);
    await user.click(await screen.findByRole('button', { name: 'Prompt detective: at work' }));
    expect(screen.getByText('Now at /game-chat?game=prompt-detective&variant=professional')).toBeTruthy();
  });

  it('gives a signed-out visitor the trial’s PG games on /game-selection too', async () => {
    const { store } = await api.signedIn({ displayName: 'Ada' });
    store.dispatch(authSignedOut());
    const user = renderGames(store, '/game-selection');
    expect(await screen.findByRole('button', { name: 'Prompt detective' })).toBeTruthy();
    expect(gameButton('Prompt detective: at work')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Twenty questions' }));
    expect(screen.getByText('Now at /game-chat?game=twenty-questions')).toBeTruthy();
  });
});
