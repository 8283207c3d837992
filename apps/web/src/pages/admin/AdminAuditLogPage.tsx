import { AdminAuditLog } from '@grove/admin-ui/react';
import { AdminFrame } from './AdminFrame';

/** /admin/audit-log (issue 20): the lib's screen inside the admin frame. */
export function AdminAuditLogPage() {
  return (
    <AdminFrame screen="adminAuditLog" lead="Every admin action, who took it and why.">
      <AdminAuditLog />
    </AdminFrame>
  );
}

export default AdminAuditLogPage;
