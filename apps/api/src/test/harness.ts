import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CONSENT_CURRENT_VERSIONS, type Child, type ConsentKind } from '@grove/api-contract';
import type { MentorProvider } from '@grove/mentor';
import { buildApp } from '../app';
import { configFromEnv } from '../config';
import { databaseOpen, type OpenDatabase } from '../db/database';
import type { MailMessage, Mailer } from '../services/mailer';
import type { MentorService } from '../services/mentor';
import type { ServerTimeouts } from '../serverTimeouts';
import type { Payments } from '../services/payments';
import { tokenVerifierFirebase, type TokenVerifier } from '../services/tokenVerifier';

/** The Firebase project the tests use (a demo- project: the emulator needs no credentials). */
export const TEST_PROJECT_ID = 'demo-grove';

/** A signed-up account in the Auth emulator with a fresh ID token. */
export interface TestAccount {
  uid: string;
  email: string;
  idToken: string;
}

/** Who makes a request in a permission matrix: an account, or one of its children (`childId`), or nobody. */
export interface TestCaller {
  /** What the matrix calls this caller in a failure message. */
  label: string;
  as?: TestAccount;
  /** Acts as this child of `as` (X-Active-Role child_user + X-Child-Id). */
  childId?: string;
  headers?: Record<string, string>;
}

/** A running test app on its own fresh database. */
export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  /** The test database's URL on PostgreSQL (a second process may open it); null on PGlite. */
  databaseUrl: string | null;
  /** Mail the app sent, newest last. */
  mails: MailMessage[];
  /** A clock the test may move: `clock.now = new Date(...)`. */
  clock: { now: Date };
  /** The app's background tasks: `await t.background.idle()` before reading what they write. */
  background: FastifyInstance['background'];
  /** Signs up a new account in the emulator (with `email` when given, else a unique one from `name`). */
  account(name?: string, email?: string): Promise<TestAccount>;
  /** `app.inject` with a bearer token and optional active role / child headers. */
  call(options: InjectOptions & { as?: TestAccount; role?: string; childId?: string }): Promise<LightMyRequestResponse>;
  /** `call` as a {@link TestCaller}, with an optional JSON payload. */
  callAs(caller: TestCaller, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /**
   * Adds a child (PIN 1234) to `parent`'s family and returns it, the parent agreeing to the child
   * privacy notice first (issue 18); fails the test unless it is created.
   */
  childMake(parent: TestAccount, displayName: string, age: number, permissions?: { canChat: boolean; canJournal: boolean }): Promise<Child>;
  close(): Promise<void>;
}

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the API tests through vitest (globalSetup starts the emulator)');
  return host;
}

/** Signs up an account through the emulator's REST API and returns its ID token. */
export async function testAccountCreate(name = 'user', given?: string): Promise<TestAccount> {
  const email = given ?? `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-pass-1', returnSecureToken: true, displayName: name }),
  });
  if (!res.ok) throw new Error(`emulator signUp failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { idToken: string; localId: string };
  return { uid: body.localId, email, idToken: body.idToken };
}

/**
 * Opens a fresh database: an in-memory PGlite, or — when DATABASE_URL names a PostgreSQL server — a
 * new database on that server, dropped again on close.
 */
export async function testDatabaseOpen(): Promise<{ database: OpenDatabase; url: string | null; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await databaseOpen({ dataDir: 'memory://' }), url: null, drop: async () => undefined };
  const { default: pg } = await import('pg');
  const name = `grove_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await databaseOpen({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // The closed pool's connections may still be saying goodbye: a forced drop would kill them
        // mid-way and their "terminating connection" error would surface in the test. Wait for them.
        for (let attempt = 0; attempt < 40; attempt += 1) {
          try {
            await client.query(`drop database if exists ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006') throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** What a test may change about the app it builds. */
