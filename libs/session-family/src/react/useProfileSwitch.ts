import { useCallback, useState } from 'react';
import { MESSAGES } from '@grove/api-contract';
import { pinValidate, profileSwitchCredential, type ActiveProfile } from '../index';
import { familyApiErrorRead, useVerifyChildPinMutation, useVerifyParentPinMutation } from './familyApi';
import { useRecentUsers } from './useRecentUsers';
import { useSession } from './useSession';

/** The profile to switch to, with what the recent-users list shows for it. */
export interface ProfileSwitchTarget {
  profile: ActiveProfile;
  displayName: string;
  avatar: string | null;
}

/** Why a switch did not happen. */
export type ProfileSwitchRefusal = 'invalidPin' | 'wrongPin' | 'locked' | 'noParentalControls' | 'failed';

/** The answer of {@link ProfileSwitchApi.switchTo}: switched, or refused with the message to show (no switch). */
export type ProfileSwitchOutcome = { status: 'switched' } | { status: 'refused'; reason: ProfileSwitchRefusal; message: string };

/** What {@link useProfileSwitch} gives a screen. */
export interface ProfileSwitchApi {
  /** Verifies the credential the target needs, then starts its session and records it as a recent user. */
  switchTo(target: ProfileSwitchTarget, pin: string): Promise<ProfileSwitchOutcome>;
  /** True while a PIN check is on its way. */
  isSwitching: boolean;
}

const COULD_NOT_CHECK = 'Could not check the PIN. Please try again.';

function wrongPinMessage(attemptsLeft: number): string {
  return `Wrong PIN. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`;
}

/**
 * Switches profile the way SPEC §5 says: the core's `profileSwitchCredential` names what to verify (the
 * parent PIN for the parent, also when returning from a child; the child's own PIN for a child), the
 * server checks it, and only a verified switch starts the new session (a switch counts as activity)
 * and moves the profile to the front of the recent users. Anything else changes nothing.
 */
export function useProfileSwitch(userId: string): ProfileSwitchApi {
  const { start } = useSession();
  const { add } = useRecentUsers();
  const [verifyParentPin] = useVerifyParentPinMutation();
  const [verifyChildPin] = useVerifyChildPinMutation();
  const [isSwitching, setSwitching] = useState(false);

  const switchTo = useCallback(
    async (target: ProfileSwitchTarget, pin: string): Promise<ProfileSwitchOutcome> => {
      const { profile } = target;
      const credential = profileSwitchCredential(profile);
      function switched(): ProfileSwitchOutcome {
        start(profile);
        add({ id: profile.type === 'child' ? profile.childId : profile.type, type: profile.type, displayName: target.displayName, avatar: target.avatar });
        return { status: 'switched' };
      }
      if (credential === 'none') return switched();
      const invalid = pinValidate(pin);
      if (invalid !== null) return { status: 'refused', reason: 'invalidPin', message: invalid };

      setSwitching(true);
      try {
        const request =
          profile.type === 'child' ? verifyChildPin({ childId: profile.childId, pin }) : verifyParentPin({ userId, pin });
        const result = await request.unwrap();
        if (result.verified) return switched();
        if (result.attemptsLeft === 0) return { status: 'refused', reason: 'locked', message: MESSAGES.pinLocked };
        return { status: 'refused', reason: 'wrongPin', message: wrongPinMessage(result.attemptsLeft) };
      } catch (error) {
        const failure = familyApiErrorRead(error);
        if (failure.status === 423 || failure.code === 'locked') return { status: 'refused', reason: 'locked', message: MESSAGES.pinLocked };
        if (credential === 'parentPin' && failure.status === 409) {
          return { status: 'refused', reason: 'noParentalControls', message: MESSAGES.setUpParentalControls };
        }
        return { status: 'refused', reason: 'failed', message: failure.message ?? COULD_NOT_CHECK };
      } finally {
        setSwitching(false);
      }
    },
    [add, start, userId, verifyChildPin, verifyParentPin],
  );

  return { switchTo, isSwitching };
}
