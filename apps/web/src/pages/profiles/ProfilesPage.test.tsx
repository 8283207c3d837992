import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@grove/session-family';
import { RECENT_USERS_STORAGE_KEY, sessionIdentityRead } from '@grove/session-family/react';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { AppProviders } from '../../app/providers';
import type { FamilyApiFake, FamilyApiFakeSeed } from './familyApiFake';
import { familyTestServerUse, sha256Hex } from './familyTestServer.test-helper';
import ProfilesPageDefault, { ProfilesPage } from './ProfilesPage';

const family = familyTestServerUse();
const sha256 = sha256Hex;
let fake: FamilyApiFake;

const FAMILY: FamilyApiFakeSeed = {
  uid: 'u1',
  displayName: 'Ada',
  parentPinDigest: sha256('2468'),
  children: [
    { id: 'child-mia', displayName: 'Mia', age: 6, avatar: '🦊', pinDigest: sha256('1111') },
    { id: 'child-leo', displayName: 'Leo', age: 12, avatar: '🐢', pinDigest: sha256('2222') },
  ],
};

function ChildChat() {
  const { userId, childId } = useParams();
  return (
    <>
      <h1>{`Chat of ${userId} with child ${childId}`}</h1>
      <Link to="/profiles">Switch profile</Link>
    </>
  );
}

function renderProfiles(seed: FamilyApiFakeSeed = FAMILY, prepare: (api: FamilyApiFake) => void = () => undefined) {
  const signedIn = family.signedIn(seed, prepare);
  fake = signedIn.fake;
  const store = signedIn.store;
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <MemoryRouter initialEntries={['/profiles']}>
        <Routes>
          <Route path="/profiles" element={<ProfilesPage />} />
          <Route path="/child-accounts" element={<h1>Child accounts</h1>} />
          <Route path="/chat/:userId" element={<h1>Parent chat</h1>} />
          <Route path="/chat/:userId/child/:childId" element={<ChildChat />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup(), store };
}

function storedSession(): { activeProfileId: string } | null {
  const raw = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { activeProfileId: string });
}

async function cardNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Profiles' });
  await within(list).findByText('Mia');
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('.profile-card__name')?.textContent ?? '');
}

