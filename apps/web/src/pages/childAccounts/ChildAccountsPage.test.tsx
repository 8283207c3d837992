import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  CHILD_PRIVACY_NOTICE_VERSION,
  ChildLimitsStatusSchema,
  CONSENT_REQUIRED_MESSAGE,
  ConsentsSchema,
  EXTERNAL_MODEL_CONSENT_VERSION,
  REAUTHENTICATION_REQUIRED_MESSAGE,
} from '@grove/api-contract';
import { RECENT_USERS_STORAGE_KEY, sessionIdentityRead, useSession } from '@grove/session-family/react';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { AppProviders } from '../../app/providers';
import { REAUTHENTICATE_WRONG_PASSWORD_MESSAGE } from '../../app/auth/authController';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { PARENT_PIN_RESET_DONE } from '../profiles/PinDialog';
import { familyApiServerUse, sha256Hex, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import ChildAccountsPageDefault, { ChildAccountsPage } from './ChildAccountsPage';

// The real API on loopback: what is saved, refused and reported below is the server's own doing.
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

// Stands in for a profile switch made elsewhere in the app.
function BecomeMia({ childId }: { childId: string }) {
  const { start } = useSession();
  return (
    <button type="button" onClick={() => start({ type: 'child', childId })}>
      Become Mia
    </button>
  );
}

async function renderPage(seed: FamilySeed = FAMILY, prepare: (family: SignedInFamily) => Promise<void> | void = () => undefined) {
  const family = await api.signedIn(seed);
  await prepare(family);
  const { store } = family;
  const miaId = seed.children?.some((child) => child.displayName === 'Mia') ? family.childId('Mia') : 'no-mia';
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <AuthProvider controller={family.authController(PASSWORD)}>
        <MemoryRouter initialEntries={['/child-accounts']}>
          <BecomeMia childId={miaId} />
          <Routes>
            <Route path="/child-accounts" element={<ChildAccountsPage />} />
            <Route path="/profiles" element={<h1>Profiles</h1>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </AppProviders>,
  );
  return { user: userEvent.setup(), store, family };
}

async function unlock(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const form = await screen.findByRole('form', { name: 'Unlock child accounts' });
  await user.type(within(form).getByLabelText('Parent PIN'), '2468{Enter}');
  await screen.findByRole('heading', { level: 2, name: 'Children' });
  // Seeded families have Mia; her card shows once the list has loaded.
  await screen.findByRole('article', { name: 'Mia' });
}

function childCard(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('ChildAccountsPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(ChildAccountsPageDefault).toBe(ChildAccountsPage);
  });

  it('asks for a parent PIN first when none is set, and opens the children once it is saved', async () => {
    const { user, family } = await renderPage({ ...FAMILY, parentPin: null }, (family) =>
      family.failNext('PUT', /parent-pin$/, { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Child accounts' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Set a parent PIN' });
    expect(screen.queryByRole('heading', { name: 'Children' })).toBeNull();

    await user.type(within(form).getByLabelText('Parent PIN'), '2468');
    await user.type(within(form).getByLabelText('Confirm parent PIN'), '2469');
    await user.click(within(form).getByRole('button', { name: 'Save parent PIN' }));
    expect(within(form).getByText('The PINs do not match.')).toBeTruthy();
    expect(family.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText('Confirm parent PIN'));
    await user.type(within(form).getByLabelText('Confirm parent PIN'), '2468{Enter}');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Failed to set parent PIN');

    await user.click(within(form).getByRole('button', { name: 'Save parent PIN' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Children' })).toBeTruthy();
    expect(await family.parentPinAccepts('2468')).toBe(true);
    // The adult who just set the PIN carries on as the parent.
    await waitFor(() => expect(sessionIdentityRead()).toEqual({ activeRole: 'family_member', childId: null }));
  });

  it('needs the parent PIN when no profile is active, and lists children with G for 6 and PG for 12', async () => {
    const { user } = await renderPage();
    const form = await screen.findByRole('form', { name: 'Unlock child accounts' });
    await user.type(within(form).getByLabelText('Parent PIN'), '1357{Enter}');
    expect(await within(form).findByText('Wrong PIN. 4 tries left.')).toBeTruthy();
    await unlock(user);
    await screen.findByRole('article', { name: 'Mia' });
    expect(within(childCard('Mia')).getByText('G')).toBeTruthy();
    expect(within(childCard('Mia')).getByText(/Age 6/)).toBeTruthy();
    expect(within(childCard('Leo')).getByText('PG')).toBeTruthy();
    expect(sessionIdentityRead().activeRole).toBe('family_member');
  });

  it('adds a child, showing the content mode live as the age is typed and the server’s after saving', async () => {
    const { user, family } = await renderPage();
    await unlock(user);
    const form = screen.getByRole('form', { name: 'Add a child' });
    await user.type(within(form).getByLabelText('Name'), 'Zoe');
    const age = within(form).getByLabelText('Age');
    await user.type(age, '6');
    expect(within(form).getByText(/Content mode for age 6/).textContent).toBe('Content mode for age 6: G');
    await user.clear(age);
    await user.type(age, '12');
    expect(within(form).getByText(/Content mode for age 12/).textContent).toBe('Content mode for age 12: PG');
    await user.click(within(form).getByRole('radio', { name: 'Owl' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Write in the journal' }));
    await user.type(within(form).getByLabelText('PIN'), '4321');
    await user.type(within(form).getByLabelText('Confirm PIN'), '4321');
    await user.click(within(form).getByRole('button', { name: 'Add child' }));

    expect(await screen.findByText('Added Zoe. Content mode: PG.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Zoe' })).toBeTruthy();
    expect(within(childCard('Zoe')).getByText('PG')).toBeTruthy();
    const post = family.requests.find((request) => request.method === 'POST' && request.path === `/api/users/${family.uid}/children`);
    expect(post?.body).toEqual({
      displayName: 'Zoe',
      age: 12,
      avatar: '🦉',
      permissions: { canChat: true, canJournal: false },
      pin: sha256('4321'),
    });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    // The server kept what it was sent: Zoe signs in with her PIN.
    const zoe = (await family.children()).find((child) => child.displayName === 'Zoe');
    expect(zoe).toMatchObject({ age: 12, avatar: '🦉', contentMode: 'PG', permissions: { canChat: true, canJournal: false } });
  });

  it('shows “Failed to create child account” with the server’s reason on the field it names', async () => {
    const { user, family } = await renderPage(FAMILY, async (family) =>
      // The API's own 400 for a name over 40 characters: the form's length cap never lets a user send one.
      family.failNext(
        'POST',
        /\/children$/,
        await family.errorReplyTo('POST', `/api/users/${family.uid}/children`, { displayName: 'M'.repeat(41), age: 7, pin: sha256('4321') }),
      ),
    );
    await unlock(user);
    const form = screen.getByRole('form', { name: 'Add a child' });
    await user.type(within(form).getByLabelText('Name'), 'Mia');
    await user.type(within(form).getByLabelText('Age'), '7');
    await user.type(within(form).getByLabelText('PIN'), '4321');
    await user.type(within(form).getByLabelText('Confirm PIN'), '4321{Enter}');
    expect((await within(form).findByRole('alert')).textContent).toBe('Failed to create child account');
    const name = within(form).getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Too big: expected string to have <=40 characters')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect((await family.children()).map((child) => child.displayName)).toEqual(['Mia', 'Leo']);
  });

  it('checks a new child’s fields before sending anything', async () => {
    const { user, family } = await renderPage();
    await unlock(user);
    const form = screen.getByRole('form', { name: 'Add a child' });
    await user.type(within(form).getByLabelText('Age'), '18');
    await user.type(within(form).getByLabelText('PIN'), '12');
    await user.click(within(form).getByRole('button', { name: 'Add child' }));
    expect(within(form).getByText('Enter a name.')).toBeTruthy();
    expect(within(form).getByText('Enter an age from 1 to 17.')).toBeTruthy();
    expect(within(form).getByText('PIN must be 4 to 6 digits.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));
    expect(family.requests.some((request) => request.method === 'POST' && request.path.endsWith('/children'))).toBe(false);
  });

  it('edits a child: a new age shows its mode at once, and the server’s mode after saving', async () => {
    const { user, family } = await renderPage();
    await unlock(user);
    await user.click(within(childCard('Mia')).getByRole('button', { name: 'Edit Mia' }));
    const form = screen.getByRole('form', { name: 'Edit Mia' });
    const age = within(form).getByLabelText('Age');
    await user.clear(age);
    await user.type(age, '12');
    expect(within(form).getByText(/Content mode for age 12/).textContent).toBe('Content mode for age 12: PG');
    await user.type(within(form).getByLabelText('New PIN'), '5555');
    await user.type(within(form).getByLabelText('Confirm new PIN'), '5555');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved Mia. Content mode: PG.')).toBeTruthy();
    await waitFor(() => expect(within(childCard('Mia')).getByText('PG')).toBeTruthy());
    expect(await family.childPinAccepts('Mia', '5555')).toBe(true);
    expect(await family.childPinAccepts('Mia', '1111')).toBe(false);
  });

  it('shows “Failed to update child account” when the server refuses a change', async () => {
    const { user, family } = await renderPage();
    await unlock(user);
    // Leo is deleted elsewhere (another device) while this page still shows him.
    await family.removeChild('Leo');
    await user.click(within(childCard('Leo')).getByRole('button', { name: 'Edit Leo' }));
    const form = screen.getByRole('form', { name: 'Edit Leo' });
    await user.click(within(form).getByRole('checkbox', { name: 'Chat with the mentor' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Failed to update child accountNo such child profile.');
  });

  it('deletes a child after confirming, and forgets them in recent users', async () => {
    const { user, family } = await renderPage(FAMILY, (family) => {
      window.localStorage.setItem(
        RECENT_USERS_STORAGE_KEY,
        JSON.stringify([
          { id: family.childId('Leo'), type: 'child', displayName: 'Leo', avatar: '🐢', lastUsed: 20 },
          { id: 'parent', type: 'parent', displayName: 'Ada', avatar: null, lastUsed: 10 },
        ]),
      );
      // What the API answers when its database fails mid-request (a change is not retried).
      family.failNext('DELETE', new RegExp(`${family.childId('Leo')}$`), {
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
      });
    });
    await unlock(user);
    await user.click(within(childCard('Leo')).getByRole('button', { name: 'Delete Leo' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Leo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Leo' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to delete child account');
    expect(screen.getByRole('article', { name: 'Leo' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Leo' }));
    expect(await screen.findByText('Deleted Leo.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Leo' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    const recent = JSON.parse(window.localStorage.getItem(RECENT_USERS_STORAGE_KEY) ?? '[]') as Array<{ id: string }>;
    expect(recent.map((entry) => entry.id)).toEqual(['parent']);
    expect((await family.children()).map((child) => child.displayName)).toEqual(['Mia']);
  });

  it('changes the parent PIN with the current one, and shows the server’s reason when it is wrong', async () => {
    const { user, family } = await renderPage();
    await unlock(user);
    const form = screen.getByRole('form', { name: 'Change the parent PIN' });
    await user.type(within(form).getByLabelText('Current parent PIN'), '9999');
    await user.type(within(form).getByLabelText('New parent PIN'), '1357');
    await user.type(within(form).getByLabelText('Confirm new parent PIN'), '1357{Enter}');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Failed to set parent PIN');
    // One wrong PIN spends one try: the answer is not a 403, so it is not sent again with a refreshed token.
    expect(alert.textContent).toContain('The current PIN is not right. 4 tries left before it locks.');

    await user.type(within(form).getByLabelText('Current parent PIN'), '{Control>}a{/Control}2468');
    await user.click(within(form).getByRole('button', { name: 'Change parent PIN' }));
    expect(await within(form).findByText('Parent PIN saved.')).toBeTruthy();
    expect(await family.parentPinAccepts('1357')).toBe(true);
    expect(await family.parentPinAccepts('2468')).toBe(false);
  });

  it('sends a child profile back to the parent, without asking the server for anything', async () => {
    const { user, family } = await renderPage();
    await screen.findByRole('form', { name: 'Unlock child accounts' });
    await user.click(screen.getByRole('button', { name: 'Become Mia' }));
    expect(await screen.findByText(/Child accounts are looked after by the parent/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Switch profile' }).getAttribute('href')).toBe('/profiles');
    expect(family.requests.filter((request) => request.headers['x-child-id'] !== undefined)).toEqual([]);
  });

  it('lets a solo adult add their first child and carry on as the parent', async () => {
    const { user } = await renderPage({ displayName: 'Sam', parentPin: '2468' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Children' })).toBeTruthy();
    expect(await screen.findByText('No child profiles yet. Add one below.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add a child' });
    await user.type(within(form).getByLabelText('Name'), 'Ivy');
    await user.type(within(form).getByLabelText('Age'), '15');
    await user.type(within(form).getByLabelText('PIN'), '8642');
    await user.type(within(form).getByLabelText('Confirm PIN'), '8642{Enter}');
    expect(await screen.findByText('Added Ivy. Content mode: FULL.')).toBeTruthy();
    await waitFor(() => expect(sessionIdentityRead()).toEqual({ activeRole: 'family_member', childId: null }));
    expect(screen.getByRole('article', { name: 'Ivy' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Unlock child accounts' })).toBeNull();
  });
});

describe('ChildAccountsPage: consent, time limits and the parent PIN reset (issue 18)', () => {
  const consentsPath = (family: SignedInFamily) => `/api/users/${family.uid}/consents`;

  async function fillChild(form: HTMLElement, user: ReturnType<typeof userEvent.setup>, name: string, age: string): Promise<void> {
    await user.type(within(form).getByLabelText('Name'), name);
    await user.type(within(form).getByLabelText('Age'), age);
    await user.type(within(form).getByLabelText('PIN'), '8642');
    await user.type(within(form).getByLabelText('Confirm PIN'), '8642');
  }

  it('asks for the child privacy notice before the first child, records it with the child, and then does not ask again', async () => {
    const { user, family } = await renderPage({ displayName: 'Sam', parentPin: '2468', childPrivacyConsent: false });
    await screen.findByRole('heading', { level: 2, name: 'Children' });
    const form = screen.getByRole('form', { name: 'Add a child' });
    const box = await within(form).findByRole('checkbox', { name: `I have read and agree to Grove’s child privacy notice (version ${CHILD_PRIVACY_NOTICE_VERSION})` });
    const link = within(form).getByRole('link', { name: 'child privacy notice' });
    expect(link.getAttribute('href')).toBe('/legal#child-privacy-notice');
    expect(link.getAttribute('target')).toBe('_blank');

    await fillChild(form, user, 'Ivy', '7');
    await user.click(within(form).getByRole('button', { name: 'Add child' }));
    expect(within(form).getByText(CONSENT_REQUIRED_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(family.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Add child' }));
    expect(await screen.findByText('Added Ivy. Content mode: G.')).toBeTruthy();
    const posts = family.requests.filter((request) => request.method === 'POST').map((request) => [request.path, request.body]);
    expect(posts).toEqual([
      [consentsPath(family), { kind: 'child_privacy_notice', granted: true, policyVersion: CHILD_PRIVACY_NOTICE_VERSION }],
      [`/api/users/${family.uid}/children`, expect.objectContaining({ displayName: 'Ivy', age: 7 })],
    ]);
    // Once agreed, the form says so and links to the notice instead of asking again.
    expect((await within(form).findByText(/You agreed to Grove’s/)).textContent).toMatch(
      new RegExp(`^You agreed to Grove’s child privacy notice \\(version ${CHILD_PRIVACY_NOTICE_VERSION}\\) on .+\\.$`),
    );
    expect(within(form).queryByRole('checkbox', { name: /child privacy notice/ })).toBeNull();
    expect(ConsentsSchema.parse(await family.apiCall('GET', consentsPath(family))).inForce.child_privacy_notice).toBe(true);
  });

  it('shows the server’s consent_required and asks again when the agreement was withdrawn elsewhere', async () => {
    const { user, family } = await renderPage();
    await unlock(user);
    const form = screen.getByRole('form', { name: 'Add a child' });
    await within(form).findByText(/You agreed to Grove’s/);
    await family.apiCall('POST', consentsPath(family), { kind: 'child_privacy_notice', granted: false, policyVersion: CHILD_PRIVACY_NOTICE_VERSION });
    await fillChild(form, user, 'Zoe', '9');
    await user.click(within(form).getByRole('button', { name: 'Add child' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(`Failed to create child account${CONSENT_REQUIRED_MESSAGE}`);
    expect(await within(form).findByRole('checkbox', { name: /child privacy notice/ })).toBeTruthy();
    expect((await family.children()).map((child) => child.displayName)).toEqual(['Mia', 'Leo']);
  });

  it('sets a child’s daily chat time and quiet hours, checking the fields first, in the browser’s time zone', async () => {
    const { user, family } = await renderPage();
    await unlock(user);
    const card = childCard('Mia');
    const summary = await within(card).findByText('Time limits: No time limits');
    await user.click(summary);
    const form = within(card).getByRole('form', { name: 'Time limits for Mia' });
    await user.click(within(form).getByRole('checkbox', { name: 'Limit chat time each day' }));
    const minutes = within(form).getByLabelText('Minutes a day');
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.click(within(form).getByRole('checkbox', { name: 'No chat during quiet hours' }));
    fireEvent.change(within(form).getByLabelText('Quiet until'), { target: { value: '20:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save time limits' }));
    expect(within(form).getByText('Enter whole minutes from 5 to 720 (12 hours).')).toBeTruthy();
    expect(within(form).getByText('Quiet hours must end at a different time from when they start.')).toBeTruthy();
    expect(family.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.type(minutes, '0');
    fireEvent.change(within(form).getByLabelText('Quiet from'), { target: { value: '21:00' } });
    fireEvent.change(within(form).getByLabelText('Quiet until'), { target: { value: '07:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save time limits' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Saved: 30 minutes a day · Quiet hours 21:00–07:00.');
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const put = family.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/api/children/${family.childId('Mia')}/limits`);
    expect(put?.body).toEqual({ dailyMinutes: 30, quietHours: { start: '21:00', end: '07:00', timeZone }, timeZone });
    expect(await within(card).findByText('Time limits: 30 minutes a day · Quiet hours 21:00–07:00')).toBeTruthy();
    // Mia reads her own limits as the server now has them.
    const status = ChildLimitsStatusSchema.parse(await family.apiCall('GET', `/api/children/${family.childId('Mia')}/limits`, undefined, { asChild: family.childId('Mia') }));
    expect(status.limits).toMatchObject({ dailyMinutes: 30, quietHours: { start: '21:00', end: '07:00', timeZone } });
    expect(status.remainingMinutes).toBe(30);
  });

  it('resets a forgotten parent PIN from the unlock panel with the account password; the new PIN unlocks', async () => {
    const { user, family } = await renderPage();
    await screen.findByRole('form', { name: 'Unlock child accounts' });
    await user.click(screen.getByRole('button', { name: 'Forgot the parent PIN?' }));
    const form = screen.getByRole('form', { name: 'Reset the parent PIN' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Account password'));
    await user.type(within(form).getByLabelText('Account password'), 'wrong horse');
    await user.type(within(form).getByLabelText('New parent PIN'), '1357');
    await user.type(within(form).getByLabelText('Confirm new parent PIN'), '1357{Enter}');
    expect(await within(form).findByText(REAUTHENTICATE_WRONG_PASSWORD_MESSAGE)).toBeTruthy();
    expect(family.requests.some((request) => request.path.endsWith('/parent-pin/reset'))).toBe(false);

    await user.type(within(form).getByLabelText('Account password'), PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Reset parent PIN' }));
    expect((await screen.findByRole('status')).textContent).toBe(PARENT_PIN_RESET_DONE);
    expect(family.reauthentications()).toBe(1);
    const reset = family.requests.find((request) => request.path.endsWith('/parent-pin/reset'));
    expect(reset).toMatchObject({ method: 'POST', body: { newPin: sha256('1357') } });
    expect(reset?.headers['x-child-id']).toBeUndefined();
    expect(await family.parentPinAccepts('1357')).toBe(true);
    expect(await family.parentPinAccepts('2468')).toBe(false);

    const unlockForm = screen.getByRole('form', { name: 'Unlock child accounts' });
    expect(document.activeElement).toBe(within(unlockForm).getByLabelText('Parent PIN'));
    await user.type(within(unlockForm).getByLabelText('Parent PIN'), '1357{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Children' })).toBeTruthy();
  });

  it('shows the server’s “enter your password again” on the password field when the sign-in is not recent enough', async () => {
    const { user, family } = await renderPage(FAMILY, async (family) => {
      // The API's own 401 for a token whose sign-in is old (the parent has not re-authenticated here),
      // twice: the base API sends a 401 once more with a refreshed token, which keeps its auth_time.
      const old = await family.errorReplyTo('POST', `/api/users/${family.uid}/parent-pin/reset`, { newPin: sha256('1357') });
      family.failNext('POST', /\/parent-pin\/reset$/, old);
      family.failNext('POST', /\/parent-pin\/reset$/, old);
    });
    await unlock(user);
    const change = screen.getByRole('form', { name: 'Change the parent PIN' });
    await user.click(within(change).getByRole('button', { name: 'Forgot the parent PIN?' }));
    const form = screen.getByRole('form', { name: 'Reset the parent PIN' });
    await user.type(within(form).getByLabelText('Account password'), PASSWORD);
    await user.type(within(form).getByLabelText('New parent PIN'), '1357');
    await user.type(within(form).getByLabelText('Confirm new parent PIN'), '1357{Enter}');
    expect(await within(form).findByText(REAUTHENTICATION_REQUIRED_MESSAGE)).toBeTruthy();
    expect(within(form).getByLabelText('Account password').getAttribute('aria-invalid')).toBe('true');
    expect(await family.parentPinAccepts('2468')).toBe(true);

    // Entering it again goes through: the change form says the PIN was reset.
    await user.type(within(form).getByLabelText('Account password'), PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Reset parent PIN' }));
    expect(await screen.findByText('Parent PIN reset. Use the new PIN from now on.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change the parent PIN' })).toBeTruthy();
    expect(await family.parentPinAccepts('1357')).toBe(true);
  });

  it('offers the switch for children’s chats to an external model, records each decision, and says what it means', async () => {
    const { user, family } = await renderPage();
    await unlock(user);
    // The web tests' API runs MENTOR_PROVIDER=auto: not Grove's builtin mind, so the choice is the parent's.
    const section = await screen.findByRole('region', { name: 'Children’s chats and the AI model' });
    const toggle = within(section).getByRole('switch', { name: /^Let children’s chats go to / });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(section).getByText(/^Off: your children’s chats use Grove’s own mind/)).toBeTruthy();
    await user.click(toggle);
    // The choice shows at once, and the server's record (its date) once saved.
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(await within(section).findByText(/^On since .+: what your children write in chat is sent to/)).toBeTruthy();
    expect(ConsentsSchema.parse(await family.apiCall('GET', consentsPath(family))).mentor.childMind).toBe('model');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(async () => ConsentsSchema.parse(await family.apiCall('GET', consentsPath(family))).mentor.childMind).toBe('builtin');
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const decisions = family.requests.filter((request) => request.method === 'POST' && request.path === consentsPath(family)).map((request) => request.body);
    expect(decisions).toEqual([
      { kind: 'external_model', granted: true, policyVersion: EXTERNAL_MODEL_CONSENT_VERSION },
      { kind: 'external_model', granted: false, policyVersion: EXTERNAL_MODEL_CONSENT_VERSION },
    ]);
  });
});
