import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { MESSAGES, type CheckoutResult, type TokenBalance, type TokenPackageList } from '@grove/api-contract';
import { ConfigError, configFromEnv } from '../config';
import { testAppCreate, type TestAccount, type TestApp } from '../test/harness';

const AUTH_FAILED = { error: { code: 'unauthenticated', message: MESSAGES.authenticationFailed } };
const STRIPE_SECRET = 'whsec_test_grove_secret';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let childId: string;

async function signIn(account: TestAccount): Promise<void> {
  expect((await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account })).statusCode).toBe(200);
}

async function userRow(app: TestApp, uid: string) {
  return app.database.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
}

async function ledger(app: TestApp, uid: string) {
  return app.database.db.selectFrom('token_ledger').selectAll().where('user_id', '=', uid).orderBy('created_at').execute();
}

beforeAll(async () => {
  t = await testAppCreate();
  [owner, stranger, admin] = await Promise.all([t.account('owner'), t.account('stranger'), t.account('admin')]);
  await Promise.all([signIn(owner), signIn(stranger), signIn(admin)]);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  childId = `child-${randomUUID()}`;
  await t.database.db.insertInto('child_accounts').values({ id: childId, parent_id: owner.uid, display_name: 'Kit', age: 6, content_mode: 'G', pin_hash: null }).execute();
});
afterAll(() => t.close());

describe('GET /api/token-packages', () => {
  it('lists the seeded packages without sign-in, cheapest first, and names the dev provider (test mode)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/token-packages' });
    expect(res.statusCode).toBe(200);
    expect(res.json<TokenPackageList>()).toEqual({
      provider: 'dev',
      packages: [
        { id: 'seedling', name: 'Seedling', description: expect.any(String), tokens: 250_000, priceCents: 499, currency: 'usd' },
        { id: 'grove', name: 'Grove', description: expect.any(String), tokens: 1_000_000, priceCents: 1499, currency: 'usd' },
        { id: 'forest', name: 'Forest', description: expect.any(String), tokens: 3_000_000, priceCents: 3499, currency: 'usd' },
      ],
    });
  });
});

