import type { ActiveProfile } from './authSnapshot';
import { sessionStart, type SessionState } from './sessionState';

/** The credential a profile switch must verify: the parent PIN, the child's own PIN, or none for a solo user. */
export type ProfileSwitchCredential = 'parentPin' | 'childPin' | 'none';

/**
 * What must be verified before switching to `target` (SPEC §5 "Switching profile", §6): the parent is
 * authenticated by the parent PIN, a child by its own PIN. Returning from a child to the parent needs
 * the parent PIN like any other switch to the parent. A solo user has no other profile and needs nothing.
 */
export function profileSwitchCredential(target: ActiveProfile): ProfileSwitchCredential {
  switch (target.type) {
    case 'parent':
      return 'parentPin';
    case 'child':
      return 'childPin';
    case 'solo':
      return 'none';
  }
}

/**
 * The session after a profile switch request (SPEC §5 "Switching profile": failure returns false with
 * no switch). When the credential was `verified`, a new session for `target` starting at `now` (a
 * profile switch is activity, SPEC §4 "Session"); otherwise `current`, the same object, unchanged.
 */
export function profileSwitchResolve(
  current: SessionState | null,
  target: ActiveProfile,
  verified: boolean,
  now: number,
): SessionState | null {
  return verified ? sessionStart(target, now) : current;
}
