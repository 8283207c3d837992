import { useContext } from 'react';
import type { AuthController } from './authController';
import { AuthControllerContext } from './authControllerContext';

/** The auth controller of the nearest `AuthProvider`: sign in, sign up, reset, sign out, delete. */
export function useAuthController(): AuthController {
  const controller = useContext(AuthControllerContext);
  if (controller === null) throw new Error('useAuthController needs an AuthProvider above it.');
  return controller;
}
