import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { errorBody, type CheckoutResult, type ErrorCode, type TokenBalance, type TokenPackageList } from '@grove/api-contract';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';
import { tokenBalanceSample, tokenPackagesSample } from './tokenSamples.fixture';

/** An error answer of the pretend API: `{ error: { code, message } }` with a status. */
export interface TokenStoryFailure {
  status: number;
  code: ErrorCode;
  message: string;
}

/** What the pretend API of a preview answers. `'loading'` never answers. */
export interface TokenStoryBackendState {
  balance?: TokenBalance | 'loading' | TokenStoryFailure;
  packages?: TokenPackageList | 'loading' | TokenStoryFailure;
  /** How a checkout ends: credited (dev) or pending with a checkout URL (stripe), as the provider says, or a failure. */
  checkout?: 'provider' | TokenStoryFailure;
  /** How long a checkout takes, so the pending state shows; defaults to 400 ms. */
  checkoutDelayMs?: number;
}

// Requests of previews go to this origin, which the pretend API answers inside the page: previews
// need no server. Every other request goes to the real fetch.
const STORY_ORIGIN = 'https://token-api.preview.invalid';

let current: TokenStoryBackendState = {};
let realFetch: typeof fetch | null = null;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function failed(failure: TokenStoryFailure): Response {
  return json(failure.status, errorBody(failure.code, failure.message));
}

function never(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

async function storyAnswer(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const state = current;
  const answer = request.method === 'GET' && path.startsWith('/api/tokens/') ? state.balance : request.method === 'GET' && path === '/api/token-packages' ? state.packages : null;
  if (answer !== null) {
    if (answer === undefined) return json(404, errorBody('not_found', 'This preview has no answer for that.'));
    if (answer === 'loading') return never(request.signal);
    return 'status' in answer ? failed(answer) : json(200, answer);
  }
  if (request.method === 'POST' && path === '/api/token-packages/checkout') {
    await wait(state.checkoutDelayMs ?? 400);
    if (typeof state.checkout === 'object') return failed(state.checkout);
    const { package_id: packageId } = (await request.json()) as { package_id: string };
    const list = typeof state.packages === 'object' && !('status' in state.packages) ? state.packages : tokenPackagesSample();
    const pkg = list.packages.find((item) => item.id === packageId);
    if (!pkg) return failed({ status: 404, code: 'not_found', message: 'body.package_id: no such token package' });
    const balance = typeof state.balance === 'object' && !('status' in state.balance) ? state.balance : tokenBalanceSample();
    if (list.provider === 'stripe') {
      const pending: CheckoutResult = {
        provider: 'stripe',
        purchaseId: 'preview-purchase',
        status: 'pending',
        checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_preview',
        tokensAdded: 0,
        balance: balance.balance,
      };
      return json(200, pending);
    }
    const after = tokenBalanceSample({ ...balance, balance: balance.balance + pkg.tokens });
    current = { ...state, balance: after };
    const credited: CheckoutResult = { provider: 'dev', purchaseId: 'preview-purchase', status: 'credited', checkoutUrl: null, tokensAdded: pkg.tokens, balance: after.balance };
    return json(200, credited);
  }
  return json(404, errorBody('not_found', `No route ${request.method} ${path}`));
}

function storyFetchInstall(): void {
  if (realFetch !== null) return;
  const original = globalThis.fetch.bind(globalThis);
  realFetch = original;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(STORY_ORIGIN) ? storyAnswer(request) : original(input, init);
  };
}

/** Props of {@link TokenStoryBackend}. */
export interface TokenStoryBackendProps {
  state: TokenStoryBackendState;
  children: ReactNode;
}

/**
 * Gives a preview its own store (built as the web app builds it) whose base API talks to a pretend
 * token API answering from `state`, so previews show every state, and buy, without a server.
 */
export function TokenStoryBackend({ state, children }: TokenStoryBackendProps) {
  const [store] = useState(() => {
    storyFetchInstall();
    current = state;
    groveApiConfigure({
      baseUrl: STORY_ORIGIN,
      identity: async () => ({ idToken: 'preview-token', activeRole: 'family_member', childId: null }),
      events: apiEventChannelCreate(),
    });
    return configureStore({
      reducer: combineSlices(groveApi),
      middleware: (getDefault) => getDefault().concat(groveApi.middleware),
    });
  });
  return <Provider store={store}>{children}</Provider>;
}

/** A Storybook decorator that wraps the story in a {@link TokenStoryBackend} answering from `state`. */
export function withTokenStoryBackend(state: TokenStoryBackendState) {
  return function TokenStoryBackendDecorator(Story: () => ReactNode) {
    return (
      <TokenStoryBackend state={state}>
        <Story />
      </TokenStoryBackend>
    );
  };
}
