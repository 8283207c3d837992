import { useCallback } from 'react';
import { REAUTHENTICATION_REQUIRED_MESSAGE } from '@grove/api-contract';
import { familyApiErrorRead } from './familyApi';
import { useResetParentPinMutation } from './familyControlsApi';
import type { ParentPinResetInput, ParentPinResetOutcome } from './ParentPinResetForm';

/** What a failed reset says when the server gave no reason (SPEC §8's child errors' wording). */
export const PARENT_PIN_RESET_FAILED = 'Failed to reset the parent PIN. Please try again.';

/**
 * The reset of a forgotten parent PIN (issue 18, point 7) as one call for {@link ParentPinResetForm}:
 * re-authenticates with the sign-in provider — `reauthenticate` is the app's (Firebase's
 * `reauthenticateWithCredential`, then a forced token refresh, so the next ID token carries the new
 * `auth_time`); it rejects with an `Error` whose message is ready to show — then sends the new PIN
 * as the parent (`POST /api/users/{id}/parent-pin/reset`). A sign-in that is not recent enough for the
 * server (401 `reauthentication_required`) is the password's field to fix.
 */
export function useParentPinReset(userId: string, reauthenticate: (password: string) => Promise<void>): (input: ParentPinResetInput) => Promise<ParentPinResetOutcome> {
  const [resetParentPin] = useResetParentPinMutation();
  return useCallback(
    async ({ password, pin }) => {
      try {
        await reauthenticate(password);
      } catch (error) {
        return { ok: false, field: 'password', message: error instanceof Error && error.message ? error.message : REAUTHENTICATION_REQUIRED_MESSAGE };
      }
      try {
        await resetParentPin({ userId, pin }).unwrap();
        return { ok: true };
      } catch (error) {
        const failure = familyApiErrorRead(error);
        if (failure.code === 'reauthentication_required') return { ok: false, field: 'password', message: failure.message ?? REAUTHENTICATION_REQUIRED_MESSAGE };
        // The PIN rule that stopped the call before it left, or the server's word on the PIN.
        if (failure.status === 'CUSTOM_ERROR' || failure.field === 'body.newPin') return { ok: false, field: 'pin', message: failure.message ?? PARENT_PIN_RESET_FAILED };
        return { ok: false, field: null, message: failure.message ?? PARENT_PIN_RESET_FAILED };
      }
    },
    [reauthenticate, resetParentPin, userId],
  );
}
