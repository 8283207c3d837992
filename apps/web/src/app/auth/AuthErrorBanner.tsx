import { selectAuthError } from '../authSlice';
import { useAppSelector } from '../hooks';
import './authForm.css';

/**
 * SPEC §8 "User load": shows 'Failed to load user data' while the auth state holds it (the controller
 * clears it after 5 s). An inserted alert is announced by screen readers.
 */
export function AuthErrorBanner() {
  const error = useAppSelector(selectAuthError);
  if (error === null) return null;
  return (
    <div className="auth-error-banner" role="alert">
      {error}
    </div>
  );
}
