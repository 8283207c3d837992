import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminAccessListSchema, AdminAuditListSchema, FlaggedListSchema, MemoryPatternListSchema } from '@grove/api-contract';
import { ADMIN_ACCESS_EMPTY } from '@grove/admin-ui/family';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { AppProviders } from '../../app/providers';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import { WithProfile } from '../../testing/WithProfile.test-helper';
import { SettingsPage } from '../settings/SettingsPage';
import { AdminSymbolicMemoryPage } from './AdminSymbolicMemoryPage';

// The real API on loopback: the flagged queue, resolve, break-glass and the family's list are part A's.
const api = familyApiServerUse();

const FAMILY: FamilySeed = { displayName: 'Maya Lind', parentPin: '2468', children: [{ displayName: 'Leo', age: 12, pin: '1111' }] };
const INES: FamilySeed = { displayName: 'Inés Ortega', parentPin: null, admin: true };

function renderAdmin(admin: SignedInFamily) {
  return renderPage(admin, { path: '/admin/symbolic-memory', routes: { '/admin/symbolic-memory': <AdminSymbolicMemoryPage /> } });
}

/** The family's Settings, signed in as the parent (the account part needs the sign-in provider). */
function renderSettings(family: SignedInFamily) {
  family.actAs();
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <AuthProvider controller={family.authController('a long password')}>
        <WithProfile profile={{ type: 'parent' }}>
          <MemoryRouter initialEntries={['/settings']}>
            <Routes>
              <Route path="/settings" element={<SettingsPage />} />
            </Routes>
          </MemoryRouter>
        </WithProfile>
      </AuthProvider>
    </AppProviders>,
  );
}

/** A family whose 12-year-old said something the safety filter flags (a high flag with its excerpt). */
async function flaggedFamily(): Promise<SignedInFamily> {
  const family = await api.signedIn(FAMILY);
  await family.apiCall('POST', '/api/chat', { userId: family.uid, message: 'My cat is called Biscuit. I had a rough day at school. I want to die.' }, { asChild: family.childId('Leo') });
  return family;
}

describe('/admin/symbolic-memory on the real API', () => {
  it('shows a child’s safety flag by its excerpt only, and resolves it with a note that the audit log keeps', async () => {
    const family = await flaggedFamily();
    const ines = await api.signedIn(INES);
    const user = renderAdmin(ines);
    const queue = await screen.findByRole('table', { name: 'Flagged items' });
    const row = within(queue).getByText(/I want to die/).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ages 9–15')).toBeTruthy();
    // The excerpt is the caught sentence, not the whole message.
    expect(document.body.textContent).not.toContain('Biscuit');

    await user.click(within(row).getByRole('button', { name: /^Resolve/ }));
    await user.type(screen.getByLabelText('What was done'), 'Rang the parent; Leo is safe and talking to them.');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Nothing waits for review in these dates.')).toBeTruthy();

    const open = FlaggedListSchema.parse(await ines.apiCall('GET', '/api/admin/flagged-patterns?status=open'));
    expect(open.items).toHaveLength(0);
    const audit = AdminAuditListSchema.parse(await ines.apiCall('GET', '/api/admin/audit-log?action=flag_resolve'));
    expect(audit.entries[0]).toMatchObject({ action: 'flag_resolve', familyId: family.uid, reason: 'Rang the parent; Leo is safe and talking to them.' });
  });

  it('reads the whole conversation only with a reason, and the family then sees the read in Settings', async () => {
    const family = await flaggedFamily();
    const ines = await api.signedIn(INES);
    const user = renderAdmin(ines);
    const queue = await screen.findByRole('table', { name: 'Flagged items' });
    await user.click(within(queue).getByRole('button', { name: /^Read the conversation/ }));
    const reason = 'A high self-harm flag on a 12-year-old: checking the context before calling the parent.';
    await user.type(screen.getByLabelText('Why you need to read it'), reason);
    await user.click(screen.getByRole('button', { name: 'Read it and log my reason' }));
    const read = await screen.findByRole('dialog', { name: /^“/ });
    // The whole message, this time: a break-glass read is the one place an admin sees it.
    expect(within(read).getByText('My cat is called Biscuit. I had a rough day at school. I want to die.')).toBeTruthy();
    await user.click(within(read).getByRole('button', { name: 'Close the conversation' }));

    const reads = AdminAccessListSchema.parse(await family.apiCall('GET', `/api/users/${family.uid}/admin-access`));
    expect(reads.entries).toHaveLength(1);
    expect(reads.entries[0]).toMatchObject({ adminName: 'Inés Ortega', reason, what: 'conversation' });

    // The family's side: Settings lists the read, with the admin's name and reason.
    document.body.innerHTML = '';
    renderSettings(family);
    const section = await screen.findByRole('region', { name: 'Admin access to your account' });
    const list = await within(section).findByRole('list', { name: 'Admin access to your account' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry.textContent).toMatch(/^Inés Ortega read the conversation “.+” of Leo/);
    expect(within(entry).getByText(reason)).toBeTruthy();
  });

  it('adds a memory pattern, and deletes it after a confirmation', async () => {
    const ines = await api.signedIn(INES);
    const user = renderAdmin(ines);
    expect(await screen.findByText('No memory patterns yet: memory capture follows its built-in rules only.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a pattern' }));
    await user.type(screen.getByLabelText('Word or phrase'), 'home address');
    await user.click(screen.getByRole('button', { name: 'Add the pattern' }));
    const table = await screen.findByRole('table', { name: 'Memory patterns' });
    expect(within(table).getByRole('rowheader', { name: 'home address' })).toBeTruthy();
    expect(MemoryPatternListSchema.parse(await ines.apiCall('GET', '/api/admin/memory-patterns')).patterns.map((pattern) => pattern.pattern)).toEqual(['home address']);

    await user.click(within(table).getByRole('button', { name: 'Delete “home address”' }));
    await user.click(screen.getByRole('button', { name: 'Delete the pattern' }));
    expect(await screen.findByText('No memory patterns yet: memory capture follows its built-in rules only.')).toBeTruthy();
    expect(MemoryPatternListSchema.parse(await ines.apiCall('GET', '/api/admin/memory-patterns')).total).toBe(0);
  });

  it('tells a family no admin has read anything', async () => {
    const family = await api.signedIn(FAMILY);
    renderSettings(family);
    const section = await screen.findByRole('region', { name: 'Admin access to your account' });
    expect(await within(section).findByText(ADMIN_ACCESS_EMPTY)).toBeTruthy();
  });
});
