import { describe, expect, it } from 'vitest';
import { MESSAGES, type ChatMemoryEvent, type ChatMessage, type ChatRequest } from '@grove/api-contract';
import { chatCacheMemoryCreate } from './chatCache';
import { CHAT_TEMPORARY_OFFLINE, chatControllerCreate, type ChatController, type ChatTransport, type ChatTransportResult } from './chatController';
import { chatOutboxCreate } from './chatOutbox';
import { chatOutboxStorageMemory, chatReplyFake } from './chatTestKit.test-helper';

/** A transport whose sends the test answers by hand. */
function transportScripted() {
  const calls: Array<{
    request: ChatRequest;
    onToken?: (text: string) => void;
    finish: (result: ChatTransportResult) => void;
    stopped: boolean;
    /** The conversation the stream named before Stop (a real transport reports it with `stopped`). */
    named?: string;
  }> = [];
  const transport: ChatTransport = {
    send(request, options) {
      let finish: (result: ChatTransportResult) => void = () => undefined;
      const result = new Promise<ChatTransportResult>((resolve) => (finish = resolve));
      const call: (typeof calls)[number] = { request, onToken: options.onToken, finish, stopped: false };
      calls.push(call);
      return {
        result,
        stop() {
          call.stopped = true;
          finish({ kind: 'stopped', conversationId: call.named ?? null });
        },
      };
    },
  };
  return { transport, calls };
}

function setup(options: { localFirst?: boolean } = {}) {
  let clock = 1_000;
  let ids = 0;
  const { transport, calls } = transportScripted();
  const storage = chatOutboxStorageMemory();
  const outbox = chatOutboxCreate({
    storage,
    send: async () => ({ kind: 'replied', reply: chatReplyFake('The real answer', { conversationId: 'conv-1' }) }),
  });
  const cache = chatCacheMemoryCreate();
  const charged: unknown[] = [];
  const controller = chatControllerCreate({
    identity: { accountUid: 'u1', userId: 'u1', profileKey: 'u1_solo', profile: { activeRole: 'standard_user', childId: null } },
    transport,
    outbox,
    cache,
    now: () => (clock += 10),
    newId: () => `id-${String((ids += 1)).padStart(6, '0')}`,
    onCharged: (reply) => charged.push(reply),
    localFirst: options.localFirst ?? false,
  });
  controller.start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { controller, calls, outbox, storage, cache, charged, flush };
}

