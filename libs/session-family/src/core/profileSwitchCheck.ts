import { MESSAGES } from '@grove/api-contract';

/** The answer of {@link profileSwitchCheck}: allowed, or refused with the message to show. */
export type ProfileSwitchCheck = { allowed: true } | { allowed: false; message: 'Please set up parental controls first' };

/**
 * Whether this account may switch profile at all (SPEC §5 "Switching profile"): a solo user always
 * may; otherwise the parental controls must exist with a parent PIN set, else the answer carries
 * 'Please set up parental controls first'. A permission error while reading the parental controls
 * counts as allowed (as SPEC §6 treats such an error as a solo user).
 *
 * `parentalControls` is `null` when the account has none, `'permission-error'` when reading them was
 * refused.
 */
export function profileSwitchCheck(input: {
  isSolo: boolean;
  parentalControls: { parentPinSet: boolean } | 'permission-error' | null;
}): ProfileSwitchCheck {
  const { isSolo, parentalControls } = input;
  if (isSolo || parentalControls === 'permission-error') return { allowed: true };
  if (parentalControls !== null && parentalControls.parentPinSet) return { allowed: true };
  return { allowed: false, message: MESSAGES.setUpParentalControls };
}
