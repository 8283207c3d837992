import { sessionProfile } from '@grove/session-family';
import { useSession } from '@grove/session-family/react';
import { selectAuthStatus } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';

/**
 * Who is looking at a founders-club screen: still loading, a visitor (signed out, trial or not), an
 * adult acting as themselves (a solo account, or a family's parent — chosen or not yet), or a child
 * profile, which may neither refer nor be referred (issue 19).
 */
export type FoundersViewer = 'loading' | 'visitor' | 'adult' | 'child';

/** The {@link FoundersViewer} of this tab: the account's sign-in state and the family session's profile. */
export function useFoundersViewer(): FoundersViewer {
  const status = useAppSelector(selectAuthStatus);
  const { session } = useSession();
  if (status === 'loading') return 'loading';
  if (status !== 'signedIn') return 'visitor';
  return session !== null && sessionProfile(session).type === 'child' ? 'child' : 'adult';
}
