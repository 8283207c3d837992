import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { CheckoutResult, TokenPackage } from '@grove/api-contract';
import type { PaymentsConfig } from '../config';
import type { Database, TokenPackageRow } from '../db/schema';
import { tokenCredit, tokenTransaction } from './tokenLedger';

/** How packages are paid for: `dev` credits at once (test mode); `stripe` through Checkout and its webhook. */
export type Payments =
  | { provider: 'dev' }
  | { provider: 'stripe'; stripe: Stripe; webhookSecret: string; appBaseUrl: string };

/** Builds the payment provider from the configuration. */
export function paymentsFromConfig(config: PaymentsConfig): Payments {
  if (config.provider === 'dev') return { provider: 'dev' };
  if (!config.stripeSecretKey || !config.stripeWebhookSecret) throw new Error('stripe payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const api = config.stripeApi;
  const stripe = new Stripe(config.stripeSecretKey, {
    ...(api ? { host: api.host, protocol: api.protocol, ...(api.port !== null ? { port: api.port } : {}) } : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
  return { provider: 'stripe', stripe, webhookSecret: config.stripeWebhookSecret, appBaseUrl: config.appBaseUrl };
}

/** A package row as the API shows it. */
export function tokenPackageToApi(row: TokenPackageRow): TokenPackage {
  return { id: row.id, name: row.name, description: row.description, tokens: row.tokens, priceCents: row.price_cents, currency: row.currency };
}

/** The packages on sale, in display order. */
export function tokenPackageList(db: Kysely<Database>): Promise<TokenPackageRow[]> {
  return db.selectFrom('token_packages').selectAll().where('is_active', '=', true).orderBy('sort_order').orderBy('id').execute();
}

/** One package on sale, or undefined. */
export function tokenPackageFind(db: Kysely<Database>, id: string): Promise<TokenPackageRow | undefined> {
  return db.selectFrom('token_packages').selectAll().where('id', '=', id).where('is_active', '=', true).executeTakeFirst();
}

/**
 * Starts a purchase. `dev`: the purchase row and the ledger credit in one transaction, credited at
 * once. `stripe`: a Checkout Session whose metadata names the purchase; the purchase waits, pending,
 * for the webhook.
 */
export async function checkoutStart(
  db: Kysely<Database>,
  payments: Payments,
  input: { userId: string; email: string; pkg: TokenPackageRow; now: Date },
): Promise<CheckoutResult> {
  const purchaseId = randomUUID();
  const { pkg } = input;
  const purchase = {
    id: purchaseId,
    user_id: input.userId,
    package_id: pkg.id,
    provider: payments.provider,
    tokens: pkg.tokens,
    price_cents: pkg.price_cents,
    currency: pkg.currency,
    created_at: input.now,
  };
  if (payments.provider === 'dev') {
    const credited = await tokenTransaction(db, async (trx) => {
      await trx.insertInto('purchases').values({ ...purchase, status: 'credited', credited_at: input.now }).execute();
      return tokenCredit(trx, { userId: input.userId, amount: pkg.tokens, reason: 'purchase', reference: purchaseId, now: input.now });
    });
    if (!credited) throw new Error('the user vanished during checkout');
    return { provider: 'dev', purchaseId, status: 'credited', checkoutUrl: null, tokensAdded: pkg.tokens, balance: credited.balanceAfter };
  }

  await db.insertInto('purchases').values({ ...purchase, status: 'pending' }).execute();
  const metadata = { purchase_id: purchaseId, user_id: input.userId, package_id: pkg.id };
  const session = await payments.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: purchaseId,
      customer_email: input.email || undefined,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: pkg.currency,
            unit_amount: pkg.price_cents,
            product_data: { name: `Grove ${pkg.name} — ${pkg.tokens.toLocaleString('en-US')} tokens`, description: pkg.description },
          },
        },
      ],
      metadata,
      payment_intent_data: { metadata },
      success_url: `${payments.appBaseUrl}/tokens?purchase=${purchaseId}&status=success`,
      cancel_url: `${payments.appBaseUrl}/tokens?purchase=${purchaseId}&status=cancelled`,
    },
    // A retried checkout request must not open a second session for the same purchase.
    { idempotencyKey: `grove-purchase-${purchaseId}` },
  );
  await db.updateTable('purchases').set({ stripe_session_id: session.id }).where('id', '=', purchaseId).execute();
  const user = await db.selectFrom('users').select('tokens_balance').where('id', '=', input.userId).executeTakeFirstOrThrow();
  return { provider: 'stripe', purchaseId, status: 'pending', checkoutUrl: session.url ?? null, tokensAdded: 0, balance: user.tokens_balance };
}

/** What the webhook did with an event. */
export type StripeEventOutcome = 'credited' | 'duplicate' | 'ignored' | 'unknown_purchase';

/** Event types that mean "this Checkout Session is paid". */
const PAID_EVENT_TYPES = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Credits a paid Checkout Session exactly once, however often and however concurrently Stripe
 * delivers it: the event id goes into stripe_events (ON CONFLICT DO NOTHING: a second delivery waits
 * on the first one's row, then inserts nothing) and the purchase moves pending → credited, in the same
 * transaction as the ledger credit. A second event for the same session (completed, then
 * async_payment_succeeded) finds the purchase already credited.
 */
export async function stripeEventApply(db: Kysely<Database>, event: Stripe.Event, now: Date): Promise<StripeEventOutcome> {
  if (!PAID_EVENT_TYPES.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return 'ignored';
  const purchaseId = session.metadata?.purchase_id ?? session.client_reference_id ?? null;
  return tokenTransaction(db, async (trx) => {
    const fresh = await trx.insertInto('stripe_events').values({ id: event.id, type: event.type, received_at: now }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
    if (!fresh) return 'duplicate';
    if (!purchaseId) return 'unknown_purchase';
    const purchase = await trx
      .updateTable('purchases')
      .set({ status: 'credited', credited_at: now })
      .where('id', '=', purchaseId)
      .where('status', '=', 'pending')
      .where('provider', '=', 'stripe')
      // The session must be the one this purchase opened: metadata alone is not proof.
      .where('stripe_session_id', '=', session.id)
      .returning(['user_id', 'tokens'])
      .executeTakeFirst();
    if (!purchase) {
      const known = await trx.selectFrom('purchases').select('status').where('id', '=', purchaseId).where('stripe_session_id', '=', session.id).executeTakeFirst();
      return known?.status === 'credited' ? 'duplicate' : 'unknown_purchase';
    }
    await tokenCredit(trx, { userId: purchase.user_id, amount: purchase.tokens, reason: 'purchase', reference: purchaseId, now });
    return 'credited';
  });
}