describe('chatControllerCreate', () => {
  it('streams a reply: thinking at once, growing text, then the whole reply; the meter is told', async () => {
    const { controller, calls, charged, cache, flush } = setup();
    expect(controller.send('   ')).toBeNull();
    const id = controller.send(' Hello ');
    expect(controller.getState().busy).toBe(true);
    expect(controller.getState().conversation.entries.map((e) => [e.role, e.status])).toEqual([
      ['user', 'sending'],
      ['assistant', 'sending'],
    ]);
    expect(calls[0]?.request).toMatchObject({ message: 'Hello', userId: 'u1', clientMessageId: id, conversationId: null, localHistory: [] });
    calls[0]?.onToken?.('Hi');
    calls[0]?.onToken?.(' there');
    expect(controller.getState().conversation.entries[1]).toMatchObject({ status: 'streaming', content: 'Hi there' });
    calls[0]?.finish({ kind: 'replied', reply: chatReplyFake('Hi there!') });
    await flush();
    expect(controller.getState()).toMatchObject({ busy: false, conversation: { conversationId: 'conv-1' } });
    expect(charged).toHaveLength(1);
    expect((await cache.listSession('u1_solo', 'conv-1')).map((m) => m.content)).toEqual(['Hello', 'Hi there!']);
  });

  it('sends the last two exchanges as context and the conversation id', async () => {
    const { controller, calls, flush } = setup();
    for (const n of [1, 2, 3]) {
      controller.send(`q${n}`);
      calls[n - 1]?.finish({ kind: 'replied', reply: chatReplyFake(`a${n}`) });
      await flush();
    }
    controller.send('q4');
    expect(calls[3]?.request.conversationId).toBe('conv-1');
    expect(calls[3]?.request.localHistory?.map((e) => e.content)).toEqual(['q2', 'a2', 'q3', 'a3']);
  });

  it('Stop aborts the request and keeps the partial reply, marked stopped', async () => {
    const { controller, calls, flush } = setup();
    controller.send('Tell me a story');
    calls[0]?.onToken?.('Once');
    controller.stop();
    calls[0]?.onToken?.(' upon');
    await flush();
    expect(calls[0]?.stopped).toBe(true);
    expect(controller.getState().conversation.entries[1]).toMatchObject({ status: 'stopped', content: 'Once' });
    expect(controller.getState().busy).toBe(false);
  });

  it('a stopped reply whose stream named its conversation: the next message continues that conversation', async () => {
    const { controller, calls, flush } = setup();
    controller.send('Tell me a story');
    calls[0]?.onToken?.('Once');
    if (calls[0]) calls[0].named = 'conv-9';
    controller.stop();
    await flush();
    expect(controller.getState().conversation.conversationId).toBe('conv-9');
    controller.send('Thank you!');
    expect(calls[1]?.request.conversationId).toBe('conv-9');
  });

  it('local-first (the `local` fallback mode): the message is kept in the outbox before it goes, and the outbox sends it', async () => {
    const { controller, calls, storage, flush } = setup({ localFirst: true });
    controller.send('Keep this safe');
    // Written to the browser first: the streaming transport is not used at all.
    expect(calls).toHaveLength(0);
    await flush();
    await flush();
    expect(storage.stored).toHaveLength(0);
    expect(controller.getState().conversation.entries.map((e) => [e.role, e.content])).toEqual([
      ['user', 'Keep this safe'],
      ['assistant', 'The real answer'],
    ]);
    expect(controller.getState().conversation.conversationId).toBe('conv-1');
  });

  it('offline: queues the message with SPEC §8 reply, then the outbox sends it once and the real reply replaces it', async () => {
    const { controller, calls, outbox, storage, flush } = setup();
    const id = controller.send('Are you there?');
    calls[0]?.finish({ kind: 'problem', problem: { kind: 'network' } });
    await flush();
    await flush();
    expect(controller.getState().conversation.entries.map((e) => [e.status, e.content, e.tokensUsed])).toEqual([
      ['queued', 'Are you there?', undefined],
      ['done', MESSAGES.offlineMode, 0],
    ]);
    expect(controller.getState().queued).toBe(1);
    expect(storage.stored.map((e) => e.clientMessageId)).toEqual([id]);
    // While the outbox holds older messages, a new one waits behind them instead of overtaking.
    controller.send('Second');
    await flush();
    expect(calls).toHaveLength(1);
    await outbox.flush('u1');
    await flush();
    expect(controller.getState().conversation.entries.map((e) => [e.status, e.content])).toEqual([
      ['done', 'Are you there?'],
      ['done', 'The real answer'],
      ['done', 'Second'],
      ['done', 'The real answer'],
    ]);
    expect(controller.getState().queued).toBe(0);
  });

  it('an error keeps the message with its reason; Retry resends the same client message id', async () => {
    const { controller, calls, flush } = setup();
    const id = controller.send('Hi');
    calls[0]?.finish({ kind: 'problem', problem: { kind: 'http', status: 502, body: { error: { code: 'unavailable', message: 'provider down' } } } });
    await flush();
    expect(controller.getState().conversation.entries).toEqual([expect.objectContaining({ status: 'error', error: MESSAGES.mentorUnavailable, content: 'Hi' })]);
    controller.retry(id ?? '');
    expect(calls[1]?.request).toMatchObject({ clientMessageId: id, message: 'Hi' });
  });

  it('open() shows the cached conversation the profile last used', async () => {
    const first = setup();
    first.controller.send('Remember me');
    first.calls[0]?.finish({ kind: 'replied', reply: chatReplyFake('I will') });
    await first.flush();
    const again = chatControllerCreate({
      identity: { accountUid: 'u1', userId: 'u1', profileKey: 'u1_solo', profile: { activeRole: null, childId: null } },
      transport: transportScripted().transport,
      outbox: first.outbox,
      cache: first.cache,
      now: () => 5,
      newId: () => 'id-again-1',
    });
    await again.open();
    expect(again.getState().conversation).toMatchObject({ conversationId: 'conv-1' });
    expect(again.getState().conversation.entries.map((e) => e.content)).toEqual(['Remember me', 'I will']);
    await again.open(null);
    expect(again.getState().conversation).toMatchObject({ conversationId: null, entries: [] });
  });
});

describe('chatControllerCreate open() racing a send', () => {
  it('a send made while the cache is still being read is not wiped by the late read', async () => {
    const { controller, flush } = setup();
    const opening = controller.open();
    controller.send('Quick!');
    await opening;
    await flush();
    expect(controller.getState().conversation.entries.map((e) => e.content)).toEqual(['Quick!', '']);
  });
});

