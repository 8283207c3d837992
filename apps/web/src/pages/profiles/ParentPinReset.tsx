import { useCallback } from 'react';
import { ParentPinResetForm, useParentPinReset } from '@grove/session-family/react';
import { useAuthController } from '../../app/auth/useAuthController';

/** Props of {@link ParentPinReset}. */
export interface ParentPinResetProps {
  /** The parent's account id. */
  uid: string;
  /** Called once the new PIN is saved. */
  onDone: () => void;
  onCancel: () => void;
  /** Whether the form shows its own title (off in a dialog that carries it). */
  heading?: boolean;
}

/**
 * "Forgot the parent PIN?" (issue 18, point 7), wired: the account password goes to the sign-in
 * provider (re-authentication and a fresh token, from the app's auth controller), then the new PIN to
 * the API as the parent. Rendered only when the parent opened it: never on a child's profile.
 */
export function ParentPinReset({ uid, onDone, onCancel, heading }: ParentPinResetProps) {
  const auth = useAuthController();
  const reauthenticate = useCallback((password: string) => auth.reauthenticate(password), [auth]);
  const reset = useParentPinReset(uid, reauthenticate);
  return <ParentPinResetForm method={auth.reauthMethod()} onReset={reset} onDone={onDone} onCancel={onCancel} heading={heading} />;
}
