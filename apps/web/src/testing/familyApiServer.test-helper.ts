// The web app's page tests talk to the real API here, not to a stand-in that re-implements its rules:
// apps/api's buildApp on loopback over an in-memory PGlite, so every status, message and response
// shape a page sees is one the API really sends (its routes serialize through api-contract's schemas).
// Importing the API app from a web test crosses the app boundary on purpose, for tests only: this file
// is a *.test-helper.ts, excluded from the web build (tsconfig.app.json), so nothing of the server
// reaches the browser bundle.
/* eslint-disable @nx/enforce-module-boundaries -- test-only: page tests run against the real API app */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { cleanup, configure } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  CONSENT_CURRENT_VERSIONS,
  ChildSchema,
  ErrorBodySchema,
  PinVerifyResultSchema,
  UserSchema,
  type Child,
  type ErrorBody,
} from '@grove/api-contract';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import { sessionIdentityRead } from '@grove/session-family/react';
import { buildApp } from '../../../api/src/app';
import { configFromEnv } from '../../../api/src/config';
import { databaseOpen, type OpenDatabase } from '../../../api/src/db/database';
import type { TokenVerifier } from '../../../api/src/services/tokenVerifier';
/* eslint-enable @nx/enforce-module-boundaries */
import { authClientMemoryCreate, type AuthClientMemory } from '../app/auth/authClientMemory';
import { authControllerCreate, type AuthController } from '../app/auth/authController';
import { authSignedIn } from '../app/authSlice';
import { makeStore, type AppStore } from '../app/store';

/** The SHA-256 of a text as lowercase hex, as the browser sends a PIN. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A family to create through the real API before a page renders: PINs are given as typed. */
export interface FamilySeed {
  displayName: string;
  /** The parent PIN as typed; none is set when null or missing. */
  parentPin?: string | null;
  children?: Array<{ displayName: string; age: number; avatar?: string; pin: string }>;
  /**
   * Whether the parent has agreed to the child privacy notice (issue 18: the API adds no child without
   * it). True unless a test of the consent step says otherwise; seeded children need it.
   */
  childPrivacyConsent?: boolean;
  /**
   * Whether the account holds the admin role (issue 20's admin pages), set in the database as
   * `npm run grant-admin` does: no API call grants the first admin.
   */
  admin?: boolean;
}

/** One request the page sent, as the API received it (header names lower case). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/** A failure the API could send (an error body of api-contract), planned for one request. */
export interface PlannedFailure {
  status: number;
  body: ErrorBody;
}

/** A planned failure, or `'network'`: the connection drops before any answer (the browser's fetch fails). */
export type PlannedFailureOrNetwork = PlannedFailure | 'network';

/** What a page test gets: a signed-in store whose base API points at the real API, and ways to look. */
export interface SignedInFamily {
  /** The parent's account id (a fresh one per test, so tests in a file share nothing). */
  uid: string;
  /** A store built like the app's, with the parent signed in as the API describes them. */
  store: AppStore;
  /** The id the API gave a seeded child, by display name. */
  childId(displayName: string): string;
  /** Every request the page sent, in order (the helper's own seeding and checks are left out). */
  requests: RecordedRequest[];
  /**
   * Points the app's base API at this account again: a test that shows two accounts' pages in turn
   * (issue 20: an admin reads a conversation, then the family sees it in their settings).
   */
  actAs(): void;
  /** Whether the API now accepts this parent PIN (asked the way the browser asks: by digest). */
  parentPinAccepts(pin: string): Promise<boolean>;
  /** Whether the API now accepts this PIN for the named child. */
  childPinAccepts(displayName: string, pin: string): Promise<boolean>;
  /** The family's children as the API lists them now. */
  children(): Promise<Child[]>;
  /** Deletes a seeded child through the API, as the parent could on another device. */
  removeChild(displayName: string): Promise<void>;
  /**
   * Calls the API as this parent (or, with `asChild`, as that child's profile: the parent's token with
   * X-Active-Role child_user and X-Child-Id), to seed data or check what the page did. Throws on an
   * error status.
   */
  apiCall(method: string, path: string, body?: unknown, options?: { asChild?: string }): Promise<unknown>;
  /**
   * The API's own error answer to a request of this parent (sent by the helper, not the page): a
   * failure for {@link SignedInFamily.failNext} that the page's form would never let a user send.
   */
  errorReplyTo(method: string, path: string, body?: unknown): Promise<PlannedFailure>;
  /**
   * Answers the page's next request of this method whose path matches with `failure` instead of the
   * API (for outages the real API cannot be made to have on cue). The body must be an api-contract
   * error body, so a page is never tested against a reply the API could not send. `'network'` drops the
   * connection without an answer (the browser's fetch fails).
   */
  failNext(method: string, path: RegExp, failure: PlannedFailureOrNetwork): void;
  /**
   * An auth controller for pages that ask for the account password again (issue 18's parent PIN
   * reset): its in-memory provider knows this parent with `password`, and each successful
   * re-authentication makes the API see a sign-in from that moment (the ID token's `auth_time`), as
   * Firebase's next token would. The base API keeps this helper's identity.
   */
  authController(password: string): AuthController;
  /** How many times the parent re-authenticated through {@link SignedInFamily.authController}. */
  reauthentications(): number;
  /**
   * Where the API listens (`http://127.0.0.1:{port}`): a page that calls it on its own origin (the
   * chat's stream, `''` + `/api/chat`, which the web server forwards) is pointed here by its test.
   */
  apiBaseUrl: string;
}

