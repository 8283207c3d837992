import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import { TRIAL_USER_ID, type ChatReply, type TrialStatus } from '@grove/api-contract';
import { authSignedIn, authSignedOut } from '../../app/authSlice';
import { userSample } from '../../app/auth/userSample';
import { makeStore } from '../../app/store';
import TrialChatPageDefault, { TrialChatPage } from './TrialChatPage';

// A real HTTP server on loopback plays the trial status and the trial chat (JSON and event stream).
let server: Server;
let spent = 0;
const LIMIT = 1_000;
const posts: Array<{ headers: Record<string, unknown>; body: Record<string, unknown> }> = [];

function status(): TrialStatus {
  const left = Math.max(0, LIMIT - spent);
  return { eligible: left > 0, reason: spent === 0 ? 'first_time' : left > 0 ? 'active_trial' : 'tokens_exhausted', tokensUsed: spent, tokensLeft: left, limit: LIMIT, resetAt: left > 0 ? null : '2026-11-23T09:34:00.000Z', expired: false };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.url?.startsWith('/api/trial/status')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(status()));
        return;
      }
      const body = JSON.parse(text) as Record<string, unknown>;
      posts.push({ headers: req.headers, body });
      spent += 120;
      const reply: ChatReply = {
        response: 'Hello, visitor!',
        tokensUsed: 120,
        modelUsed: 'builtin',
        meta: { tone: 'exciting', reason: 'greeting', ethics: 'safe', historical_symbolic_tags: [] },
        conversationId: null,
        messageId: null,
        clientMessageId: String(body['clientMessageId']),
        contentMode: 'PG',
        stopped: false,
      };
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`event: token\ndata: ${JSON.stringify({ text: reply.response })}\n\nevent: done\ndata: ${JSON.stringify(reply)}\n\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  localStorage.clear();
  spent = 0;
  posts.length = 0;
});
afterEach(cleanup);

function renderTrialChat(signedIn: boolean) {
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  groveApiConfigure({ baseUrl, identity: async () => ({ idToken: null, activeRole: null, childId: null }), events: apiEventChannelCreate() });
  const store = makeStore();
  store.dispatch(signedIn ? authSignedIn(userSample({ id: 'ada' })) : authSignedOut());
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/chat/trial']}>
        <Routes>
          <Route path="/chat/trial" element={<TrialChatPage baseUrl={baseUrl} />} />
          <Route path="/chat/:uid" element={<p>Your own chat</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('TrialChatPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(TrialChatPageDefault).toBe(TrialChatPage);
  });

  it('sends a signed-in account to its own chat', () => {
    renderTrialChat(true);
    expect(screen.getByText('Your own chat')).toBeTruthy();
  });

  it('chats as trial_user with the device headers, and the tokens left fall after the reply', async () => {
    const user = userEvent.setup();
    renderTrialChat(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Try Grove' })).toBeTruthy();
    expect(screen.getByText(/Nothing you write here is saved/)).toBeTruthy();
    expect((await screen.findByTestId('trial-tokens-left')).textContent).toBe((1_000).toLocaleString());
    await user.type(screen.getByLabelText('Message'), 'Hi there{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect((await within(log).findByLabelText('Mentor said')).textContent).toContain('Hello, visitor!');
    expect(posts[0]?.body).toMatchObject({ userId: TRIAL_USER_ID, message: 'Hi there' });
    expect(posts[0]?.headers['x-device-id']).toMatch(/.{8,}/);
    expect(posts[0]?.headers['authorization']).toBeUndefined();
    await screen.findByText('Your free trial is active.');
    expect(screen.getByTestId('trial-tokens-left').textContent).toBe('880');
  });

  it('says the trial is used up, with the way to an account, when the server says so', async () => {
    spent = LIMIT;
    renderTrialChat(false);
    expect(await screen.findByRole('region', { name: /Your free trial is used up/ })).toBeTruthy();
    expect(screen.getByTestId('trial-tokens-left').textContent).toBe('0');
    expect(screen.getAllByRole('link', { name: 'Create an account' }).map((link) => link.getAttribute('href'))).toEqual(['/signup']);
  });
});
