import { describe, expect, it } from 'vitest';
import { ROUTE_RETURN_PARAM, routeLoginPath, routeReturnPathParse, routeReturnPathRead, routeWithReturn } from './routeReturnPath';

describe('routeReturnPathParse: only a page of this app a signed-in person may open', () => {
  it.each(['/settings', '/', '/profiles', '/chat/u1', '/chat/u1/child/c9', '/games', '/door-choice?theme=meditation', '/settings#look', '/dashboard', '/Settings'])(
    'accepts %s',
    (path) => expect(routeReturnPathParse(path)).toBe(path),
  );

  it.each([
    ['another site', 'https://evil.example/settings'],
    ['a protocol-relative address', '//evil.example/settings'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a newline', '/settings\n'],
    ['a space', '/settings now'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'settings'],
    ['the sign-in page itself (a loop)', '/login'],
    ['a signed-out-only page', '/signup'],
    ['a path no route has', '/nowhere'],
    ['a broken percent-encoding', '/chat/%E0%A4%A'],
    ['an empty value', ''],
    ['a very long value', `/chat/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, raw) => expect(routeReturnPathParse(raw)).toBeNull());

  it('refuses nothing at all', () => {
    expect(routeReturnPathParse(null)).toBeNull();
    expect(routeReturnPathParse(undefined)).toBeNull();
  });
});

describe('routeReturnPathRead: the ?next= of a query string', () => {
  it('reads and checks it', () => {
    expect(ROUTE_RETURN_PARAM).toBe('next');
    expect(routeReturnPathRead('?next=%2Fsettings')).toBe('/settings');
    expect(routeReturnPathRead('next=%2Fchat%2Fu1&x=1')).toBe('/chat/u1');
    expect(routeReturnPathRead('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(routeReturnPathRead('?other=%2Fsettings')).toBeNull();
    expect(routeReturnPathRead('')).toBeNull();
  });
});

describe('routeLoginPath and routeWithReturn', () => {
  it('remember the page asked for, encoded, and only a valid one', () => {
    expect(routeLoginPath('/settings')).toBe('/login?next=%2Fsettings');
    expect(routeLoginPath('/door-choice?theme=flowers')).toBe('/login?next=%2Fdoor-choice%3Ftheme%3Dflowers');
    expect(routeLoginPath('//evil.example')).toBe('/login');
    expect(routeLoginPath(null)).toBe('/login');
    expect(routeWithReturn('/profiles', '/settings')).toBe('/profiles?next=%2Fsettings');
    expect(routeReturnPathRead(routeLoginPath('/door-choice?theme=flowers').split('?').slice(1).join('?'))).toBe('/door-choice?theme=flowers');
  });
});
