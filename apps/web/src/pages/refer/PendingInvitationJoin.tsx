import { PendingInvitationNotice } from '@grove/founders/react';
import { routePath } from '@grove/session-family';
import { foundersRouterLink } from './foundersRouterLink';

/** The founders notice of a kept invitation, with the app's links: its own chunk, loaded only when a code is kept. */
export default function PendingInvitationJoin({ enabled }: { enabled: boolean }) {
  return <PendingInvitationNotice enabled={enabled} referTo={routePath('refer')} link={foundersRouterLink} />;
}
