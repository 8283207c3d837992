import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthSnapshot } from '@grove/session-family';

/** The app's view of who is using it; the router decides every screen from this. */
export interface AuthState {
  snapshot: AuthSnapshot;
}

// Grove has no sign-in provider wired yet, so every visitor is known to be signed out from the start.
// When Firebase Auth arrives the initial state becomes { status: 'loading' } (SPEC §4) until its first
// callback dispatches authStateKnown.
const initialState: AuthState = { snapshot: { status: 'signedOut', trialActive: false } };

/** Auth events: what the sign-in provider reported. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The sign-in provider reported a (new) state. */
    authStateKnown(state, action: PayloadAction<AuthSnapshot>) {
      state.snapshot = action.payload;
    },
  },
  selectors: {
    /** The current auth snapshot. */
    selectAuthSnapshot: (state) => state.snapshot,
  },
});

export const { authStateKnown } = authSlice.actions;
export const { selectAuthSnapshot } = authSlice.selectors;
