import { useLayoutEffect, type ReactNode } from 'react';
import type { ActiveProfile } from '@grove/session-family';
import { useSession } from '@grove/session-family/react';

/**
 * Page tests' session: starts `profile` (a parent, a solo adult or a child, as the profile screen would
 * after its PIN) before the page renders, so the page's first render already has its active profile.
 * With `profile` null the page renders signed in with no profile chosen.
 */
export function WithProfile({ profile, children }: { profile: ActiveProfile | null; children: ReactNode }) {
  const { session, start } = useSession();
  useLayoutEffect(() => {
    if (profile !== null) start(profile);
  }, [profile, start]);
  return profile === null || session !== null ? children : null;
}
