import { describe, expect, it } from 'vitest';
import { authSnapshotSignedIn } from './authSnapshot';
import { routeDefaultChatDestination } from './routeDefaultChatDestination';

const signedIn = authSnapshotSignedIn;

describe('Default chat destination (SPEC §2)', () => {
  describe('Signed out on a trial route: /chat/trial', () => {
    it.each(['/chat/trial', '/oracle', '/video/garden?x=1', '/founders', '/refer/ABC', '/journal/'])(
      'on %s',
      (path) => {
        expect(routeDefaultChatDestination({ status: 'signedOut', trialActive: false }, path)).toBe('/chat/trial');
        expect(routeDefaultChatDestination({ status: 'signedOut', trialActive: true }, path)).toBe('/chat/trial');
      },
    );
  });

  describe('Signed out elsewhere: /login', () => {
    it.each(['/', '/login', '/signup', '/hike', '/nowhere', '/%'])('on %s', (path) => {
      expect(routeDefaultChatDestination({ status: 'signedOut', trialActive: true }, path)).toBe('/login');
    });

    it('treats a still-loading user like a signed-out one', () => {
      expect(routeDefaultChatDestination({ status: 'loading' }, '/oracle')).toBe('/chat/trial');
      expect(routeDefaultChatDestination({ status: 'loading' }, '/')).toBe('/login');
    });
  });

  describe('Signed in with a family account: child chat, parent chat, or /profiles', () => {
    it('goes to the child chat for an active child', () => {
      const auth = signedIn({ activeProfile: { type: 'child', childId: 'c 9' } });
      expect(routeDefaultChatDestination(auth, '/')).toBe('/chat/u1/child/c%209');
    });

    it('goes to the parent chat for an active parent', () => {
      expect(routeDefaultChatDestination(signedIn({ activeProfile: { type: 'parent' } }), '/')).toBe('/chat/u1');
    });

    it('goes to /profiles when no profile is active', () => {
      expect(routeDefaultChatDestination(signedIn(), '/games')).toBe('/profiles');
    });
  });

  describe('Otherwise: /chat/{uid}', () => {
    it('goes to the solo chat', () => {
      expect(routeDefaultChatDestination(signedIn({ accountType: 'solo' }), '/')).toBe('/chat/u1');
      expect(routeDefaultChatDestination(signedIn({ accountType: 'solo', uid: 'a/b' }), '/')).toBe('/chat/a%2Fb');
    });

    it('goes to /chat/trial for a signed-in trial user, whose only chat is the trial chat', () => {
      expect(routeDefaultChatDestination(signedIn({ isTrialUser: true, accountType: 'solo' }), '/')).toBe('/chat/trial');
    });
  });
});
