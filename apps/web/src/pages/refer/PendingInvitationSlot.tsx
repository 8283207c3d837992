import { lazy, Suspense, useState } from 'react';

/**
 * The local storage key under which the referral sign-up keeps its code: @grove/founders/react's
 * INVITATION_CODE_STORAGE_KEY, written out here so home and onboarding can look without loading the
 * founders chunk (a test holds the two equal).
 */
export const PENDING_INVITATION_KEY = 'grove.invitationCode';

const PendingInvitationJoin = lazy(() => import('./PendingInvitationJoin'));

function invitationKept(): boolean {
  try {
    return window.localStorage.getItem(PENDING_INVITATION_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Where a new member lands (onboarding, home): when an invitation code is kept from the referral
 * sign-up, the founders notice sends join (again, if the network lost it) and says how it went. Looked
 * at once as the screen opens: a join that succeeds forgets the code, and its outcome must stay on screen.
 */
export function PendingInvitationSlot({ enabled }: { enabled: boolean }) {
  const [kept] = useState(invitationKept);
  if (!kept) return null;
  return (
    <Suspense fallback={null}>
      <PendingInvitationJoin enabled={enabled} />
    </Suspense>
  );
}