describe('ProfilesPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(ProfilesPageDefault).toBe(ProfilesPage);
  });

  it('shows the parent and each child with age and content mode: 6 is G, 12 is PG', async () => {
    renderProfiles();
    expect(screen.getByRole('heading', { level: 1, name: 'Who is using Grove?' })).toBeTruthy();
    expect(await cardNames()).toEqual(['Ada', 'Mia', 'Leo']);
    const mia = screen.getByRole('button', { name: /^Mia/ });
    expect(within(mia).getByText('Age 6')).toBeTruthy();
    expect(within(mia).getByText('G')).toBeTruthy();
    const leo = screen.getByRole('button', { name: /^Leo/ });
    expect(within(leo).getByText('PG')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage child accounts' }).getAttribute('href')).toBe('/child-accounts');
  });

  it('puts recent users first, most recent first', async () => {
    window.localStorage.setItem(
      RECENT_USERS_STORAGE_KEY,
      JSON.stringify([
        { id: 'child-mia', type: 'child', displayName: 'Mia', avatar: '🦊', lastUsed: 10 },
        { id: 'child-leo', type: 'child', displayName: 'Leo', avatar: '🐢', lastUsed: 20 },
      ]),
    );
    renderProfiles();
    expect(await cardNames()).toEqual(['Leo', 'Mia', 'Ada']);
  });

  it('asks the parent for the parent PIN, says how many tries are left, and opens the parent chat when right', async () => {
    const { user } = renderProfiles();
    await user.click(await screen.findByRole('button', { name: /^Ada/ }));
    const dialog = screen.getByRole('dialog', { name: 'Enter the parent PIN' });
    const pin = within(dialog).getByLabelText('Parent PIN');
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(pin.getAttribute('type')).toBe('password');
    expect(document.activeElement).toBe(pin);

    await user.type(pin, '1357{Enter}');
    expect(await within(dialog).findByText('Wrong PIN. 4 tries left.')).toBeTruthy();
    expect(storedSession()).toBeNull();

    await user.type(within(dialog).getByLabelText('Parent PIN'), '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Parent chat' })).toBeTruthy();
    expect(storedSession()?.activeProfileId).toBe('parent');
    expect(sessionIdentityRead()).toEqual({ activeRole: 'family_member', childId: null });
    // Only the digest went over the wire.
    const verify = fake.requests.filter((request) => request.path === '/api/users/u1/parent-pin/verify');
    expect(verify.map((request) => request.body)).toEqual([{ pin: sha256('1357') }, { pin: sha256('2468') }]);
    const recent = JSON.parse(window.localStorage.getItem(RECENT_USERS_STORAGE_KEY) ?? '[]') as Array<{ id: string }>;
    expect(recent.map((entry) => entry.id)).toEqual(['parent']);
  });

  it('signs a child in with their own PIN and opens their chat; going back to the parent needs the parent PIN', async () => {
    const { user } = renderProfiles();
    await user.click(await screen.findByRole('button', { name: /^Mia/ }));
    const dialog = screen.getByRole('dialog', { name: "Enter Mia's PIN" });
    await user.type(within(dialog).getByLabelText("Mia's PIN"), '1111{Enter}');
    expect(await screen.findByRole('heading', { name: 'Chat of u1 with child child-mia' })).toBeTruthy();
    expect(sessionIdentityRead()).toEqual({ activeRole: 'child_user', childId: 'child-mia' });

    const before = fake.requests.length;
    await user.click(screen.getByRole('link', { name: 'Switch profile' }));
    // As a child the server refuses account reads: the page lists the parent and the children used here.
    expect(await cardNames()).toEqual(['Mia', 'Ada']);
    expect(fake.requests.slice(before)).toEqual([]);
    expect(screen.getByRole('button', { name: /^Mia/ }).getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('button', { name: /^Ada/ }));
    const parentDialog = screen.getByRole('dialog', { name: 'Enter the parent PIN' });
    await user.type(within(parentDialog).getByLabelText('Parent PIN'), '2468{Enter}');
    expect(await screen.findByRole('heading', { name: 'Parent chat' })).toBeTruthy();
    expect(sessionIdentityRead()).toEqual({ activeRole: 'family_member', childId: null });
  });

  it('shows SPEC’s lock message once a PIN is locked (423)', async () => {
    const { user } = renderProfiles();
    await user.click(await screen.findByRole('button', { name: /^Leo/ }));
    const dialog = screen.getByRole('dialog', { name: "Enter Leo's PIN" });
    for (const attempt of ['0001', '0002', '0003', '0004']) {
      await user.type(within(dialog).getByLabelText("Leo's PIN"), `${attempt}{Enter}`);
      // Each try is a round trip and a re-render; on a busy machine that can pass a second.
      await within(dialog).findByText(/Wrong PIN\. \d tr(y|ies) left\./, {}, { timeout: 5000 });
    }
    await user.type(within(dialog).getByLabelText("Leo's PIN"), '0005{Enter}');
    expect(await within(dialog).findByText('Too many wrong PINs. This PIN is locked for 15 minutes.', {}, { timeout: 5000 })).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Leo's PIN"), '2222{Enter}');
    expect(await within(dialog).findByText('Too many wrong PINs. This PIN is locked for 15 minutes.', {}, { timeout: 5000 })).toBeTruthy();
    expect(storedSession()).toBeNull();
  });

  it('without a parent PIN says “Please set up parental controls first” with a link to child accounts', async () => {
    const { user } = renderProfiles({ ...FAMILY, parentPinDigest: null });
    expect(await screen.findByText('Please set up parental controls first')).toBeTruthy();
    const setUp = screen.getByRole('link', { name: 'Set up parental controls' });
    expect(setUp.getAttribute('href')).toBe('/child-accounts');
    await user.click(await screen.findByRole('button', { name: /^Mia/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(setUp);
  });

  it('shows an error with Try again when the profiles cannot be loaded', async () => {
    const { user } = renderProfiles(FAMILY, (api) =>
      api.failNext('GET', /\/children$/, { status: 403, body: { error: { code: 'forbidden', message: 'Not now.' } } }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the child profiles: Not now.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Mia/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a solo adult in without a PIN', async () => {
    const { user } = renderProfiles({ uid: 'u1', displayName: 'Sam', parentPinDigest: null });
    const list = await screen.findByRole('list', { name: 'Profiles' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByText('Please set up parental controls first')).toBeNull();
    await user.click(within(list).getByRole('button', { name: /^Sam/ }));
    expect(await screen.findByRole('heading', { name: 'Parent chat' })).toBeTruthy();
    expect(sessionIdentityRead()).toEqual({ activeRole: 'standard_user', childId: null });
  });
});