describe('GET /api/tokens/{userId} (SPEC §3 token balance)', () => {
  it('permission matrix: anonymous 401, bad token 401, another family 403, owner, owner as their child, admin', async () => {
    const url = `/api/tokens/${owner.uid}`;
    expect((await t.call({ method: 'GET', url })).json()).toEqual(AUTH_FAILED);
    const bad = await t.call({ method: 'GET', url, headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual(AUTH_FAILED);
    const theirs = await t.call({ method: 'GET', url, as: stranger });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.code).toBe('forbidden');
    expect((await t.call({ method: 'GET', url, as: owner })).statusCode).toBe(200);
    // The child's chat page shows the family's meter.
    expect((await t.call({ method: 'GET', url, as: owner, role: 'child_user', childId })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url, as: admin })).statusCode).toBe(200);
    // A child id is not an account: there is no child balance.
    expect((await t.call({ method: 'GET', url: `/api/tokens/${childId}`, as: owner })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/tokens/nobody', as: admin })).statusCode).toBe(404);
  });

  it('answers SPEC §9’s defaults for a new account', async () => {
    const fresh = await t.account('fresh');
    await signIn(fresh);
    const res = await t.call({ method: 'GET', url: `/api/tokens/${fresh.uid}`, as: fresh });
    expect(res.json<TokenBalance>()).toEqual({
      balance: 1_000_000,
      limit: 500_000,
      lastUpdated: expect.any(String),
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
    });
  });

  it('rolls today’s and this month’s usage over at UTC midnight and on the 1st, with the injected clock', async () => {
    const account = await t.account('rollover');
    await signIn(account);
    const last = new Date('2026-01-31T22:00:00.000Z');
    await t.database.db
      .updateTable('users')
      .set({ tokens_balance: 40_000, tokens_used_today: 450_000, tokens_used_this_month: 900_000, tokens_last_usage_at: last, last_chat_at: last })
      .where('id', '=', account.uid)
      .execute();
    const read = async (now: string) => {
      t.clock.now = new Date(now);
      return (await t.call({ method: 'GET', url: `/api/tokens/${account.uid}`, as: account })).json<TokenBalance>();
    };
    expect(await read('2026-01-31T23:59:59.999Z')).toMatchObject({
      tokensUsedToday: 450_000,
      tokensUsedThisMonth: 900_000,
      dailyUsagePercentage: 90,
      isNearDailyLimit: true,
      isLowBalance: true,
      lastChatDate: last.toISOString(),
      lastUpdated: last.toISOString(),
    });
    expect(await read('2026-02-01T00:00:00.000Z')).toMatchObject({ tokensUsedToday: 0, tokensUsedThisMonth: 0, dailyUsagePercentage: 0, isNearDailyLimit: false });
    await t.database.db.updateTable('users').set({ tokens_last_usage_at: new Date('2026-02-01T10:00:00.000Z') }).where('id', '=', account.uid).execute();
    expect(await read('2026-02-02T09:00:00.000Z')).toMatchObject({ tokensUsedToday: 0, tokensUsedThisMonth: 900_000 });
    t.clock.now = new Date();
  });

  it('a free_access account is never low nor near its limit', async () => {
    const account = await t.account('free');
    await signIn(account);
    await t.database.db.updateTable('users').set({ free_access: true, tokens_balance: 0 }).where('id', '=', account.uid).execute();
    const res = await t.call({ method: 'GET', url: `/api/tokens/${account.uid}`, as: account });
    expect(res.json()).toMatchObject({ freeAccess: true, balance: 0, isLowBalance: false, isNearDailyLimit: false });
  });
});

describe('POST /api/token-packages/checkout (dev provider)', () => {
  const checkout = (as: TestAccount | undefined, body: Record<string, unknown>, extra: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/token-packages/checkout', as, payload: body, ...extra });

  it('permission matrix: anonymous 401, bad token 401, another family 403, a child profile 403 — nothing credited', async () => {
    const before = await userRow(t, owner.uid);
    const body = { package_id: 'seedling', user_id: owner.uid };
    expect((await checkout(undefined, body)).json()).toEqual(AUTH_FAILED);
    const bad = await t.call({ method: 'POST', url: '/api/token-packages/checkout', payload: body, headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect((await checkout(stranger, body)).statusCode).toBe(403);
    expect((await checkout(owner, body, { role: 'child_user', childId })).statusCode).toBe(403);
    expect((await userRow(t, owner.uid)).tokens_balance).toBe(before.tokens_balance);
    expect(await ledger(t, owner.uid)).toEqual([]);
    expect(await t.database.db.selectFrom('purchases').selectAll().where('user_id', '=', owner.uid).execute()).toEqual([]);
  });

  it('the owner: credits at once through the ledger and answers the new balance', async () => {
    const buyer = await t.account('buyer');
    await signIn(buyer);
    t.clock.now = new Date('2026-05-05T10:00:00.000Z');
    const res = await checkout(buyer, { package_id: 'grove', user_id: buyer.uid });
    expect(res.statusCode).toBe(200);
    const result = res.json<CheckoutResult>();
    expect(result).toEqual({ provider: 'dev', purchaseId: expect.any(String), status: 'credited', checkoutUrl: null, tokensAdded: 1_000_000, balance: 2_000_000 });
    const row = await userRow(t, buyer.uid);
    expect(row.tokens_balance).toBe(2_000_000);
    expect(new Date(row.last_purchase_date ?? 0).toISOString()).toBe('2026-05-05T10:00:00.000Z');
    expect(await ledger(t, buyer.uid)).toEqual([expect.objectContaining({ delta: 1_000_000, reason: 'purchase', reference: result.purchaseId, balance_after: 2_000_000 })]);
    const purchase = await t.database.db.selectFrom('purchases').selectAll().where('id', '=', result.purchaseId).executeTakeFirstOrThrow();
    expect(purchase).toMatchObject({ user_id: buyer.uid, package_id: 'grove', provider: 'dev', status: 'credited', tokens: 1_000_000 });
    const balance = await t.call({ method: 'GET', url: `/api/tokens/${buyer.uid}`, as: buyer });
    expect(balance.json()).toMatchObject({ balance: 2_000_000, lastUpdated: '2026-05-05T10:00:00.000Z' });
    t.clock.now = new Date();
  });

  it('an admin may buy for an account', async () => {
    const res = await checkout(admin, { package_id: 'seedling', user_id: stranger.uid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'credited', tokensAdded: 250_000 });
  });

  it('bad input: unknown package 404 naming body.package_id, unknown keys and missing fields 400 — nothing credited', async () => {
    const unknown = await checkout(owner, { package_id: 'oak', user_id: owner.uid });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'not_found', field: 'body.package_id' });
    const extra = await checkout(owner, { package_id: 'seedling', user_id: owner.uid, tokens: 99 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.field).toBe('body.tokens');
    const missing = await checkout(owner, { user_id: owner.uid });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('body.package_id');
    expect(await ledger(t, owner.uid)).toEqual([]);
  });
});

describe('configuration', () => {
  it('names the missing variable for stripe and openai', () => {
    expect(() => configFromEnv({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => configFromEnv({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => configFromEnv({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => configFromEnv({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => configFromEnv({ MENTOR_PROVIDER: 'openai' })).toThrow(/OPENAI_BASE_URL/);
    expect(() => configFromEnv({ MENTOR_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/MENTOR_MODEL/);
    expect(() => configFromEnv({ MENTOR_TIMEOUT_MS: 'soon' })).toThrow(/MENTOR_TIMEOUT_MS/);
    expect(() => configFromEnv({ STRIPE_API_PORT: '12111' })).toThrow(/STRIPE_API_HOST/);
    expect(configFromEnv({})).toMatchObject({
      mentor: { provider: 'auto', timeoutMs: 30_000, streamDelayMs: 35 },
      payments: { provider: 'dev', appBaseUrl: 'http://localhost:4200' },
    });
  });
});

/** A local server that speaks the part of Stripe's API the checkout uses. */
interface FakeStripe {
  server: Server;
  port: number;
  requests: Array<{ method: string; path: string; form: URLSearchParams; headers: IncomingMessage['headers'] }>;
}

async function fakeStripeStart(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path: req.url ?? '', form, headers: req.headers });
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${randomUUID().slice(0, 12)}`);
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
        const metadata = Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'open',
            payment_status: 'unpaid',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            client_reference_id: form.get('client_reference_id'),
            customer_email: form.get('customer_email'),
            metadata,
            success_url: form.get('success_url'),
            cancel_url: form.get('cancel_url'),
            url: `https://checkout.stripe.com/c/pay/${id}`,
            livemode: false,
            created: Math.floor(Date.now() / 1000),
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

describe('Stripe: Checkout Session and the webhook (exactly-once)', () => {
  let s: TestApp;
  let fake: FakeStripe;
  let buyer: TestAccount;
  const stripe = new Stripe('sk_test_grove');

  beforeAll(async () => {
    fake = await fakeStripeStart();
    s = await testAppCreate({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_grove',
        STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(fake.port),
        STRIPE_API_PROTOCOL: 'http',
        APP_BASE_URL: 'https://grove.example',
      },
    });
    buyer = await s.account('stripebuyer');
    expect((await s.call({ method: 'GET', url: `/api/users/${buyer.uid}`, as: buyer })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await s.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  async function checkoutPending(): Promise<{ result: CheckoutResult; sessionId: string }> {
    const res = await s.call({ method: 'POST', url: '/api/token-packages/checkout', as: buyer, payload: { package_id: 'seedling', user_id: buyer.uid } });
    expect(res.statusCode).toBe(200);
    const result = res.json<CheckoutResult>();
    const purchase = await s.database.db.selectFrom('purchases').selectAll().where('id', '=', result.purchaseId).executeTakeFirstOrThrow();
    return { result, sessionId: purchase.stripe_session_id ?? '' };
  }

  function completedEvent(sessionId: string, purchaseId: string, overrides: Record<string, unknown> = {}): string {
    return JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: 499,
          currency: 'usd',
          client_reference_id: purchaseId,
          metadata: { purchase_id: purchaseId, user_id: buyer.uid, package_id: 'seedling' },
        },
      },
      ...overrides,
    });
  }

  const deliver = (payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET })) =>
    s.call({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });

  async function purchaseCredits(purchaseId: string) {
    return s.database.db.selectFrom('token_ledger').selectAll().where('reference', '=', purchaseId).execute();
  }

  it('lists stripe as the provider', async () => {
    expect((await s.call({ method: 'GET', url: '/api/token-packages' })).json()).toMatchObject({ provider: 'stripe' });
  });

  it('opens a Checkout Session with the purchase in its metadata and stores the purchase pending', async () => {
    const before = (await userRow(s, buyer.uid)).tokens_balance;
    const { result, sessionId } = await checkoutPending();
    expect(result).toEqual({ provider: 'stripe', purchaseId: expect.any(String), status: 'pending', checkoutUrl: `https://checkout.stripe.com/c/pay/${sessionId}`, tokensAdded: 0, balance: before });
    const sent = fake.requests[fake.requests.length - 1];
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_grove');
    expect(sent.headers['idempotency-key']).toBe(`grove-purchase-${result.purchaseId}`);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      'metadata[purchase_id]': result.purchaseId,
      'metadata[user_id]': buyer.uid,
      'metadata[package_id]': 'seedling',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][currency]': 'usd',
      success_url: `https://grove.example/tokens?purchase=${result.purchaseId}&status=success`,
      cancel_url: `https://grove.example/tokens?purchase=${result.purchaseId}&status=cancelled`,
    });
    const purchase = await s.database.db.selectFrom('purchases').selectAll().where('id', '=', result.purchaseId).executeTakeFirstOrThrow();
    expect(purchase).toMatchObject({ status: 'pending', provider: 'stripe', tokens: 250_000, stripe_session_id: sessionId });
    expect(await purchaseCredits(result.purchaseId)).toEqual([]);
    expect((await userRow(s, buyer.uid)).tokens_balance).toBe(before);
  });

  it('10 sequential replays of one event credit once', async () => {
    const { result, sessionId } = await checkoutPending();
    const before = (await userRow(s, buyer.uid)).tokens_balance;
    const payload = completedEvent(sessionId, result.purchaseId);
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      outcomes.push(res.json().outcome);
    }
    expect(outcomes).toEqual(['credited', ...Array(9).fill('duplicate')]);
    expect((await userRow(s, buyer.uid)).tokens_balance).toBe(before + 250_000);
    expect(await purchaseCredits(result.purchaseId)).toHaveLength(1);
    const purchase = await s.database.db.selectFrom('purchases').selectAll().where('id', '=', result.purchaseId).executeTakeFirstOrThrow();
    expect(purchase.status).toBe('credited');
    // A second, different event for the same paid session credits nothing either.
    const other = await deliver(completedEvent(sessionId, result.purchaseId, { type: 'checkout.session.async_payment_succeeded' }));
    expect(other.json()).toMatchObject({ outcome: 'duplicate' });
    expect((await userRow(s, buyer.uid)).tokens_balance).toBe(before + 250_000);
  });

  it('5 concurrent deliveries credit once', async () => {
    const { result, sessionId } = await checkoutPending();
    const before = (await userRow(s, buyer.uid)).tokens_balance;
    const payload = completedEvent(sessionId, result.purchaseId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.filter((r) => r.json().outcome === 'credited')).toHaveLength(1);
    expect((await userRow(s, buyer.uid)).tokens_balance).toBe(before + 250_000);
    expect(await purchaseCredits(result.purchaseId)).toHaveLength(1);
    const sum = await s.database.db.selectFrom('token_ledger').select(sql<string>`sum(delta)`.as('sum')).where('user_id', '=', buyer.uid).executeTakeFirstOrThrow();
    // The ledger explains the whole balance: 1,000,000 at sign-up plus the credits.
    expect(1_000_000 + Number(sum.sum)).toBe((await userRow(s, buyer.uid)).tokens_balance);
  });

  it('a bad signature is 400 and credits nothing; a payload changed after signing too', async () => {
    const { result, sessionId } = await checkoutPending();
    const before = (await userRow(s, buyer.uid)).tokens_balance;
    const payload = completedEvent(sessionId, result.purchaseId);
    const forged = await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_secret' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({ code: 'bad_request', field: 'headers.stripe-signature' });
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET });
    const tampered = await deliver(payload.replace('"paid"', '"paid" '), signed);
    expect(tampered.statusCode).toBe(400);
    const unsigned = await s.call({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await userRow(s, buyer.uid)).tokens_balance).toBe(before);
    expect(await purchaseCredits(result.purchaseId)).toEqual([]);
    expect(await s.database.db.selectFrom('stripe_events').selectAll().execute()).not.toContainEqual(expect.objectContaining({ id: JSON.parse(payload).id }));
  });

  it('ignores other event types and unpaid sessions (200)', async () => {
    const { result, sessionId } = await checkoutPending();
    const before = (await userRow(s, buyer.uid)).tokens_balance;
    const other = await deliver(completedEvent(sessionId, result.purchaseId, { type: 'customer.created' }));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    const unpaid = JSON.parse(completedEvent(sessionId, result.purchaseId));
    unpaid.data.object.payment_status = 'unpaid';
    expect((await deliver(JSON.stringify(unpaid))).json()).toMatchObject({ outcome: 'ignored' });
    expect((await userRow(s, buyer.uid)).tokens_balance).toBe(before);
  });

  it('a session that is not the purchase’s own credits nothing', async () => {
    const { result } = await checkoutPending();
    const res = await deliver(completedEvent('cs_test_someone_else', result.purchaseId));
    expect(res.json()).toMatchObject({ outcome: 'unknown_purchase' });
    expect(await purchaseCredits(result.purchaseId)).toEqual([]);
  });

  it('other routes still parse JSON bodies', async () => {
    const bad = await s.call({ method: 'POST', url: '/api/token-packages/checkout', as: buyer, payload: { package_id: 'seedling', user_id: buyer.uid, extra: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.extra');
  });

  it('the dev app has no Stripe webhook', async () => {
    const res = await t.call({ method: 'POST', url: '/api/payments/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' } });
    expect(res.statusCode).toBe(404);
  });
});
