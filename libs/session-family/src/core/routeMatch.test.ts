import { describe, expect, it } from 'vitest';
import { routeIsTrial, routeMatch } from './routeMatch';

describe('routeMatch', () => {
  it('resolves static and parameter routes', () => {
    expect(routeMatch('/')).toEqual({ id: 'home', params: {} });
    expect(routeMatch('/admin/token-usage-tracker')).toEqual({ id: 'adminTokenUsageTracker', params: {} });
    expect(routeMatch('/chat/u1/child/c9')).toEqual({ id: 'chatChild', params: { userId: 'u1', childId: 'c9' } });
  });

  it('prefers /chat/trial over /chat/{userId}', () => {
    expect(routeMatch('/chat/trial')).toEqual({ id: 'chatTrial', params: {} });
    expect(routeMatch('/chat/trial-ish')).toEqual({ id: 'chatUser', params: { userId: 'trial-ish' } });
  });

  it('returns null for an unknown path, a redirect-only path or a missing parameter', () => {
    expect(routeMatch('/nowhere')).toBeNull();
    expect(routeMatch('/dashboard')).toBeNull();
    expect(routeMatch('/chat/u1/child')).toBeNull();
    expect(routeMatch('/chat/u1/child/')).toBeNull();
    expect(routeMatch('/video')).toBeNull();
  });

  it('ignores the query string and the hash', () => {
    expect(routeMatch('/journal?day=3#entry')).toEqual({ id: 'journal', params: {} });
    expect(routeMatch('/refer/ABC#share')).toEqual({ id: 'referCode', params: { invitationCode: 'ABC' } });
    expect(routeMatch('?tab=1')).toEqual({ id: 'home', params: {} });
  });

  it('strips exactly one trailing slash and keeps / as /', () => {
    expect(routeMatch('/settings/')).toEqual({ id: 'settings', params: {} });
    expect(routeMatch('/settings//')).toBeNull();
    expect(routeMatch('/')).toEqual({ id: 'home', params: {} });
    expect(routeMatch('//')).toEqual({ id: 'home', params: {} });
  });

  it('decodes parameters, including an encoded slash', () => {
    expect(routeMatch('/chat/a%20b%2Fc')).toEqual({ id: 'chatUser', params: { userId: 'a b/c' } });
  });

  it('returns null instead of throwing on a malformed percent-encoding', () => {
    expect(() => routeMatch('/chat/%E0%A4%A')).not.toThrow();
    expect(routeMatch('/chat/%E0%A4%A')).toBeNull();
    expect(routeMatch('/%')).toBeNull();
  });

  it('matches static segments case-insensitively, as react-router does by default', () => {
    expect(routeMatch('/Login')).toEqual({ id: 'login', params: {} });
    expect(routeMatch('/chat/U1')).toEqual({ id: 'chatUser', params: { userId: 'U1' } });
  });

  it('refuses a path that does not start with /', () => {
    expect(routeMatch('login')).toBeNull();
  });
});

describe('routeIsTrial: SPEC §2 "Routes allowed on trial"', () => {
  it.each(['/chat/trial', '/trial-choice', '/door-choice', '/choose-story', '/game-chat', '/video/garden', '/spirit-animal', '/oracle', '/game-selection', '/games', '/wellness', '/journal', '/about', '/legal', '/founders', '/refer', '/refer/INV-1', '/about?x=1'])(
    'counts %s',
    (path) => expect(routeIsTrial(path)).toBe(true),
  );

  it.each(['/', '/login', '/signup', '/settings', '/profiles', '/chat/u1', '/hike', '/nowhere', '/%E0%A4%A'])('does not count %s', (path) => expect(routeIsTrial(path)).toBe(false));
});
