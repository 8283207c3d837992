import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryProfileSchema } from '@grove/api-contract';
import type { ActiveProfile } from '@grove/session-family';
import { AppProviders } from '../../app/providers';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { WithProfile } from '../../testing/WithProfile.test-helper';
import { ProfilesPage } from './ProfilesPage';

// The real API on loopback: a 6-year-old's memory waits for approval because the server says so.
const api = familyApiServerUse();

const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [
    { displayName: 'Mia', age: 6, avatar: '🦊', pin: '1111' },
    { displayName: 'Leo', age: 12, avatar: '🐢', pin: '2222' },
  ],
};


function Shown() {
  const location = useLocation();
  return <h1>{`Page ${location.pathname}${location.search}`}</h1>;
}

async function renderProfiles(profile: ActiveProfile | null, flags = featureFlagsFromEnv(undefined)) {
  const family = await api.signedIn(FAMILY);
  const mia = family.childId('Mia');
  // Mia told the mentor about her cat in her own profile: a G child's memory waits for the parent.
  await family.apiCall('POST', '/api/memory', { userId: mia, content: 'Has a cat called Whiskers', tags: ['pet'] }, { asChild: mia });
  await family.apiCall('POST', '/api/memory', { userId: mia, content: 'Loves dinosaurs', tags: [] }, { asChild: mia });
  render(
    <AppProviders store={family.store} flags={flags}>
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
  return { user: userEvent.setup(), family, mia };
}

async function miaMemories(family: SignedInFamily, mia: string) {
  return MemoryProfileSchema.parse(await family.apiCall('GET', `/api/memory/${mia}`));
}

describe("ProfilesPage: the parent sees each child's memories and approvals (issue 15)", () => {
  it('shows the pending count per child; the parent approves, pins and deletes (with Undo) in place', async () => {
    const { user, family, mia } = await renderProfiles({ type: 'parent' });
    const section = await screen.findByRole('region', { name: "Your children's memories" });
    const miaRow = (await within(section).findByText('2 memories wait for your approval')).closest('li') as HTMLElement;
    expect(within(miaRow).getByText('Mia')).toBeTruthy();
    const leoRow = (await within(section).findByText('Leo')).closest('li') as HTMLElement;
    expect(await within(leoRow).findByText('Nothing waiting for your approval')).toBeTruthy();

    const open = within(miaRow).getByRole('button', { name: 'Memories of Mia' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const list = await within(miaRow).findByRole('list', { name: "Mia's memories" });
    expect(within(list).getAllByText('Waiting for your approval')).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: 'Approve Has a cat called Whiskers' }));
    expect(await within(miaRow).findByText('1 memory waits for your approval')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByText('Waiting for your approval')).toHaveLength(1));
    const whiskers = (await miaMemories(family, mia)).memories.find((memory) => memory.content === 'Has a cat called Whiskers');
    expect(whiskers).toMatchObject({ approval: 'approved', state: 'active' });

    await user.click(within(list).getByRole('button', { name: 'Pin Has a cat called Whiskers' }));
    await within(list).findByRole('button', { name: 'Pin Has a cat called Whiskers', pressed: true });

    await user.click(within(list).getByRole('button', { name: 'Delete Loves dinosaurs' }));
    await user.click(await within(miaRow).findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(list).getByText('Loves dinosaurs')).toBeTruthy());
    const after = await miaMemories(family, mia);
    expect(after.memories.map((memory) => [memory.content, memory.state, memory.pinned])).toEqual(
      expect.arrayContaining([
        ['Has a cat called Whiskers', 'active', true],
        ['Loves dinosaurs', 'pending', false],
      ]),
    );

    await user.click(within(miaRow).getByRole('link', { name: "Open Mia's memories and timeline" }));
    expect(await screen.findByRole('heading', { name: `Page /memories?profile=${mia}` })).toBeTruthy();
  });

  it('is not shown before the parent profile is chosen', async () => {
    await renderProfiles(null);
    await screen.findByRole('button', { name: /^Mia/ });
    expect(screen.queryByRole('region', { name: "Your children's memories" })).toBeNull();
  });

  it('is hidden with the symbolicMemory flag off', async () => {
    await renderProfiles({ type: 'parent' }, featureFlagsFromEnv('symbolicMemory=off'));
    await screen.findByRole('button', { name: /^Mia/ });
    expect(screen.queryByRole('region', { name: "Your children's memories" })).toBeNull();
  });
});
