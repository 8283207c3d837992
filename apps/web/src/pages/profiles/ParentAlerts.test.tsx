import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AlertListSchema } from '@grove/api-contract';
import type { ActiveProfile } from '@grove/session-family';
import { AppProviders } from '../../app/providers';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { WithProfile } from '../../testing/WithProfile.test-helper';
import { ProfilesPage } from './ProfilesPage';

// The real API on loopback: the alerts come from the safety check's flags on the children's real turns.
const api = familyApiServerUse();

const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [
    { displayName: 'Pip', age: 6, avatar: '🦊', pin: '1111' },
    { displayName: 'Leo', age: 12, avatar: '🐢', pin: '2222' },
  ],
};


function Shown() {
  const location = useLocation();
  return <h1>{`Page ${location.pathname}`}</h1>;
}

async function renderProfiles(family: SignedInFamily, profile: ActiveProfile) {
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <WithProfile profile={profile}>
        <MemoryRouter initialEntries={['/profiles']}>
          <Routes>
            <Route path="/profiles" element={<ProfilesPage />} />
            <Route path="*" element={<Shown />} />
          </Routes>
        </MemoryRouter>
      </WithProfile>
    </AppProviders>,
  );
  return userEvent.setup();
}

async function alertStatuses(family: SignedInFamily): Promise<string[]> {
  return AlertListSchema.parse(await family.apiCall('GET', `/api/users/${family.uid}/alerts`)).alerts.map((alert) => `${alert.childName}:${alert.status}`);
}

describe('ProfilesPage: the parent’s alerts and each child’s overview (issue 18)', () => {
  it('lists the alerts, urgent and named in plain words, marks one seen and resolves one, and keeps resolved ones a click away', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    const pip = family.childId('Pip');
    await family.apiCall('POST', '/api/chat', { userId: family.uid, message: 'I had a rough day at school. I want to die.' }, { asChild: leo });
    await family.apiCall('POST', '/api/chat', { userId: family.uid, message: 'I want to die.' }, { asChild: pip });
    const user = await renderProfiles(family, { type: 'parent' });

    const region = await screen.findByRole('region', { name: 'Alerts' });
    const list = await within(region).findByRole('list', { name: "Your children's alerts" });
    expect(within(region).getByText(/^2 new alerts\./)).toBeTruthy();
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label')).sort()).toEqual(['Urgent. Leo: self-harm or suicide', 'Urgent. Pip: self-harm or suicide']);
    const leos = within(list).getByRole('article', { name: 'Urgent. Leo: self-harm or suicide' });
    expect(leos.textContent).toContain('I want to die.');
    expect(leos.textContent).not.toContain('rough day at school');
    expect(leos.textContent).toContain('in a chat');
    expect(leos.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(leos.getAttribute('data-severity')).toBe('urgent');

    await user.click(within(leos).getByRole('button', { name: 'Mark as seen' }));
    await waitFor(() => expect(leos.getAttribute('data-status')).toBe('seen'));
    expect(within(leos).queryByRole('button', { name: 'Mark as seen' })).toBeNull();
    expect(await alertStatuses(family)).toEqual(expect.arrayContaining(['Leo:seen', 'Pip:new']));

    const pips = within(list).getByRole('article', { name: 'Urgent. Pip: self-harm or suicide' });
    await user.click(within(pips).getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(within(region).queryByRole('article', { name: 'Urgent. Pip: self-harm or suicide' })).toBeNull());
    expect(await alertStatuses(family)).toEqual(expect.arrayContaining(['Leo:seen', 'Pip:resolved']));
    const toggle = within(region).getByRole('button', { name: 'Show resolved alerts (1)' });
    await user.click(toggle);
    expect(within(region).getByRole('article', { name: 'Urgent. Pip: self-harm or suicide' }).getAttribute('data-status')).toBe('resolved');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('says when nothing has worried Grove', async () => {
    const family = await api.signedIn(FAMILY);
    await renderProfiles(family, { type: 'parent' });
    const region = await screen.findByRole('region', { name: 'Alerts' });
    expect(await within(region).findByText('Nothing has worried Grove so far.')).toBeTruthy();
    expect(within(region).getByText(/^No new alerts\./)).toBeTruthy();
  });

  it('links each child to their overview, with their new alerts counted', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    await family.apiCall('POST', '/api/chat', { userId: family.uid, message: 'I want to die.' }, { asChild: leo });
    const user = await renderProfiles(family, { type: 'parent' });
    const children = await screen.findByRole('region', { name: 'Your children' });
    const leoRow = within(children).getByText('Leo').closest('li') as HTMLElement;
    expect(await within(leoRow).findByText('1 new alert')).toBeTruthy();
    expect(leoRow.textContent).toContain('You see topics, time, trends and flagged sentences.');
    const pipRow = within(children).getByText('Pip').closest('li') as HTMLElement;
    expect(pipRow.textContent).toContain('You see their chats, journal, memories and week.');
    await user.click(within(leoRow).getByRole('link', { name: "Open Leo's overview" }));
    expect(await screen.findByRole('heading', { name: `Page /profiles/${leo}` })).toBeTruthy();
  });

  it('shows nothing about alerts to a child profile, and never asks for them', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    await family.apiCall('POST', '/api/chat', { userId: family.uid, message: 'I want to die.' }, { asChild: leo });
    await renderProfiles(family, { type: 'child', childId: leo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Who is using Grove?' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Profiles' });
    expect(screen.queryByRole('region', { name: 'Alerts' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your children' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/alert|want to die/i);
    expect(family.requests.filter((request) => request.path.includes('/alerts'))).toEqual([]);
  });
});
