/**
 * The profile a signed-in family or solo account is currently using (SPEC §4 "Session"): the parent,
 * one child (by id), or the solo user.
 */
export type ActiveProfile = { type: 'parent' } | { type: 'child'; childId: string } | { type: 'solo' };

/**
 * What the route decisions need to know about who is using the app.
 *
 * - `loading`: the first sign-in state is not known yet (SPEC §4 "Authentication").
 * - `signedOut`: no account; `trialActive` is true once the visitor has started the anonymous trial.
 * - `signedIn`: an account, with the flags the guards read. `activeProfile` is `null` when no
 *   profile has been chosen in this browser session.
 */
export type AuthSnapshot =
  | { status: 'loading' }
  | { status: 'signedOut'; trialActive: boolean }
  | {
      status: 'signedIn';
      uid: string;
      accountType: 'family' | 'solo';
      isTrialUser: boolean;
      onboardingComplete: boolean;
      isAdmin: boolean;
      activeProfile: ActiveProfile | null;
    };

/** The signed-in member of {@link AuthSnapshot}. */
export type SignedInSnapshot = Extract<AuthSnapshot, { status: 'signedIn' }>;

/**
 * Builds a signed-in snapshot: by default a family account with onboarding done, no admin rights and
 * no profile chosen yet; `overrides` change any field. For tests, stories and previews.
 */
export function authSnapshotSignedIn(overrides: Partial<SignedInSnapshot> = {}): SignedInSnapshot {
  return {
    status: 'signedIn',
    uid: 'u1',
    accountType: 'family',
    isTrialUser: false,
    onboardingComplete: true,
    isAdmin: false,
    activeProfile: null,
    ...overrides,
  };
}
