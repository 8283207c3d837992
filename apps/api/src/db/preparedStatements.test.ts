import { describe, expect, it } from 'vitest';
import { clientWithPreparedStatements, StatementNames } from './preparedStatements';

describe('StatementNames', () => {
  it('names a parameterised text once and gives it the same name every time', () => {
    const names = new StatementNames();
    const user = 'select * from "users" where "id" = $1';
    expect(names.nameFor(user, 1)).toBe('grove_1');
    expect(names.nameFor('select * from "child_accounts" where "id" = $1', 1)).toBe('grove_2');
    expect(names.nameFor(user, 1)).toBe('grove_1');
    expect(names.size).toBe(2);
  });

  it('leaves texts without parameters unnamed (DDL, health checks, begin and commit)', () => {
    const names = new StatementNames();
    expect(names.nameFor('select 1', 0)).toBeNull();
    expect(names.nameFor('begin', 0)).toBeNull();
    expect(names.size).toBe(0);
  });

  it('stops naming new texts at its bound and keeps the names it gave', () => {
    const names = new StatementNames(2);
    expect(names.nameFor('a = $1', 1)).toBe('grove_1');
    expect(names.nameFor('b = $1', 1)).toBe('grove_2');
    expect(names.nameFor('c = $1', 1)).toBeNull();
    expect(names.nameFor('a = $1', 1)).toBe('grove_1');
  });
});

describe('clientWithPreparedStatements', () => {
  function fakeClient() {
    const calls: unknown[][] = [];
    const client = {
      query(...args: unknown[]) {
        calls.push(args);
        return Promise.resolve({ rows: [] });
      },
    };
    return { client, calls };
  }

  it("sends Kysely's (text, parameters) calls as named statements", async () => {
    const { client, calls } = fakeClient();
    const names = new StatementNames();
    clientWithPreparedStatements(client, names);
    await client.query('select * from "users" where "id" = $1', ['u1']);
    await client.query('select * from "users" where "id" = $1', ['u2']);
    expect(calls).toEqual([
      [{ name: 'grove_1', text: 'select * from "users" where "id" = $1', values: ['u1'] }],
      [{ name: 'grove_1', text: 'select * from "users" where "id" = $1', values: ['u2'] }],
    ]);
  });

  it('passes every other call through unchanged', async () => {
    const { client, calls } = fakeClient();
    clientWithPreparedStatements(client, new StatementNames());
    const config = { text: 'select $1::int', values: [1] };
    await client.query(config);
    await client.query('select 1', []);
    await client.query('create table t (id int)');
    expect(calls).toEqual([[config], ['select 1', []], ['create table t (id int)']]);
  });
});