/** A server message of a conversation, as `GET /api/chat-history` returns it. */
function serverMessage(conversationId: string, clientMessageId: string, role: 'user' | 'assistant', content: string, at: number): ChatMessage {
  return { id: `${conversationId}-${clientMessageId}-${role}`, conversationId, role, content, tokensUsed: role === 'user' ? 0 : 7, clientMessageId, createdAt: new Date(at).toISOString() };
}

function contents(controller: ChatController): string[] {
  return controller.getState().conversation.entries.map((entry) => entry.content);
}

describe('chatControllerCreate keeps every conversation to its own messages (issue 12)', () => {
  /** Conversation A (one exchange), then a new conversation B (one exchange), on one controller. */
  async function twoConversations() {
    const kit = setup();
    kit.controller.send('About bees');
    kit.calls[0]?.finish({ kind: 'replied', reply: chatReplyFake('Bees dance', { conversationId: 'conv-A' }) });
    await kit.flush();
    await kit.controller.open(null);
    kit.controller.send('About trees');
    kit.calls[1]?.finish({ kind: 'replied', reply: chatReplyFake('Trees grow', { conversationId: 'conv-B' }) });
    await kit.flush();
    const historyA = [serverMessage('conv-A', 'id-000002', 'user', 'About bees', 1), serverMessage('conv-A', 'id-000002', 'assistant', 'Bees dance', 2)];
    return { ...kit, historyA };
  }

  it('a history answer that is not the open conversation’s never shows in it, nor lands in its cache', async () => {
    const { controller, cache, historyA, flush } = await twoConversations();
    expect(controller.getState().conversation.conversationId).toBe('conv-B');
    // The history of A, handed over while B is open (what a stale query result looks like).
    controller.historyLoaded('conv-B', historyA);
    await flush();
    expect(contents(controller)).toEqual(['About trees', 'Trees grow']);
    expect((await cache.listSession('u1_solo', 'conv-B')).map((m) => m.content)).toEqual(['About trees', 'Trees grow']);
    expect((await cache.listSession('u1_solo', 'conv-A')).map((m) => m.content)).toEqual(['About bees', 'Bees dance']);
  });

  it('the server’s history replaces the cached copy of that conversation, keeping only what waits to be sent', async () => {
    const { controller, cache, flush } = setup();
    // A cache that a bug filled with another conversation's message, plus one queued message of its own.
    await cache.put([
      { id: 'foreign', userId: 'u1_solo', sessionId: 'conv-B', timestamp: 1, role: 'user', content: 'About bees', status: 'done', clientMessageId: 'foreign' },
      { id: 'mine', userId: 'u1_solo', sessionId: 'conv-B', timestamp: 2, role: 'user', content: 'About trees', status: 'done', clientMessageId: 'mine' },
      { id: 'mine:reply', userId: 'u1_solo', sessionId: 'conv-B', timestamp: 3, role: 'assistant', content: 'Trees grow', status: 'done', clientMessageId: 'mine' },
      { id: 'later', userId: 'u1_solo', sessionId: 'conv-B', timestamp: 4, role: 'user', content: 'Still there?', status: 'queued', clientMessageId: 'later' },
    ]);
    await controller.open('conv-B');
    controller.historyLoaded('conv-B', [serverMessage('conv-B', 'mine', 'user', 'About trees', 2), serverMessage('conv-B', 'mine', 'assistant', 'Trees grow', 3)]);
    await flush();
    expect(contents(controller)).toEqual(['About trees', 'Trees grow', 'Still there?']);
    expect((await cache.listSession('u1_solo', 'conv-B')).map((m) => m.id)).toEqual(['mine', 'mine:reply', 'later']);
  });

  it('a send made on this page stays when a history fetched before it arrives late', async () => {
    const { controller, calls, flush } = setup();
    await controller.open('conv-A');
    controller.send('Quick question');
    calls[0]?.finish({ kind: 'replied', reply: chatReplyFake('Quick answer', { conversationId: 'conv-A' }) });
    await flush();
    controller.historyLoaded('conv-A', [serverMessage('conv-A', 'old', 'user', 'Earlier', 1)]);
    expect(contents(controller)).toEqual(['Earlier', 'Quick question', 'Quick answer']);
  });

  it('forget() drops a deleted conversation from the cache and the screen; it never comes back inside another', async () => {
    const { controller, cache, historyA, flush } = await twoConversations();
    await controller.open('conv-A');
    controller.historyLoaded('conv-A', historyA);
    await controller.forget('conv-A');
    expect(controller.getState().conversation).toMatchObject({ conversationId: null, entries: [] });
    expect(await cache.listSession('u1_solo', 'conv-A')).toEqual([]);
    await controller.open('conv-B');
    await flush();
    expect(contents(controller)).toEqual(['About trees', 'Trees grow']);
    // The profile's last conversation is B now: a reload opens it, not the deleted one.
    await controller.open();
    expect(controller.getState().conversation.conversationId).toBe('conv-B');
  });
});

