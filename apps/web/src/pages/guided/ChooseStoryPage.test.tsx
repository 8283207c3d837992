import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TRIAL_USER_ID } from '@grove/api-contract';
import { AuthProvider } from '../../app/auth/AuthProvider';
import type { AuthController } from '../../app/auth/authController';
import { AppProviders } from '../../app/providers';
import type { AppStore } from '../../app/store';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import ChooseStoryPageDefault, { ChooseStoryPage } from './ChooseStoryPage';
import { GUIDED_TEST_CONVERSATION_ID, guidedTestServerUse } from './guidedTestServer.test-helper';

const api = guidedTestServerUse();

function renderPage(store: AppStore, auth?: AuthController) {
  const routes = (
    <MemoryRouter initialEntries={['/choose-story']}>
      <Routes>
        <Route path="/choose-story" element={<ChooseStoryPage baseUrl={api.baseUrl()} />} />
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

function log(): HTMLElement {
  return screen.getByRole('log', { name: 'Conversation' });
}

async function replied(count: number): Promise<void> {
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said')).toHaveLength(count));
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.getAttribute('aria-busy')).toBe('false'));
}

describe('ChooseStoryPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(ChooseStoryPageDefault).toBe(ChooseStoryPage);
  });

  it('makes up a story with a signed-out visitor on the trial: trial_user, the device headers, no sign-in', async () => {
    const user = renderPage(api.signedOut().store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Story time' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Grove — Story time');
    expect(screen.getByText('Make up a story together, one idea at a time.')).toBeTruthy();

    await user.type(screen.getByLabelText('Your message'), 'A brave puppy called Max{Enter}');
    await replied(1);
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain('hero');
    expect(api.chats[0]?.body).toMatchObject({ userId: TRIAL_USER_ID, message: 'A brave puppy called Max', gameMode: true, gameType: 'guided-stories', conversationId: null, localHistory: [] });
    expect(api.chats[0]?.headers['x-device-id']).toMatch(/.{8,}/);
    expect(api.chats[0]?.headers['authorization']).toBeUndefined();
    const progress = screen.getByRole('complementary', { name: 'Your progress' });
    expect(within(progress).getByText('Progress: 1')).toBeTruthy();
    expect(within(within(progress).getByRole('list', { name: 'Topics covered' })).getByText('hero')).toBeTruthy();
  });

  it('makes up a story on a signed-in account with its token, keeping the server’s conversation', async () => {
    const { store, auth } = await api.signedIn();
    const user = renderPage(store, auth);
    expect(await screen.findByRole('heading', { level: 1, name: 'Story time' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your message'), 'A dragon who loves books{Enter}');
    await replied(1);
    await user.type(screen.getByLabelText('Your message'), 'In a castle by the sea{Enter}');
    await replied(2);
    expect(api.chats[0]?.headers['authorization']).toMatch(/^Bearer /);
    expect(api.chats[0]?.headers['x-active-role']).toBe('standard_user');
    expect(api.chats.map((chat) => chat.body.userId)).toEqual(['ada', 'ada']);
    expect(api.chats.map((chat) => chat.body.conversationId)).toEqual([null, GUIDED_TEST_CONVERSATION_ID]);
  });
});
