import { mkdirSync } from 'node:fs';
import { Kysely, PGliteDialect, PostgresDialect, sql, type DatabaseConnection, type Driver, type QueryCompiler, type TransactionSettings } from 'kysely';
import { databaseMigrate } from './migrate';
import { poolPrepareStatements } from './preparedStatements';
import type { Database } from './schema';

/** An open database: Kysely, which kind it is, and how to close it. */
export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** A first-come, first-served lock. */
class ConnectionMutex {
  #locked = false;
  readonly #waiting: Array<() => void> = [];

  async lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#locked = false;
  }
}

/**
 * Kysely's PGlite driver hands its one connection to every caller at once, so two concurrent
 * transactions (two chats charging the same ledger) would interleave on it and a plain query could
 * land inside someone else's transaction. This driver lends the connection to one caller at a time:
 * a transaction holds it from BEGIN to COMMIT, which is what PostgreSQL's pool gives each client.
 * Inside a transaction, use the transaction object only — a query on the outer `db` would wait forever.
 */
class SerialPGliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  constructor(readonly inner: Driver) {}
  init(...args: Parameters<Driver['init']>): Promise<void> {
    return this.inner.init(...args);
  }
  async acquireConnection(...args: Parameters<Driver['acquireConnection']>): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    try {
      return await this.inner.acquireConnection(...args);
    } catch (error) {
      this.#mutex.unlock();
      throw error;
    }
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.(connection, name, compile);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.#mutex.unlock();
    }
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** PGlite with {@link SerialPGliteDriver}. */
class SerialPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new SerialPGliteDriver(super.createDriver());
  }
}

/** Where the data lives: a PostgreSQL URL, or a folder for the embedded PGlite (`memory://` for none). */
export type DatabaseTarget = { url: string; preparedStatements?: boolean } | { dataDir: string };

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
    // Named statements, parsed and planned once per connection (preparedStatements.ts, issue 22),
    // unless switched off for a pooler that cannot keep them.
    if (target.preparedStatements !== false) poolPrepareStatements(pool);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    kind = 'postgres';
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    if (!target.dataDir.startsWith('memory://')) mkdirSync(target.dataDir, { recursive: true });
    const pglite = await PGlite.create(target.dataDir);
    db = new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite }) });
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
