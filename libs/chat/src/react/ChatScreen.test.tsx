import { chatMarkdownHtml } from './chatMarkdownHtml';
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';
import { MESSAGES, quietTimeMessage } from '@grove/api-contract';
import type { ReactNode } from 'react';
import { CHAT_BREAK_REMINDER_TEXT, chatOutboxCreate, chatOutboxSendVia, type ChatEntry, type ChatOutbox, type ChatProfile } from '../index';
import { chatCacheIndexedDbCreate } from './chatCacheIndexedDb';
import { chatLoopbackStart, type ChatLoopback } from './chatLoopback.test-helper';
import { chatOutboxStorageIdb } from './chatOutboxIdb';
import { CHAT_TEMPORARY_LABEL, CHAT_TEMPORARY_NOTICE, ChatScreen, ChatScreenPending } from './ChatScreen';
import { CHAT_QUEUED_TEXT, CHAT_STOPPED_TEXT, CHAT_THINKING_TEXT, CHAT_TRY_AGAIN_TEXT } from './ChatView';
import { chatApi } from './chatApi';
import { chatStreamTransportCreate } from './chatStreamTransport';

let api: ChatLoopback;
let dbCounter = 0;
const identity = async () => ({ idToken: 'token-1', activeRole: 'standard_user', childId: null });

beforeAll(async () => {
  api = await chatLoopbackStart();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen = [];
  api.answers = [];
  api.answered = [];
  api.conversations = [];
  api.messages = [];
  api.up = true;
});
afterEach(cleanup);

function outboxFor(name: string, baseUrl: string): ChatOutbox {
  const transport = chatStreamTransportCreate({ baseUrl, identity });
  return chatOutboxCreate({
    storage: chatOutboxStorageIdb(name),
    send: chatOutboxSendVia(() => transport),
  });
}

interface RenderOptions {
  profile?: ChatProfile;
  baseUrl?: string;
  outboxName?: string;
  cacheName?: string;
  pollMs?: number;
  allowTemporary?: boolean;
  replyExtras?: (entry: ChatEntry) => ReactNode;
}

function renderChat(options: RenderOptions = {}) {
  dbCounter += 1;
  const baseUrl = options.baseUrl ?? api.baseUrl;
  groveApiConfigure({ baseUrl, identity, events: apiEventChannelCreate() });
  const store = configureStore({ reducer: combineSlices(groveApi), middleware: (d) => d().concat(groveApi.middleware) });
  const outbox = outboxFor(options.outboxName ?? `outbox-${dbCounter}`, baseUrl);
  const cache = chatCacheIndexedDbCreate(indexedDB, options.cacheName ?? `cache-${dbCounter}`);
  const charged: unknown[] = [];
  const onCharged = (reply: unknown) => charged.push(reply);
  const view = render(
    <Provider store={store}>
      <ChatScreen
        title="Chat with Grove"
        accountUid="u1"
        profile={options.profile ?? { type: 'solo' }}
        baseUrl={baseUrl}
        identity={identity}
        cache={cache}
        outbox={outbox}
        pollMs={options.pollMs ?? 50}
        onCharged={onCharged}
        allowTemporary={options.allowTemporary}
        replyExtras={options.replyExtras}
      />
    </Provider>,
  );
  return { ...view, charged, cache, outbox, store };
}

function log() {
  return screen.getByRole('log', { name: 'Messages' });
}

