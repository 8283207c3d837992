import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groveApi } from '@grove/api-client/react';
import { tokenApi, tokenApiErrorMessage, tokenBalanceRefresh } from './tokenApi';
import { tokenApiServerStart, tokenStoreCreate, type TokenApiServer, type TokenTestStore } from './tokenApiServer.fixture';
import { tokenBalanceSample, tokenPackagesSample } from './tokenSamples.fixture';

let server: TokenApiServer;

beforeAll(async () => {
  server = await tokenApiServerStart();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function settled(store: TokenTestStore): Promise<void> {
  await Promise.all(store.dispatch(groveApi.util.getRunningQueriesThunk()));
}

describe('tokenApi', () => {
  it('reads a balance from GET /api/tokens/{userId} with the bearer token', async () => {
    server.reset({ userId: 'u 1' });
    const store = tokenStoreCreate(server);
    const result = await store.dispatch(tokenApi.endpoints.tokenBalance.initiate('u 1'));
    expect(result.data).toEqual(tokenBalanceSample());
    expect(server.seen[0]).toMatchObject({ method: 'GET', url: '/api/tokens/u%201' });
    expect(server.seen[0]?.headers).toMatchObject({ authorization: 'Bearer token-u1', 'x-active-role': 'family_member' });
  });

  it('lists the packages without sending the bearer token (SPEC §7)', async () => {
    const store = tokenStoreCreate(server);
    const result = await store.dispatch(tokenApi.endpoints.tokenPackages.initiate());
    expect(result.data).toEqual(tokenPackagesSample('dev'));
    expect(server.seen[0]).toMatchObject({ method: 'GET', url: '/api/token-packages' });
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
    expect(server.seen[0]?.headers['x-active-role']).toBe('family_member');
  });

  it('checks out with POST {package_id, user_id} and refetches the buyer’s balance', async () => {
    const store = tokenStoreCreate(server);
    const balance = store.dispatch(tokenApi.endpoints.tokenBalance.initiate('u1'));
    await balance;
    const result = await store.dispatch(tokenApi.endpoints.tokenCheckout.initiate({ package_id: 'starter', user_id: 'u1' })).unwrap();
    expect(result).toEqual({ provider: 'dev', purchaseId: 'purchase-1', status: 'credited', checkoutUrl: null, tokensAdded: 500_000, balance: 1_500_000 });
    expect(server.seen[1]).toMatchObject({ method: 'POST', url: '/api/token-packages/checkout', body: { package_id: 'starter', user_id: 'u1' } });
    await settled(store);
    expect(server.seen[2]).toMatchObject({ method: 'GET', url: '/api/tokens/u1' });
    expect(tokenApi.endpoints.tokenBalance.select('u1')(store.getState()).data?.balance).toBe(1_500_000);
    balance.unsubscribe();
  });

  it('tokenBalanceRefresh makes a watched balance refetch, e.g. after a chat reply was charged', async () => {
    const store = tokenStoreCreate(server);
    const balance = store.dispatch(tokenApi.endpoints.tokenBalance.initiate('u1'));
    await balance;
    server.charge(1234);
    store.dispatch(tokenBalanceRefresh('u1'));
    await settled(store);
    expect(tokenApi.endpoints.tokenBalance.select('u1')(store.getState()).data).toMatchObject({ balance: 998_766, tokensUsedToday: 1234 });
    expect(server.seen.map((request) => request.url)).toEqual(['/api/tokens/u1', '/api/tokens/u1']);
    balance.unsubscribe();
  });

  it('tokenBalanceRefresh of another user leaves this balance alone', async () => {
    const store = tokenStoreCreate(server);
    const balance = store.dispatch(tokenApi.endpoints.tokenBalance.initiate('u1'));
    await balance;
    store.dispatch(tokenBalanceRefresh('someone-else'));
    await settled(store);
    expect(server.seen).toHaveLength(1);
    balance.unsubscribe();
  });

  it('reads the server’s message from a failed call, and null for a network failure', async () => {
    const store = tokenStoreCreate(server);
    const unknown = await store.dispatch(tokenApi.endpoints.tokenCheckout.initiate({ package_id: 'nope', user_id: 'u1' }));
    expect(tokenApiErrorMessage(unknown.error)).toBe('body.package_id: no such token package');
    expect(tokenApiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBeNull();
    expect(tokenApiErrorMessage({ status: 502, data: '<html>Bad gateway</html>' })).toBeNull();
    expect(tokenApiErrorMessage(undefined)).toBeNull();
  });
});
