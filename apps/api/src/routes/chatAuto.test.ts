import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, SystemStatusSchema, type Child } from '@grove/api-contract';
import { MENTOR_BUILTIN_MODEL } from '@grove/mentor';
import { configFromEnv } from '../config';
import { mentorFromConfig, mentorProbe, type MentorService } from '../services/mentor';
import { testAppCreate, testConsentGive, type TestAccount, type TestApp } from '../test/harness';
import { CHAT_MODEL_ID, chatModelServerStart, closedPortUrl, type ChatModelServer } from '../test/modelServers.test-helper';

// Issue 14, point 8: MENTOR_PROVIDER=auto finds a local OpenAI-compatible server by probing the usual
// addresses, says so in /system/status, and when the model dies mid-session the builtin mind answers
// that turn — no error to the person — until a later probe finds the model again.

const INTERVAL_MS = 30_000;

let model: ChatModelServer;
let modelPort: number;
let nothing: string;
let clock = 0;
let service: MentorService;
let t: TestApp;
let parent: TestAccount;
let child: Child;

/** A loopback server answering `GET /models` with whatever a test sets. */
let odd: Server;
let oddUrl: string;
let oddAnswer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  model = await chatModelServerStart();
  modelPort = Number(new URL(model.baseURL).port);
  nothing = await closedPortUrl();
  odd = createServer((_request, response) => {
    response.writeHead(oddAnswer.status, { 'content-type': 'application/json' });
    response.end(oddAnswer.body);
  });
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${String((odd.address() as AddressInfo).port)}/v1`;
  // The probe order: a closed port (as when Ollama is not installed), then the model server.
  const config = configFromEnv({ MENTOR_PROVIDER: 'auto', MENTOR_PROBE_URLS: `${nothing},${model.baseURL}`, MENTOR_PROBE_INTERVAL_MS: String(INTERVAL_MS), MENTOR_STREAM_DELAY_MS: '0' });
  service = mentorFromConfig(config.mentor, { now: () => clock });
  t = await testAppCreate({ mentorService: service });
  parent = await t.account('auto-parent');
  expect((await t.call({ method: 'GET', url: `/api/users/${parent.uid}`, as: parent })).statusCode).toBe(200);
  // Issue 18: the child's turn below is meant for the found model, so the parent agrees to that too.
  await testConsentGive(t, parent);
  await testConsentGive(t, parent, 'external_model');
  const res = await t.call({
    method: 'POST',
    url: `/api/users/${parent.uid}/children`,
    as: parent,
    payload: { displayName: 'Mia', age: 6, pin: createHash('sha256').update('2222').digest('hex') },
  });
  expect(res.statusCode).toBe(201);
  child = res.json<Child>();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await model?.close();
  await new Promise<void>((resolve) => odd?.close(() => resolve()));
});

async function status() {
  const res = await t.call({ method: 'GET', url: '/system/status' });
  expect(res.statusCode).toBe(200);
  return SystemStatusSchema.parse(res.json()).mentor;
}

async function chat(message: string, asChild = false) {
  const res = await t.call({
    method: 'POST',
    url: '/api/chat',
    as: parent,
    payload: { userId: parent.uid, message },
    ...(asChild ? { role: 'child_user', childId: child.id } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

describe('MENTOR_PROVIDER=auto', () => {
  it('uses the first probed address that lists a model, and says so in /system/status', async () => {
    await service.settled();
    expect(await status()).toEqual({ provider: 'auto', mind: 'model', model: CHAT_MODEL_ID, server: new URL(model.baseURL).origin });
    const reply = await chat('Hello there');
    expect(reply.response).toBe('Hello! Nice to hear from you.');
    expect(reply.modelUsed).toBe(CHAT_MODEL_ID);
    expect(model.requests.some((request) => request.path === '/v1/models')).toBe(true);
  });

  it('answers with the builtin mind when the model dies mid-session — no error — and reports it', async () => {
    await model.close();
    const reply = await chat('what is 3 plus 4', true);
    expect(reply.response).toContain('7');
    expect(reply.modelUsed).toBe(MENTOR_BUILTIN_MODEL);
    expect(await status()).toEqual({ provider: 'auto', mind: 'builtin', model: MENTOR_BUILTIN_MODEL, server: null });
    // The next turn goes straight to the builtin mind: no second failed call before the interval.
    const again = await chat('what is 12 times 7');
    expect(again.response).toContain('84');
    expect(again.modelUsed).toBe(MENTOR_BUILTIN_MODEL);
  });

  it('finds the model again once it is back and the probe interval has passed', async () => {
    model = await chatModelServerStart(modelPort);
    clock += INTERVAL_MS - 1;
    expect((await status()).mind).toBe('builtin');
    await service.settled();
    expect((await status()).mind).toBe('builtin');
    clock += 1;
    await status();
    await service.settled();
    expect(await status()).toMatchObject({ mind: 'model', model: CHAT_MODEL_ID });
    expect((await chat('Hello again')).modelUsed).toBe(CHAT_MODEL_ID);
  });
});

describe('mentorProbe', () => {
  const probe = (wanted: string | null) => mentorProbe(oddUrl, wanted, { timeoutMs: 500, fetch });

  it('takes the first model listed, or the one named when the server lists it (Ollama adds :latest)', async () => {
    oddAnswer = { status: 200, body: JSON.stringify({ object: 'list', data: [{ id: 'qwen2.5:3b' }, { id: 'llama3.2:latest' }] }) };
    expect(await probe(null)).toEqual({ baseUrl: oddUrl, model: 'qwen2.5:3b' });
    expect(await probe('llama3.2')).toEqual({ baseUrl: oddUrl, model: 'llama3.2' });
    expect(await probe('mistral')).toBeNull();
  });

  it('passes over a server that errors, answers something else, or lists nothing', async () => {
    oddAnswer = { status: 500, body: '{"error":"busy"}' };
    expect(await probe(null)).toBeNull();
    oddAnswer = { status: 200, body: '<html>a router page</html>' };
    expect(await probe(null)).toBeNull();
    oddAnswer = { status: 200, body: JSON.stringify({ object: 'list', data: [] }) };
    expect(await probe(null)).toBeNull();
    expect(await mentorProbe(nothing, null, { timeoutMs: 500, fetch })).toBeNull();
  });
});
