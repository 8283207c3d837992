import { createContext } from 'react';
import type { AuthController } from './authController';

/** The app's auth controller for the screens below `AuthProvider`; null outside one. */
export const AuthControllerContext = createContext<AuthController | null>(null);
