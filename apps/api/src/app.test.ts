import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, configFromEnv } from './config';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /system/status', () => {
  it('reports version and whole seconds of uptime from the injected clock', async () => {
    let clock = new Date('2026-11-22T10:00:00.000Z');
    app = await buildApp({ config: configFromEnv({}), version: '1.2.3', now: () => clock });
    clock = new Date('2026-11-22T10:01:05.900Z');
    const res = await app.inject({ method: 'GET', url: '/system/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: '1.2.3',
      uptimeSeconds: 65,
      startedAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('sends security headers', async () => {
    app = await buildApp({ config: configFromEnv({}), version: '1.0.0' });
    const res = await app.inject({ method: 'GET', url: '/system/status' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('errors', () => {
  it('answers an unknown route with the error body', async () => {
    app = await buildApp({ config: configFromEnv({}), version: '1.0.0' });
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/nothing-here' } });
  });
});

describe('configuration', () => {
  it('uses loopback and port 3000 by default', () => {
    expect(configFromEnv({})).toMatchObject({ host: '127.0.0.1', port: 3000, corsOrigins: [] });
  });

  it('names the bad variable', () => {
    expect(() => configFromEnv({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => configFromEnv({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => configFromEnv({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
  });
});
