import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import { TRIAL_USER_ID, type ChatReply, type ChatRequest, type TokenBalance, type TrialStatus } from '@grove/api-contract';
import { gameMentorMove } from '@grove/game-engines';
import { gameStoreBrowser } from '@grove/game-engines/react';
import { authClientMemoryCreate } from '../../app/auth/authClientMemory';
import { authControllerCreate } from '../../app/auth/authController';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { userSample } from '../../app/auth/userSample';
import { authSignedOut } from '../../app/authSlice';
import { AppProviders } from '../../app/providers';
import { makeStore, type AppStore } from '../../app/store';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import GameChatPageDefault, { GameChatPage } from './GameChatPage';
import { GAME_OFFLINE_TEXT } from './gameTransportFromChat';

// A real HTTP server on loopback plays the API: the user document, the token balance, the trial
// status, and the chat, which answers game turns with the builtin mentor as apps/api does.
let server: Server;
let baseUrl = '';
let unavailable = 0;
const chats: Array<{ headers: Record<string, unknown>; body: ChatRequest }> = [];

const TRIAL: TrialStatus = { eligible: true, reason: 'active_trial', tokensUsed: 0, tokensLeft: 100_000, limit: 100_000, resetAt: null, expired: false };
const BALANCE: TokenBalance = {
  balance: 1_000_000,
  limit: 500_000,
  lastUpdated: '2026-11-22T03:00:00.000Z',
  tokensUsedToday: 0,
  tokensUsedThisMonth: 0,
  dailyTokenLimit: 500_000,
  monthlyTokenLimit: 2_000_000,
  freeAccess: false,
  userRole: 'standard_user',
  lastChatDate: null,
  dailyUsagePercentage: 0,
  isLowBalance: false,
  isNearDailyLimit: false,
};

function json(res: import('node:http').ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const url = req.url ?? '';
      if (url.startsWith('/api/trial/status')) return json(res, 200, TRIAL);
      if (url === '/api/users/ada') return json(res, 200, userSample({ id: 'ada', email: 'ada@example.com', onboardingStatus: true }));
      if (url === '/api/tokens/ada') return json(res, 200, BALANCE);
      if (url !== '/api/chat') return json(res, 404, { error: { code: 'not_found', message: 'Not found.' } });
      const body = JSON.parse(text) as ChatRequest;
      chats.push({ headers: req.headers, body });
      if (unavailable > 0) {
        unavailable -= 1;
        return json(res, 503, { error: { code: 'unavailable', message: 'The mentor is not answering right now. Please try again in a moment.' } });
      }
      const response = gameMentorMove({ gameType: body.gameType ?? '', gameData: body.gameData ?? {}, message: body.message, contentMode: 'PG', seed: '' }) ?? '';
      const reply: ChatReply = {
        response,
        tokensUsed: 30,
        modelUsed: 'builtin',
        meta: { tone: 'lively', reason: 'game', ethics: 'safe', historical_symbolic_tags: [] },
        conversationId: null,
        messageId: null,
        clientMessageId: body.clientMessageId ?? null,
        contentMode: 'PG',
        stopped: false,
      };
      const cut = Math.floor(response.length / 2);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(
        `event: token\ndata: ${JSON.stringify({ text: response.slice(0, cut) })}\n\n` +
          `event: token\ndata: ${JSON.stringify({ text: response.slice(cut) })}\n\n` +
          `event: done\ndata: ${JSON.stringify(reply)}\n\n`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  chats.length = 0;
  unavailable = 0;
  await gameStoreBrowser().clearAll();
});
afterEach(cleanup);

