import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOUNDERS_CHILD_PROFILE_MESSAGE, FoundersMeSchema, InvitationValidationSchema, MyReferralCodeSchema, type MyReferralCode } from '@grove/api-contract';
import { FOUNDERS_ME_FAILED, INVITATION_CODE_STORAGE_KEY, MY_INVITATIONS_EMPTY, REFERRAL_COPIED_TEXT } from '@grove/founders/react';
import type { ActiveProfile } from '@grove/session-family';
import { trialDeviceFactsCollect } from '@grove/trial-guard/react';
import { authSignedOut } from '../../app/authSlice';
import { screensOffered } from '../../app/screens';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import { PENDING_INVITATION_KEY } from './PendingInvitationSlot';
import ReferPageDefault, { ReferPage } from './ReferPage';

// The real API on loopback: codes, joins, the invitations list and the permission to refer are its own.
const api = familyApiServerUse();

const MAYA: FamilySeed = { displayName: 'Maya Lind', parentPin: null };
const SAM: FamilySeed = { displayName: 'Sam Carter', parentPin: null };
const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Pip', age: 6, pin: '3333' }] };

function WhereAmI() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderRefer(family: SignedInFamily, profile: ActiveProfile | null) {
  return renderPage(family, { path: '/refer', routes: { '/refer': <ReferPage />, '*': <WhereAmI /> }, profile });
}

async function codeOf(family: SignedInFamily): Promise<MyReferralCode> {
  return MyReferralCodeSchema.parse(await family.apiCall('POST', '/api/founders-club/me/code'));
}

function foundersRequests(family: SignedInFamily) {
  return family.requests.filter((request) => request.path.startsWith('/api/founders-club'));
}

// jsdom has no canvas: the device facts are collected once without it, as a browser without canvas would.
beforeAll(() => trialDeviceFactsCollect({ canvas: false }));

describe('ReferPage', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(ReferPageDefault).toBe(ReferPage);
    expect(screensOffered({ symbolicMemory: false }).refer).toBeTruthy();
  });

  it('lets an adult make their link, copy it ("Copied") and revoke it after a confirmation; /me carries the device id', async () => {
    const maya = await api.signedIn(MAYA);
    const user = renderRefer(maya, { type: 'solo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Refer a friend' })).toBeTruthy();
    expect(await screen.findByText(MY_INVITATIONS_EMPTY)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make my link' }));
    const box = (await screen.findByLabelText('Link')) as HTMLInputElement;
    const made = FoundersMeSchema.parse(await maya.apiCall('GET', '/api/founders-club/me')).code;
    expect(made).not.toBeNull();
    expect(box.value).toBe(`${window.location.origin}/refer/${made?.code}`);
    expect(box.value).toMatch(/\/refer\/[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(box.value);
    expect(screen.getByText(REFERRAL_COPIED_TEXT)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByRole('button', { name: 'Make my link' })).toBeTruthy();
    const after = InvitationValidationSchema.parse(await maya.apiCall('GET', `/api/founders-club/validate/${made?.code}`));
    expect(after.status).toBe('revoked');
    const meReads = maya.requests.filter((request) => request.method === 'GET' && request.path === '/api/founders-club/me');
    expect(meReads.length).toBeGreaterThan(0);
    expect(meReads.every((request) => (request.headers['x-device-id'] ?? '').length > 0)).toBe(true);
  });

  it('shows the people an adult invited by first name only, with how they are getting on', async () => {
    // The page is the last signed-in account's (the helper points the base API at it).
    const sam = await api.signedIn(SAM);
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    await sam.apiCall('POST', '/api/founders-club/join', { code: code.code.toLowerCase() });

    renderRefer(maya, { type: 'solo' });
    const people = await screen.findByRole('list', { name: 'People you invited' });
    expect(within(people).getAllByRole('listitem')).toHaveLength(1);
    expect(within(people).getByText('Sam')).toBeTruthy();
    expect(within(people).getByText('Getting started')).toBeTruthy();
    expect(screen.queryByText('Sam Carter')).toBeNull();
    expect(screen.getByText('Opened 0 times · 1 joined')).toBeTruthy();
  });

  it('shows a newcomer “0 of 3 days” under the invitation from Maya, and their founder seat', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    const sam = await api.signedIn(SAM);
    const joined = await sam.apiCall('POST', '/api/founders-club/join', { code: code.code });
    const seat = (joined as { seat: number }).seat;

    renderRefer(sam, { type: 'solo' });
    expect(await screen.findByRole('heading', { name: 'Your invitation from Maya' })).toBeTruthy();
    expect(screen.getByText('0 of 3 days')).toBeTruthy();
    expect(screen.getByText(`Founder · Seat No. ${seat}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the founder seats' }).getAttribute('href')).toBe('/founders');
    expect(screen.getByRole('button', { name: 'Make my link' })).toBeTruthy();
  });

  it('tells a child profile that invitations belong to the parent, and asks the API nothing', async () => {
    const family = await api.signedIn(FAMILY);
    renderRefer(family, { type: 'child', childId: family.childId('Pip') });
    expect((await screen.findByRole('note')).textContent).toBe(FOUNDERS_CHILD_PROFILE_MESSAGE);
    expect(screen.getByRole('link', { name: 'Switch profile' }).getAttribute('href')).toBe('/profiles');
    expect(foundersRequests(family)).toHaveLength(0);
    // The API refuses a child profile that asks anyway.
    await expect(family.apiCall('GET', '/api/founders-club/me', undefined, { asChild: family.childId('Pip') })).rejects.toThrow(/403/);
  });

  it('lets a parent (no profile chosen yet) refer as the account', async () => {
    const family = await api.signedIn(FAMILY);
    renderRefer(family, null);
    expect(await screen.findByRole('button', { name: 'Make my link' })).toBeTruthy();
  });

  it('tells a visitor what referrals are, opens a typed code, and reads nothing of anyone', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    maya.store.dispatch(authSignedOut());
    const user = renderRefer(maya, null);
    expect(await screen.findByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    await user.type(screen.getByLabelText('Invitation code'), code.code.replaceAll('-', ' ').toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Open the invitation' }));
    expect(await screen.findByText(`Now at /refer/${code.code}`)).toBeTruthy();
    expect(foundersRequests(maya)).toHaveLength(0);
  });

  it('says when /me cannot be read, and Try again reads it', async () => {
    const maya = await api.signedIn(MAYA);
    const failure = { status: 503, body: { error: { code: 'unavailable' as const, message: 'Grove is busy right now. Please try again in a moment.' } } };
    // Reads retry once on a 5xx (SPEC §9): both attempts fail.
    maya.failNext('GET', /\/api\/founders-club\/me$/, failure);
    maya.failNext('GET', /\/api\/founders-club\/me$/, failure);
    const user = renderRefer(maya, { type: 'solo' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(FOUNDERS_ME_FAILED)).toBeTruthy();
    expect(within(alert).getByText('Grove is busy right now. Please try again in a moment.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Make my link' })).toBeTruthy();
  });

  it('writes the invitation under the key the founders binding uses', () => {
    expect(PENDING_INVITATION_KEY).toBe(INVITATION_CODE_STORAGE_KEY);
  });
});

