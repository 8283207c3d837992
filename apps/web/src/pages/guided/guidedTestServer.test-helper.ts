import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import type { ChatReply, ChatRequest, Child, TokenBalance, TrialStatus } from '@grove/api-contract';
import { guidedMentorMove } from '@grove/guided-themes';
import { authClientMemoryCreate } from '../../app/auth/authClientMemory';
import { authControllerCreate, type AuthController } from '../../app/auth/authController';
import { userSample } from '../../app/auth/userSample';
import { authSignedOut } from '../../app/authSlice';
import { makeStore, type AppStore } from '../../app/store';

/** One chat request the server received: its headers and body. */
export interface GuidedChatSeen {
  headers: Record<string, unknown>;
  body: ChatRequest;
}

/** What a guided page test gets from {@link guidedTestServerUse}. */
export interface GuidedTestServer {
  /** The server's origin, the pages' `baseUrl`. */
  baseUrl(): string;
  /** Every chat request, in order. */
  readonly chats: GuidedChatSeen[];
  /** Makes the next `count` chat requests answer 503 (the mentor cannot be reached). */
  failNextChats(count: number): void;
  /** A signed-out store whose base API talks to the server anonymously (the trial). */
  signedOut(): { store: AppStore };
  /** Signs Ada in (uid `ada`, a family account with Mia, 6, when `family`); the base API sends her token. */
  signedIn(options?: { family?: boolean }): Promise<{ store: AppStore; auth: AuthController }>;
}

/** The conversation the server names in its replies to signed-in profiles. */
export const GUIDED_TEST_CONVERSATION_ID = '0b7f7a39-4a53-4b7e-9f0b-6b1c2f6f7d21';

const TRIAL: TrialStatus = { eligible: true, reason: 'active_trial', tokensUsed: 0, tokensLeft: 100_000, limit: 100_000, resetAt: null, expired: false };

const BALANCE: TokenBalance = {
  balance: 1_000_000,
  limit: 500_000,
  lastUpdated: '2026-11-22T03:00:00.000Z',
  tokensUsedToday: 0,
  tokensUsedThisMonth: 0,
  dailyTokenLimit: 500_000,
  monthlyTokenLimit: 2_000_000,
  freeAccess: false,
  userRole: 'standard_user',
  lastChatDate: null,
  dailyUsagePercentage: 0,
  isLowBalance: false,
  isNearDailyLimit: false,
};

const MIA: Child = {
  id: 'child-mia',
  parentId: 'ada',
  displayName: 'Mia',
  age: 6,
  avatar: null,
  contentMode: 'G',
  permissions: { canChat: true, canJournal: true },
  isActive: true,
  pinSet: true,
  createdAt: '2026-11-22T03:00:00.000Z',
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * For one test file: a real HTTP server on loopback that plays the API — the user document, the
 * children, the token balance, the trial status, and the chat, which answers guided turns with the
 * builtin guide as apps/api does and streams them as server-sent events. Browser storage is cleared
 * before and the DOM after each test.
 */
export function guidedTestServerUse(): GuidedTestServer {
  let server: Server;
  let origin = '';
  let unavailable = 0;
  let family = false;
  const chats: GuidedChatSeen[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const url = req.url ?? '';
        if (url.startsWith('/api/trial/status')) return json(res, 200, TRIAL);
        if (url === '/api/users/ada') {
          return json(res, 200, userSample({ id: 'ada', email: 'ada@example.com', onboardingStatus: true, children: family ? [MIA.id] : [] }));
        }
        if (url === '/api/users/ada/children') return json(res, 200, family ? [MIA] : []);
        if (url === '/api/tokens/ada') return json(res, 200, BALANCE);
        if (url !== '/api/chat') return json(res, 404, { error: { code: 'not_found', message: 'Not found.' } });
        const body = JSON.parse(text) as ChatRequest;
        chats.push({ headers: req.headers, body });
        if (unavailable > 0) {
          unavailable -= 1;
          return json(res, 503, { error: { code: 'unavailable', message: 'The mentor is not answering right now. Please try again in a moment.' } });
        }
        const response = guidedMentorMove({ gameType: body.gameType ?? '', gameData: body.gameData ?? {}, message: body.message }) ?? '';
        const trial = body.userId === 'trial_user';
        const reply: ChatReply = {
          response,
          tokensUsed: 30,
          modelUsed: 'builtin',
          meta: { tone: 'gentle', reason: 'guided', ethics: 'safe', historical_symbolic_tags: [] },
          conversationId: trial ? null : GUIDED_TEST_CONVERSATION_ID,
          messageId: null,
          clientMessageId: body.clientMessageId ?? null,
          contentMode: 'G',
          stopped: false,
        };
        const cut = Math.floor(response.length / 2);
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(
          `event: token\ndata: ${JSON.stringify({ text: response.slice(0, cut) })}\n\n` +
            `event: token\ndata: ${JSON.stringify({ text: response.slice(cut) })}\n\n` +
            `event: done\ndata: ${JSON.stringify(reply)}\n\n`,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    chats.length = 0;
    unavailable = 0;
    family = false;
  });
  afterEach(cleanup);

  return {
    baseUrl: () => origin,
    chats,
    failNextChats(count) {
      unavailable = count;
    },
    signedOut() {
      groveApiConfigure({ baseUrl: origin, identity: async () => ({ idToken: null, activeRole: null, childId: null }), events: apiEventChannelCreate() });
      const store = makeStore();
      store.dispatch(authSignedOut());
      return { store };
    },
    async signedIn(options = {}) {
      family = options.family ?? false;
      const store = makeStore();
      const client = authClientMemoryCreate({ accounts: [{ uid: 'ada', email: 'ada@example.com', password: 'correct horse', displayName: 'Ada' }] });
      const auth = authControllerCreate({
        store,
        loadClient: async () => client,
        hintStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
        sessionIdentity: () => ({ activeRole: null, childId: null }),
        sessionClear: () => undefined,
        now: () => 0,
        schedule: () => () => undefined,
      });
      groveApiConfigure({ baseUrl: origin, identity: () => auth.identity(), events: apiEventChannelCreate() });
      auth.start();
      await auth.signIn('ada@example.com', 'correct horse');
      return { store, auth };
    },
  };
}
