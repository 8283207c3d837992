import type { ReactNode } from 'react';
import type { AuthController } from './authController';
import { AuthControllerContext } from './authControllerContext';
import { AuthErrorBanner } from './AuthErrorBanner';

/** Props of {@link AuthProvider}. */
export interface AuthProviderProps {
  controller: AuthController;
  children?: ReactNode;
}

/** Gives the screens below it the auth controller, and shows SPEC §8's user-load error banner. */
export function AuthProvider({ controller, children }: AuthProviderProps) {
  return (
    <AuthControllerContext.Provider value={controller}>
      {children}
      <AuthErrorBanner />
    </AuthControllerContext.Provider>
  );
}
