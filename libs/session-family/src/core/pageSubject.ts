import type { ActiveProfile } from './authSnapshot';

/** What {@link pageSubjectOf} needs of the account: its id and its children's ids. */
export interface PageSubjectUser {
  id: string;
  children: readonly string[];
}

/** What {@link pageSubjectOf} decides from: the sign-in state, the account, its active profile and what was asked. */
export interface PageSubjectInput<U extends PageSubjectUser, C extends { id: string }> {
  /** The auth state: 'loading' while sign-in is being restored, 'signedIn' with an account, anything else signed out. */
  status: string;
  /** The account (its id and how many children it has), or null signed out. */
  user: U | null;
  /** The session's active profile, or null when none is chosen. */
  active: ActiveProfile | null;
  /** The family's children as the API listed them, or undefined while they load (or for a child profile). */
  children: readonly C[] | undefined;
  /** The profile a parent asked for (`?profile=<childId>`), or null. */
  requested: string | null;
}

/**
 * Whose screen a per-profile page (journal, wellness) shows, and who is looking:
 * - `loading`: sign-in or the children are still loading;
 * - `visitor`: signed out (a trial visitor);
 * - `child`: a child profile looks at its own;
 * - `parentOfChild`: a parent opened one of their children's (`?profile=<childId>`);
 * - `unknownChild`: a parent asked for a child the account does not have (or no longer has);
 * - `self`: the adult looks at their own (a parent without a profile chosen counts as the parent).
 * The API decides what each may read; this only picks the screen.
 */
export type PageSubject<U, C> =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'child'; childId: string; user: U }
  | { kind: 'parentOfChild'; child: C }
  | { kind: 'unknownChild' }
  | { kind: 'self'; user: U };

/** Decides a per-profile page's {@link PageSubject}. */
export function pageSubjectOf<U extends PageSubjectUser, C extends { id: string }>(input: PageSubjectInput<U, C>): PageSubject<U, C> {
  const { status, user, active, children, requested } = input;
  if (status === 'loading') return { kind: 'loading' };
  if (status !== 'signedIn' || user === null) return { kind: 'visitor' };
  const profile: ActiveProfile = active ?? (user.children.length > 0 ? { type: 'parent' } : { type: 'solo' });
  if (profile.type === 'child') return { kind: 'child', childId: profile.childId, user };
  if (requested !== null && requested !== user.id) {
    if (children === undefined) return { kind: 'loading' };
    const child = children.find((candidate) => candidate.id === requested);
    return child ? { kind: 'parentOfChild', child } : { kind: 'unknownChild' };
  }
  return { kind: 'self', user };
}
