import { useRef, useState } from 'react';
import type { AdminUserList } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import { adminCsvFileName, adminDayText, adminRoleWithoutAdmin } from '../index';
import { useAdminRoleSetMutation, useAdminUsersQuery } from './adminApi';
import { AdminDialog } from './AdminDialog';
import { AdminQueryView } from './adminDisplay';
import { AdminSection } from './AdminFigures';
import { AdminPager, AdminTable, type AdminColumn } from './AdminTable';
import './admin.css';

/** The accounts could not be read. */
export const ADMIN_ACCOUNTS_FAILED = 'Failed to load the accounts.';
/** Said when a role change fails and the server gave no reason. */
export const ADMIN_ROLE_FAILED = 'Failed to change the role. Please try again.';
/** Said beside one's own account, where the role cannot be changed. */
export const ADMIN_ROLE_OWN_TEXT = 'You (another admin can change this)';

type Account = AdminUserList['users'][number];

const ROLE_WORDS: Record<Account['role'], string> = { standard_user: 'Solo adult', family_member: 'Family', child_user: 'Child', admin: 'Admin' };
const PAGE = 50;

/** Props of {@link AdminAccounts}. */
export interface AdminAccountsProps {
  /** The signed-in admin's id: their own role is not theirs to change. */
  myId: string;
}

/**
 * /admin/accounts (issue 20, point 8): every account, newest first, whether it holds the admin role,
 * and Make admin / Remove admin after a confirmation — never on one's own account (the server refuses
 * it too). Each change is written to the audit log by the server.
 */
export function AdminAccounts({ myId }: AdminAccountsProps) {
  const [offset, setOffset] = useState(0);
  const accounts = useAdminUsersQuery({ limit: PAGE, offset });
  const [changing, setChanging] = useState<Account | null>(null);

  const columns: AdminColumn<Account>[] = [
    { id: 'name', header: 'Name', value: (account) => account.displayName },
    { id: 'email', header: 'E-mail', value: (account) => account.email },
    { id: 'kind', header: 'Account', value: (account) => ROLE_WORDS[account.role === 'admin' ? (account.children > 0 ? 'family_member' : 'standard_user') : account.role] },
    { id: 'children', header: 'Children', numeric: true, value: (account) => account.children },
    { id: 'admin', header: 'Admin', nowrap: true, value: (account) => account.isAdmin, cell: (account) => (account.isAdmin ? <span className="grove-admin-badge grove-admin-badge--open">Admin</span> : 'No') },
    { id: 'created', header: 'Joined', nowrap: true, value: (account) => account.createdAt, cell: (account) => adminDayText(account.createdAt) },
    {
      id: 'actions',
      header: 'Admin role',
      sortable: false,
      csv: false,
      value: () => null,
      cell: (account) =>
        account.id === myId ? (
          <span className="grove-admin__muted">{ADMIN_ROLE_OWN_TEXT}</span>
        ) : (
          <button
            type="button"
            className={`grove-button grove-button--secondary${account.isAdmin ? ' grove-admin-danger' : ''}`}
            aria-label={`${account.isAdmin ? 'Remove admin from' : 'Make admin:'} ${account.displayName}`}
            onClick={() => setChanging(account)}
          >
            {account.isAdmin ? 'Remove admin' : 'Make admin'}
          </button>
        ),
    },
  ];

  return (
    <AdminSection title="Accounts" lead="Newest first. The admin role opens this area; it is granted and removed here, never by the account itself.">
      <AdminQueryView query={accounts} failed={ADMIN_ACCOUNTS_FAILED} loading="Loading the accounts...">
        {(data) => (
          <AdminTable
            label="Accounts"
            columns={columns}
            rows={data.users}
            rowKey={(account) => account.id}
            rowHeader="name"
            empty="No accounts yet."
            csvFileName={adminCsvFileName('accounts')}
            footer={<AdminPager offset={offset} limit={PAGE} total={data.total} noun="accounts" onOffset={setOffset} />}
          />
        )}
      </AdminQueryView>
      <RoleDialog account={changing} onClose={() => setChanging(null)} />
    </AdminSection>
  );
}

function RoleDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const [setRole, { isLoading }] = useAdminRoleSetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const granting = account !== null && !account.isAdmin;

  function close(): void {
    setFailure(null);
    onClose();
  }

  async function confirm(): Promise<void> {
    if (!account) return;
    setFailure(null);
    try {
      await setRole({ userId: account.id, role: granting ? 'admin' : adminRoleWithoutAdmin(account) }).unwrap();
      close();
    } catch (error) {
      setFailure(apiErrorMessage(error, ADMIN_ROLE_FAILED));
    }
  }

  return (
    <AdminDialog
      open={account !== null}
      onClose={close}
      title={granting ? `Make ${account?.displayName} an admin?` : `Remove admin from ${account?.displayName ?? ''}?`}
      description={
        granting
          ? 'Admins see Grove’s figures, moderate memory patterns and flagged items, make codes and can read a conversation for a logged reason. The change is in the audit log.'
          : 'They keep their account and everything in it, and no longer open the admin area. The change is in the audit log.'
      }
      initialFocusRef={keepRef}
      footer={
        <>
          <button ref={keepRef} type="button" className="grove-button grove-button--secondary" onClick={close}>
            Cancel
          </button>
          <button type="button" className={`grove-button ${granting ? 'grove-button--primary' : 'grove-admin-danger-solid'}`} disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? 'Saving…' : granting ? 'Make admin' : 'Remove admin'}
          </button>
        </>
      }
    >
      {failure && (
        <p className="grove-admin-error grove-admin-error--inline" role="alert">
          {failure}
        </p>
      )}
    </AdminDialog>
  );
}
