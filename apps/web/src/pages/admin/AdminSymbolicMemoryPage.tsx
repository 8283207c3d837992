import { AdminSymbolicMemory } from '@grove/admin-ui/react';
import { AdminFrame } from './AdminFrame';

/** /admin/symbolic-memory (issue 20): the lib's screen inside the admin frame. */
export function AdminSymbolicMemoryPage() {
  return (
    <AdminFrame screen="adminSymbolicMemory" lead="The flagged queue, the rules of what may be remembered, and memory figures.">
      <AdminSymbolicMemory />
    </AdminFrame>
  );
}

export default AdminSymbolicMemoryPage;
