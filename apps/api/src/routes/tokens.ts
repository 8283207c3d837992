import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import {
  CheckoutRequestSchema,
  CheckoutResultSchema,
  RoleSchema,
  TokenBalanceSchema,
  TokenPackageListSchema,
  type TokenBalance,
} from '@grove/api-contract';
import { TOKENS_MONTHLY_LIMIT_DEFAULT, tokenBalanceFigures, tokenCountersAt } from '@grove/token-client';
import type { RouteDeps } from '../app';
import type { UserRow } from '../db/schema';
import { actorMustOwn, actorOf } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import { checkoutStart, stripeEventApply, tokenPackageFind, tokenPackageList, tokenPackageToApi } from '../services/payments';
import { tokenCountersOf } from '../services/tokenLedger';

const UserParamsSchema = z.object({ userId: z.string().min(1).max(128) });
const security = [{ bearer: [] }];

/** The latest of the given instants, or `fallback` when there are none. */
function latest(fallback: Date | string, ...values: Array<Date | string | null>): Date {
  const times = values.filter((v): v is Date | string => v !== null).map((v) => new Date(v).getTime());
  return new Date(times.length > 0 ? Math.max(...times) : new Date(fallback).getTime());
}

/**
 * SPEC §3 Token balance response, with the day/month counters rolled to `now` (UTC) by the
 * token-client core. `lastUpdated` is when the balance or counters last changed (a chat, a purchase, or
 * the account's creation when neither happened yet); `limit` is the daily limit.
 */
export function tokenBalanceOf(row: UserRow, now: Date): TokenBalance {
  const counters = tokenCountersAt(tokenCountersOf(row), now);
  const figures = tokenBalanceFigures({ balance: counters.balance, tokensUsedToday: counters.tokensUsedToday, dailyTokenLimit: counters.dailyTokenLimit, freeAccess: row.free_access });
  const role = RoleSchema.safeParse(row.role);
  return {
    balance: counters.balance,
    limit: counters.dailyTokenLimit,
    lastUpdated: latest(row.created_at, row.tokens_last_usage_at, row.last_purchase_date).toISOString(),
    tokensUsedToday: counters.tokensUsedToday,
    tokensUsedThisMonth: counters.tokensUsedThisMonth,
    dailyTokenLimit: counters.dailyTokenLimit,
    monthlyTokenLimit: TOKENS_MONTHLY_LIMIT_DEFAULT,
    freeAccess: row.free_access,
    userRole: role.success ? role.data : 'standard_user',
    lastChatDate: row.last_chat_at === null ? null : new Date(row.last_chat_at).toISOString(),
    dailyUsagePercentage: figures.dailyUsagePercentage,
    isLowBalance: figures.isLowBalance,
    isNearDailyLimit: figures.isNearDailyLimit,
  };
}

/**
 * Tokens and money (SPEC §3 token balance, §7; API.md): `GET /api/tokens/{userId}`,
 * `GET /api/token-packages`, `POST /api/token-packages/checkout` and
 * `POST /api/payments/stripe/webhook`.
 */
export async function tokensRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/tokens/:userId',
    { preHandler: deps.authenticate, schema: { tags: ['tokens'], security, params: UserParamsSchema, response: { 200: TokenBalanceSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const { userId } = request.params;
      // The balance belongs to the account: the owner reads it, also while acting as one of their
      // children (the child's chat page shows the family's meter); an admin reads anyone's.
      // A child's own id is not an account: 403, there is no separate child balance.
      if (actor.uid !== userId && !(actor.isAdmin && actor.child === null)) throw apiForbidden('That account is not yours.');
      // The caller's own balance is on the row authentication read for this request (issue 22: the
      // same row is not read twice); an admin's look at another account reads that one.
      const row = actor.uid === userId ? actor.user : await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!row) throw apiNotFound('No such user.');
      return tokenBalanceOf(row, deps.now());
    },
  );

  typed.get(
    '/api/token-packages',
    { schema: { tags: ['tokens'], response: { 200: TokenPackageListSchema } } },
    async () => ({ provider: deps.payments.provider, packages: (await tokenPackageList(deps.db)).map(tokenPackageToApi) }),
  );

  typed.post(
    '/api/token-packages/checkout',
    { preHandler: deps.authenticate, schema: { tags: ['tokens'], security, body: CheckoutRequestSchema, response: { 200: CheckoutResultSchema } } },
    async (request) => {
      const actor = actorOf(request);
      // API.md: ids in the body are checked like ids in the path — the owner (not a child profile) or an admin.
      actorMustOwn(actor, request.body.user_id);
      const user = await deps.db.selectFrom('users').select(['id', 'email']).where('id', '=', request.body.user_id).executeTakeFirst();
      if (!user) throw apiNotFound('No such user.');
      const pkg = await tokenPackageFind(deps.db, request.body.package_id);
      if (!pkg) throw new ApiError(404, 'not_found', 'body.package_id: no such token package', 'body.package_id');
      try {
        return await checkoutStart(deps.db, deps.payments, { userId: user.id, email: user.email, pkg, now: deps.now() });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (deps.payments.provider === 'stripe' && (error as { type?: string }).type?.startsWith('Stripe')) {
          request.log.error({ err: error }, 'stripe checkout failed');
          throw new ApiError(503, 'unavailable', 'The payment service is not answering right now. Please try again in a moment.');
        }
        throw error;
      }
    },
  );

  // The webhook reads the raw body: Stripe signs the exact bytes it sent. The JSON parser is replaced
  // in this scope only; every other route still gets parsed JSON.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/payments/stripe/webhook', { schema: { tags: ['payments'] } }, async (request, reply) => {
      const payments = deps.payments;
      if (payments.provider !== 'stripe') throw apiNotFound('Stripe payments are not switched on.');
      const signature = request.headers['stripe-signature'];
      const raw = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) {
        throw new ApiError(400, 'bad_request', 'headers.stripe-signature: a signed Stripe event is required', 'headers.stripe-signature');
      }
      let event: Stripe.Event;
      try {
        event = payments.stripe.webhooks.constructEvent(raw, signature, payments.webhookSecret);
      } catch {
        throw new ApiError(400, 'bad_request', 'headers.stripe-signature: the signature does not match this payload', 'headers.stripe-signature');
      }
      const outcome = await stripeEventApply(deps.db, event, deps.now());
      return reply.code(200).send({ received: true, outcome });
    });
  });
}
