import { describe, expect, it } from 'vitest';
import { appNavigatorCreate } from './router';

describe('appNavigatorCreate: navigation from outside React (SPEC §8 trial exhausted → /signup)', () => {
  it('hands a path to the router once mounted, and one asked for before that when it mounts', () => {
    const navigator = appNavigatorCreate();
    navigator.navigate('/signup');
    const went: string[] = [];
    const detach = navigator.attach((path) => went.push(path));
    expect(went).toEqual(['/signup']);
    navigator.navigate('/login');
    expect(went).toEqual(['/signup', '/login']);
    detach();
    navigator.navigate('/about');
    expect(went).toEqual(['/signup', '/login']);
  });

  it('a stale detach (StrictMode runs effects twice) leaves the newer router attached', () => {
    const navigator = appNavigatorCreate();
    const first: string[] = [];
    const second: string[] = [];
    const detachFirst = navigator.attach((path) => first.push(path));
    navigator.attach((path) => second.push(path));
    detachFirst();
    navigator.navigate('/signup');
    expect(first).toEqual([]);
    expect(second).toEqual(['/signup']);
  });
});
