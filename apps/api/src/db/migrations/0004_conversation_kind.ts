import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * The openings the game page sent as a game's first message when this migration was written
 * (`Let's play <catalog title>!`, cut like a conversation title): how games stored before it are told
 * from chats. Frozen here on purpose: a migration must mean the same thing forever.
 */
const GAME_OPENING_TITLES = [
  "Let's play Opposites!",
  "Let's play Alphabet chain!",
  "Let's play Twenty questions!",
  "Let's play Riddles!",
  "Let's play Beekeeping mentor!",
  "Let's play The bee story!",
  "Let's play The dragon story!",
  "Let's play Prompt detective!",
  "Let's play Prompt detective: at work!",
];

/** The game marker as the mentor wrote it (`[[grove-game:<base64 of URI-encoded JSON>]]`). */
const MARKER = /\s*\[\[grove-game:([A-Za-z0-9+/=]*)\]\]/g;

function markerDecode(encoded: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(atob(encoded)));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Issue 12, defect 6: games and guided conversations are not chats. `conversations.kind` says which
 * a conversation is (the chat list shows only `chat`), and `chat_messages.game_marker` keeps a game
 * reply's marker (e.g. the twenty-questions secret) apart from its text, so no stored text carries it.
 * Existing rows: a conversation whose reply carries a marker or whose title is a game's opening is a
 * game, and every stored marker moves out of the text into `game_marker`. (Guided conversations
 * stored before this cannot be told from chats and stay listed.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('conversations')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('chat').check(sql`kind in ('chat', 'game', 'guided')`))
    .execute();
  await db.schema.alterTable('chat_messages').addColumn('game_marker', 'jsonb').execute();
  // The history lists one kind of a profile's conversations, newest first.
  await db.schema.dropIndex('conversations_profile_idx').execute();
  await db.schema.createIndex('conversations_profile_idx').on('conversations').columns(['user_id', 'child_id', 'kind', 'updated_at']).execute();

  const typed = db as Kysely<{
    conversations: { id: string; title: string; kind: string };
    chat_messages: { id: string; conversation_id: string; role: string; content: string; game_marker: string | null };
  }>;
  const marked = await typed.selectFrom('chat_messages').select(['id', 'conversation_id', 'content']).where('content', 'like', '%[[grove-game:%').execute();
  for (const row of marked) {
    let marker: Record<string, unknown> | null = null;
    for (const found of row.content.matchAll(MARKER)) {
      const decoded = markerDecode(found[1] ?? '');
      if (decoded) marker = { ...(marker ?? {}), ...decoded };
    }
    await typed
      .updateTable('chat_messages')
      .set({ content: row.content.replace(MARKER, '').trimEnd(), game_marker: marker === null ? null : JSON.stringify(marker) })
      .where('id', '=', row.id)
      .execute();
  }
  const gameIds = [...new Set(marked.map((row) => row.conversation_id))];
  if (gameIds.length > 0) await typed.updateTable('conversations').set({ kind: 'game' }).where('id', 'in', gameIds).execute();
  await typed.updateTable('conversations').set({ kind: 'game' }).where('title', 'in', GAME_OPENING_TITLES).execute();
}

/** Drops what {@link up} added (markers moved out of the text are not put back). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('conversations_profile_idx').execute();
  await db.schema.createIndex('conversations_profile_idx').on('conversations').columns(['user_id', 'child_id', 'updated_at']).execute();
  await db.schema.alterTable('chat_messages').dropColumn('game_marker').execute();
  await db.schema.alterTable('conversations').dropColumn('kind').execute();
}