export interface TestAppOptions {
  /** Extra environment for `configFromEnv` (e.g. `MENTOR_STREAM_DELAY_MS`, `PAYMENTS_PROVIDER`). */
  env?: Record<string, string>;
  /** A model provider instead of the one the configuration names (builtin, no pacing, by default). */
  mentor?: MentorProvider;
  /** A mentor with its status instead (e.g. `auto`, built by the test so it can wait for the probe). */
  mentorService?: MentorService;
  /** A payment provider instead of the one the configuration names (dev by default). */
  payments?: Payments;
  /** The HTTP server's timeouts, for a test that listens (small, so a slow client is cut quickly). */
  serverTimeouts?: Partial<ServerTimeouts>;
}

/** Builds the app on a fresh database with the real token verifier against the emulator. */
export async function testAppCreate(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url: databaseUrl, drop } = await testDatabaseOpen();
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void mails.push(message), close: () => undefined };
  const verifier: TokenVerifier = tokenVerifierFirebase({ projectId: TEST_PROJECT_ID, emulatorHost: emulatorHost() });
  const clock = { now: new Date() };
  // The builtin mentor does not pace its words in tests unless a test asks for it.
  // The builtin mind, named: `auto` (the default) would use a model server that happens to run on this machine.
  const config = configFromEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), MENTOR_PROVIDER: 'builtin', MENTOR_STREAM_DELAY_MS: '0', ...options.env });
  const app = await buildApp({
    config,
    version: '0.0.0-test',
    db: database.db,
    databaseKind: database.kind,
    // The account cache, as main.ts passes it: every API test also checks that it stays in step.
    accounts: config.accountCache ? database.accounts : undefined,
    verifier,
    mailer,
    now: () => clock.now,
    mentor: options.mentor,
    mentorService: options.mentorService,
    payments: options.payments,
    serverTimeouts: options.serverTimeouts,
  });
  const call: TestApp['call'] = ({ as, role, childId, headers, ...options }) =>
    app.inject({
      ...options,
      headers: {
        ...(as ? { authorization: `Bearer ${as.idToken}` } : {}),
        ...(role ? { 'x-active-role': role } : {}),
        ...(childId ? { 'x-child-id': childId } : {}),
        ...headers,
      },
    });
  return {
    app,
    database,
    databaseUrl,
    mails,
    clock,
    background: app.background,
    account: testAccountCreate,
    call,
    callAs: (caller, method, url, payload) =>
      call({
        method,
        url,
        ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
        ...(caller.as ? { as: caller.as } : {}),
        ...(caller.childId ? { role: 'child_user', childId: caller.childId } : {}),
        ...(caller.headers ? { headers: caller.headers } : {}),
      }),
    childMake: async (parent, displayName, age, permissions) => {
      await testConsentGive({ call }, parent);
      const res = await call({
        method: 'POST',
        url: `/api/users/${parent.uid}/children`,
        as: parent,
        payload: { displayName, age, pin: createHash('sha256').update('1234').digest('hex'), ...(permissions ? { permissions } : {}) },
      });
      if (res.statusCode !== 201) throw new Error(`childMake: ${String(res.statusCode)} ${res.body}`);
      return res.json<Child>();
    },
    close: async () => {
      await app.close();
      await verifier.close();
      await database.close();
      await drop();
    },
  };
}

/** Parses a server-sent events body into its events, in order. */
export function sseEvents(body: string): Array<{ event: string; data: unknown }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim().length > 0)
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

/**
 * Records `parent`'s consent of `kind` at its current version (issue 18), as the parent does on the
 * page: the child privacy notice before adding a child, the external model consent before a child's
 * turns may reach a model server. Throws unless it is recorded.
 */
export async function testConsentGive(t: Pick<TestApp, 'call'>, parent: TestAccount, kind: ConsentKind = 'child_privacy_notice', granted = true): Promise<void> {
  const res = await t.call({
    method: 'POST',
    url: `/api/users/${parent.uid}/consents`,
    as: parent,
    payload: { kind, granted, policyVersion: CONSENT_CURRENT_VERSIONS[kind] },
  });
  if (res.statusCode !== 201) throw new Error(`consentGive: ${String(res.statusCode)} ${res.body}`);
}
