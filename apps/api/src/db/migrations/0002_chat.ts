import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * The token packages on sale (issue 4; SPEC gives no figures). Prices in cents; tokens are what a
 * purchase adds to `users.tokens_balance`.
 */
const SEED_PACKAGES = [
  { id: 'seedling', name: 'Seedling', description: 'A quarter of a million tokens: a few weeks of everyday chats.', tokens: 250_000, price_cents: 499, sort_order: 1 },
  { id: 'grove', name: 'Grove', description: 'A million tokens for the whole family.', tokens: 1_000_000, price_cents: 1499, sort_order: 2 },
  { id: 'forest', name: 'Forest', description: 'Three million tokens: the best value for busy families.', tokens: 3_000_000, price_cents: 3499, sort_order: 3 },
];

/**
 * Chat and money: conversations and messages, the token ledger (every balance change is one row,
 * written in the transaction that changes the balance), token packages, purchases, Stripe events seen
 * (exactly-once crediting) and the family safety filter's flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    // When the usage counters last changed: the day/month rollover compares it with now (UTC).
    .addColumn('tokens_last_usage_at', 'timestamptz')
    .addColumn('last_chat_at', 'timestamptz')
    .execute();
  await sql`alter table users add constraint users_tokens_balance_nonnegative check (tokens_balance >= 0)`.execute(db);

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Null: the account's own conversation (parent or solo); else the child profile's.
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('conversations_profile_idx').on('conversations').columns(['user_id', 'child_id', 'updated_at']).execute();
  await db.schema.createIndex('conversations_child_idx').on('conversations').column('child_id').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Insertion order: a user message and its reply share a timestamp.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    // The account (never a child id): client message ids are unique per account.
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('tokens_used', 'integer', (c) => c.notNull().defaultTo(0))
    // The send's idempotency key; the user message and its reply both carry it.
    .addColumn('client_message_id', 'text')
    // Reply details, so a replayed send answers exactly what the first one did.
    .addColumn('model_used', 'text')
    .addColumn('content_mode', 'text')
    .addColumn('meta', 'jsonb')
    .addColumn('stopped', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('chat_messages_conversation_idx').on('chat_messages').columns(['conversation_id', 'seq']).execute();
  await db.schema
    .createIndex('chat_messages_client_message_idx')
    .on('chat_messages')
    .columns(['user_id', 'client_message_id', 'role'])
    .unique()
    .execute();

  await db.schema
    .createTable('token_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Negative for a charge, positive for a credit.
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('chat', 'purchase', 'adjustment')`))
    // The assistant message id for a chat, the purchase id for a purchase.
    .addColumn('reference', 'text')
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('token_ledger_user_idx').on('token_ledger').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('token_packages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tokens', 'integer', (c) => c.notNull().check(sql`tokens > 0`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await (db as Kysely<{ token_packages: Record<string, unknown> }>)
    .insertInto('token_packages')
    .values(SEED_PACKAGES.map((p) => ({ ...p, currency: 'usd' })))
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package_id', 'text', (c) => c.notNull().references('token_packages.id'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('dev', 'stripe')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'credited')`))
    .addColumn('stripe_session_id', 'text', (c) => c.unique())
    .addColumn('tokens', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('credited_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('purchases_user_idx').on('purchases').column('user_id').execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('chat_flags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    // A flag outlives a deleted conversation: parents and admins still see that something happened.
    .addColumn('conversation_id', 'text', (c) => c.references('conversations.id').onDelete('set null'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('message', 'reply')`))
    .addColumn('content_mode', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('chat_flags_user_idx').on('chat_flags').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('chat_flags_conversation_idx').on('chat_flags').column('conversation_id').execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_flags').execute();
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('purchases').execute();
  await db.schema.dropTable('token_packages').execute();
  await db.schema.dropTable('token_ledger').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('conversations').execute();
  await sql`alter table users drop constraint users_tokens_balance_nonnegative`.execute(db);
  await db.schema.alterTable('users').dropColumn('last_chat_at').dropColumn('tokens_last_usage_at').execute();
}
