import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECENT_USERS_STORAGE_KEY, useRecentUsers } from './useRecentUsers';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('useRecentUsers', () => {
  it('keeps the five most recent profiles in localStorage, most recent first, and forgets a removed one', () => {
    let clock = 1000;
    const { result } = renderHook(() => useRecentUsers(() => clock));
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) {
      act(() => result.current.add({ id, type: 'child', displayName: id.toUpperCase(), avatar: null }));
      clock += 1;
    }
    expect(result.current.recentUsers.map((entry) => entry.id)).toEqual(['f', 'e', 'd', 'c', 'b']);
    act(() => result.current.add({ id: 'c', type: 'child', displayName: 'C', avatar: null }));
    expect(result.current.recentUsers.map((entry) => entry.id)).toEqual(['c', 'f', 'e', 'd', 'b']);
    act(() => result.current.remove('e'));
    expect(result.current.recentUsers.map((entry) => entry.id)).toEqual(['c', 'f', 'd', 'b']);
    const stored = JSON.parse(window.localStorage.getItem(RECENT_USERS_STORAGE_KEY) ?? '[]') as Array<{ id: string }>;
    expect(stored.map((entry) => entry.id)).toEqual(['c', 'f', 'd', 'b']);
  });

  it('shares one list between every screen that uses it', () => {
    const first = renderHook(() => useRecentUsers());
    const second = renderHook(() => useRecentUsers());
    act(() => first.result.current.add({ id: 'parent', type: 'parent', displayName: 'Ada', avatar: null }));
    expect(second.result.current.recentUsers.map((entry) => entry.displayName)).toEqual(['Ada']);
  });

  it('reads damaged storage as an empty list', () => {
    window.localStorage.setItem(RECENT_USERS_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useRecentUsers());
    expect(result.current.recentUsers).toEqual([]);
  });
});
