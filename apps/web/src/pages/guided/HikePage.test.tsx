import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSession } from '@grove/session-family/react';
import { AuthProvider } from '../../app/auth/AuthProvider';
import type { AuthController } from '../../app/auth/authController';
import { AppProviders } from '../../app/providers';
import type { AppStore } from '../../app/store';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { GUIDED_OFFLINE_TEXT } from './guidedTransportFromChat';
import { guidedTestServerUse } from './guidedTestServer.test-helper';
import HikePageDefault, { HikePage } from './HikePage';

const api = guidedTestServerUse();

// Stands in for a profile switch made on the profiles page.
function BecomeMia() {
  const { start } = useSession();
  return (
    <button type="button" onClick={() => start({ type: 'child', childId: 'child-mia' })}>
      Become Mia
    </button>
  );
}

function renderPage(store: AppStore, auth: AuthController) {
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <AuthProvider controller={auth}>
        <MemoryRouter initialEntries={['/hike']}>
          <BecomeMia />
          <Routes>
            <Route path="/hike" element={<HikePage baseUrl={api.baseUrl()} />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </AppProviders>,
  );
  return userEvent.setup();
}

function log(): HTMLElement {
  return screen.getByRole('log', { name: 'Conversation' });
}

function panel(): HTMLElement {
  return screen.getByRole('complementary', { name: 'Your progress' });
}

async function replied(count: number): Promise<void> {
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said')).toHaveLength(count));
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.getAttribute('aria-busy')).toBe('false'));
}

describe('HikePage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(HikePageDefault).toBe(HikePage);
  });

  it('plans a scenic hike near Denver on the account; offline keeps the message for Retry, sent once', async () => {
    const { store, auth } = await api.signedIn();
    const user = renderPage(store, auth);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiking' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Grove — Hiking');

    await user.type(screen.getByLabelText('Your message'), 'something scenic, I live in the Denver area{Enter}');
    await replied(1);
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain('scenic trails');
    expect(within(panel()).getByText('Hike: moderate')).toBeTruthy();
    expect(within(panel()).getByText('Where: something scenic, I live in the Denver area')).toBeTruthy();
    expect(api.chats[0]?.body).toMatchObject({ userId: 'ada', gameType: 'guided-hiking', gameData: { hikingPreference: 'moderate', planningProgress: 1 } });
    expect(api.chats[0]?.headers['authorization']).toMatch(/^Bearer /);
    expect(api.chats[0]?.headers['x-active-role']).toBe('standard_user');

    api.failNextChats(1);
    await user.type(screen.getByLabelText('Your message'), 'What should I pack?{Enter}');
    expect(await within(log()).findByText(GUIDED_OFFLINE_TEXT)).toBeTruthy();
    expect(within(panel()).getByText('Progress: 2')).toBeTruthy();
    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await replied(2);
    expect(within(log()).queryByText(GUIDED_OFFLINE_TEXT)).toBeNull();
    expect(within(log()).getAllByLabelText('You said').map((entry) => entry.textContent)).toEqual(['something scenic, I live in the Denver area', 'What should I pack?']);
    expect(within(panel()).getByText('Progress: 2')).toBeTruthy();
    expect(api.chats[2]?.body.clientMessageId).toBe(api.chats[1]?.body.clientMessageId);
    expect(api.chats[2]?.body.localHistory).toHaveLength(2);
    expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.textContent).toContain('backpack');
  });

  it('a child’s hike is sent with the child’s profile headers', async () => {
    const { store, auth } = await api.signedIn({ family: true });
    const user = renderPage(store, auth);
    await user.click(screen.getByRole('button', { name: 'Become Mia' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiking' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your message'), 'An easy nature walk please{Enter}');
    await replied(1);
    expect(within(panel()).getByText('Hike: easy')).toBeTruthy();
    expect(api.chats[0]?.body.userId).toBe('ada');
    expect(api.chats[0]?.headers['x-active-role']).toBe('child_user');
    expect(api.chats[0]?.headers['x-child-id']).toBe('child-mia');
  });
});
