import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@grove/session-family';
import { RECENT_USERS_STORAGE_KEY, sessionIdentityRead } from '@grove/session-family/react';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { AppProviders } from '../../app/providers';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { familyApiServerUse, sha256Hex, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { PARENT_PIN_RESET_DONE } from './PinDialog';
import ProfilesPageDefault, { ProfilesPage } from './ProfilesPage';

// The real API on loopback: children, content modes, PIN checks and the lock are the server's own.
const api = familyApiServerUse();
const sha256 = sha256Hex;
/** The parent's account password (the sign-in provider's), for the parent PIN reset. */
const PASSWORD = 'correct horse';

const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [
    { displayName: 'Mia', age: 6, avatar: '🦊', pin: '1111' },
    { displayName: 'Leo', age: 12, avatar: '🐢', pin: '2222' },
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

async function renderProfiles(seed: FamilySeed = FAMILY, prepare: (family: SignedInFamily) => void = () => undefined) {
  const family = await api.signedIn(seed);
  prepare(family);
  const { store } = family;
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <AuthProvider controller={family.authController(PASSWORD)}>
        <MemoryRouter initialEntries={['/profiles']}>
          <Routes>
            <Route path="/profiles" element={<ProfilesPage />} />
            <Route path="/child-accounts" element={<h1>Child accounts</h1>} />
            <Route path="/chat/:userId" element={<h1>Parent chat</h1>} />
            <Route path="/chat/:userId/child/:childId" element={<ChildChat />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </AppProviders>,
  );
  return { user: userEvent.setup(), store, family };
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
    await renderProfiles();
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
    await renderProfiles(FAMILY, (family) =>
      window.localStorage.setItem(
        RECENT_USERS_STORAGE_KEY,
        JSON.stringify([
          { id: family.childId('Mia'), type: 'child', displayName: 'Mia', avatar: '🦊', lastUsed: 10 },
          { id: family.childId('Leo'), type: 'child', displayName: 'Leo', avatar: '🐢', lastUsed: 20 },
        ]),
      ),
    );
    expect(await cardNames()).toEqual(['Leo', 'Mia', 'Ada']);
  });

  it('asks the parent for the parent PIN, says how many tries are left, and opens the parent chat when right', async () => {
    const { user, family } = await renderProfiles();
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
    const verify = family.requests.filter((request) => request.path === `/api/users/${family.uid}/parent-pin/verify`);
    expect(verify.map((request) => request.body)).toEqual([{ pin: sha256('1357') }, { pin: sha256('2468') }]);
    const recent = JSON.parse(window.localStorage.getItem(RECENT_USERS_STORAGE_KEY) ?? '[]') as Array<{ id: string }>;
    expect(recent.map((entry) => entry.id)).toEqual(['parent']);
  });

  it('signs a child in with their own PIN and opens their chat; going back to the parent needs the parent PIN', async () => {
    const { user, family } = await renderProfiles();
    const miaId = family.childId('Mia');
    await user.click(await screen.findByRole('button', { name: /^Mia/ }));
    const dialog = screen.getByRole('dialog', { name: "Enter Mia's PIN" });
    await user.type(within(dialog).getByLabelText("Mia's PIN"), '1111{Enter}');
    expect(await screen.findByRole('heading', { name: `Chat of ${family.uid} with child ${miaId}` })).toBeTruthy();
    expect(sessionIdentityRead()).toEqual({ activeRole: 'child_user', childId: miaId });

    const before = family.requests.length;
    await user.click(screen.getByRole('link', { name: 'Switch profile' }));
    // As a child the server refuses account reads: the page lists the parent and the children used here.
    expect(await cardNames()).toEqual(['Mia', 'Ada']);
    expect(family.requests.slice(before)).toEqual([]);
    expect(screen.getByRole('button', { name: /^Mia/ }).getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('button', { name: /^Ada/ }));
    const parentDialog = screen.getByRole('dialog', { name: 'Enter the parent PIN' });
    await user.type(within(parentDialog).getByLabelText('Parent PIN'), '2468{Enter}');
    expect(await screen.findByRole('heading', { name: 'Parent chat' })).toBeTruthy();
    expect(sessionIdentityRead()).toEqual({ activeRole: 'family_member', childId: null });
  });

  it('resets a forgotten, locked parent PIN with the account password in the dialog; the new PIN opens the parent chat (issue 18)', async () => {
    const { user, family } = await renderProfiles();
    await user.click(await screen.findByRole('button', { name: /^Ada/ }));
    const dialog = screen.getByRole('dialog', { name: 'Enter the parent PIN' });
    for (const [index, answer] of ['Wrong PIN. 4 tries left.', 'Wrong PIN. 3 tries left.', 'Wrong PIN. 2 tries left.', 'Wrong PIN. 1 try left.'].entries()) {
      await user.type(within(dialog).getByLabelText('Parent PIN'), `000${index + 1}{Enter}`);
      expect(await within(dialog).findByText(answer)).toBeTruthy();
    }
    await user.type(within(dialog).getByLabelText('Parent PIN'), '0005{Enter}');
    expect(await within(dialog).findByText('Too many wrong PINs. This PIN is locked for 15 minutes.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Forgot the parent PIN?' }));
    expect(screen.getByRole('dialog', { name: 'Reset the parent PIN' })).toBe(dialog);
    const form = within(dialog).getByRole('form', { name: 'Reset the parent PIN' });
    await user.type(within(form).getByLabelText('Account password'), PASSWORD);
    await user.type(within(form).getByLabelText('New parent PIN'), '9753');
    await user.type(within(form).getByLabelText('Confirm new parent PIN'), '9753{Enter}');
    expect((await within(dialog).findByRole('status')).textContent).toBe(PARENT_PIN_RESET_DONE);
    expect(screen.getByRole('dialog', { name: 'Enter the parent PIN' })).toBe(dialog);
    expect(within(dialog).queryByRole('button', { name: 'Forgot the parent PIN?' })).toBeNull();
    // The reset cleared the lock as well: the new PIN opens the parent's chat at once.
    const pin = within(dialog).getByLabelText('Parent PIN');
    // Focus moves to the field once the dialog has switched back (an effect): wait for it to settle.
    await waitFor(() => expect(document.activeElement).toBe(pin));
    await user.type(pin, '9753{Enter}');
    expect(await screen.findByRole('heading', { name: 'Parent chat' })).toBeTruthy();
    expect(family.requests.find((request) => request.path.endsWith('/parent-pin/reset'))?.body).toEqual({ newPin: sha256('9753') });
  });

  it('never offers the parent PIN reset for a child’s PIN, nor while a child’s profile is active', async () => {
    const { user } = await renderProfiles();
    await user.click(await screen.findByRole('button', { name: /^Mia/ }));
    const dialog = screen.getByRole('dialog', { name: "Enter Mia's PIN" });
    expect(within(dialog).queryByRole('button', { name: 'Forgot the parent PIN?' })).toBeNull();
    await user.type(within(dialog).getByLabelText("Mia's PIN"), '1111{Enter}');
    await user.click(await screen.findByRole('link', { name: 'Switch profile' }));
    await user.click(await screen.findByRole('button', { name: /^Ada/ }));
    const parentDialog = screen.getByRole('dialog', { name: 'Enter the parent PIN' });
    expect(within(parentDialog).getByLabelText('Parent PIN')).toBeTruthy();
    expect(within(parentDialog).queryByRole('button', { name: 'Forgot the parent PIN?' })).toBeNull();
  });

  it('shows SPEC’s lock message once a PIN is locked (423)', async () => {
    const { user, family } = await renderProfiles();
    await user.click(await screen.findByRole('button', { name: /^Leo/ }));
    const dialog = screen.getByRole('dialog', { name: "Enter Leo's PIN" });
    const answers = ['Wrong PIN. 4 tries left.', 'Wrong PIN. 3 tries left.', 'Wrong PIN. 2 tries left.', 'Wrong PIN. 1 try left.'];
    for (const [index, answer] of answers.entries()) {
      await user.type(within(dialog).getByLabelText("Leo's PIN"), `000${index + 1}{Enter}`);
      // Each try's own answer, so the next is typed only once this one is back (a round trip with a
      // real PIN hash; on a busy machine that can pass a second).
      expect(await within(dialog).findByText(answer)).toBeTruthy();
    }
    await user.type(within(dialog).getByLabelText("Leo's PIN"), '0005{Enter}');
    expect(await within(dialog).findByText('Too many wrong PINs. This PIN is locked for 15 minutes.')).toBeTruthy();
    // Now even the right PIN is refused (423) until the lock ends.
    await user.type(within(dialog).getByLabelText("Leo's PIN"), '2222{Enter}');
    await waitFor(() => expect(family.requests.filter((request) => request.path.endsWith('/pin/verify'))).toHaveLength(6));
    expect(await within(dialog).findByText('Too many wrong PINs. This PIN is locked for 15 minutes.')).toBeTruthy();
    expect(storedSession()).toBeNull();
    expect(await family.childPinAccepts('Leo', '2222')).toBe(false);
  });

  it('without a parent PIN says “Please set up parental controls first” with a link to child accounts', async () => {
    const { user } = await renderProfiles({ ...FAMILY, parentPin: null });
    expect(await screen.findByText('Please set up parental controls first')).toBeTruthy();
    const setUp = screen.getByRole('link', { name: 'Set up parental controls' });
    expect(setUp.getAttribute('href')).toBe('/child-accounts');
    await user.click(await screen.findByRole('button', { name: /^Mia/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(setUp);
  });

  it('shows an error with Try again when the profiles cannot be loaded', async () => {
    const { user } = await renderProfiles(FAMILY, (family) => {
      // What the API answers when its database fails mid-request: for the read and its one retry (SPEC §9).
      const outage = { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } } as const;
      family.failNext('GET', /\/children$/, outage);
      family.failNext('GET', /\/children$/, outage);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the child profiles: Something went wrong on our side. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Mia/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a solo adult in without a PIN', async () => {
    const { user } = await renderProfiles({ displayName: 'Sam', parentPin: null });
    const list = await screen.findByRole('list', { name: 'Profiles' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByText('Please set up parental controls first')).toBeNull();
    await user.click(within(list).getByRole('button', { name: /^Sam/ }));
    expect(await screen.findByRole('heading', { name: 'Parent chat' })).toBeTruthy();
    expect(sessionIdentityRead()).toEqual({ activeRole: 'standard_user', childId: null });
  });
});
