import { describe, expect, it } from 'vitest';
import { routeMatch } from './routeMatch';
import { routePath } from './routePath';
import { ROUTE_TABLE } from './routeTable';

describe('routePath', () => {
  it('builds static paths', () => {
    expect(routePath('home')).toBe('/');
    expect(routePath('adminTrialUsage')).toBe('/admin/trial-usage');
  });

  it('fills and encodes parameters', () => {
    expect(routePath('chatChild', { userId: 'u1', childId: 'c 9' })).toBe('/chat/u1/child/c%209');
    expect(routePath('referCode', { invitationCode: 'a/b?c#d' })).toBe('/refer/a%2Fb%3Fc%23d');
  });

  it('throws when a parameter is missing or empty', () => {
    expect(() => routePath('chatUser')).toThrow(/userId/);
    expect(() => routePath('chatChild', { userId: 'u1', childId: '' })).toThrow(/childId/);
  });

  it('round-trips every route of the table through routeMatch', () => {
    const awkward = 'x y/z?%#é';
    for (const row of ROUTE_TABLE) {
      const names = [...row.pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      const params = Object.fromEntries(names.map((name) => [name, `${name}-${awkward}`]));
      expect(routeMatch(routePath(row.id, params))).toEqual({ id: row.id, params });
    }
  });
});

describe('ROUTE_TABLE', () => {
  it('has one row per id and per pattern', () => {
    expect(new Set(ROUTE_TABLE.map((row) => row.id)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((row) => row.pattern)).size).toBe(ROUTE_TABLE.length);
  });
});
