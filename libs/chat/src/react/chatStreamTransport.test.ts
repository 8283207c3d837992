import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiEventChannelCreate, type ApiEvent, type ApiIdentity, type ApiIdentitySource } from '@grove/api-client';
import { MESSAGES, type ChatRequest } from '@grove/api-contract';
import { chatLoopbackStart, type ChatLoopback } from './chatLoopback.test-helper';
import { chatStreamTransportCreate } from './chatStreamTransport';

let api: ChatLoopback;

beforeAll(async () => {
  api = await chatLoopbackStart();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  api.answers.length = 0;
});

const request: ChatRequest = { message: 'Hello there', userId: 'u1', clientMessageId: 'msg-0001' } as ChatRequest;

/** The auth controller's behaviour: a forced refresh hands out a new token, or fails. */
function setup(start: ApiIdentity = { idToken: 'token-1', activeRole: 'standard_user', childId: null }, options: { refreshFails?: boolean } = {}) {
  const events: ApiEvent[] = [];
  const channel = apiEventChannelCreate();
  channel.subscribe((event) => events.push(event));
  let refreshes = 0;
  let current = start;
  const identity: ApiIdentitySource = async (opts) => {
    if (opts?.forceRefresh) {
      refreshes += 1;
      if (options.refreshFails) throw new Error(MESSAGES.sessionExpired);
      if (current.idToken) current = { ...current, idToken: `token-${String(refreshes + 1)}` };
    }
    return current;
  };
  const transport = chatStreamTransportCreate({ baseUrl: api.baseUrl, identity, events: channel });
  return { transport, events, refreshes: () => refreshes };
}

function posts() {
  return api.seen.filter((seen) => seen.method === 'POST' && seen.url === '/api/chat');
}

describe('chatStreamTransport: 401/403 retry once after a forced token refresh (SPEC §8)', () => {
  it('401 once: refreshes, sends the same message again with the new token, streams the reply, no session timeout', async () => {
    api.answers.push({ kind: 'error', status: 401, code: 'unauthenticated', message: 'expired' });
    const { transport, events, refreshes } = setup();
    const pieces: string[] = [];
    const result = await transport.send(request, { onToken: (text) => pieces.push(text) }).result;
    expect(result).toMatchObject({ kind: 'replied', reply: { response: 'You said: Hello there' } });
    expect(pieces.join('')).toBe('You said: Hello there');
    expect(refreshes()).toBe(1);
    expect(posts().map((seen) => seen.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(posts().map((seen) => seen.body?.['clientMessageId'])).toEqual(['msg-0001', 'msg-0001']);
    expect(events).toEqual([]);
  });

  it('403 once: the same one retry, with the profile headers kept', async () => {
    api.answers.push({ kind: 'error', status: 403, code: 'forbidden', message: 'no' });
    const { transport, events } = setup();
    const result = await transport.send(request, { profile: { activeRole: 'child_user', childId: 'kid-7' } }).result;
    expect(result.kind).toBe('replied');
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.headers).toMatchObject({ authorization: 'Bearer token-2', 'x-active-role': 'child_user', 'x-child-id': 'kid-7' });
    expect(events).toEqual([]);
  });

  it('401 twice: only one retry, then the session-timeout event and the 401', async () => {
    api.answers.push(
      { kind: 'error', status: 401, code: 'unauthenticated', message: 'expired' },
      { kind: 'error', status: 401, code: 'unauthenticated', message: 'still expired' },
    );
    const { transport, events, refreshes } = setup();
    const result = await transport.send(request, {}).result;
    expect(result).toMatchObject({ kind: 'problem', problem: { kind: 'http', status: 401 } });
    expect(refreshes()).toBe(1);
    expect(posts()).toHaveLength(2);
    expect(events).toEqual([{ type: 'sessionTimeout', message: MESSAGES.authenticationFailed }]);
  });

  it('a refresh that fails: no second send; the 401 stands with its event', async () => {
    api.answers.push({ kind: 'error', status: 401, code: 'unauthenticated', message: 'expired' });
    const { transport, events } = setup(undefined, { refreshFails: true });
    const result = await transport.send(request, {}).result;
    expect(result).toMatchObject({ kind: 'problem', problem: { kind: 'http', status: 401 } });
    expect(posts()).toHaveLength(1);
    expect(events).toEqual([{ type: 'sessionTimeout', message: MESSAGES.authenticationFailed }]);
  });
});

describe("chatStreamTransport: an account's 402 is not the trial's (SPEC §8)", () => {
  it("an adult account out of tokens raises tokensExhausted with the server's message, never the trial's /signup", async () => {
    api.answers.push({ kind: 'error', status: 402, code: 'daily_limit_reached', message: MESSAGES.dailyLimitReached });
    const { transport, events } = setup();
    const result = await transport.send(request, {}).result;
    expect(result).toMatchObject({ kind: 'problem', problem: { kind: 'http', status: 402 } });
    expect(events).toEqual([{ type: 'tokensExhausted', message: MESSAGES.dailyLimitReached, reason: 'daily_limit_reached', profile: 'account' }]);
    expect(posts()).toHaveLength(1);
  });

  it("a child chatting on its parent's spent tokens gets the ask-your-grown-up event", async () => {
    api.answers.push({ kind: 'error', status: 402, code: 'insufficient_tokens', message: MESSAGES.childTokensExhausted });
    const { transport, events } = setup();
    await transport.send(request, { profile: { activeRole: 'child_user', childId: 'kid-7' } }).result;
    expect(events).toEqual([{ type: 'tokensExhausted', message: MESSAGES.childTokensExhausted, reason: 'insufficient_tokens', profile: 'child' }]);
  });

  it("the anonymous trial's 402 still raises the trial-exhausted event", async () => {
    api.answers.push({ kind: 'error', status: 402, code: 'trial_exhausted', message: 'Your free trial is used up.' });
    const { transport, events } = setup({ idToken: null, activeRole: null, childId: null });
    await transport.send({ ...request, userId: 'trial_user' }, {}).result;
    expect(events).toEqual([{ type: 'trialExhausted', message: 'Your free trial is used up.', redirectTo: '/signup' }]);
  });
});
