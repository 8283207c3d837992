import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@grove/api-contract';
import { onboardingIsDone, type AuthSnapshot } from '@grove/session-family';
import { accountApi } from '@grove/session-family/react';

/** Where sign-in stands (SPEC §4 "Authentication": loading until the first sign-in state is known). */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/** The app's view of who is using it; the router decides every screen from this. */
export interface AuthState {
  status: AuthStatus;
  /** The signed-in user's document (SPEC §3 User), or null unless signed in. */
  user: User | null;
  /** SPEC §8 "User load": 'Failed to load user data', cleared again after 5 s. */
  error: string | null;
}

// SPEC §4: loading until the first sign-in state is known. The auth controller settles it before the
// first render when this browser has never signed in, so signed-out visitors never see the spinner.
const initialState: AuthState = { status: 'loading', user: null, error: null };

function userReplace(state: AuthState, user: User): void {
  // A late answer about someone else (an admin edit, a user who has since signed out) is not ours.
  if (state.status === 'signedIn' && state.user?.id === user.id) state.user = user;
}

// Memoised on status and user, so the router sees the same snapshot object until one of them changes.
const authSnapshotOf = createSelector(
  [(state: AuthState) => state.status, (state: AuthState) => state.user],
  (status, user): AuthSnapshot => {
    if (status === 'loading') return { status: 'loading' };
    if (status === 'signedOut' || user === null) return { status: 'signedOut', trialActive: false };
    return {
      status: 'signedIn',
      uid: user.id,
      accountType: user.children.length > 0 ? 'family' : 'solo',
      isTrialUser: false,
      onboardingComplete: onboardingIsDone(user),
      isAdmin: user.roles.includes('admin') || user.availableRoles.includes('admin'),
      activeProfile: null,
    };
  },
);

/** Auth events: what the sign-in provider and the user document load reported. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  // Reducers take AuthState rather than Immer's inferred draft: the draft of User's JSON settings is
  // a type TypeScript cannot name in the emitted declarations.
  reducers: {
    /** Sign-in state is being worked out again (the provider is starting). */
    authLoading(state: AuthState) {
      state.status = 'loading';
      state.user = null;
    },
    /** A user signed in and their document loaded. */
    authSignedIn(state: AuthState, action: PayloadAction<User>) {
      state.status = 'signedIn';
      state.user = action.payload;
      state.error = null;
    },
    /** Nobody is signed in (SPEC §4: signed out clears the user). */
    authSignedOut(state: AuthState) {
      state.status = 'signedOut';
      state.user = null;
    },
    /**
     * The provider had a user but their document could not be loaded. Without it no signed-in screen
     * can work, so the app carries on as signed out and shows the message (SPEC §8 "User load").
     */
    userLoadFailed(state: AuthState, action: PayloadAction<string>) {
      state.status = 'signedOut';
      state.user = null;
      state.error = action.payload;
    },
    /** The signed-in user's document changed (a profile edit, onboarding, or its revert). */
    userUpdated(state: AuthState, action: PayloadAction<User>) {
      userReplace(state, action.payload);
    },
    /** The user-load message was shown long enough (SPEC §8, §9: 5 s). */
    userLoadErrorCleared(state: AuthState) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    // Every fresh read of the signed-in user's document (a refetch after a child was added or
    // removed, a write's answer) keeps the account type and flags the router reads current.
    builder.addMatcher(accountApi.endpoints.getUser.matchFulfilled, (state: AuthState, action: PayloadAction<User>) => {
      userReplace(state, action.payload);
    });
  },
  selectors: {
    /** Whether auth is loading, signed out or signed in. */
    selectAuthStatus: (state) => state.status,
    /** The signed-in user's document, or null. */
    selectAuthUser: (state) => state.user,
    /** The user-load error to show, or null. */
    selectAuthError: (state) => state.error,
    /**
     * The snapshot session-family's route decisions read. A family account is one with children;
     * the active profile is left null here (the session binding supplies it).
     */
    selectAuthSnapshot: (state): AuthSnapshot => authSnapshotOf(state),
  },
});

/** The auth events (see the reducers above). */
export const { authLoading, authSignedIn, authSignedOut, userLoadFailed, userUpdated, userLoadErrorCleared } = authSlice.actions;
/** Selectors over the root state: status, user, user-load error and the route snapshot. */
export const { selectAuthStatus, selectAuthUser, selectAuthError, selectAuthSnapshot } = authSlice.selectors;
