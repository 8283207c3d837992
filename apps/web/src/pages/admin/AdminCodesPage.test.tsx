import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminInvitationListSchema, FoundersStatsSchema, InvitationValidationSchema } from '@grove/api-contract';
import { ADMIN_CODES_FAILED } from '@grove/admin-ui/react';
import { screensOffered } from '../../app/screens';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import AdminCodesPageDefault, { AdminCodesPage } from './AdminCodesPage';
import { AdminIndexPage } from './AdminIndexPage';

// The real API on loopback: the founders-club admin calls (issue 19) and their permission check.
const api = familyApiServerUse();

const INES: FamilySeed = { displayName: 'Inés Ortega', parentPin: null, admin: true };

function renderAt(family: SignedInFamily, path: string) {
  return renderPage(family, { path, routes: { '/admin': <AdminIndexPage />, '/admin/codes': <AdminCodesPage /> } });
}

/** Waits until the codes are on screen: the list, or its empty state (the file's tests share one API). */
async function codesShown(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('table', { name: 'Codes' }) ?? screen.queryByText('No codes yet. Make the first founders invitation above.')).not.toBeNull());
}

async function invitationsOnServer(family: SignedInFamily) {
  return AdminInvitationListSchema.parse(await family.apiCall('GET', '/api/founders-club/admin/invitations')).invitations;
}

describe('/admin/codes on the real API', () => {
  it('is both the default and a named export, and the router offers it and the index', () => {
    expect(AdminCodesPageDefault).toBe(AdminCodesPage);
    expect(screensOffered({ symbolicMemory: false }).adminCodes).toBeTruthy();
    expect(screensOffered({ symbolicMemory: false }).admin).toBeTruthy();
  });

  it('lists the admin screens on /admin, each with a line, and opens the codes', async () => {
    const ines = await api.signedIn(INES);
    const user = renderAt(ines, '/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin area' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Token monitor', 'Analytics', 'Token usage tracker', 'Symbolic memory', 'Trial usage', 'Codes', 'Audit log', 'Accounts']);
    await user.click(screen.getByRole('link', { name: 'Codes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Codes' })).toBeTruthy();
    expect(document.title).toBe('Grove — Admin: Codes');
  });

  it('makes a founders invitation that the API then validates as the Grove team’s, and shows it first', async () => {
    const ines = await api.signedIn(INES);
    const before = (await invitationsOnServer(ines)).length;
    const user = renderAt(ines, '/admin/codes');
    await codesShown();
    await user.type(screen.getByLabelText('Note'), 'Library launch, Leeds');
    await user.clear(screen.getByLabelText('How many people can join with it'));
    await user.type(screen.getByLabelText('How many people can join with it'), '40');
    await user.type(screen.getByLabelText('First seat'), '1');
    await user.type(screen.getByLabelText('Last seat'), '40');
    await user.click(screen.getByRole('button', { name: 'Make the invitation' }));

    await waitFor(async () => expect(await invitationsOnServer(ines)).toHaveLength(before + 1));
    const [made] = await invitationsOnServer(ines);
    expect(made).toMatchObject({ kind: 'founders', note: 'Library launch, Leeds', maxUses: 40, seatFrom: 1, seatTo: 40, status: 'valid' });
    expect(await screen.findByText(made.code, { selector: '.grove-admin-made strong' })).toBeTruthy();
    const validation = InvitationValidationSchema.parse(await ines.apiCall('GET', `/api/founders-club/validate/${made.code}`));
    expect(validation).toMatchObject({ status: 'valid', kind: 'founders', inviterFirstName: 'the Grove team' });

    // Newest first: the new code leads the list, and the figures count it.
    const table = await screen.findByRole('table', { name: 'Codes' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0].textContent).toBe(made.code));
    const stats = FoundersStatsSchema.parse(await ines.apiCall('GET', '/api/founders-club/admin/stats'));
    const figures = screen.getByRole('region', { name: 'The club in figures' });
    await waitFor(() => expect(within(within(figures).getByText('Live codes').parentElement as HTMLElement).getByText(String(stats.codes.live))).toBeTruthy());
  });

  it('revokes a code after a confirmation, and the API refuses it from then on', async () => {
    const ines = await api.signedIn(INES);
    await ines.apiCall('POST', '/api/founders-club/admin/create-invitation', { maxUses: 5, note: 'Pilot' });
    const [code] = await invitationsOnServer(ines);
    const user = renderAt(ines, '/admin/codes');
    const table = await screen.findByRole('table', { name: 'Codes' });
    await user.click(within(table).getByRole('button', { name: `Revoke ${code.code}` }));
    const dialog = screen.getByRole('dialog', { name: `Revoke ${code.code}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(screen.getByRole('table', { name: 'Codes' })).getByRole('rowheader', { name: code.code }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Revoked')).toBeTruthy());
    expect(within(row).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(InvitationValidationSchema.parse(await ines.apiCall('GET', `/api/founders-club/validate/${code.code}`)).status).toBe('revoked');
    const stats = FoundersStatsSchema.parse(await ines.apiCall('GET', '/api/founders-club/admin/stats'));
    expect(stats.codes.revoked).toBe(1);
  });

  it('puts the server’s refusal beside the field and keeps the form; a dropped connection keeps it too', async () => {
    const ines = await api.signedIn(INES);
    await ines.apiCall('POST', '/api/founders-club/admin/create-invitation', { maxUses: 3, seatFrom: 500, seatTo: 510 });
    const before = (await invitationsOnServer(ines)).length;
    const user = renderAt(ines, '/admin/codes');
    await codesShown();
    await user.type(screen.getByLabelText('Note'), 'Overlapping seats');
    await user.type(screen.getByLabelText('First seat'), '505');
    await user.type(screen.getByLabelText('Last seat'), '515');
    await user.click(screen.getByRole('button', { name: 'Make the invitation' }));
    expect(await screen.findByText('these seats belong to another invitation')).toBeTruthy();
    expect(screen.getByLabelText('First seat').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Overlapping seats');

    await user.clear(screen.getByLabelText('First seat'));
    await user.clear(screen.getByLabelText('Last seat'));
    ines.failNext('POST', /create-invitation$/, 'network');
    await user.click(screen.getByRole('button', { name: 'Make the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create the invitation. Please try again.');
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Overlapping seats');
    expect(await invitationsOnServer(ines)).toHaveLength(before);
  });

  it('says the codes could not be loaded, and Try again reads them', async () => {
    const ines = await api.signedIn(INES);
    // Reads are retried once on a dropped connection (SPEC §9): both tries fail.
    ines.failNext('GET', /\/admin\/invitations$/, 'network');
    ines.failNext('GET', /\/admin\/invitations$/, 'network');
    const user = renderAt(ines, '/admin/codes');
    const alert = await screen.findByText(ADMIN_CODES_FAILED);
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    await codesShown();
    expect(screen.queryByText(ADMIN_CODES_FAILED)).toBeNull();
  });
});
