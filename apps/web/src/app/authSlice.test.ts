import { describe, expect, it } from 'vitest';
import {
  authLoading,
  authSignedIn,
  authSignedOut,
  authSlice,
  selectAuthError,
  selectAuthSnapshot,
  selectAuthStatus,
  selectAuthUser,
  userLoadErrorCleared,
  userLoadFailed,
  userUpdated,
  type AuthState,
} from './authSlice';
import { userSample as userMake } from './auth/userSample';
import { makeStore } from './store';

const reduce = authSlice.reducer;

function stateOf(auth: AuthState) {
  return { auth };
}

describe('authSlice reducers', () => {
  it('starts loading with no user and no error (SPEC §4)', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ status: 'loading', user: null, error: null });
  });

  it('signs in with the user document and clears an earlier load error', () => {
    const user = userMake();
    const state = reduce({ status: 'signedOut', user: null, error: 'Failed to load user data' }, authSignedIn(user));
    expect(state).toEqual({ status: 'signedIn', user, error: null });
  });

  it('signs out and clears the user', () => {
    const state = reduce({ status: 'signedIn', user: userMake(), error: null }, authSignedOut());
    expect(state).toEqual({ status: 'signedOut', user: null, error: null });
  });

  it('goes back to loading without a user', () => {
    expect(reduce({ status: 'signedIn', user: userMake(), error: null }, authLoading())).toEqual({ status: 'loading', user: null, error: null });
  });

  it('treats a failed user load as signed out and keeps the message until it is cleared', () => {
    const failed = reduce({ status: 'loading', user: null, error: null }, userLoadFailed('Failed to load user data'));
    expect(failed).toEqual({ status: 'signedOut', user: null, error: 'Failed to load user data' });
    expect(reduce(failed, userLoadErrorCleared())).toEqual({ status: 'signedOut', user: null, error: null });
  });

  it('takes an updated document only for the signed-in user', () => {
    const signedIn: AuthState = { status: 'signedIn', user: userMake(), error: null };
    const renamed = userMake({ displayName: 'Ada L.' });
    expect(reduce(signedIn, userUpdated(renamed)).user).toEqual(renamed);
    expect(reduce(signedIn, userUpdated(userMake({ id: 'someone-else' }))).user).toEqual(signedIn.user);
    expect(reduce({ status: 'signedOut', user: null, error: null }, userUpdated(renamed)).user).toBeNull();
  });
});

describe('authSlice selectors', () => {
  it('reads status, user and error', () => {
    const user = userMake();
    const root = stateOf({ status: 'signedIn', user, error: null });
    expect(selectAuthStatus(root)).toBe('signedIn');
    expect(selectAuthUser(root)).toBe(user);
    expect(selectAuthError(stateOf({ status: 'signedOut', user: null, error: 'x' }))).toBe('x');
  });

  it('builds the loading and signed-out snapshots', () => {
    expect(selectAuthSnapshot(stateOf({ status: 'loading', user: null, error: null }))).toEqual({ status: 'loading' });
    expect(selectAuthSnapshot(stateOf({ status: 'signedOut', user: null, error: null }))).toEqual({ status: 'signedOut', trialActive: false });
  });

  it('builds a solo snapshot for a user without children, onboarding not done', () => {
    expect(selectAuthSnapshot(stateOf({ status: 'signedIn', user: userMake(), error: null }))).toEqual({
      status: 'signedIn',
      uid: 'u1',
      accountType: 'solo',
      isTrialUser: false,
      onboardingComplete: false,
      isAdmin: false,
      activeProfile: null,
    });
  });

  it('calls an account with children a family and counts either onboarding flag (SPEC §5)', () => {
    const family = userMake({ children: ['c1'], onboarding_completed: true });
    expect(selectAuthSnapshot(stateOf({ status: 'signedIn', user: family, error: null }))).toMatchObject({
      accountType: 'family',
      onboardingComplete: true,
    });
    const statusOnly = userMake({ onboardingStatus: true });
    expect(selectAuthSnapshot(stateOf({ status: 'signedIn', user: statusOnly, error: null }))).toMatchObject({ onboardingComplete: true });
  });

  it('marks admins by their roles or available roles', () => {
    const byRole = userMake({ roles: ['standard_user', 'admin'] });
    const byAvailable = userMake({ availableRoles: ['admin'] });
    expect(selectAuthSnapshot(stateOf({ status: 'signedIn', user: byRole, error: null }))).toMatchObject({ isAdmin: true });
    expect(selectAuthSnapshot(stateOf({ status: 'signedIn', user: byAvailable, error: null }))).toMatchObject({ isAdmin: true });
  });

  it('returns the same snapshot object until the status or the user changes', () => {
    const store = makeStore();
    store.dispatch(authSignedIn(userMake()));
    const first = selectAuthSnapshot(store.getState());
    store.dispatch(userLoadErrorCleared());
    expect(selectAuthSnapshot(store.getState())).toBe(first);
    store.dispatch(userUpdated(userMake({ onboardingStatus: true })));
    expect(selectAuthSnapshot(store.getState())).not.toBe(first);
  });
});
