import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ChatReplySchema, MESSAGES, TrialStatusSchema, type ChatReply, type TrialStatus } from '@grove/api-contract';
import { buildApp } from '../app';
import { ConfigError, configFromEnv } from '../config';
import type { TokenVerifier } from '../services/tokenVerifier';
import { testAppCreate, type TestApp } from '../test/harness';

const LIMIT = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A trial visitor's device: the four headers, each fresh unless given. */
type Device = { id: string; fingerprint: string; hardware: string; idb: string };

function deviceMake(overrides: Partial<Device> = {}): Device {
  const tag = randomUUID().replaceAll('-', '').slice(0, 12);
  return { id: `dev_${tag}`, fingerprint: `fp${tag}`, hardware: `c8;m8;s1920x1080x24;hw${tag}`, idb: `idb_${tag}`, ...overrides };
}

function headersOf(device: Device): Record<string, string> {
  return { 'x-device-id': device.id, 'x-device-fingerprint': device.fingerprint, 'x-device-hardware': device.hardware, 'x-device-idb': device.idb };
}

/** A fresh IP from the documentation ranges, one per scenario so scenarios never relate. */
let ipSeq = 0;
function ipMake(): string {
  ipSeq += 1;
  return `203.0.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
}

function trialChat(app: TestApp, device: Device | null, ip: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/chat',
    remoteAddress: ip,
    headers: { ...(device ? headersOf(device) : {}), ...headers },
    payload: { message: 'Hello, what can we talk about?', userId: 'trial_user', ...body },
  });
}

async function status(app: TestApp, device: Device, ip: string, headers: Record<string, string> = {}): Promise<TrialStatus> {
  const res = await app.app.inject({ method: 'GET', url: '/api/trial/status', remoteAddress: ip, headers: { ...headersOf(device), ...headers } });
  expect(res.statusCode).toBe(200);
  return TrialStatusSchema.parse(res.json());
}

async function usedAtIp(app: TestApp, ip: string): Promise<number> {
  const row = await app.database.db
    .selectFrom('trial_usage')
    .select(sql<string>`coalesce(sum(tokens_used), 0)`.as('sum'))
    .where('ip_address', '=', ip)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

async function tableCount(app: TestApp, table: 'conversations' | 'chat_messages' | 'token_ledger' | 'chat_flags' | 'trial_usage'): Promise<number> {
  return Number((await app.database.db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
}

/** Chats on one device until the trial refuses; returns the replies and the refusal. */
async function exhaust(app: TestApp, device: Device, ip: string) {
  const replies: ChatReply[] = [];
  for (let turn = 0; turn < 200; turn += 1) {
    const res = await trialChat(app, device, ip);
    if (res.statusCode === 402) return { replies, refusal: res };
    expect(res.statusCode).toBe(200);
    replies.push(ChatReplySchema.parse(res.json()));
  }
  throw new Error('the trial never ran out');
}

let t: TestApp;

beforeAll(async () => {
  t = await testAppCreate({ env: { TRIAL_TOKEN_LIMIT: String(LIMIT), TRIAL_CHAT_RATE_LIMIT: '100000', TRIAL_STATUS_RATE_LIMIT: '100000' } });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/trial/status and trial chat (SPEC §4 Trial; issue 5)', () => {
  it('a fresh device: first_time with the whole allowance; a chat makes it active_trial and tokens left fall by tokensUsed', async () => {
    const device = deviceMake();
    const ip = ipMake();
    const fresh = await status(t, device, ip);
    expect(fresh).toEqual({ eligible: true, reason: 'first_time', tokensUsed: 0, tokensLeft: LIMIT, limit: LIMIT, resetAt: null, expired: false });

    const res = await trialChat(t, device, ip);
    expect(res.statusCode).toBe(200);
    const reply = ChatReplySchema.parse(res.json());
    expect(reply.tokensUsed).toBeGreaterThan(0);
    expect(reply.response.length).toBeGreaterThan(0);

    const after = await status(t, device, ip);
    expect(after).toMatchObject({ eligible: true, reason: 'active_trial', tokensUsed: reply.tokensUsed, tokensLeft: LIMIT - reply.tokensUsed, expired: false });
    expect(after.resetAt).toBe(new Date(t.clock.now.getTime() + DAY_MS).toISOString());
    const row = await t.database.db.selectFrom('trial_usage').selectAll().where('id', '=', `${device.id}_${ip}`).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ device_id: device.id, ip_address: ip, tokens_used: reply.tokensUsed, hardware_info: device.hardware, browser_fingerprint: device.fingerprint, indexed_db_id: device.idb, is_active: true });
  });

  it('keeps nothing of a trial conversation: no conversation, messages, ledger rows or flags; conversationId null; PG unless the request asks for G', async () => {
    const before = await Promise.all([tableCount(t, 'conversations'), tableCount(t, 'chat_messages'), tableCount(t, 'token_ledger'), tableCount(t, 'chat_flags')]);
    const device = deviceMake();
    const ip = ipMake();
    const plain = await trialChat(t, device, ip, { clientMessageId: 'trial-msg-0001', localHistory: [{ role: 'user', content: 'I like owls' }] });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ conversationId: null, messageId: null, clientMessageId: 'trial-msg-0001', contentMode: 'PG' });
    const full = await trialChat(t, device, ip, { contentMode: 'FULL' });
    expect(full.json()).toMatchObject({ contentMode: 'PG' });
    const gentle = await trialChat(t, device, ip, { contentMode: 'G' });
    expect(gentle.json()).toMatchObject({ contentMode: 'G' });
    // A conversation id from elsewhere is ignored: there is no trial conversation to continue.
    const carried = await trialChat(t, device, ip, { conversationId: randomUUID() });
    expect(carried.statusCode).toBe(200);
    expect(carried.json()).toMatchObject({ conversationId: null });
    const after = await Promise.all([tableCount(t, 'conversations'), tableCount(t, 'chat_messages'), tableCount(t, 'token_ledger'), tableCount(t, 'chat_flags')]);
    expect(after).toEqual(before);
  });

  it('streams a trial chat like the signed-in chat and charges the trial record', async () => {
    const device = deviceMake();
    const ip = ipMake();
    const res = await trialChat(t, device, ip, {}, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = res.body.split('\n\n').filter((block) => block.trim()).map((block) => block.split('\n')[0]);
    expect(events[0]).toBe('event: token');
    expect(events.at(-1)).toBe('event: done');
    const doneData = res.body.trim().split('\n\n').at(-1)?.split('\n')[1]?.slice('data: '.length) ?? '';
    const done = ChatReplySchema.parse(JSON.parse(doneData));
    expect(done.conversationId).toBeNull();
    expect((await status(t, device, ip)).tokensUsed).toBe(done.tokensUsed);
  });

  it('exhausts: 402 with the detail; a new device id, fingerprint or IndexedDB id from the same IP buys nothing; nor does the same hardware elsewhere; 24 h later it is allowed again', async () => {
    const device = deviceMake();
    const ip = ipMake();
    const { replies, refusal } = await exhaust(t, device, ip);
    expect(replies.length).toBeGreaterThan(0);
    expect(refusal.statusCode).toBe(402);
    const exhaustedAt = t.clock.now;
    const detail = refusal.json<{ error: { code: string; message: string } }>().error;
    expect(detail.code).toBe('trial_exhausted');
    const resetMinute = new Date(Math.ceil((exhaustedAt.getTime() + DAY_MS) / 60_000) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(detail.message).toBe(`Your free trial has used its 2,000 tokens. Create an account to keep chatting, or come back after ${resetMinute} UTC.`);
    // min(cost, tokens left): the last turn took what was left, never more.
    expect(await usedAtIp(t, ip)).toBe(LIMIT);
    expect(await status(t, device, ip)).toMatchObject({ eligible: false, reason: 'tokens_exhausted', tokensUsed: LIMIT, tokensLeft: 0, expired: false });

    // Cleared storage: a new device id (no other facts) from the same IP.
    const cleared = { id: deviceMake().id, fingerprint: '', hardware: '', idb: '' };
    expect(await status(t, cleared, ip)).toMatchObject({ eligible: false, reason: 'related_device_exhausted', tokensLeft: 0 });
    expect((await trialChat(t, cleared, ip)).statusCode).toBe(402);
    // A new fingerprint, a new device id and a new IndexedDB id from the same IP.
    const disguised = deviceMake();
    expect((await status(t, disguised, ip)).reason).toBe('related_device_exhausted');
    const refused = await trialChat(t, disguised, ip);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(detail.message);
    // Another IP, same hardware: related.
    const travelling = deviceMake({ hardware: device.hardware });
    const elsewhere = ipMake();
    expect(await status(t, travelling, elsewhere)).toMatchObject({ eligible: false, reason: 'related_device_exhausted' });
    expect((await trialChat(t, travelling, elsewhere)).statusCode).toBe(402);
    // A stranger elsewhere is not related.
    expect((await status(t, deviceMake(), ipMake())).reason).toBe('first_time');
    expect(await usedAtIp(t, ip)).toBe(LIMIT);
    expect(await usedAtIp(t, elsewhere)).toBe(0);

    // 24 hours after the last use the allowance resets.
    t.clock.now = new Date(exhaustedAt.getTime() + DAY_MS);
    expect(await status(t, device, ip)).toMatchObject({ eligible: true, reason: 'new_trial', tokensUsed: 0, tokensLeft: LIMIT, expired: true });
    expect(await status(t, deviceMake(), ip)).toMatchObject({ eligible: true, reason: 'related_device_expired', tokensLeft: LIMIT });
    const again = await trialChat(t, device, ip);
    expect(again.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('trial_usage').selectAll().where('id', '=', `${device.id}_${ip}`).executeTakeFirstOrThrow();
    expect(row.tokens_used).toBe(again.json<ChatReply>().tokensUsed);
    expect(new Date(row.first_used).getTime()).toBe(t.clock.now.getTime());
  });

  it('1000 trial calls with rotating device ids from one IP, 50 at a time, never spend more than the limit; 24 h later a call is allowed again', { timeout: 240_000 }, async () => {
    const ip = '198.51.100.7';
    const outcomes: number[][] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const results = await Promise.all(Array.from({ length: 50 }, () => trialChat(t, deviceMake(), ip, { message: 'Tell me a short story about a fox' })));
      outcomes.push(results.map((res) => res.statusCode));
      for (const res of results) {
        if (res.statusCode === 402) expect(res.json().error.code).toBe('trial_exhausted');
      }
    }
    const all = outcomes.flat();
    expect(all).toHaveLength(1000);
    expect(all.every((code) => code === 200 || code === 402)).toBe(true);
    const successes = all.filter((code) => code === 200).length;
    expect(successes).toBeGreaterThan(0);
    expect(successes).toBeLessThan(1000);
    // Once a whole batch is refused, every later call is refused too.
    const firstRefusedBatch = outcomes.findIndex((codes) => codes.every((code) => code === 402));
    expect(firstRefusedBatch).toBeGreaterThanOrEqual(0);
    expect(outcomes.slice(firstRefusedBatch).flat().every((code) => code === 402)).toBe(true);
    const spent = await usedAtIp(t, ip);
    expect(spent).toBeLessThanOrEqual(LIMIT);
    expect(spent).toBe(LIMIT);
    // Only charged devices have records.
    expect(Number((await t.database.db.selectFrom('trial_usage').select(sql<string>`count(*)`.as('n')).where('ip_address', '=', ip).executeTakeFirstOrThrow()).n)).toBe(successes);

    t.clock.now = new Date(t.clock.now.getTime() + DAY_MS);
    const next = await trialChat(t, deviceMake(), ip);
    expect(next.statusCode).toBe(200);
  });

  it('needs X-Device-Id: missing or malformed answers 400 naming the header, for chat and status, and changes nothing', async () => {
    const ip = ipMake();
    const before = await tableCount(t, 'trial_usage');
    const missingChat = await trialChat(t, null, ip);
    expect(missingChat.statusCode).toBe(400);
    expect(missingChat.json()).toEqual({ error: { code: 'bad_request', message: 'headers.x-device-id: is required for the trial', field: 'headers.x-device-id' } });
    const missingStatus = await t.app.inject({ method: 'GET', url: '/api/trial/status', remoteAddress: ip });
    expect(missingStatus.statusCode).toBe(400);
    expect(missingStatus.json().error.field).toBe('headers.x-device-id');
    for (const bad of ['has space', 'x'.repeat(129), 'semi;colon']) {
      const res = await trialChat(t, deviceMake({ id: bad }), ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('headers.x-device-id');
    }
    expect(await tableCount(t, 'trial_usage')).toBe(before);
  });

  it('a trial chat ignores a bearer token (charged to the trial, not the account); signed-in chat and status are unaffected', async () => {
    const account = await t.account('Robin');
    const ip = ipMake();
    const device = deviceMake();
    const signedIn = await t.call({ method: 'POST', url: '/api/chat', as: account, payload: { message: 'Hello', userId: account.uid }, headers: headersOf(device), remoteAddress: ip });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<ChatReply>().conversationId).not.toBeNull();
    expect(await usedAtIp(t, ip)).toBe(0);
    // API.md: the status answers signed-in callers too (it reads only the device facts).
    expect((await status(t, device, ip, { authorization: `Bearer ${account.idToken}` })).reason).toBe('first_time');

    const user = () => t.database.db.selectFrom('users').selectAll().where('id', '=', account.uid).executeTakeFirstOrThrow();
    const balance = (await user()).tokens_balance;
    const asTrial = await t.call({ method: 'POST', url: '/api/chat', as: account, payload: { message: 'Hello', userId: 'trial_user' }, headers: headersOf(device), remoteAddress: ip });
    expect(asTrial.statusCode).toBe(200);
    expect(asTrial.json<ChatReply>().conversationId).toBeNull();
    expect((await user()).tokens_balance).toBe(balance);
    expect(await usedAtIp(t, ip)).toBe(asTrial.json<ChatReply>().tokensUsed);
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(res.json<{ paths: Record<string, unknown> }>().paths)).toContain('/api/trial/status');
  });
});

describe('rate limits (SPEC §8 429; API.md): per IP, counted in the database', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await testAppCreate({ env: { TRIAL_TOKEN_LIMIT: String(LIMIT), TRIAL_CHAT_RATE_LIMIT: '2', TRIAL_STATUS_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await r?.close();
  });

  it('429 with SPEC’s message and retry-after once an IP is over the limit; other IPs are not; the next window allows again', async () => {
    const device = deviceMake();
    const ip = ipMake();
    for (let i = 0; i < 3; i += 1) await status(r, device, ip);
    const limited = await r.app.inject({ method: 'GET', url: '/api/trial/status', remoteAddress: ip, headers: headersOf(device) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: MESSAGES.rateLimited } });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Rotating the device id does not help: the limit is per IP.
    expect((await r.app.inject({ method: 'GET', url: '/api/trial/status', remoteAddress: ip, headers: headersOf(deviceMake()) })).statusCode).toBe(429);
    await status(r, device, ipMake());

    expect((await trialChat(r, device, ip)).statusCode).toBe(200);
    expect((await trialChat(r, deviceMake(), ip)).statusCode).toBe(200);
    const chatLimited = await trialChat(r, deviceMake(), ip);
    expect(chatLimited.statusCode).toBe(429);
    expect(chatLimited.json()).toEqual({ error: { code: 'rate_limited', message: MESSAGES.rateLimited } });
    expect(Number(chatLimited.headers['retry-after'])).toBeGreaterThan(0);

    r.clock.now = new Date(r.clock.now.getTime() + 61_000);
    await status(r, device, ip);
    expect((await trialChat(r, device, ip)).statusCode).toBe(200);
  });

  it('the counters live in Postgres: a second API copy on the same database sees them', async () => {
    const verifier: TokenVerifier = { verify: () => Promise.reject(new Error('no sign-in in this test')), close: async () => undefined };
    const copy = await buildApp({
      config: configFromEnv({ NODE_ENV: 'test', TRIAL_CHAT_RATE_LIMIT: '2', TRIAL_STATUS_RATE_LIMIT: '3' }),
      version: '0.0.0-test',
      db: r.database.db,
      databaseKind: r.database.kind,
      verifier,
      mailer: { send: async () => undefined, close: () => undefined },
      now: () => r.clock.now,
    });
    try {
      const device = deviceMake();
      const ip = ipMake();
      await status(r, device, ip);
      await status(r, device, ip);
      const third = await copy.inject({ method: 'GET', url: '/api/trial/status', remoteAddress: ip, headers: headersOf(device) });
      expect(third.statusCode).toBe(200);
      const fourth = await copy.inject({ method: 'GET', url: '/api/trial/status', remoteAddress: ip, headers: headersOf(device) });
      expect(fourth.statusCode).toBe(429);
      expect((await r.app.inject({ method: 'GET', url: '/api/trial/status', remoteAddress: ip, headers: headersOf(device) })).statusCode).toBe(429);
    } finally {
      await copy.close();
    }
  });

  it('signed-in chat is not rate-limited by the trial limit', async () => {
    const account = await r.account('Sky');
    const ip = ipMake();
    for (let i = 0; i < 4; i += 1) {
      const res = await r.call({ method: 'POST', url: '/api/chat', as: account, payload: { message: 'Hello', userId: account.uid }, remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('TRUST_PROXY: the IP the server sees', () => {
  it('parses false (default), true, a hop count and a list of IPs/CIDRs; names a bad value; TRIAL_TOKEN_LIMIT must be positive', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({}).trial.tokenLimit).toBe(100_000);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => configFromEnv({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => configFromEnv({ TRIAL_TOKEN_LIMIT: '0' })).toThrow(/TRIAL_TOKEN_LIMIT/);
    expect(() => configFromEnv({ TRIAL_TOKEN_LIMIT: 'lots' })).toThrow(/TRIAL_TOKEN_LIMIT/);
  });

  describe('behind a trusted proxy', () => {
    // `t` (above) is the default app: TRUST_PROXY unset.
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await testAppCreate({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    });
    afterAll(async () => {
      await proxied?.close();
    });

    it('by default X-Forwarded-For is ignored (the socket address keys the record); with a trusted proxy it is believed', async () => {
      const device = deviceMake();
      const forged = { 'x-forwarded-for': '192.0.2.99' };
      expect((await trialChat(t, device, '10.1.2.3', {}, forged)).statusCode).toBe(200);
      expect((await t.database.db.selectFrom('trial_usage').select('ip_address').where('device_id', '=', device.id).executeTakeFirstOrThrow()).ip_address).toBe('10.1.2.3');
      expect((await trialChat(proxied, device, '10.1.2.3', {}, forged)).statusCode).toBe(200);
      expect((await proxied.database.db.selectFrom('trial_usage').select('id').where('device_id', '=', device.id).executeTakeFirstOrThrow()).id).toBe(`${device.id}_192.0.2.99`);
      // A client that is not a trusted proxy cannot choose its IP.
      const direct = deviceMake();
      expect((await trialChat(proxied, direct, '198.51.100.20', {}, forged)).statusCode).toBe(200);
      expect((await proxied.database.db.selectFrom('trial_usage').select('ip_address').where('device_id', '=', direct.id).executeTakeFirstOrThrow()).ip_address).toBe('198.51.100.20');
    });
  });
});
