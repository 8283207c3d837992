import { AdminTrialUsage } from '@grove/admin-ui/react';
import { AdminFrame } from './AdminFrame';

/** /admin/trial-usage (issue 20): the lib's screen inside the admin frame. */
export function AdminTrialUsagePage() {
  return (
    <AdminFrame screen="adminTrialUsage" lead="How the anonymous trial is used, and where it may be abused.">
      <AdminTrialUsage />
    </AdminFrame>
  );
}

export default AdminTrialUsagePage;
