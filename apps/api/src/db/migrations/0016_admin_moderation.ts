import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 20, part A, the admin area's moderation, privacy and roles:
 *
 * - `admin_audit_log`: one row per admin action, written in the transaction of the action. The admin
 *   and the family are `set null` when their account is deleted (the row and its reason stay: it is
 *   the admins' record), and account deletion clears a deleted family's ids from `target_id` too.
 *   The table has no owner column (`user_id`, `child_id`…), so it is neither in a family's export nor
 *   swept with it.
 * - `memory_patterns`: the admins' rules on what may be remembered (`never_remember`) or is queued for
 *   review (`flag_for_review`). `pattern_key` is the pattern's normalised words (@grove/memory), so the
 *   same rule cannot be made twice in another case or spacing.
 * - `memory_pattern_hits`: each time a pattern decided a capture. A `flag_for_review` hit points at the
 *   memory it queued (and goes with it: purged, deleted with the family); a `never_remember` hit holds
 *   no memory and no one's id — only the band — so the analytics can count it forever.
 * - `flag_resolutions`: an admin's resolution of a flagged item (a safety flag, a memory feedback, a
 *   pattern hit), one per item, gone with the item. A side table, not columns on `chat_flags` and
 *   `memory_feedback`: those are the family's rows (exported to them), the resolution note is the admins'.
 * - indexes the admin views read by: flags and feedback by time, memories by time and expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`action in ('role_change', 'daily_limit_change', 'code_create', 'code_revoke', 'pattern_create', 'pattern_update', 'pattern_delete', 'flag_resolve', 'flag_reopen', 'break_glass_read')`,
        ),
    )
    .addColumn('target_kind', 'text', (c) => c.notNull().check(sql`target_kind in ('user', 'invitation', 'memory_pattern', 'flagged_item', 'conversation', 'profile')`))
    // Null once the target was a family's id and that family deleted its account.
    .addColumn('target_id', 'text')
    .addColumn('family_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_log_created_idx').on('admin_audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('admin_audit_log_action_idx').on('admin_audit_log').columns(['action', 'created_at']).execute();
  await db.schema.createIndex('admin_audit_log_admin_idx').on('admin_audit_log').columns(['admin_id', 'created_at']).execute();
  // The family's "admin access to your account" list, and the forgetting on account deletion.
  await db.schema.createIndex('admin_audit_log_family_idx').on('admin_audit_log').columns(['family_id', 'created_at']).execute();
  await db.schema.createIndex('admin_audit_log_target_idx').on('admin_audit_log').columns(['target_id']).execute();

  await db.schema
    .createTable('memory_patterns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('never_remember', 'flag_for_review')`))
    .addColumn('match', 'text', (c) => c.notNull().check(sql`match in ('phrase', 'word')`))
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('pattern_key', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('low', 'medium', 'high')`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('memory_patterns_key_idx').on('memory_patterns').columns(['kind', 'match', 'pattern_key']).unique().execute();

  await db.schema
    .createTable('memory_pattern_hits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pattern_id', 'text', (c) => c.references('memory_patterns.id').onDelete('set null'))
    // The pattern as it was when it matched (an admin's words), so a deleted or edited rule still explains the hit.
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('match', 'text', (c) => c.notNull().check(sql`match in ('phrase', 'word')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('never_remember', 'flag_for_review')`))
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('low', 'medium', 'high')`))
    .addColumn('band', 'text', (c) => c.notNull().check(sql`band in ('adult', '4-8', '9-15')`))
    .addColumn('memory_id', 'text', (c) => c.references('memories.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('memory_pattern_hits_memory_kind', sql`(kind = 'flag_for_review') = (memory_id is not null)`)
    .execute();
  await db.schema.createIndex('memory_pattern_hits_created_idx').on('memory_pattern_hits').columns(['created_at']).execute();
  await db.schema.createIndex('memory_pattern_hits_pattern_idx').on('memory_pattern_hits').columns(['pattern_id', 'created_at']).execute();
  await db.schema.createIndex('memory_pattern_hits_memory_idx').on('memory_pattern_hits').columns(['memory_id']).execute();

  await db.schema
    .createTable('flag_resolutions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_flag_id', 'text', (c) => c.unique().references('chat_flags.id').onDelete('cascade'))
    .addColumn('memory_feedback_id', 'text', (c) => c.unique().references('memory_feedback.id').onDelete('cascade'))
    .addColumn('pattern_hit_id', 'text', (c) => c.unique().references('memory_pattern_hits.id').onDelete('cascade'))
    .addColumn('resolved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addCheckConstraint('flag_resolutions_one_item', sql`num_nonnulls(chat_flag_id, memory_feedback_id, pattern_hit_id) = 1`)
    .execute();

  // The queue and the analytics read by time across every family.
  await db.schema.createIndex('chat_flags_created_idx').on('chat_flags').columns(['created_at']).execute();
  await db.schema.createIndex('memory_feedback_created_idx').on('memory_feedback').columns(['created_at']).execute();
  await db.schema.createIndex('memories_created_idx').on('memories').columns(['created_at']).execute();
  await sql`create index memories_expires_idx on memories (expires_at) where expires_at is not null`.execute(db);
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists memories_expires_idx`.execute(db);
  await db.schema.dropIndex('memories_created_idx').execute();
  await db.schema.dropIndex('memory_feedback_created_idx').execute();
  await db.schema.dropIndex('chat_flags_created_idx').execute();
  await db.schema.dropTable('flag_resolutions').execute();
  await db.schema.dropTable('memory_pattern_hits').execute();
  await db.schema.dropTable('memory_patterns').execute();
  await db.schema.dropTable('admin_audit_log').execute();
}
