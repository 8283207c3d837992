import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import { sessionIdentityRead } from '@grove/session-family/react';
import { authSignedIn } from '../../app/authSlice';
import { makeStore, type AppStore } from '../../app/store';
import { familyApiFakeCreate, type FamilyApiFake, type FamilyApiFakeSeed } from './familyApiFake';

/** The SHA-256 of a text as lowercase hex, as the browser sends a PIN. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** What a family page test gets: a signed-in store talking to the fake family API over loopback. */
export interface FamilyTestServer {
  /** Creates the family fake from a seed, points the app's base API at it and signs its parent in. */
  signedIn(seed: FamilyApiFakeSeed, prepare?: (api: FamilyApiFake) => void): { fake: FamilyApiFake; store: AppStore };
}

/**
 * For one test file: a real HTTP server on loopback that answers with the family fake, so the app's
 * fetch, base query, headers and PIN digests run for real (only the server behind them is a
 * stand-in); browser storage is cleared before and the DOM after each test.
 */
export function familyTestServerUse(): FamilyTestServer {
  let server: Server;
  let fake: FamilyApiFake | null = null;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        if (!fake) return res.writeHead(503).end();
        const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
        const reply = fake.handle({ method: req.method ?? '', path: (req.url ?? '').split('?')[0] ?? '', headers, body: text ? JSON.parse(text) : undefined });
        if (reply.body === undefined) res.writeHead(reply.status).end();
        else res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(cleanup);

  return {
    signedIn(seed, prepare = () => undefined) {
      const created = familyApiFakeCreate(seed);
      fake = created;
      prepare(created);
      const { port } = server.address() as AddressInfo;
      groveApiConfigure({
        baseUrl: `http://127.0.0.1:${port}`,
        identity: async () => ({ idToken: 'token-1', ...sessionIdentityRead() }),
        events: apiEventChannelCreate(),
      });
      const store = makeStore();
      store.dispatch(authSignedIn(created.user()));
      return { fake: created, store };
    },
  };
}