/**
 * A visitor who makes an account during the test (issue 19's referral sign-up): a signed-out store
 * whose base API points at the same API, with an auth controller over an in-memory provider whose
 * sign-ups the API accepts as new accounts.
 */
export interface Newcomer {
  store: AppStore;
  controller: AuthController;
  client: AuthClientMemory;
  /** Every request the page sent, in order (shared with the file's other accounts). */
  requests: RecordedRequest[];
  /** As {@link SignedInFamily.failNext}; `'network'` drops the connection instead of answering. */
  failNext(method: string, path: RegExp, failure: PlannedFailureOrNetwork): void;
  /** The uid of the account the newcomer made (throws before the sign-up). */
  uid(): string;
  /** Calls the API as the account the newcomer made (after the sign-up), to check what the page did. */
  apiCall(method: string, path: string, body?: unknown): Promise<unknown>;
}

/** The family API server of one test file. */
export interface FamilyApiServer {
  /** Creates a family through the API, points the app's base API at it and signs its parent in. */
  signedIn(seed: FamilySeed): Promise<SignedInFamily>;
  /** A signed-out visitor who may sign up; points the app's base API at the API through their controller. */
  newcomer(): Newcomer;
}

// The Auth emulator does not run in unit tests, so ID tokens are stood in for: the one seam the API
// takes from outside (buildApp's `verifier`). Everything behind it - user rows, roles, X-Child-Id
// checks, PIN hashing and lockout - is the API's own code.
const TOKEN_PREFIX = 'test-id-token:';
// The in-memory sign-in provider's tokens (`token-{uid}`, `token-{uid}.{refreshes}`), for a page that
// takes its identity from an auth controller (SignedInFamily.authController), such as the chat's stream.
const MEMORY_TOKEN = /^token-(.+?)(?:\.\d+)?$/;

/** How long starting the API may take (the API suite allows its hooks as long). */
const SERVER_START_TIMEOUT_MS = 60_000;

/** How long `findBy…` and `waitFor` wait for the page to show the API's answer. */
// Generous: in CI the whole workspace tests in parallel on two cores, and an answer that takes longer
// than a few seconds there is load, not a fault (a test still fails when the answer never comes).
const ANSWER_TIMEOUT_MS = 10_000;

function tokenVerifierForTests(names: ReadonlyMap<string, string>, signedInAt: ReadonlyMap<string, Date>, newcomerName: (uid: string) => string | undefined): TokenVerifier {
  return {
    async verify(idToken) {
      const uid = idToken.startsWith(TOKEN_PREFIX) ? idToken.slice(TOKEN_PREFIX.length) : (MEMORY_TOKEN.exec(idToken)?.[1] ?? '');
      const name = names.get(uid) ?? newcomerName(uid);
      if (name === undefined) throw new Error('not an ID token of this test file');
      // auth_time: when the parent last entered their password (an ID token says; null until a re-authentication).
      return { uid, email: `${uid}@example.com`, emailVerified: true, name, authTime: signedInAt.get(uid) ?? null };
    },
    close: async () => undefined,
  };
}

function headerRecord(headers: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}

/**
 * For one test file: starts the real API (buildApp, listening on 127.0.0.1:0, fresh in-memory
 * PGlite) before the tests and closes it after; clears browser storage before each test and the DOM
 * after. Each `signedIn` makes a new account, so tests never see each other's families.
 */
