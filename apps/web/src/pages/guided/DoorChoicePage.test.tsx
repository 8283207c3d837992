import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TRIAL_USER_ID } from '@grove/api-contract';
import { AuthProvider } from '../../app/auth/AuthProvider';
import type { AuthController } from '../../app/auth/authController';
import { AppProviders } from '../../app/providers';
import type { AppStore } from '../../app/store';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import DoorChoicePageDefault, { DoorChoicePage } from './DoorChoicePage';
import { guidedTestServerUse } from './guidedTestServer.test-helper';

const api = guidedTestServerUse();

function WhereAmI() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

function renderPage(store: AppStore, path = '/door-choice', auth?: AuthController) {
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <WhereAmI />
      <Routes>
        <Route path="/door-choice" element={<DoorChoicePage baseUrl={api.baseUrl()} />} />
      </Routes>
    </MemoryRouter>
  );
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      {auth ? <AuthProvider controller={auth}>{routes}</AuthProvider> : routes}
    </AppProviders>,
  );
  return userEvent.setup();
}

function doors(): string[] {
  return within(screen.getByRole('list', { name: 'Themes' }))
    .getAllByRole('button')
    .map((door) => door.textContent ?? '');
}

describe('DoorChoicePage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(DoorChoicePageDefault).toBe(DoorChoicePage);
  });

  it('offers five doors; choosing one sets ?theme= and opens its conversation, with the way back to the doors', async () => {
    const user = renderPage(api.signedOut().store);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a door' })).toBeTruthy();
    expect(document.title).toBe('Grove — Choose a door');
    expect(doors()).toEqual(['Gardening', 'Flowers', 'Outdoor trip', 'City outing', 'Grounding meditation']);

    await user.click(screen.getByRole('button', { name: 'Grounding meditation' }));
    expect(screen.getByText('Now at /door-choice?theme=meditation')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grounding meditation' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Grove — Grounding meditation');

    await user.type(screen.getByLabelText('Your message'), 'I would like to sit by the ocean{Enter}');
    await waitFor(() => expect(within(screen.getByRole('log', { name: 'Conversation' })).getByLabelText('Mentor said').getAttribute('aria-busy')).toBe('false'));
    expect(within(screen.getByRole('complementary', { name: 'Your progress' })).getByText('Place: lakeside')).toBeTruthy();
    expect(api.chats[0]?.body).toMatchObject({ userId: TRIAL_USER_ID, gameType: 'guided-meditation', gameData: { meditationType: 'lakeside', sessionProgress: 1 } });

    await user.click(screen.getByRole('link', { name: 'Choose another door' }));
    expect(screen.getByText('Now at /door-choice')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a door' })).toBeTruthy();
  });

  it('opens a door straight from its address, and shows the doors for one that is not here', async () => {
    const { store } = api.signedOut();
    renderPage(store, '/door-choice?theme=gardening');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gardening' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another door' }).getAttribute('href')).toBe('/door-choice');
  });

  it('shows the doors when the address names a theme that has no door here', () => {
    renderPage(api.signedOut().store, '/door-choice?theme=dragons');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a door' })).toBeTruthy();
    expect(doors()).toHaveLength(5);
  });

  it('opens a door on a signed-in account, sent with its token', async () => {
    const { store, auth } = await api.signedIn();
    const user = renderPage(store, '/door-choice', auth);
    await user.click(await screen.findByRole('button', { name: 'City outing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'City outing' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your message'), 'A museum, we live near the river{Enter}');
    await waitFor(() => expect(within(screen.getByRole('log', { name: 'Conversation' })).getByLabelText('Mentor said').getAttribute('aria-busy')).toBe('false'));
    expect(within(screen.getByRole('complementary', { name: 'Your progress' })).getByText('Outing: museums')).toBeTruthy();
    expect(api.chats[0]?.body).toMatchObject({ userId: 'ada', gameType: 'guided-city-outing' });
    expect(api.chats[0]?.headers['authorization']).toMatch(/^Bearer /);
  });
});
