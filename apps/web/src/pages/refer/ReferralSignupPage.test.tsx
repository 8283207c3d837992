import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FOUNDERS_ALREADY_JOINED_MESSAGE,
  FoundersMeSchema,
  INVITATION_STATUS_MESSAGES,
  MyReferralCodeSchema,
  type MyReferralCode,
} from '@grove/api-contract';
import { API_NETWORK_FAILED } from '@grove/api-client';
import { INVITATION_CODE_STORAGE_KEY, PENDING_INVITATION_KEPT_TEXT } from '@grove/founders/react';
import { trialDeviceFactsCollect } from '@grove/trial-guard/react';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { AppProviders } from '../../app/providers';
import { screensOffered } from '../../app/screens';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type Newcomer, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { HomePage } from '../home/HomePage';
import { OnboardingPage } from '../onboarding/OnboardingPage';
import ReferralSignupPageDefault, { ReferralSignupPage } from './ReferralSignupPage';

// The real API on loopback: the new account, join (with its refusals), the seat and the referral are
// its own; only the sign-in provider is in memory.
const api = familyApiServerUse();

const MAYA: FamilySeed = { displayName: 'Maya Lind', parentPin: null };

function renderAt(newcomer: Newcomer, path: string, code: string) {
  render(
    <AppProviders store={newcomer.store} flags={featureFlagsFromEnv(undefined)}>
      <AuthProvider controller={newcomer.controller}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/referral-signup/:invitationCode" element={<ReferralSignupPage params={{ invitationCode: code }} />} />
            <Route path="/onboarding" element={<OnboardingPage />} />
            <Route path="/" element={<HomePage />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </AppProviders>,
  );
  return userEvent.setup();
}

async function codeOf(family: SignedInFamily): Promise<MyReferralCode> {
  return MyReferralCodeSchema.parse(await family.apiCall('POST', '/api/founders-club/me/code'));
}

async function signUp(user: ReturnType<typeof userEvent.setup>, name = 'Sam Carter') {
  await user.type(await screen.findByLabelText('Your name'), name);
  await user.type(screen.getByLabelText('Email'), 'sam@example.org');
  await user.type(screen.getByLabelText('Password'), 'long enough');
  await user.type(screen.getByLabelText('Confirm password'), 'long enough');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

function joins(newcomer: Newcomer) {
  return newcomer.requests.filter((request) => request.method === 'POST' && request.path === '/api/founders-club/join');
}

beforeAll(() => trialDeviceFactsCollect({ canvas: false }));

describe('ReferralSignupPage', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(ReferralSignupPageDefault).toBe(ReferralSignupPage);
    expect(screensOffered({ symbolicMemory: false }).referralSignup).toBeTruthy();
  });

  it('keeps the code before the account is made, joins from onboarding, and onboarding says the seat is theirs', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    const newcomer = api.newcomer();
    const keptWhenCreated: Array<string | null> = [];
    const create = newcomer.client.signUpWithEmail.bind(newcomer.client);
    vi.spyOn(newcomer.client, 'signUpWithEmail').mockImplementation((...args) => {
      keptWhenCreated.push(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY));
      return create(...args);
    });
    const user = renderAt(newcomer, `/referral-signup/${code.code}`, code.code);
    expect(await screen.findByRole('heading', { name: 'Maya invited you to Grove' })).toBeTruthy();
    expect(document.title).toBe('Grove — Join with an invitation');
    await signUp(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Grove' })).toBeTruthy();
    const joined = await screen.findByText('You joined Grove with Maya’s invitation.');
    expect(joined.closest('[role="status"]')?.textContent).toMatch(/Founder seat No\. \d+ is yours\./);
    const canonical = code.code.replaceAll('-', '');
    expect(keptWhenCreated).toEqual([canonical]);
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBeNull();
    expect(joins(newcomer)).toHaveLength(1);
    expect(joins(newcomer)[0].body).toEqual({ code: canonical });
    expect(joins(newcomer)[0].headers['x-device-id']).toBeTruthy();

    const me = FoundersMeSchema.parse(await newcomer.apiCall('GET', '/api/founders-club/me'));
    expect(me.referredBy).toMatchObject({ inviterFirstName: 'Maya', status: 'pending' });
    expect(me.seat).not.toBeNull();
    const mayas = FoundersMeSchema.parse(await maya.apiCall('GET', '/api/founders-club/me'));
    expect(mayas.invitations.map((invitation) => invitation.firstName)).toEqual(['Sam']);
  });

  it('keeps the code when the network loses join, says so on onboarding, and joins from home', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    const newcomer = api.newcomer();
    newcomer.failNext('POST', /\/api\/founders-club\/join$/, 'network');
    const user = renderAt(newcomer, `/referral-signup/${code.code}`, code.code);
    await signUp(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(API_NETWORK_FAILED)).toBeTruthy();
    expect(within(alert).getByText(PENDING_INVITATION_KEPT_TEXT)).toBeTruthy();
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBe(code.code.replaceAll('-', ''));
    expect(FoundersMeSchema.parse(await newcomer.apiCall('GET', '/api/founders-club/me')).referredBy).toBeNull();

    // Later, on the home page of the same visit: the kept code joins.
    cleanup();
    renderAt(newcomer, '/', code.code);
    expect(await screen.findByText('You joined Grove with Maya’s invitation.')).toBeTruthy();
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBeNull();
    expect(joins(newcomer)).toHaveLength(2);
    expect(FoundersMeSchema.parse(await newcomer.apiCall('GET', '/api/founders-club/me')).referredBy?.inviterFirstName).toBe('Maya');
  });

  it('forgets the code and shows the revoked message when the code stopped working during the sign-up', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    const newcomer = api.newcomer();
    const user = renderAt(newcomer, `/referral-signup/${code.code}`, code.code);
    await screen.findByRole('heading', { name: 'Maya invited you to Grove' });
    await maya.apiCall('DELETE', '/api/founders-club/me/code');
    await signUp(user);
    expect((await screen.findByRole('alert')).textContent).toContain(INVITATION_STATUS_MESSAGES.revoked);
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBeNull();
    // The account exists all the same, and onboarding goes on.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Grove' })).toBeTruthy();
  });

  it('forgets the code and shows the API’s 409 when the account may not join', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    const sam = await api.signedIn({ displayName: 'Sam', parentPin: null });
    await sam.apiCall('POST', '/api/founders-club/join', { code: code.code });
    // The API's own answer to an account that already joined, played to the newcomer's join.
    const refusal = await sam.errorReplyTo('POST', '/api/founders-club/join', { code: code.code });
    expect(refusal.status).toBe(409);
    const newcomer = api.newcomer();
    newcomer.failNext('POST', /\/api\/founders-club\/join$/, refusal);
    const user = renderAt(newcomer, `/referral-signup/${code.code}`, code.code);
    await signUp(user);
    expect((await screen.findByRole('alert')).textContent).toContain(FOUNDERS_ALREADY_JOINED_MESSAGE);
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBeNull();
  });

  it('shows an unusable code’s message and the ordinary sign-up instead of the form', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    await maya.apiCall('DELETE', '/api/founders-club/me/code');
    const newcomer = api.newcomer();
    renderAt(newcomer, `/referral-signup/${code.code}`, code.code);
    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_STATUS_MESSAGES.revoked);
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(screen.getByRole('link', { name: 'create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('keeps what was typed, and the code, when the account cannot be made', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    const newcomer = api.newcomer();
    newcomer.client.failNext('signUpWithEmail', { code: 'auth/email-already-in-use' });
    const user = renderAt(newcomer, `/referral-signup/${code.code}`, code.code);
    await signUp(user);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Sam Carter');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.org');
    expect(window.localStorage.getItem(INVITATION_CODE_STORAGE_KEY)).toBe(code.code.replaceAll('-', ''));
    await waitFor(() => expect(joins(newcomer)).toHaveLength(0));
  });
});
