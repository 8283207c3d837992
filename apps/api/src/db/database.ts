import { mkdirSync } from 'node:fs';
import { Kysely, PGliteDialect, PostgresDialect, sql, type DatabaseConnection, type Driver, type QueryCompiler, type TransactionSettings } from 'kysely';
import { AccountRowCache, sqlWritesUsers, USERS_CHANGED_CHANNEL } from './accountCache';
import { databaseMigrate } from './migrate';
import { poolPrepareStatements } from './preparedStatements';
import type { Database } from './schema';

/** An open database: Kysely, which kind it is, and how to close it. */
export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The accounts this process has just read, kept in step with every change (accountCache.ts). */
  accounts: AccountRowCache;
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

/** A driver that hands every call to `inner`: the wrappers below override only what they change. */
class ForwardingDriver implements Driver {
  constructor(readonly inner: Driver) {}
  init(...args: Parameters<Driver['init']>): Promise<void> {
    return this.inner.init(...args);
  }
  acquireConnection(...args: Parameters<Driver['acquireConnection']>): Promise<DatabaseConnection> {
    return this.inner.acquireConnection(...args);
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
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * Kysely's PGlite driver hands its one connection to every caller at once, so two concurrent
 * transactions (two chats charging the same ledger) would interleave on it and a plain query could
 * land inside someone else's transaction. This driver lends the connection to one caller at a time:
 * a transaction holds it from BEGIN to COMMIT, which is what PostgreSQL's pool gives each client.
 * Inside a transaction, use the transaction object only — a query on the outer `db` would wait forever.
 */
class SerialPGliteDriver extends ForwardingDriver {
  readonly #mutex = new ConnectionMutex();
  override async acquireConnection(...args: Parameters<Driver['acquireConnection']>): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    try {
      return await this.inner.acquireConnection(...args);
    } catch (error) {
      this.#mutex.unlock();
      throw error;
    }
  }
  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.#mutex.unlock();
    }
  }
}

/**
 * Wraps a driver so that {@link AccountRowCache} hears of every statement of this process that may
 * change a `users` row: after the statement has run, and again when its transaction commits (a read
 * between the two still sees the committed row before the change, and could keep it).
 *
 * The connections are patched in place rather than wrapped, because Kysely hands the same object back
 * to the driver's release, begin and commit, and each driver expects its own.
 */
class UsersWriteWatchDriver extends ForwardingDriver {
  readonly #patched = new WeakSet<DatabaseConnection>();
  readonly #wroteInTransaction = new WeakSet<DatabaseConnection>();
  constructor(
    inner: Driver,
    readonly accounts: AccountRowCache,
  ) {
    super(inner);
  }
  override async acquireConnection(...args: Parameters<Driver['acquireConnection']>): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection(...args);
    if (!this.#patched.has(connection)) this.#patch(connection);
    return connection;
  }
  #patch(connection: DatabaseConnection): void {
    this.#patched.add(connection);
    const accounts = this.accounts;
    const wrote = this.#wroteInTransaction;
    const executeQuery = connection.executeQuery.bind(connection);
    const streamQuery = connection.streamQuery.bind(connection);
    connection.executeQuery = async (compiledQuery, ...rest) => {
      if (!sqlWritesUsers(compiledQuery.sql)) return executeQuery(compiledQuery, ...rest);
      try {
        return await executeQuery(compiledQuery, ...rest);
      } finally {
        wrote.add(connection);
        accounts.invalidateAll();
      }
    };
    connection.streamQuery = function (compiledQuery, ...rest) {
      if (!sqlWritesUsers(compiledQuery.sql)) return streamQuery(compiledQuery, ...rest);
      wrote.add(connection);
      accounts.invalidateAll();
      const rows = streamQuery(compiledQuery, ...rest);
      return (async function* () {
        try {
          yield* rows;
        } finally {
          accounts.invalidateAll();
        }
      })();
    } as DatabaseConnection['streamQuery'];
  }
  override beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    this.#wroteInTransaction.delete(connection);
    return this.inner.beginTransaction(connection, settings);
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(connection);
    } finally {
      if (this.#wroteInTransaction.has(connection)) {
        this.#wroteInTransaction.delete(connection);
        this.accounts.invalidateAll();
      }
    }
  }
  override rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.#wroteInTransaction.delete(connection);
    return this.inner.rollbackTransaction(connection);
  }
}