function page(store: AppStore, path: string, auth?: ReturnType<typeof authControllerCreate>) {
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/game-chat" element={<GameChatPage baseUrl={baseUrl} />} />
        <Route path="/games" element={<h1>All the games</h1>} />
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

function renderSignedOut(path: string) {
  groveApiConfigure({ baseUrl, identity: async () => ({ idToken: null, activeRole: null, childId: null }), events: apiEventChannelCreate() });
  const store = makeStore();
  store.dispatch(authSignedOut());
  return page(store, path);
}

async function renderSignedIn(path: string) {
  const store = makeStore();
  const client = authClientMemoryCreate({ accounts: [{ uid: 'ada', email: 'ada@example.com', password: 'correct horse', displayName: 'Ada' }] });
  const auth = authControllerCreate({
    store,
    loadClient: async () => client,
    hintStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    sessionIdentity: () => ({ activeRole: null, childId: null }),
    sessionClear: () => undefined,
    now: () => 0,
    schedule: () => () => undefined,
  });
  groveApiConfigure({ baseUrl, identity: () => auth.identity(), events: apiEventChannelCreate() });
  auth.start();
  await auth.signIn('ada@example.com', 'correct horse');
  return page(store, path, auth);
}

function log(): HTMLElement {
  return screen.getByRole('log', { name: 'Game messages' });
}

async function replied(count: number): Promise<void> {
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said')).toHaveLength(count));
  await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.getAttribute('aria-busy')).toBe('false'));
}

function statusValue(label: string): string {
  return within(screen.getByRole('region', { name: 'Game status' })).getByText(label).nextElementSibling?.textContent ?? '';
}

describe('GameChatPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(GameChatPageDefault).toBe(GameChatPage);
  });

  it('says so when the game does not exist, with the way back to the games', async () => {
    const user = renderSignedOut('/game-chat?game=chess');
    expect(screen.getByRole('heading', { level: 1, name: 'Game not found' })).toBeTruthy();
    expect(screen.getByText(/Grove has no game called “chess”/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to games' }));
    expect(screen.getByRole('heading', { level: 1, name: 'All the games' })).toBeTruthy();
  });

  it('refuses a game the profile’s content mode does not allow: the trial is PG, at work is FULL', () => {
    renderSignedOut('/game-chat?game=prompt-detective&variant=professional');
    expect(screen.getByRole('heading', { level: 1, name: 'Game not available' })).toBeTruthy();
    expect(screen.getByText(/not available for this profile/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to games' }).getAttribute('href')).toBe('/games');
    expect(chats).toHaveLength(0);
  });

  it('plays opposites on the trial as trial_user with the device headers; a repeated word sends nothing', async () => {
    const user = renderSignedOut('/game-chat?game=opposites');
    expect(screen.getByRole('heading', { level: 1, name: 'Opposites' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await replied(1);
    expect(chats[0]?.body).toMatchObject({ userId: TRIAL_USER_ID, message: "Let's play Opposites!", gameMode: true, gameType: 'opposites', conversationId: null });
    expect(chats[0]?.headers['x-device-id']).toMatch(/.{8,}/);
    expect(chats[0]?.headers['authorization']).toBeUndefined();

    await user.type(screen.getByLabelText('Your move'), 'hot{Enter}');
    await replied(2);
    expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.textContent).toBe("The opposite of hot is cold! What's your next word?");
    await user.type(screen.getByLabelText('Your move'), 'Hot{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('You already used "hot". Try a different word!');
    expect(chats).toHaveLength(2);
    expect(log().textContent).not.toContain('grove-game');
    expect(statusValue('Opposites found')).toBe('1');
  });

  it('plays on the account with its token and profile headers; offline keeps the move for Retry', async () => {
    const user = await renderSignedIn('/game-chat?game=twenty-questions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Twenty questions' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await replied(1);
    expect(chats[0]?.body).toMatchObject({ userId: 'ada', gameType: 'twenty-questions', gameData: { questionsLeft: 20, started: false } });
    expect(chats[0]?.headers['authorization']).toMatch(/^Bearer /);
    expect(chats[0]?.headers['x-active-role']).toBe('standard_user');
    expect(statusValue('Questions left')).toBe('20');

    unavailable = 1;
    await user.type(screen.getByLabelText('Your move'), 'Is it alive?{Enter}');
    expect(await within(log()).findByText(GAME_OFFLINE_TEXT)).toBeTruthy();
    expect(statusValue('Questions left')).toBe('19');
    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await replied(2);
    expect(within(log()).queryByText(GAME_OFFLINE_TEXT)).toBeNull();
    expect(chats[2]?.body.clientMessageId).toBe(chats[1]?.body.clientMessageId);
    expect(chats[2]?.body.gameData).toMatchObject({ questionsLeft: 19 });
    expect(statusValue('Questions left')).toBe('19');
    expect(screen.getByRole('link', { name: 'All games' }).getAttribute('href')).toBe('/games');
  });
});
