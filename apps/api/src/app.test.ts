import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './config';
import { mindThreadsAuto } from './services/mindThreads';
import { testAppCreate, type TestAccount, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await testAppCreate();
});
afterAll(() => t.close());

describe('GET /system/status', () => {
  it('reports version, whole seconds of uptime from the injected clock, and the database', async () => {
    const started = t.clock.now;
    t.clock.now = new Date(started.getTime() + 65_900);
    const res = await t.call({ method: 'GET', url: '/system/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: '0.0.0-test',
      uptimeSeconds: 65,
      startedAt: started.toISOString(),
      database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', healthy: true },
      mentor: { provider: 'builtin', mind: 'builtin', model: 'grove-builtin-1', server: null },
    });
  });

  it('sends security headers, on every reply and every route', async () => {
    for (const url of ['/system/status', '/api/client-config', '/api/no-such-route']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data:");
    }
  });
});

describe('GET /api/client-config', () => {
  it('tells the browser the Firebase project and the emulator the API itself uses', async () => {
    const res = await t.call({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firebase: {
        apiKey: 'fake-api-key',
        projectId: 'demo-grove',
        authDomain: 'demo-grove.firebaseapp.com',
        authEmulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
      },
    });
  });
});

describe('errors', () => {
  it('answers an unknown route with the error body', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/nothing-here' } });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const account = await t.account('json');
    const res = await t.call({
      method: 'PATCH',
      url: `/api/users/${account.uid}`,
      as: account,
      headers: { 'content-type': 'application/json' },
      payload: '{"displayName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  // Issue 22: the route fuzzer found these answered in Fastify's own shape, not the API's.
  it('answers a URL it cannot decode with a 400 error body naming the URL', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'url: not a valid URL (a broken %-escape?)', field: 'url' } });
  });

  it('answers an over-long path segment with a 400 error body naming the path', async () => {
    const res = await t.call({ method: 'GET', url: `/api/users/${'p'.repeat(5_000)}/children` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'bad_request', field: 'params' });
  });
});

describe('bodies and content types (issue 22, point 6)', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await t.account('bodies');
    expect((await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account })).statusCode).toBe(200);
  });

  it('accepts a GET, a DELETE and a body-less POST that say content-type: application/json and send no body', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account, headers: json })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/founders-club/me/code', as: account, headers: json })).statusCode).toBe(201);
    expect((await t.call({ method: 'DELETE', url: '/api/founders-club/me/code', as: account, headers: json })).statusCode).toBe(204);
    // A whitespace-only body is no body either.
    expect((await t.call({ method: 'DELETE', url: '/api/founders-club/me/code', as: account, headers: json, payload: ' \n' })).statusCode).toBe(204);
  });

  it('still refuses a missing body where one is needed, with a 400 naming the body', async () => {
    const res = await t.call({ method: 'PATCH', url: `/api/users/${account.uid}`, as: account, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'bad_request', field: 'body' });
  });

  it('answers a body over the 256 KB limit with 413 and the error body, and changes nothing', async () => {
    const before = await t.database.db.selectFrom('users').select('display_name').where('id', '=', account.uid).executeTakeFirstOrThrow();
    const res = await t.call({ method: 'PATCH', url: `/api/users/${account.uid}`, as: account, payload: { displayName: 'x'.repeat(256 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'payload_too_large', message: 'body: larger than the limit of 256 KB', field: 'body' } });
    const after = await t.database.db.selectFrom('users').select('display_name').where('id', '=', account.uid).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('answers a body in a content type the API does not read with 415 and the error body', async () => {
    const res = await t.call({ method: 'PATCH', url: `/api/users/${account.uid}`, as: account, headers: { 'content-type': 'application/xml' }, payload: '<displayName>x</displayName>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'unsupported_media_type', field: 'headers.content-type' });
  });

  it('answers JSON with a prototype key with a 400 error body', async () => {
    const res = await t.call({ method: 'PATCH', url: `/api/users/${account.uid}`, as: account, headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"isAdmin":true}}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'bad_request', field: 'body' });
  });
});

describe('API docs', () => {
  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('Grove API');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/users/{id}', '/api/users/{id}/children', '/system/status']));
    expect(doc.paths['/api/users/{id}'].patch.requestBody.content['application/json'].schema.properties).toHaveProperty('displayName');
  });
});