/** PGlite with {@link SerialPGliteDriver}, watched by {@link UsersWriteWatchDriver}. */
class SerialPGliteDialect extends PGliteDialect {
  constructor(
    config: ConstructorParameters<typeof PGliteDialect>[0],
    readonly accounts: AccountRowCache,
  ) {
    super(config);
  }
  override createDriver(): Driver {
    return new UsersWriteWatchDriver(new SerialPGliteDriver(super.createDriver()), this.accounts);
  }
}

/** PostgreSQL's pool, watched by {@link UsersWriteWatchDriver}. */
class WatchedPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    readonly accounts: AccountRowCache,
  ) {
    super(config);
  }
  override createDriver(): Driver {
    return new UsersWriteWatchDriver(super.createDriver(), this.accounts);
  }
}

/** How long the LISTEN connection waits before connecting again, doubling up to the maximum. */
const LISTEN_RETRY_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * Keeps one connection LISTENing on {@link USERS_CHANGED_CHANNEL} and drops each announced account
 * from `accounts`. The cache is live only while the connection listens: when it breaks, everything
 * kept is dropped and nothing is kept until it listens again (with backoff).
 */
async function usersChangedListen(url: string, accounts: AccountRowCache): Promise<{ close(): Promise<void> }> {
  const { default: pg } = await import('pg');
  let closed = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let retryMs = LISTEN_RETRY_MS;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let failed = false;
    const fail = (): void => {
      if (failed) return;
      failed = true;
      accounts.setLive(false);
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) {
        retry = setTimeout(() => {
          retry = null;
          void connect();
        }, retryMs);
        retry.unref();
        retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
      }
    };
    next.on('error', fail);
    next.on('end', fail);
    next.on('notification', (message) => {
      if (message.channel !== USERS_CHANGED_CHANNEL) return;
      if (!message.payload || message.payload === '*') accounts.invalidateAll();
      else accounts.invalidate(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${USERS_CHANGED_CHANNEL}`);
    } catch {
      fail();
      return;
    }
    if (closed) {
      failed = true;
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = LISTEN_RETRY_MS;
    accounts.setLive(true);
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      accounts.setLive(false);
      const open = client;
      client = null;
      if (open) {
        open.removeAllListeners();
        // An error while saying goodbye must not become an unhandled 'error' event.
        open.on('error', () => undefined);
        await open.end().catch(() => undefined);
      }
    },
  };
}

/** Where the data lives: a PostgreSQL URL, or a folder for the embedded PGlite (`memory://` for none). */
export type DatabaseTarget = ({ url: string; preparedStatements?: boolean } | { dataDir: string }) & {
  /** Whether accounts are kept in memory between requests (accountCache.ts; default on). */
  accountCache?: boolean;
};

/**
 * Opens the database and runs the migrations. PGlite (real Postgres in WASM) in a data folder by
 * default; a PostgreSQL server when a URL is given.
 */
export async function databaseOpen(target: DatabaseTarget): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let kind: OpenDatabase['kind'];
  const cacheOn = target.accountCache !== false;
  // PGlite is one process per data folder: every change goes through this process's driver, so its
  // cache is live from the start. PostgreSQL's becomes live once the LISTEN connection listens.
  const accounts = new AccountRowCache({ live: cacheOn && !('url' in target) });
  let listener: { close(): Promise<void> } | null = null;
  if ('url' in target) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // Named statements, parsed and planned once per connection (preparedStatements.ts, issue 22),
    // unless switched off for a pooler that cannot keep them.
    if (target.preparedStatements !== false) poolPrepareStatements(pool);
    db = new Kysely<Database>({ dialect: new WatchedPostgresDialect({ pool }, accounts) });
    kind = 'postgres';
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    if (!target.dataDir.startsWith('memory://')) mkdirSync(target.dataDir, { recursive: true });
    const pglite = await PGlite.create(target.dataDir);
    db = new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite }, accounts) });
    kind = 'pglite';
  }
  try {
    await databaseMigrate(db as Kysely<unknown>);
    // After the migrations: the trigger that announces changes exists from 0020 on.
    if ('url' in target && cacheOn) listener = await usersChangedListen(target.url, accounts);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    kind,
    accounts,
    close: async () => {
      await listener?.close();
      await db.destroy();
    },
  };
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
