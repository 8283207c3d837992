import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOUNDERS_ALREADY_JOINED_MESSAGE, FoundersMeSchema, INVITATION_STATUS_MESSAGES, MyReferralCodeSchema, type MyReferralCode } from '@grove/api-contract';
import { trialDeviceFactsCollect } from '@grove/trial-guard/react';
import { authSignedOut } from '../../app/authSlice';
import { AppProviders } from '../../app/providers';
import { screensOffered } from '../../app/screens';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import ReferCodePageDefault, { ReferCodePage } from './ReferCodePage';

// The real API on loopback: validation, the landing count and what a code's state says are its own.
const api = familyApiServerUse();

const MAYA: FamilySeed = { displayName: 'Maya Lind', parentPin: null };

function renderLanding(family: SignedInFamily, code: string) {
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <MemoryRouter initialEntries={[`/refer/${code}`]}>
        <Routes>
          <Route path="/refer/:invitationCode" element={<ReferCodePage params={{ invitationCode: code }} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

async function codeOf(family: SignedInFamily): Promise<MyReferralCode> {
  return MyReferralCodeSchema.parse(await family.apiCall('POST', '/api/founders-club/me/code'));
}

function tracked(family: SignedInFamily) {
  return family.requests.filter((request) => request.method === 'POST' && request.path === '/api/founders-club/track-usage');
}

beforeAll(() => trialDeviceFactsCollect({ canvas: false }));

describe('ReferCodePage', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(ReferCodePageDefault).toBe(ReferCodePage);
    expect(screensOffered({ symbolicMemory: false }).referCode).toBeTruthy();
  });

  it('shows a visitor who invited them and what they get, signs up with the code, and counts the landing once', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    maya.store.dispatch(authSignedOut());
    // As typed from a message: lower case, dashes and all.
    renderLanding(maya, code.code.toLowerCase());
    expect(await screen.findByRole('heading', { name: 'Maya invited you to Grove' })).toBeTruthy();
    expect(document.title).toBe('Grove — Your invitation');
    expect(screen.getByText(code.code)).toBeTruthy();
    expect(screen.getByText(/100,000 tokens for you, and the same for Maya/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(`/referral-signup/${code.code}`);
    await waitFor(() => expect(tracked(maya)).toHaveLength(1));
    expect(tracked(maya)[0].body).toEqual({ code: code.code.replaceAll('-', ''), event: 'landing_opened' });
    // The inviter's figures count it (read as Maya, who stays signed in on her own device).
    await waitFor(async () => expect(FoundersMeSchema.parse(await maya.apiCall('GET', '/api/founders-club/me')).code?.landings).toBe(1));
  });

  it('says a revoked code is no longer active, in the contract’s words, and offers no sign-up', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    await maya.apiCall('DELETE', '/api/founders-club/me/code');
    maya.store.dispatch(authSignedOut());
    renderLanding(maya, code.code);
    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_STATUS_MESSAGES.revoked);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(tracked(maya)).toHaveLength(0);
  });

  it('says an unknown code cannot be found, and a cut-off link the same without asking the API', async () => {
    const maya = await api.signedIn(MAYA);
    maya.store.dispatch(authSignedOut());
    renderLanding(maya, 'ZZZZZ-ZZZZZ-ZZZZZ');
    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_STATUS_MESSAGES.unknown);
    expect(maya.requests.map((request) => request.path)).toEqual(['/api/founders-club/validate/ZZZZZZZZZZZZZZZ']);
    cleanup();
    renderLanding(maya, 'K7M3Q-PX9');
    expect(screen.getByRole('alert').textContent).toBe(INVITATION_STATUS_MESSAGES.unknown);
    expect(maya.requests).toHaveLength(1);
  });

  it('tells a signed-in adult that invitations are for new accounts, and counts no landing', async () => {
    const maya = await api.signedIn(MAYA);
    const code = await codeOf(maya);
    const other = await api.signedIn({ displayName: 'Lena', parentPin: null });
    renderLanding(other, code.code);
    expect(await screen.findByText(FOUNDERS_ALREADY_JOINED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite your own friends' }).getAttribute('href')).toBe('/refer');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(tracked(other)).toHaveLength(0);
  });
});
