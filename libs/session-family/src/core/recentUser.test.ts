import { describe, expect, it } from 'vitest';
import { RECENT_USERS_MAX, recentUsersAdd, recentUsersParse, recentUsersRemove, type RecentUser } from './recentUser';

function entry(id: string, lastUsed: number, overrides: Partial<RecentUser> = {}): RecentUser {
  return { id, type: 'child', displayName: `Kid ${id}`, avatar: null, lastUsed, ...overrides };
}

function withoutTime(user: RecentUser): Omit<RecentUser, 'lastUsed'> {
  return { id: user.id, type: user.type, displayName: user.displayName, avatar: user.avatar };
}

describe('SPEC §3 "Recent user entry" and §9 "Recent users list capped at 5"', () => {
  it('puts the newest use first with its time', () => {
    const list = recentUsersAdd([entry('a', 100)], { id: 'parent', type: 'parent', displayName: 'Mum', avatar: 'owl' }, 200);
    expect(list).toEqual([{ id: 'parent', type: 'parent', displayName: 'Mum', avatar: 'owl', lastUsed: 200 }, entry('a', 100)]);
  });

  it('keeps one entry per id, moved to the front and updated', () => {
    const list = recentUsersAdd([entry('a', 300), entry('b', 200), entry('c', 100)], withoutTime(entry('c', 0, { displayName: 'Cleo' })), 400);
    expect(list.map((user) => [user.id, user.lastUsed, user.displayName])).toEqual([
      ['c', 400, 'Cleo'],
      ['a', 300, 'Kid a'],
      ['b', 200, 'Kid b'],
    ]);
  });

  it('holds at most 5 entries, dropping the least recent', () => {
    expect(RECENT_USERS_MAX).toBe(5);
    let list: RecentUser[] = [];
    for (const [index, id] of ['a', 'b', 'c', 'd', 'e', 'f'].entries()) list = recentUsersAdd(list, withoutTime(entry(id, 0)), index + 1);
    expect(list.map((user) => user.id)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('does not change the list it was given', () => {
    const before = [entry('a', 1)];
    recentUsersAdd(before, withoutTime(entry('b', 0)), 2);
    expect(before).toEqual([entry('a', 1)]);
  });

  it('removes a deleted child', () => {
    expect(recentUsersRemove([entry('a', 2), entry('b', 1)], 'a')).toEqual([entry('b', 1)]);
    expect(recentUsersRemove([entry('a', 2)], 'zz')).toEqual([entry('a', 2)]);
  });
});

describe('SPEC §3 "Recent user entry": reading the stored list tolerates bad data', () => {
  it('reads JSON text or a parsed value', () => {
    const list = [entry('a', 2), entry('parent', 1, { type: 'parent', avatar: 'owl' })];
    expect(recentUsersParse(JSON.stringify(list))).toEqual(list);
    expect(recentUsersParse(list)).toEqual(list);
  });

  it.each<[string, unknown]>([
    ['text that is not JSON', '[{'],
    ['null', null],
    ['an object', { a: 1 }],
    ['a number', 7],
  ])('gives an empty list for %s', (_name, raw) => {
    expect(recentUsersParse(raw)).toEqual([]);
  });

  it('skips malformed entries and reads a missing avatar as null', () => {
    const raw = [
      null,
      'a',
      { ...entry('', 9) },
      { ...entry('x', 9), type: 'admin' },
      { ...entry('y', 9), displayName: 3 },
      { ...entry('z', 9), lastUsed: 'yesterday' },
      { ...entry('w', 9), avatar: 5 },
      { id: 'ok', type: 'solo', displayName: 'Sam', lastUsed: 5 },
    ];
    expect(recentUsersParse(raw)).toEqual([{ id: 'ok', type: 'solo', displayName: 'Sam', avatar: null, lastUsed: 5 }]);
  });

  it('orders most recent first, keeps the newest of each id and caps at 5', () => {
    const raw = [entry('a', 1), entry('b', 7), entry('a', 9), entry('c', 3), entry('d', 4), entry('e', 5), entry('f', 6)];
    expect(recentUsersParse(raw).map((user) => [user.id, user.lastUsed])).toEqual([
      ['a', 9],
      ['b', 7],
      ['f', 6],
      ['e', 5],
      ['d', 4],
    ]);
  });
});
