import { AdminTokenMonitor } from '@grove/admin-ui/react';
import { AdminFrame } from './AdminFrame';

/** /admin/token-monitor (issue 20): the lib's screen inside the admin frame. */
export function AdminTokenMonitorPage() {
  return (
    <AdminFrame screen="adminTokenMonitor" lead="See every balance, who is near a limit or low, what moved through the ledger, and whether every balance matches its ledger.">
      <AdminTokenMonitor />
    </AdminFrame>
  );
}

export default AdminTokenMonitorPage;
