import { pageSubjectOf, sessionProfile } from '@grove/session-family';
import { useSession } from '@grove/session-family/react';
import { selectAuthStatus, selectAuthUser } from '../app/authSlice';
import { useAppSelector } from '../app/hooks';
import { useActiveChild } from './whatMyParentSees/useActiveChild';

/**
 * Who looks at a page that is the same for every profile but follows its content mode (issue 21: the
 * animal guide, quests, old stories, the oracle): still loading, a signed-out visitor, or a profile —
 * the adult account (FULL) or the active child (their G or PG, read from their own profile; G, the
 * gentlest, when it cannot be read).
 */
export type ViewerProfile =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'profile'; profileId: string; uid: string; mode: 'G' | 'PG' | 'FULL'; isChild: boolean };

/** The viewer of a mode-following page (see {@link ViewerProfile}). */
export function useViewerProfile(): ViewerProfile {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { session } = useSession();
  const activeChild = useActiveChild();
  const subject = pageSubjectOf({ status, user, active: session ? sessionProfile(session) : null, children: undefined, requested: null });
  switch (subject.kind) {
    case 'child': {
      if (activeChild === null || (activeChild.contentMode === null && !activeChild.failed)) return { kind: 'loading' };
      const mode = activeChild.contentMode === 'PG' ? 'PG' : 'G';
      return { kind: 'profile', profileId: subject.childId, uid: subject.user.id, mode, isChild: true };
    }
    case 'self':
      return { kind: 'profile', profileId: subject.user.id, uid: subject.user.id, mode: subject.user.contentMode === 'G' || subject.user.contentMode === 'PG' ? subject.user.contentMode : 'FULL', isChild: false };
    case 'visitor':
      return { kind: 'visitor' };
    default:
      return { kind: 'loading' };
  }
}