describe('chatControllerCreate: memory events and temporary conversations (issue 15)', () => {
  const memoryEvent: ChatMemoryEvent = {
    outcome: 'added',
    memory: {
      id: '00000000-0000-4000-8000-000000000001',
      profileId: 'u1',
      content: 'Has a beagle called Biscuit',
      tags: ['pet'],
      source: { kind: 'conversation', conversationId: 'conv-1', messageIndex: 0 },
      createdAt: '2025-03-14T10:00:00.000Z',
      updatedAt: '2025-03-14T10:00:00.000Z',
      pinned: false,
      expiresAt: null,
      approval: 'approved',
      deletedAt: null,
      purgeAt: null,
      state: 'active',
      helpfulCount: 0,
    },
    previousContent: null,
    notice: null,
  };

  it("carries the reply's memory event onto the reply, and keeps it when the history loads", async () => {
    const { controller, calls, flush } = setup();
    const id = controller.send('My dog is called Biscuit') ?? '';
    calls[0]?.finish({ kind: 'replied', reply: chatReplyFake('What a lovely name!', { memory: memoryEvent }) });
    await flush();
    expect(controller.getState().conversation.entries[1]?.memory).toEqual(memoryEvent);
    const stored: ChatMessage[] = [
      { id: 's1', conversationId: 'conv-1', role: 'user', content: 'My dog is called Biscuit', tokensUsed: 0, clientMessageId: id, createdAt: '2025-03-14T10:00:00.000Z' },
      { id: 's2', conversationId: 'conv-1', role: 'assistant', content: 'What a lovely name!', tokensUsed: 7, clientMessageId: id, createdAt: '2025-03-14T10:00:01.000Z' },
    ];
    controller.historyLoaded('conv-1', stored);
    expect(controller.getState().conversation.entries[1]?.memory).toEqual(memoryEvent);
  });

  it('a temporary conversation starts fresh, sends temporary: true, and keeps nothing in the cache', async () => {
    const { controller, calls, cache, flush } = setup();
    controller.send('Remember this one');
    calls[0]?.finish({ kind: 'replied', reply: chatReplyFake('Saved as usual.') });
    await flush();
    controller.setTemporary(true);
    await flush();
    expect(controller.getState()).toMatchObject({ temporary: true, conversation: { conversationId: null, entries: [] } });
    controller.send('Just between us');
    expect(calls[1]?.request).toMatchObject({ message: 'Just between us', conversationId: null, temporary: true });
    calls[1]?.finish({ kind: 'replied', reply: chatReplyFake('Nothing of this is kept.', { conversationId: null, messageId: null }) });
    await flush();
    controller.send('And this');
    expect(calls[2]?.request).toMatchObject({ temporary: true, localHistory: [{ role: 'user', content: 'Just between us' }, { role: 'assistant', content: 'Nothing of this is kept.' }] });
    calls[2]?.finish({ kind: 'replied', reply: chatReplyFake('Still not kept.', { conversationId: null, messageId: null }) });
    await flush();
    const kept = (await cache.listUser('u1_solo')).map((message) => message.content);
    expect(kept).toEqual(['Remember this one', 'Saved as usual.']);

    // A new conversation while temporary is another temporary one, empty.
    await controller.open(null);
    expect(controller.getState()).toMatchObject({ temporary: true, conversation: { entries: [] } });
    // Opening a stored conversation leaves temporary mode.
    await controller.open('conv-1');
    expect(controller.getState().temporary).toBe(false);
    controller.send('Back to normal');
    expect(calls[3]?.request.temporary).toBeUndefined();
  });

  it('a temporary message that cannot reach the mentor is not queued: it waits for Retry', async () => {
    const { controller, calls, outbox, flush } = setup();
    controller.setTemporary(true);
    await flush();
    const id = controller.send('Are you there?') ?? '';
    calls[0]?.finish({ kind: 'problem', problem: { kind: 'network' } });
    await flush();
    expect(outbox.entries()).toEqual([]);
    expect(controller.getState().conversation.entries).toEqual([expect.objectContaining({ id, status: 'error', error: CHAT_TEMPORARY_OFFLINE })]);
  });
});
