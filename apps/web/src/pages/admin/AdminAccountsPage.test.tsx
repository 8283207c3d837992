import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminAuditListSchema, UserSchema } from '@grove/api-contract';
import { ADMIN_ROLE_OWN_TEXT } from '@grove/admin-ui/react';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import { AdminAccountsPage } from './AdminAccountsPage';
import { AdminAuditLogPage } from './AdminAuditLogPage';

// The real API on loopback: `PATCH /api/users/{id}` with a role and its audit row are part A's.
const api = familyApiServerUse();

const INES: FamilySeed = { displayName: 'Inés Ortega', parentPin: null, admin: true };
const SAM: FamilySeed = { displayName: 'Sam Carter', parentPin: null };

function renderAt(admin: SignedInFamily, path: string) {
  return renderPage(admin, { path, routes: { '/admin/accounts': <AdminAccountsPage />, '/admin/audit-log': <AdminAuditLogPage /> } });
}

function rowOf(name: string): HTMLElement {
  return within(screen.getByRole('table', { name: 'Accounts' })).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
}

describe('/admin/accounts and /admin/audit-log on the real API', () => {
  it('grants the admin role to another account and removes it again; one’s own row has no button', async () => {
    const sam = await api.signedIn(SAM);
    const ines = await api.signedIn(INES);
    const user = renderAt(ines, '/admin/accounts');
    await screen.findByRole('table', { name: 'Accounts' });
    expect(within(rowOf('Inés Ortega')).getByText(ADMIN_ROLE_OWN_TEXT)).toBeTruthy();
    expect(within(rowOf('Inés Ortega')).queryByRole('button')).toBeNull();

    await user.click(within(rowOf('Sam Carter')).getByRole('button', { name: 'Make admin: Sam Carter' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Make Sam Carter an admin?' })).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(within(rowOf('Sam Carter')).getByText('Admin')).toBeTruthy());
    expect(UserSchema.parse(await sam.apiCall('GET', `/api/users/${sam.uid}`)).availableRoles).toContain('admin');

    await user.click(within(rowOf('Sam Carter')).getByRole('button', { name: 'Remove admin from Sam Carter' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove admin' }));
    await waitFor(() => expect(within(rowOf('Sam Carter')).getByText('No')).toBeTruthy());
    expect(UserSchema.parse(await sam.apiCall('GET', `/api/users/${sam.uid}`)).availableRoles).not.toContain('admin');

    const audit = AdminAuditListSchema.parse(await ines.apiCall('GET', '/api/admin/audit-log?action=role_change'));
    expect(audit.entries.map((entry) => entry.targetId)).toEqual([sam.uid, sam.uid]);
  });

  it('lists the role changes in the audit log with the admin’s name', async () => {
    const sam = await api.signedIn(SAM);
    const ines = await api.signedIn(INES);
    await ines.apiCall('PATCH', `/api/users/${sam.uid}`, { role: 'admin' });
    renderAt(ines, '/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Admin actions' });
    // The file's accounts share one API: the row of this Sam is the one naming Sam's id.
    // Sam's id is the role change's target (the "On" column) and the family it touched.
    const row = within(table).getAllByText(sam.uid)[0].closest('tr') as HTMLElement;
    expect(within(row).getByText('Changed a role')).toBeTruthy();
    expect(within(row).getByText('Inés Ortega')).toBeTruthy();
    expect(within(row).getByText('isAdmin: false → true')).toBeTruthy();
  });
});
