import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { errorBody, type CheckoutResult, type ErrorCode, type TokenBalance, type TokenPackageList } from '@grove/api-contract';
import { apiEventChannelCreate, type ApiEvent } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';
import { tokenBalanceSample, tokenPackagesSample } from './tokenSamples.fixture';

/** One request the loopback API received. */
export interface TokenApiSeen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the loopback API answers from; tests change it between requests. */
export interface TokenApiState {
  /** The one account the API knows. */
  userId: string;
  balance: TokenBalance;
  packages: TokenPackageList;
}

/** A canned answer for the next request to one route, e.g. `'GET /api/tokens/u1'`. */
export interface TokenApiReply {
  status: number;
  body?: unknown;
}

/**
 * A real HTTP server on loopback that speaks the token routes of SPEC §7 the way apps/api does: the
 * balance, the packages, and a checkout that credits at once (`dev`) or answers `pending` with a
 * checkout URL (`stripe`). The base query's fetch, headers, retries and status handling run for real.
 */
export interface TokenApiServer {
  origin: string;
  seen: TokenApiSeen[];
  state: TokenApiState;
  /** Answers the next request to `route` ('METHOD /path') with `reply` instead of the state. */
  replyNext(route: string, reply: TokenApiReply): void;
  /** Holds the next request to `route` until the returned function is called. */
  holdNext(route: string): () => void;
  /** Spends tokens as a chat reply would: the balance drops and today's use grows. */
  charge(tokens: number): void;
  /** Forgets the requests seen and canned replies, and starts from `state`. */
  reset(state?: Partial<TokenApiState>): void;
  close(): Promise<void>;
}

function stateInitial(overrides: Partial<TokenApiState> = {}): TokenApiState {
  return { userId: 'u1', balance: tokenBalanceSample(), packages: tokenPackagesSample('dev'), ...overrides };
}

function failure(status: number, code: ErrorCode, message: string): TokenApiReply {
  return { status, body: errorBody(code, message) };
}

/** Starts the loopback token API on a free port. */
export async function tokenApiServerStart(): Promise<TokenApiServer> {
  const replies = new Map<string, TokenApiReply[]>();
  const holds = new Map<string, Promise<void>>();
  let purchases = 0;

  const api: TokenApiServer = {
    origin: '',
    seen: [],
    state: stateInitial(),
    replyNext(route, reply) {
      replies.set(route, [...(replies.get(route) ?? []), reply]);
    },
    holdNext(route) {
      let release = (): void => undefined;
      holds.set(route, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    charge(tokens) {
      const { balance } = api.state;
      api.state.balance = tokenBalanceSample({
        ...balance,
        balance: balance.balance - tokens,
        tokensUsedToday: balance.tokensUsedToday + tokens,
        tokensUsedThisMonth: balance.tokensUsedThisMonth + tokens,
      });
    },
    reset(state) {
      api.seen = [];
      api.state = stateInitial(state);
      replies.clear();
      holds.clear();
      purchases = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function answer(method: string, path: string, body: unknown): TokenApiReply {
    const { state } = api;
    if (method === 'GET' && path === `/api/tokens/${encodeURIComponent(state.userId)}`) return { status: 200, body: state.balance };
    if (method === 'GET' && path.startsWith('/api/tokens/')) return failure(403, 'forbidden', 'That account is not yours.');
    if (method === 'GET' && path === '/api/token-packages') return { status: 200, body: state.packages };
    if (method === 'POST' && path === '/api/token-packages/checkout') {
      const { package_id: packageId, user_id: userId } = (body ?? {}) as { package_id?: string; user_id?: string };
      if (userId !== state.userId) return failure(403, 'forbidden', 'That account is not yours.');
      const pkg = state.packages.packages.find((item) => item.id === packageId);
      if (!pkg) return failure(404, 'not_found', 'body.package_id: no such token package');
      purchases += 1;
      const purchaseId = `purchase-${purchases}`;
      if (state.packages.provider === 'stripe') {
        const pending: CheckoutResult = {
          provider: 'stripe',
          purchaseId,
          status: 'pending',
          checkoutUrl: `https://checkout.stripe.test/c/pay/${purchaseId}`,
          tokensAdded: 0,
          balance: state.balance.balance,
        };
        return { status: 200, body: pending };
      }
      state.balance = tokenBalanceSample({ ...state.balance, balance: state.balance.balance + pkg.tokens });
      const credited: CheckoutResult = { provider: 'dev', purchaseId, status: 'credited', checkoutUrl: null, tokensAdded: pkg.tokens, balance: state.balance.balance };
      return { status: 200, body: credited };
    }
    return failure(404, 'not_found', `No route ${method} ${path}`);
  }

  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const method = req.method ?? '';
        const url = req.url ?? '';
        const body: unknown = text ? JSON.parse(text) : undefined;
        api.seen.push({ method, url, headers: req.headers, body });
        const route = `${method} ${url}`;
        const hold = holds.get(route);
        if (hold) {
          holds.delete(route);
          await hold;
        }
        const queued = replies.get(route)?.shift();
        const reply = queued ?? answer(method, url, body);
        if (reply.body === undefined) {
          res.writeHead(reply.status).end();
          return;
        }
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

/** A store built as the web app builds it (combineSlices with the one base API), talking to `server`. */
export function tokenStoreCreate(server: TokenApiServer, events: ApiEvent[] = []) {
  const channel = apiEventChannelCreate();
  channel.subscribe((event) => events.push(event));
  groveApiConfigure({
    baseUrl: server.origin,
    identity: async () => ({ idToken: 'token-u1', activeRole: 'family_member', childId: null }),
    events: channel,
  });
  return configureStore({
    reducer: combineSlices(groveApi),
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
}

/** The store type of {@link tokenStoreCreate}. */
export type TokenTestStore = ReturnType<typeof tokenStoreCreate>;
