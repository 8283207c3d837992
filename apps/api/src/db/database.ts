import { mkdirSync } from 'node:fs';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { databaseMigrate } from './migrate';
import type { Database } from './schema';

/** An open database: Kysely, which kind it is, and how to close it. */
export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL, or a folder for the embedded PGlite (`memory://` for none). */
export type DatabaseTarget = { url: string } | { dataDir: string };

/**
 * Opens the database and runs the migrations. PGlite (real Postgres in WASM) in a data folder by
 * default; a PostgreSQL server when a URL is given.
 */
export async function databaseOpen(target: DatabaseTarget): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let kind: OpenDatabase['kind'];
  if ('url' in target) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    kind = 'postgres';
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    if (!target.dataDir.startsWith('memory://')) mkdirSync(target.dataDir, { recursive: true });
    const pglite = await PGlite.create(target.dataDir);
    db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    kind = 'pglite';
  }
  try {
    await databaseMigrate(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind, close: () => db.destroy() };
}

/** Whether the database answers a trivial query. */
export async function databaseHealthy(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
