import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { familyVisibilityOf, type ActiveProfile } from '@grove/session-family';
import { AppProviders } from '../../app/providers';
import { screensOffered } from '../../app/screens';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { WithProfile } from '../../testing/WithProfile.test-helper';
import { JournalPage } from '../journal/JournalPage';
import { MemoriesPage } from '../memories/MemoriesPage';
import WhatMyParentSeesPageDefault, { WhatMyParentSeesPage } from './WhatMyParentSeesPage';

// The real API on loopback: a child profile learns its own content mode from its own reads.
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
  return <h1>{`Page ${location.pathname}${location.search}`}</h1>;
}

function renderAt(family: SignedInFamily, profile: ActiveProfile, path: string) {
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <WithProfile profile={profile}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/what-my-parent-sees" element={<WhatMyParentSeesPage />} />
            <Route path="/journal" element={<JournalPage />} />
            <Route path="/memories" element={<MemoriesPage />} />
            <Route path="*" element={<Shown />} />
          </Routes>
        </MemoryRouter>
      </WithProfile>
    </AppProviders>,
  );
  return userEvent.setup();
}

function seenTitles(): string[] {
  return within(screen.getByRole('list', { name: 'What your parent can see' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent ?? '');
}

describe('WhatMyParentSeesPage (issue 18): what a child is told of the parent’s view', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(WhatMyParentSeesPageDefault).toBe(WhatMyParentSeesPage);
    expect(screensOffered({ symbolicMemory: false }).whatMyParentSees).toBeTruthy();
  });

  it('tells a 12-year-old, in full, what their parent sees and what stays theirs', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    renderAt(family, { type: 'child', childId: leo }, '/what-my-parent-sees');
    expect(await screen.findByRole('heading', { level: 1, name: 'What your parent sees' })).toBeTruthy();
    expect(seenTitles()).toEqual(familyVisibilityOf('PG').sees.map((item) => item.title));
    expect(within(screen.getByRole('list', { name: 'What stays yours' })).getByText('Your chats')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your chat' }).getAttribute('href')).toBe(`/chat/${family.uid}/child/${leo}`);
  });

  it('tells a 6-year-old in simple words that the parent sees their chats', async () => {
    const family = await api.signedIn(FAMILY);
    renderAt(family, { type: 'child', childId: family.childId('Pip') }, '/what-my-parent-sees');
    expect(await screen.findByRole('heading', { level: 1, name: 'What your parent sees' })).toBeTruthy();
    expect(seenTitles()).toContain('Your chats with Grove');
    expect(screen.getByRole('list', { name: 'What stays secret' })).toBeTruthy();
  });

  it('shows a parent what each band is told, the band asked for first', async () => {
    const family = await api.signedIn(FAMILY);
    renderAt(family, { type: 'parent' }, '/what-my-parent-sees?band=teen');
    expect(await screen.findByRole('heading', { level: 1, name: 'What children are told' })).toBeTruthy();
    const bands = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(bands).toEqual(['Children aged 9 to 15', 'Children aged 4 to 8']);
    expect(screen.getByText(`Their sign says: “${familyVisibilityOf('PG').badge}.”`)).toBeTruthy();
  });
});

describe('the badge on a child’s own screens', () => {
  it('a 12-year-old’s journal and memories say the parent sees topics and time, not chats, and link to the page', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    const user = renderAt(family, { type: 'child', childId: leo }, '/journal');
    const badge = await screen.findByRole('note', { name: 'What your parent can see' });
    expect(badge.textContent).toContain('Your parent sees your topics and time, not your chats.');
    await user.click(within(badge).getByRole('link', { name: 'What does my parent see?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'What your parent sees' })).toBeTruthy();
  });

  it('a 6-year-old’s memories say the parent can see their chats', async () => {
    const family = await api.signedIn(FAMILY);
    renderAt(family, { type: 'child', childId: family.childId('Pip') }, '/memories');
    const badge = await screen.findByRole('note', { name: 'What your parent can see' });
    expect(badge.textContent).toContain('Your parent can see your chats.');
  });

  it('is not shown to the parent on their own journal and memories', async () => {
    const family = await api.signedIn(FAMILY);
    renderAt(family, { type: 'parent' }, '/memories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your memories' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'What your parent can see' })).toBeNull();
  });
});
