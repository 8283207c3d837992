import { AdminAccounts } from '@grove/admin-ui/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { selectAuthUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { AdminFrame } from './AdminFrame';

/** /admin/accounts (issue 20): every account, and the admin role granted or removed — never one's own. */
export function AdminAccountsPage() {
  const me = useAppSelector(selectAuthUser);
  return (
    <AdminFrame screen="adminAccounts" lead="Grant or remove the admin role. Your own role is another admin's to change.">
      {me ? <AdminAccounts myId={me.id} /> : <LoadingSpinner />}
    </AdminFrame>
  );
}

export default AdminAccountsPage;
