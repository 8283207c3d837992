import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GlassButton, type GlassButtonVariant } from '@grove/ui-glass/react';
import { selectAuthStatus } from '../authSlice';
import { useAppSelector } from '../hooks';
import { useAuthController } from './useAuthController';

/** Props of {@link SignOutButton}. */
export interface SignOutButtonProps {
  /** Defaults to 'ghost', to sit quietly in a header. */
  variant?: GlassButtonVariant;
  className?: string;
}

/**
 * "Sign out" for a signed-in user (nothing otherwise): signs out, then goes to the home page. A
 * failure is alerted with the provider's message or SPEC §8's 'Failed to sign out'. Needs a router
 * and an `AuthProvider` above it.
 */
export function SignOutButton({ variant = 'ghost', className }: SignOutButtonProps) {
  const status = useAppSelector(selectAuthStatus);
  const auth = useAuthController();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  if (status !== 'signedIn') return null;

  async function signOut(): Promise<void> {
    setPending(true);
    try {
      await auth.signOut();
      void navigate('/', { replace: true });
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <GlassButton variant={variant} className={className} onClick={() => void signOut()} disabled={pending} aria-busy={pending}>
      {pending ? 'Signing out…' : 'Sign out'}
    </GlassButton>
  );
}