export function familyApiServerUse(): FamilyApiServer {
  // A real round trip hashes PINs (scrypt) and writes PGlite: with two cores shared by parallel test
  // files an answer can take seconds, longer than Testing Library's 1 s default wait.
  configure({ asyncUtilTimeout: ANSWER_TIMEOUT_MS });
  let app: FastifyInstance | undefined;
  let database: OpenDatabase | undefined;
  let baseUrl = '';
  // Each account's display name, as its ID token would carry it.
  const names = new Map<string, string>();
  // When each account last entered its password (re-authenticated), as its ID token's auth_time would say.
  const signedInAt = new Map<string, Date>();
  // Requests the helper makes itself are not the page's: they are neither recorded nor failed.
  let helperCalling = false;
  let recorded: RecordedRequest[] = [];
  let planned: Array<{ method: string; path: RegExp; failure: PlannedFailureOrNetwork }> = [];
  // The in-memory providers of newcomers: an account one of them made is an account the API accepts.
  const newcomerClients: AuthClientMemory[] = [];
  function newcomerName(uid: string): string | undefined {
    for (const client of newcomerClients) {
      const account = client.accounts.find((candidate) => candidate.uid === uid);
      if (account) return account.displayName ?? '';
    }
    return undefined;
  }

  beforeAll(async () => {
    const opened = await databaseOpen({ dataDir: 'memory://' });
    database = opened;
    const started = await buildApp({
      config: configFromEnv({ NODE_ENV: 'test', MENTOR_STREAM_DELAY_MS: '0' }),
      version: '0.0.0-web-test',
      db: opened.db,
      databaseKind: opened.kind,
      verifier: tokenVerifierForTests(names, signedInAt, newcomerName),
      mailer: { send: async () => undefined, close: () => undefined },
    });
    // preValidation: the body is parsed, nothing of the route has run yet.
    started.addHook('preValidation', async (request, reply) => {
      if (helperCalling) return;
      const path = request.url.split('?')[0] ?? '';
      recorded.push({ method: request.method, path, headers: headerRecord(request.headers), body: request.body });
      const index = planned.findIndex((plan) => plan.method === request.method && plan.path.test(path));
      const plan = index === -1 ? undefined : planned.splice(index, 1)[0];
      if (plan === undefined) return;
      if (plan.failure === 'network') {
        // The connection drops with no answer, as when the network goes away mid-request.
        reply.hijack();
        request.raw.socket.destroy();
        return;
      }
      return reply.code(plan.failure.status).send(plan.failure.body);
    });
    await started.listen({ host: '127.0.0.1', port: 0 });
    app = started;
    baseUrl = `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`;
    // Opening PGlite and running the migrations takes seconds on a busy 2-core machine.
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    recorded = [];
    planned = [];
  });
  afterEach(cleanup);

  async function call(uid: string, method: string, path: string, body?: unknown, childId?: string): Promise<{ status: number; json: unknown }> {
    if (!app) throw new Error('the API did not start');
    helperCalling = true;
    try {
      const child = childId === undefined ? {} : { 'x-active-role': 'child_user', 'x-child-id': childId };
      // A newcomer's account is known by its provider's token; a seeded family's by the helper's own.
      const token = names.has(uid) ? `${TOKEN_PREFIX}${uid}` : `token-${uid}`;
      const response = await app.inject({
        method: method as 'GET',
        url: path,
        headers: { authorization: `Bearer ${token}`, ...child },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      return { status: response.statusCode, json: response.body === '' ? undefined : response.json() };
    } finally {
      helperCalling = false;
    }
  }

  async function callOk(uid: string, method: string, path: string, body?: unknown, childId?: string): Promise<unknown> {
    const { status, json } = await call(uid, method, path, body, childId);
    if (status >= 300) throw new Error(`seeding ${method} ${path} failed: ${status} ${JSON.stringify(json)}`);
    return json;
  }

  async function pinAccepts(uid: string, path: string, pin: string): Promise<boolean> {
    const { status, json } = await call(uid, 'POST', path, { pin: sha256Hex(pin) });
    return status === 200 && PinVerifyResultSchema.parse(json).verified;
  }

  return {
    newcomer() {
      const client = authClientMemoryCreate({ uidPrefix: `newcomer-${newcomerClients.length + 1}` });
      newcomerClients.push(client);
      const store = makeStore();
      const controller = authControllerCreate({
        store,
        loadClient: async () => client,
        hintStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
        sessionIdentity: sessionIdentityRead,
        sessionClear: () => undefined,
        now: () => Date.now(),
        schedule: (callback, ms) => {
          const timer = setTimeout(callback, ms);
          return () => clearTimeout(timer);
        },
      });
      groveApiConfigure({ baseUrl, identity: (options) => controller.identity(options), events: apiEventChannelCreate() });
      controller.start();
      function uid(): string {
        const made = client.accounts[0];
        if (!made) throw new Error('the newcomer has not signed up yet');
        return made.uid;
      }
      return {
        store,
        controller,
        client,
        get requests() {
          return recorded;
        },
        failNext(method, path, failure) {
          planned.push({ method, path, failure: failure === 'network' ? 'network' : { status: failure.status, body: ErrorBodySchema.parse(failure.body) } });
        },
        uid,
        apiCall: (method, path, body) => callOk(uid(), method, path, body),
      };
    },
    async signedIn(seed) {
      const uid = `parent-${names.size + 1}`;
      names.set(uid, seed.displayName);
      const users = `/api/users/${uid}`;
      if (seed.parentPin) await callOk(uid, 'PUT', `${users}/parent-pin`, { pin: sha256Hex(seed.parentPin) });
      if (seed.childPrivacyConsent !== false) {
        await callOk(uid, 'POST', `${users}/consents`, { kind: 'child_privacy_notice', granted: true, policyVersion: CONSENT_CURRENT_VERSIONS.child_privacy_notice });
      }
      const childIds = new Map<string, string>();
      for (const child of seed.children ?? []) {
        const created = ChildSchema.parse(
          await callOk(uid, 'POST', `${users}/children`, {
            displayName: child.displayName,
            age: child.age,
            avatar: child.avatar ?? null,
            pin: sha256Hex(child.pin),
          }),
        );
        childIds.set(child.displayName, created.id);
      }
      if (seed.admin) {
        // The account row exists once the API has seen the parent (the consent above, or this read).
        await callOk(uid, 'GET', users);
        await database?.db.updateTable('users').set({ is_admin: true }).where('id', '=', uid).execute();
      }
      const user = UserSchema.parse(await callOk(uid, 'GET', users));

      function actAs(): void {
        groveApiConfigure({
          baseUrl,
          identity: async () => ({ idToken: `${TOKEN_PREFIX}${uid}`, ...sessionIdentityRead() }),
          events: apiEventChannelCreate(),
        });
      }
      actAs();
      const store = makeStore();
      store.dispatch(authSignedIn(user));
      let reauthenticated = 0;

      function childId(displayName: string): string {
        const id = childIds.get(displayName);
        if (id === undefined) throw new Error(`no seeded child named ${displayName}`);
        return id;
      }
      return {
        uid,
        store,
        childId,
        get requests() {
          return recorded;
        },
        actAs,
        parentPinAccepts: (pin) => pinAccepts(uid, `${users}/parent-pin/verify`, pin),
        childPinAccepts: (displayName, pin) => pinAccepts(uid, `/api/children/${childId(displayName)}/pin/verify`, pin),
        children: async () => ChildSchema.array().parse(await callOk(uid, 'GET', `${users}/children`)),
        removeChild: async (displayName) => void (await callOk(uid, 'DELETE', `/api/children/${childId(displayName)}`)),
        apiCall: (method, path, body, options) => callOk(uid, method, path, body, options?.asChild),
        async errorReplyTo(method, path, body) {
          const { status, json } = await call(uid, method, path, body);
          if (status < 400) throw new Error(`${method} ${path} succeeded (${status}): no error to plan`);
          return { status, body: ErrorBodySchema.parse(json) };
        },
        failNext(method, path, failure) {
          planned.push({ method, path, failure: failure === 'network' ? 'network' : { status: failure.status, body: ErrorBodySchema.parse(failure.body) } });
        },
        authController(password) {
          const client = authClientMemoryCreate({
            accounts: [{ uid, email: `${uid}@example.com`, password, displayName: seed.displayName }],
            signedInUid: uid,
            onReauthenticated: (who) => {
              reauthenticated += 1;
              signedInAt.set(who, new Date());
            },
          });
          const controller = authControllerCreate({
            store,
            loadClient: async () => client,
            hintStorage: { getItem: () => '1', setItem: () => undefined, removeItem: () => undefined },
            sessionIdentity: sessionIdentityRead,
            sessionClear: () => undefined,
            now: () => Date.now(),
            schedule: (callback, ms) => {
              const timer = setTimeout(callback, ms);
              return () => clearTimeout(timer);
            },
          });
          // The provider loads and reports the signed-in parent, as it does in the app after sign-in.
          controller.preload();
          return controller;
        },
        reauthentications: () => reauthenticated,
        apiBaseUrl: baseUrl,
      };
    },
  };
}
