import { AdminTokenUsage } from '@grove/admin-ui/react';
import { AdminFrame } from './AdminFrame';

/** /admin/token-usage-tracker (issue 20): the lib's screen inside the admin frame. */
export function AdminTokenUsagePage() {
  return (
    <AdminFrame screen="adminTokenUsageTracker" lead="Which days, models and kinds of turn used the tokens, and which accounts used the most.">
      <AdminTokenUsage />
    </AdminFrame>
  );
}

export default AdminTokenUsagePage;
