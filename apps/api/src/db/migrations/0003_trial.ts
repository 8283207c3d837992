import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * The anonymous trial (SPEC §3 Remote trial usage record; issue 5): `trial_usage`, one row per
 * `{deviceId}_{ip}` with the IP the server sees, and the related-device lookups SPEC §7 names
 * (equality on hardware info, browser fingerprint, IndexedDB id or IP). Also `rate_limits`: the
 * per-key windowed counters of @fastify/rate-limit, kept in the database so every API copy shares them
 * (ARCHITECTURE.md: nothing another copy would need lives in process memory).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_usage')
    // `{deviceId}_{ip}` (SPEC §3).
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tokens_used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`tokens_used >= 0`))
    .addColumn('first_used', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used', 'timestamptz', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    // Empty when the browser did not send it: empty values never relate two devices.
    .addColumn('hardware_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('browser_fingerprint', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('indexed_db_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('trial_usage_ip_idx').on('trial_usage').column('ip_address').execute();
  await db.schema.createIndex('trial_usage_hardware_idx').on('trial_usage').column('hardware_info').execute();
  await db.schema.createIndex('trial_usage_fingerprint_idx').on('trial_usage').column('browser_fingerprint').execute();
  await db.schema.createIndex('trial_usage_idb_idx').on('trial_usage').column('indexed_db_id').execute();

  await db.schema
    .createTable('rate_limits')
    // `{route group}:{client key}`, e.g. `trial-chat:203.0.113.7`.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_ends_at').execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('trial_usage').execute();
}
