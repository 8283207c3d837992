import { AdminCodes } from '@grove/admin-ui/react';
import { AdminFrame } from './AdminFrame';

/** /admin/codes (SPEC §2; issue 20, point 7): founders invitations and referral codes. */
export function AdminCodesPage() {
  return (
    <AdminFrame screen="adminCodes" lead="Make founders invitations, revoke codes, and see how each code is used and where abuse was caught.">
      <AdminCodes origin={window.location.origin} />
    </AdminFrame>
  );
}

export default AdminCodesPage;
