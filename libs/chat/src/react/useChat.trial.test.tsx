import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { apiEventChannelCreate, type ApiEvent } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';
import { MESSAGES, TRIAL_USER_ID } from '@grove/api-contract';
import { chatLoopbackStart, type ChatLoopback } from './chatLoopback.test-helper';
import { CHAT_QUEUED_TEXT, ChatView } from './ChatView';
import { useChat } from './useChat';

let api: ChatLoopback;
const anonymous = async () => ({ idToken: null, activeRole: null, childId: null });
const deviceHeaders = async () => ({ 'X-Device-Id': 'dev-123', 'X-Device-Fingerprint': 'fp-1', 'X-Device-Hardware': 'hw-1', 'X-Device-Idb': 'idb-1' });

beforeAll(async () => {
  api = await chatLoopbackStart();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen = [];
  api.answers = [];
  api.up = true;
});
afterEach(cleanup);

function TrialChat() {
  const chat = useChat({ accountUid: TRIAL_USER_ID, profile: { type: 'trial' }, baseUrl: api.baseUrl, identity: anonymous, headers: deviceHeaders, pollMs: 50 });
  return <ChatView title="Try Grove" entries={chat.conversation.entries} busy={chat.busy} onSend={chat.send} onStop={chat.stop} onRetry={chat.retry} />;
}

function renderTrial() {
  const events = apiEventChannelCreate();
  const raised: ApiEvent[] = [];
  events.subscribe((event) => raised.push(event));
  groveApiConfigure({ baseUrl: api.baseUrl, identity: anonymous, events });
  const store = configureStore({ reducer: combineSlices(groveApi), middleware: (d) => d().concat(groveApi.middleware) });
  const view = render(
    <Provider store={store}>
      <TrialChat />
    </Provider>,
  );
  return { ...view, raised };
}

function log() {
  return screen.getByRole('log', { name: 'Messages' });
}

describe('useChat with the trial profile', () => {
  it('chats as trial_user with the device headers and no sign-in, and keeps nothing in the browser', async () => {
    api.answers.push({ kind: 'stream', pieces: ['Hello, visitor.'], reply: { response: 'Hello, visitor.', conversationId: null, messageId: null } });
    const user = userEvent.setup();
    renderTrial();
    await user.type(screen.getByLabelText('Message'), 'Hi{Enter}');
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain('Hello, visitor.'));
    const post = api.seen.find((seen) => seen.method === 'POST');
    expect(post?.body).toMatchObject({ userId: TRIAL_USER_ID, message: 'Hi' });
    expect(post?.headers['authorization']).toBeUndefined();
    expect(post?.headers).toMatchObject({ 'x-device-id': 'dev-123', 'x-device-fingerprint': 'fp-1', 'x-device-hardware': 'hw-1', 'x-device-idb': 'idb-1' });
    // No history is asked for, and no message lands in the IndexedDB chat cache.
    expect(api.seen.some((seen) => seen.url.startsWith('/api/chat-history'))).toBe(false);
    const databases = await indexedDB.databases();
    expect(databases.map((db) => db.name)).not.toContain('grove-chat');
    expect(databases.map((db) => db.name)).not.toContain('grove-chat-outbox');
  });

  it('raises the trial-exhausted event of a 402 with the server detail, and the message shows it', async () => {
    const detail = 'Your free trial has used its 300 tokens. Create an account to keep chatting, or come back after 2026-11-23 09:00 UTC.';
    api.answers.push({ kind: 'error', status: 402, code: 'payment_required', message: detail });
    const user = userEvent.setup();
    const { raised } = renderTrial();
    await user.type(screen.getByLabelText('Message'), 'One more?{Enter}');
    await waitFor(() => expect(within(log()).getByRole('alert').textContent).toBe(detail));
    expect(raised).toEqual([{ type: 'trialExhausted', message: detail, redirectTo: '/signup' }]);
  });

  it('raises the rate-limit event of a 429 with SPEC\'s message', async () => {
    api.answers.push({ kind: 'error', status: 429, code: 'rate_limited', message: 'slow down' });
    const user = userEvent.setup();
    const { raised } = renderTrial();
    await user.type(screen.getByLabelText('Message'), 'Hello?{Enter}');
    await waitFor(() => expect(raised).toEqual([{ type: 'rateLimited', message: MESSAGES.rateLimited }]));
    expect(within(log()).getByRole('alert').textContent).toBe(MESSAGES.rateLimited);
  });

  it('queues a message while the API is away and sends it, with the device headers, when it is back', async () => {
    api.up = false;
    const user = userEvent.setup();
    renderTrial();
    await user.type(screen.getByLabelText('Message'), 'Are you there?{Enter}');
    await within(log()).findByText(CHAT_QUEUED_TEXT);
    api.answers.push({ kind: 'stream', pieces: ['I am back.'], reply: { response: 'I am back.', conversationId: null, messageId: null } });
    api.up = true;
    await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said').at(-1)?.textContent).toContain('I am back.'));
    const posts = api.seen.filter((seen) => seen.method === 'POST');
    expect(posts.at(-1)?.headers).toMatchObject({ 'x-device-id': 'dev-123' });
    expect(posts.at(-1)?.body).toMatchObject({ userId: TRIAL_USER_ID, message: 'Are you there?' });
  });
});
