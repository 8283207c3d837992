import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TIME_USED_UP_MESSAGE, quietTimeMessage } from '@grove/api-contract';
import { CHAT_TRY_AGAIN_TEXT } from '@grove/chat/react';
import { useSession } from '@grove/session-family/react';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { AppProviders } from '../../app/providers';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { ChatPage } from './ChatPage';

// The real API on loopback: the limits, the refusals and their words are the server's own.
const api = familyApiServerUse();

const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Leo', age: 12, avatar: '🐢', pin: '2222' }] };

/** Starts Leo's profile (as /profiles does after his PIN), then shows the screen. */
function AsChild({ childId, children }: { childId: string; children: ReactNode }) {
  const { session, start } = useSession();
  useLayoutEffect(() => {
    start({ type: 'child', childId });
  }, [childId, start]);
  return session?.activeProfileId === childId ? children : null;
}

function clockTime(at: Date): string {
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The chat streams from its own origin (`/api/chat`), which the web server forwards to the API: here
 * the test forwards it to the API on loopback.
 */
function sameOriginForwardedTo(apiBaseUrl: string): void {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? `${apiBaseUrl}${input}` : input, init),
  );
}

async function renderLeoChat(limits: (family: SignedInFamily, leoId: string) => Promise<unknown>) {
  const family = await api.signedIn(FAMILY);
  const leoId = family.childId('Leo');
  await limits(family, leoId);
  sameOriginForwardedTo(family.apiBaseUrl);
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <AuthProvider controller={family.authController('correct horse')}>
        <MemoryRouter>
          <AsChild childId={leoId}>
            <ChatPage params={{ userId: family.uid, childId: leoId }} />
          </AsChild>
        </MemoryRouter>
      </AuthProvider>
    </AppProviders>,
  );
  return { user: userEvent.setup(), family, leoId };
}

describe('ChatPage: a child’s chat time (issue 18)', () => {
  it('shows the minutes of chat left today when the parent set a daily limit', async () => {
    await renderLeoChat((family, leoId) => family.apiCall('PUT', `/api/children/${leoId}/limits`, { dailyMinutes: 30, quietHours: null, timeZone: 'UTC' }));
    expect(await screen.findByText('30 minutes of chat left today')).toBeTruthy();
  });

  it('says nothing about time when no limit is set', async () => {
    const { family } = await renderLeoChat(async () => undefined);
    await screen.findByRole('log', { name: 'Messages' });
    // The limits were read (as Leo), and there was nothing to say.
    await expect.poll(() => family.requests.some((request) => request.path.endsWith('/limits') && request.headers['x-child-id'] !== undefined)).toBe(true);
    expect(screen.queryByText(/of chat left today/)).toBeNull();
    expect(screen.queryByText(CHAT_TIME_USED_UP_MESSAGE)).toBeNull();
  });

  it('in quiet hours says so, and a message sent anyway is answered kindly by the server’s words and kept to send again', async () => {
    const now = new Date();
    const end = clockTime(new Date(now.getTime() + 60 * 60_000));
    const { user, family } = await renderLeoChat((family, leoId) =>
      family.apiCall('PUT', `/api/children/${leoId}/limits`, {
        dailyMinutes: null,
        quietHours: { start: clockTime(new Date(now.getTime() - 60 * 60_000)), end, timeZone: 'UTC' },
        timeZone: 'UTC',
      }),
    );
    const quiet = quietTimeMessage(end);
    expect((await screen.findByText(quiet)).getAttribute('role')).toBe('status');
    await user.type(screen.getByLabelText('Message'), 'Can you help with my volcano project?{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    const mine = within(log).getByLabelText('You said');
    expect((await within(mine).findByRole('status')).textContent).toBe(quiet);
    expect(mine.textContent).toContain('Can you help with my volcano project?');
    expect(within(mine).getByRole('button', { name: CHAT_TRY_AGAIN_TEXT })).toBeTruthy();
    expect(within(log).queryByRole('alert')).toBeNull();
    expect(within(log).queryByLabelText('Mentor said')).toBeNull();
    // The server refused before storing anything: Leo has no conversation.
    expect(await family.apiCall('GET', `/api/chat-history/${family.childId('Leo')}`, undefined, { asChild: family.childId('Leo') })).toMatchObject({ conversations: [] });
  });
});