describe('ChatScreen against a loopback chat API', () => {
  it('shows thinking at once, streams the reply in, and sends the headers and the client message id', async () => {
    api.answers.push({ kind: 'stream', pieces: ['Hello', ' there', ', friend.'], reply: { response: 'Hello there, friend.', tokensUsed: 21 }, gapMs: 30, firstDelayMs: 300 });
    const user = userEvent.setup();
    const { charged } = renderChat();
    expect(screen.getByText(/Say hello to your mentor/)).toBeTruthy();
    const box = screen.getByLabelText('Message');
    await user.type(box, 'Hi mentor');
    await user.keyboard('{Enter}');
    expect(within(log()).getByRole('status').textContent).toContain(CHAT_THINKING_TEXT);
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain('Hello'));
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toBe('Hello there, friend.\n21 tokens'));
    expect(charged).toHaveLength(1);
    const post = api.seen.find((s) => s.method === 'POST');
    expect(post?.headers).toMatchObject({ authorization: 'Bearer token-1', 'x-active-role': 'standard_user', accept: 'text/event-stream' });
    expect(post?.body).toMatchObject({ message: 'Hi mentor', userId: 'u1', conversationId: null, localHistory: [] });
    expect(String(post?.body?.['clientMessageId'])).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('Shift+Enter breaks the line, Send is off while empty, and markdown is sanitized', async () => {
    api.answers.push({ kind: 'stream', pieces: ['**bold** <img src=x onerror="window.hacked=1"><script>window.hacked=2</script>'], reply: { response: '**bold** <img src=x onerror="window.hacked=1"><script>window.hacked=2</script>' } });
    const user = userEvent.setup();
    renderChat();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('Message'), 'line one{Shift>}{Enter}{/Shift}line two');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('line one\nline two');
    expect(send.disabled).toBe(false);
    await user.click(send);
    const reply = await within(log()).findByText('bold');
    expect(reply.tagName).toBe('STRONG');
    const article = within(log()).getByLabelText('Mentor said');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')).toBeNull();
    // Raw HTML is shown as the text it is, never as markup.
    expect(article.textContent).toContain('<img src=x onerror="window.hacked=1">');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('links open safely and images are never loaded', () => {
    const html = chatMarkdownHtml('[a site](https://example.com) ![pixel](https://tracker.example/p.gif) [x](javascript:alert(1))');
    const box = document.createElement('div');
    box.innerHTML = html;
    const links = [...box.querySelectorAll('a')];
    expect(links[0]?.getAttribute('href')).toBe('https://example.com');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links.some((link) => (link.getAttribute('href') ?? '').startsWith('javascript:'))).toBe(false);
    expect(box.querySelector('img')).toBeNull();
  });

  it('Stop halts a reply and marks it stopped', async () => {
    api.answers.push({ kind: 'hang', pieces: ['Once', ' upon'] });
    const user = userEvent.setup();
    renderChat();
    await user.type(screen.getByLabelText('Message'), 'Tell me a story{Enter}');
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain('Once upon'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain(CHAT_STOPPED_TEXT));
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('after Stop, the next message continues the conversation the stream named, not a new one', async () => {
    const conversationId = '6f1c2b9e-3d4a-4e5f-8a7b-1c2d3e4f5a6b';
    api.answers.push({ kind: 'hang', pieces: ['Once', ' upon'], conversationId });
    const user = userEvent.setup();
    renderChat();
    await user.type(screen.getByLabelText('Message'), 'Tell me a story{Enter}');
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain('Once upon'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain(CHAT_STOPPED_TEXT));
    await user.type(screen.getByLabelText('Message'), 'Thank you!{Enter}');
    await waitFor(() => expect(within(log()).getAllByLabelText('Mentor said')[1]?.textContent).toContain('You said: Thank you!'));
    const posts = api.seen.filter((s) => s.method === 'POST');
    expect(posts.map((post) => post.body?.['conversationId'] ?? null)).toEqual([null, conversationId]);
    expect(within(log()).getAllByLabelText('Mentor said')[0]?.textContent).toContain('Once upon');
  });

  it('a 502 keeps the message with Retry, which resends the same client message id', async () => {
    api.answers.push({ kind: 'error', status: 502, code: 'unavailable', message: 'provider down' });
    const user = userEvent.setup();
    renderChat();
    await user.type(screen.getByLabelText('Message'), 'Hello?{Enter}');
    expect((await within(log()).findByRole('alert')).textContent).toBe(MESSAGES.mentorUnavailable);
    expect(within(log()).getByLabelText('You said').textContent).toContain('Hello?');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain('You said: Hello?'));
    const posts = api.seen.filter((s) => s.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body?.['clientMessageId']).toBe(posts[0]?.body?.['clientMessageId']);
  });

  it("a child's quiet time (403 locked) is said kindly, keeps the typed message, and Send again sends it when chat is back", async () => {
    const quiet = quietTimeMessage('07:00');
    api.answers.push({ kind: 'error', status: 403, code: 'locked', message: quiet });
    // The stream transport asks once more with a fresh token after a 403; the server answers the same.
    api.answers.push({ kind: 'error', status: 403, code: 'locked', message: quiet });
    const user = userEvent.setup();
    renderChat({ profile: { type: 'child', childId: 'kid-1' } });
    await user.type(screen.getByLabelText('Message'), 'Can we play a game?{Enter}');
    const mine = within(log()).getByLabelText('You said');
    await waitFor(() => expect(within(mine).getByRole('status').textContent).toBe(quiet));
    expect(mine.textContent).toContain('Can we play a game?');
    expect(within(log()).queryByRole('alert')).toBeNull();
    await user.click(within(mine).getByRole('button', { name: CHAT_TRY_AGAIN_TEXT }));
    await waitFor(() => expect(within(log()).getByLabelText('You said').textContent?.trim()).toBe('Can we play a game?'));
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain('You said: Can we play a game?');
  });

  it('after an hour of chat a reply brings the break reminder once per run; Got it puts it away', async () => {
    window.sessionStorage.clear();
    api.answers.push({ kind: 'stream', pieces: ['Still here.'], reply: { response: 'Still here.', continuousMinutes: 59 } });
    api.answers.push({ kind: 'stream', pieces: ['An hour!'], reply: { response: 'An hour!', continuousMinutes: 60 } });
    api.answers.push({ kind: 'stream', pieces: ['And more.'], reply: { response: 'And more.', continuousMinutes: 62 } });
    const user = userEvent.setup();
    renderChat();
    const box = screen.getByLabelText('Message');
    await user.type(box, 'One{Enter}');
    await within(log()).findByText('Still here.');
    expect(screen.queryByText(CHAT_BREAK_REMINDER_TEXT)).toBeNull();
    await user.type(box, 'Two{Enter}');
    expect(await screen.findByText(CHAT_BREAK_REMINDER_TEXT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText(CHAT_BREAK_REMINDER_TEXT)).toBeNull();
    await user.type(box, 'Three{Enter}');
    await within(log()).findByText('And more.');
    expect(screen.queryByText(CHAT_BREAK_REMINDER_TEXT)).toBeNull();
  });

  it('a 402 shows the server detail', async () => {
    api.answers.push({ kind: 'error', status: 402, code: 'payment_required', message: MESSAGES.insufficientTokens });
    const user = userEvent.setup();
    renderChat();
    await user.type(screen.getByLabelText('Message'), 'Hi{Enter}');
    expect((await within(log()).findByRole('alert')).textContent).toBe(MESSAGES.insufficientTokens);
  });

  it('offline: the message is queued with SPEC §8 reply; when the API is back it is sent once and answered, also after a reload', async () => {
    const user = userEvent.setup();
    // A closed port: the connection is refused.
    const dead = await chatLoopbackStart();
    const deadUrl = dead.baseUrl;
    await dead.close();
    const first = renderChat({ baseUrl: deadUrl, outboxName: 'outbox-offline', cacheName: 'cache-offline' });
    await user.type(screen.getByLabelText('Message'), 'Are you there?{Enter}');
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain(MESSAGES.offlineMode));
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain('0 tokens');
    expect(within(log()).getByLabelText('You said').textContent).toContain(CHAT_QUEUED_TEXT);
    await waitFor(async () => expect((await first.cache.listUser('u1_solo')).length).toBe(2));
    first.unmount();

    // Reload: a new page with the same databases, and the API reachable again.
    renderChat({ outboxName: 'outbox-offline', cacheName: 'cache-offline' });
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain('You said: Are you there?'), { timeout: 3000 });
    expect(within(log()).getAllByLabelText('You said')).toHaveLength(1);
    expect(within(log()).getAllByLabelText('Mentor said')).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.answered).toHaveLength(1);
  });

  it('a 503 also means offline mode, and the poll sends the queued message once the API answers', async () => {
    api.up = false;
    const user = userEvent.setup();
    renderChat();
    await user.type(screen.getByLabelText('Message'), 'First{Enter}');
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain(MESSAGES.offlineMode));
    await user.type(screen.getByLabelText('Message'), 'Second{Enter}');
    await waitFor(() => expect(within(log()).getAllByLabelText('You said')).toHaveLength(2));
    api.up = true;
    await waitFor(() => expect(within(log()).getAllByText(/You said: (First|Second)/)).toHaveLength(2), { timeout: 3000 });
    expect(api.answered).toHaveLength(2);
    // Answered in the order they were written (the attempts refused while the API was down do not count).
    const messageOf = (id: string) => api.seen.find((s) => s.body?.['clientMessageId'] === id)?.body?.['message'];
    expect(api.answered.map(messageOf)).toEqual(['First', 'Second']);
  });

  it('lists conversations, and deletes one after a confirmation that names it', async () => {
    api.conversations = [
      { id: '22222222-2222-4222-8222-222222222222', profileId: 'kid-1', title: 'Dinosaurs', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', messageCount: 2 },
    ];
    const user = userEvent.setup();
    renderChat({ profile: { type: 'child', childId: 'kid-1' } });
    expect(screen.getByRole('status').textContent).toContain('Loading conversations');
    await user.click(await screen.findByRole('button', { name: 'Delete Dinosaurs' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Dinosaurs”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
    const remove = api.seen.find((s) => s.method === 'DELETE');
    expect(remove?.url).toBe('/api/chat/kid-1/conversation/22222222-2222-4222-8222-222222222222');
    expect(api.seen.find((s) => s.url.startsWith('/api/chat-history/kid-1'))).toBeTruthy();
  });
});

describe('ChatScreen keeps every conversation to its own messages (issue 12)', () => {
  const A = '33333333-3333-4333-8333-333333333333';
  const B = '44444444-4444-4444-8444-444444444444';

  function conversation(id: string, title: string) {
    return { id, profileId: 'u1', title, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', messageCount: 2 };
  }

  function texts(): string[] {
    return [...log().querySelectorAll('.chat-message__text')].map((element) => element.textContent?.trim() ?? '');
  }

  type Store = ReturnType<typeof renderChat>['store'];

  /** Waits until the server's history of a conversation has been fetched (again) after `since`. */
  async function historyFetched(store: Store, conversationId: string, since: number): Promise<void> {
    const select = chatApi.endpoints.getConversation.select({ profileId: 'u1', conversationId });
    await waitFor(() => {
      const query = select(store.getState());
      expect(query.status).toBe('fulfilled');
      expect(query.fulfilledTimeStamp ?? 0).toBeGreaterThan(since);
    });
    // The effect that hands the answer to the chat runs after the render that saw it.
    await act(() => Promise.resolve());
  }

  async function sendAndWait(user: ReturnType<typeof userEvent.setup>, text: string, reply: string): Promise<void> {
    await user.type(screen.getByLabelText('Message'), `${text}{Enter}`);
    await waitFor(() => expect(texts()).toContain(reply));
  }

  it('B shows only B’s messages, A only A’s; a deleted A never shows inside B, also after a reload', async () => {
    const user = userEvent.setup();
    const first = renderChat({ cacheName: 'cache-mix', outboxName: 'outbox-mix' });
    api.conversations = [conversation(A, 'Bees')];
    api.answers.push({ kind: 'stream', pieces: ['Bees dance.'], reply: { response: 'Bees dance.', conversationId: A } });
    let since = Date.now();
    await sendAndWait(user, 'About bees', 'Bees dance.');
    await historyFetched(first.store, A, since);

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    await waitFor(() => expect(texts()).toEqual([]));
    api.conversations = [conversation(B, 'Trees'), conversation(A, 'Bees')];
    api.answers.push({ kind: 'stream', pieces: ['Trees grow.'], reply: { response: 'Trees grow.', conversationId: B } });
    since = Date.now();
    await sendAndWait(user, 'About trees', 'Trees grow.');
    await historyFetched(first.store, B, since);
    expect(texts()).toEqual(['About trees', 'Trees grow.']);

    since = Date.now();
    await user.click(await screen.findByRole('button', { name: 'Bees' }));
    await historyFetched(first.store, A, since);
    expect(texts()).toEqual(['About bees', 'Bees dance.']);

    await user.click(screen.getByRole('button', { name: 'Delete Bees' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete “Bees”?' })).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Bees' })).toBeNull());
    expect(texts()).toEqual([]);
    expect(await first.cache.listSession('u1_solo', A)).toEqual([]);

    since = Date.now();
    await user.click(screen.getByRole('button', { name: 'Trees' }));
    await historyFetched(first.store, B, since);
    expect(texts()).toEqual(['About trees', 'Trees grow.']);
    first.unmount();

    // Reload: the same browser databases; the chat opens the last conversation, B, and only B.
    since = Date.now();
    const again = renderChat({ cacheName: 'cache-mix', outboxName: 'outbox-mix' });
    await historyFetched(again.store, B, since);
    expect(texts()).toEqual(['About trees', 'Trees grow.']);
    expect((await again.cache.listUser('u1_solo')).map((message) => message.content)).toEqual(['About trees', 'Trees grow.']);
  });

  it('a cached conversation the server no longer has (deleted elsewhere) is dropped from the cache', async () => {
    const cache = chatCacheIndexedDbCreate(indexedDB, 'cache-gone');
    await cache.put([{ id: 'old-1', userId: 'u1_solo', sessionId: A, timestamp: 1, role: 'user', content: 'Deleted on my phone', status: 'done', clientMessageId: 'old-1' }]);
    await fetch(`${api.baseUrl}/api/chat/u1/conversation/${A}`, { method: 'DELETE' });
    renderChat({ cacheName: 'cache-gone' });
    await waitFor(async () => expect(await cache.listUser('u1_solo')).toEqual([]));
    await waitFor(() => expect(texts()).toEqual([]));
    expect(screen.getByText(/Say hello to your mentor/)).toBeTruthy();
  });
});

describe('ChatScreen: temporary conversations and what a reply remembered (issue 15)', () => {
  it('starts a fresh temporary conversation in one click, says it is not saved, and sends temporary: true', async () => {
    const user = userEvent.setup();
    renderChat({ allowTemporary: true });
    await user.type(screen.getByLabelText('Message'), 'A saved hello{Enter}');
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain('You said: A saved hello'));
    const toggle = screen.getByRole('button', { name: CHAT_TEMPORARY_LABEL });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(CHAT_TEMPORARY_NOTICE);
    expect(within(log()).queryByLabelText('You said')).toBeNull();
    api.answers.push({ kind: 'stream', pieces: ['Not kept.'], reply: { response: 'Not kept.', conversationId: null, messageId: null } });
    await user.type(screen.getByLabelText('Message'), 'Just between us{Enter}');
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').textContent).toContain('Not kept.'));
    expect(api.seen.at(-1)?.body).toMatchObject({ message: 'Just between us', temporary: true, conversationId: null });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(CHAT_TEMPORARY_NOTICE)).toBeNull();
  });

  it('offers no temporary conversation unless asked to', () => {
    renderChat();
    expect(screen.queryByRole('button', { name: CHAT_TEMPORARY_LABEL })).toBeNull();
  });

  it('renders the app’s extras under a reply that carried a memory event', async () => {
    const user = userEvent.setup();
    const memory = {
      outcome: 'added' as const,
      memory: null,
      previousContent: null,
      notice: 'Grove will remember this — your parent can see your memories',
    };
    api.answers.push({ kind: 'stream', pieces: ['Lovely!'], reply: { response: 'Lovely!', memory } });
    renderChat({ replyExtras: (entry) => (entry.memory ? <p>{`Remembered: ${entry.memory.notice}`}</p> : null) });
    await user.type(screen.getByLabelText('Message'), 'I play the drums{Enter}');
    expect(await within(log()).findByText('Remembered: Grove will remember this — your parent can see your memories')).toBeTruthy();
  });
});

describe('ChatScreenPending (the chat drawn before its profile is known)', () => {
  it('shows the chat as it first opens, with everything that would act switched off, and asks the API nothing', async () => {
    // Its own loopback, configured as the API: a request an earlier test's screen still had in flight
    // lands on the shared one, never in this test's record.
    const own = await chatLoopbackStart();
    onTestFinished(() => own.close());
    groveApiConfigure({ baseUrl: own.baseUrl, identity, events: apiEventChannelCreate() });
    render(<ChatScreenPending title="Chat with Grove" allowTemporary headerExtras={<span>Extras</span>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Chat with Grove' })).toBeTruthy();
    expect(screen.getByText('Say hello to your mentor. Ask a question, share how your day went, or ask for a story.')).toBeTruthy();
    expect(screen.getByText('Extras')).toBeTruthy();
    const composer = screen.getByLabelText('Message') as HTMLTextAreaElement;
    expect(composer.disabled).toBe(true);
    await userEvent.type(composer, 'hello');
    expect(composer.value).toBe('');
    for (const name of ['Send', CHAT_TEMPORARY_LABEL, 'New conversation']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByRole('status').textContent).toBe('Loading conversations…');
    expect(own.seen).toEqual([]);
  });
});