describe('configuration', () => {
  it('uses loopback, port 3000, PGlite in .data and the demo project by default', () => {
    expect(configFromEnv({})).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      corsOrigins: [],
      databaseUrl: null,
      firebaseProjectId: 'demo-grove',
      authEmulatorHost: null,
      smtpUrl: null,
    });
    expect(configFromEnv({}).dataDir).toMatch(/\/\.data$/);
  });

  it('mentor: auto by default, probing OPENAI_BASE_URL first, then Ollama, llama.cpp and LM Studio', () => {
    expect(configFromEnv({}).mentor).toMatchObject({
      provider: 'auto',
      probeUrls: ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:8080/v1', 'http://127.0.0.1:1234/v1'],
      probeTimeoutMs: 1500,
      probeIntervalMs: 30_000,
    });
    expect(configFromEnv({ OPENAI_BASE_URL: 'http://10.0.0.5:8000/v1/' }).mentor.probeUrls).toEqual([
      'http://10.0.0.5:8000/v1',
      'http://127.0.0.1:11434/v1',
      'http://127.0.0.1:8080/v1',
      'http://127.0.0.1:1234/v1',
    ]);
    // MENTOR_PROBE_URLS replaces the usual servers; a repeat of OPENAI_BASE_URL is probed once.
    expect(configFromEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', MENTOR_PROBE_URLS: ' http://127.0.0.1:11434/v1 , http://gpu.local:8080/v1' }).mentor.probeUrls).toEqual([
      'http://127.0.0.1:11434/v1',
      'http://gpu.local:8080/v1',
    ]);
    expect(() => configFromEnv({ MENTOR_PROBE_URLS: 'ollama' })).toThrow(/MENTOR_PROBE_URLS/);
    expect(() => configFromEnv({ MENTOR_PROBE_URLS: ' , ' })).toThrow(/MENTOR_PROBE_URLS/);
    expect(() => configFromEnv({ MENTOR_PROVIDER: 'llama' })).toThrow(/MENTOR_PROVIDER/);
    expect(() => configFromEnv({ MENTOR_PROBE_TIMEOUT_MS: '10' })).toThrow(/MENTOR_PROBE_TIMEOUT_MS/);
    expect(() => configFromEnv({ MENTOR_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/MENTOR_MODEL must be set/);
  });

  it('feature flags: the symbolic system, metrics collection and tag extraction on by default; FEATURE_FLAGS turns them off', () => {
    expect(configFromEnv({}).features).toEqual({ symbolicSystem: true, metricsCollection: true, tagExtraction: true });
    expect(configFromEnv({ FEATURE_FLAGS: ' metricsCollection=off , tagExtraction=no' }).features).toEqual({ symbolicSystem: true, metricsCollection: false, tagExtraction: false });
    expect(() => configFromEnv({ FEATURE_FLAGS: 'radarChartDisplay=off' })).toThrow(/FEATURE_FLAGS: 'radarChartDisplay=off' must be one of/);
    expect(() => configFromEnv({ FEATURE_FLAGS: 'tagExtraction=maybe' })).toThrow(/FEATURE_FLAGS/);
  });

  it('prepared statements on PostgreSQL: on by default; DATABASE_PREPARED_STATEMENTS=off switches them off', () => {
    expect(configFromEnv({}).databasePreparedStatements).toBe(true);
    expect(configFromEnv({ DATABASE_PREPARED_STATEMENTS: 'off' }).databasePreparedStatements).toBe(false);
    expect(() => configFromEnv({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });

  it('mind threads: auto by default (one per CPU but one, at most 4); MIND_THREADS takes 0–16', () => {
    expect(configFromEnv({}).mindThreads).toBe('auto');
    expect(configFromEnv({ MIND_THREADS: '0' }).mindThreads).toBe(0);
    expect(configFromEnv({ MIND_THREADS: '3' }).mindThreads).toBe(3);
    expect(() => configFromEnv({ MIND_THREADS: 'many' })).toThrow(/MIND_THREADS/);
    expect(() => configFromEnv({ MIND_THREADS: '17' })).toThrow(/MIND_THREADS/);
    expect(() => configFromEnv({ MIND_THREADS: '1.5' })).toThrow(/MIND_THREADS/);
    expect([1, 2, 8, 64].map((cpus) => mindThreadsAuto(cpus))).toEqual([0, 1, 4, 4]);
  });

  it('names the bad variable', () => {
    expect(() => configFromEnv({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => configFromEnv({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => configFromEnv({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
    expect(() => configFromEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => configFromEnv({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('moderation: the offline classifier only by default; openai defaults to OpenAI\'s endpoint and model', () => {
    expect(configFromEnv({}).moderation).toEqual({ provider: 'none', baseUrl: null, apiKey: null, model: null, timeoutMs: 5000 });
    expect(configFromEnv({ MODERATION_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-shared' }).moderation).toEqual({
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-shared',
      model: 'omni-moderation-latest',
      timeoutMs: 5000,
    });
    expect(
      configFromEnv({ MODERATION_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-shared', MODERATION_API_KEY: 'sk-mod', MODERATION_MODEL: 'omni-moderation-2024-09-26', MODERATION_TIMEOUT_MS: '800' }).moderation,
    ).toMatchObject({ apiKey: 'sk-mod', model: 'omni-moderation-2024-09-26', timeoutMs: 800 });
    // A local server speaking the protocol needs no key.
    expect(configFromEnv({ MODERATION_PROVIDER: 'openai', MODERATION_BASE_URL: 'http://127.0.0.1:8080/v1' }).moderation).toMatchObject({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: null });
    expect(configFromEnv({ MODERATION_PROVIDER: 'guard', MODERATION_BASE_URL: 'http://127.0.0.1:11434/v1', MODERATION_MODEL: 'llama-guard3:8b' }).moderation).toEqual({
      provider: 'guard',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama-guard3:8b',
      timeoutMs: 5000,
    });
  });

  it('moderation: refuses to start with a clear message when a setting is missing or bad', () => {
    expect(() => configFromEnv({ MODERATION_PROVIDER: 'guard', MODERATION_MODEL: 'llama-guard3:8b' })).toThrow(
      'Invalid configuration — MODERATION_BASE_URL must be set when MODERATION_PROVIDER=guard',
    );
    expect(() => configFromEnv({ MODERATION_PROVIDER: 'guard', MODERATION_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      'Invalid configuration — MODERATION_MODEL must be set when MODERATION_PROVIDER=guard',
    );
    expect(() => configFromEnv({ MODERATION_PROVIDER: 'openai' })).toThrow(/MODERATION_API_KEY \(or OPENAI_API_KEY\) must be set/);
    expect(() => configFromEnv({ MODERATION_PROVIDER: 'perspective' })).toThrow(/MODERATION_PROVIDER/);
    expect(() => configFromEnv({ MODERATION_PROVIDER: 'guard', MODERATION_BASE_URL: 'ftp://guard', MODERATION_MODEL: 'm' })).toThrow(/MODERATION_BASE_URL/);
    expect(() => configFromEnv({ MODERATION_TIMEOUT_MS: '50' })).toThrow(/MODERATION_TIMEOUT_MS/);
    expect(() => configFromEnv({ MODERATION_TIMEOUT_MS: '60001' })).toThrow(/MODERATION_TIMEOUT_MS/);
  });

  it('refuses to start in production with the Auth emulator configured', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production',
    );
    expect(configFromEnv({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authEmulatorHost).toBe('127.0.0.1:9099');
  });
});
