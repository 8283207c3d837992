import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOUNDERS_ALREADY_JOINED_MESSAGE, FOUNDERS_CHILD_PROFILE_MESSAGE, INVITATION_STATUS_MESSAGES } from '@grove/api-contract';
import { trialDeviceFactsCollect } from '@grove/trial-guard/react';
import * as stories from './InvitationLanding.stories';
import { FOUNDERS_VALIDATE_FAILED } from './foundersDisplay';
import { InvitationLanding } from './InvitationLanding';
import { SAMPLE_CODE, sampleCodes, seatsSample } from './foundersSamples.fixture';
import { foundersStoryBackend, foundersStoryStoreCreate } from './foundersStoryBackend.fixture';

const landing = composeStories(stories);

function sent(method: string, path: string) {
  return foundersStoryBackend().requests.filter((request) => request.method === method && request.path === path);
}

// jsdom has no canvas: collect the device facts once without it, as a browser without canvas would.
beforeAll(() => trialDeviceFactsCollect({ canvas: false }));
afterEach(cleanup);

describe('InvitationLanding previews', () => {
  it('Referral says who invited (first name only), what both get, and signs up with the code; the landing counts once', async () => {
    render(<landing.Referral />);
    expect(await screen.findByRole('heading', { name: 'Maya invited you to Grove' })).toBeTruthy();
    expect(screen.getByText('K7M3Q-PX9TB-4HWZR')).toBeTruthy();
    const gifts = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(gifts[1]).toMatch(/numbered seat in Grove’s founders club/);
    expect(gifts[2]).toMatch(/^100,000 tokens for you, and the same for Maya, once you really use Grove\. Chat with your mentor on 3 different days/);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/referral-signup/K7M3Q-PX9TB-4HWZR');
    await waitFor(() => expect(sent('POST', '/api/founders-club/track-usage')).toHaveLength(1));
    expect(sent('POST', '/api/founders-club/track-usage')[0].body).toEqual({ code: 'K7M3QPX9TB4HWZR', event: 'landing_opened' });
  });

  it('counts a landing once per visit, however often the screen is opened again', async () => {
    // One store is one page load, as in the app.
    const store = foundersStoryStoreCreate({ me: null, codes: sampleCodes(), seats: seatsSample() });
    const landingOf = (key: string) => (
      <Provider store={store}>
        <InvitationLanding key={key} code={SAMPLE_CODE} viewer="visitor" signUpTo="/referral-signup/x" referTo="/refer" />
      </Provider>
    );
    const { rerender } = render(landingOf('first'));
    expect(await screen.findByRole('heading', { name: 'Maya invited you to Grove' })).toBeTruthy();
    await waitFor(() => expect(sent('POST', '/api/founders-club/track-usage')).toHaveLength(1));
    rerender(landingOf('again'));
    expect(await screen.findByRole('heading', { name: 'Maya invited you to Grove' })).toBeTruthy();
    expect(sent('POST', '/api/founders-club/track-usage')).toHaveLength(1);
  });

  it('FoundersInvitation comes from the Grove team with a seat and promises no tokens', async () => {
    render(<landing.FoundersInvitation />);
    expect(await screen.findByRole('heading', { name: 'The Grove team invited you to Grove' })).toBeTruthy();
    expect(screen.queryByText(/tokens for you/)).toBeNull();
    expect(screen.getByText(/numbered seat/)).toBeTruthy();
  });

  it('SignUpSummary shows the invitation above the form without a second Sign up, and counts no landing', async () => {
    render(<landing.SignUpSummary />);
    expect(await screen.findByRole('heading', { name: 'Maya invited you to Grove' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(sent('POST', '/api/founders-club/track-usage')).toHaveLength(0);
  });

  it('SignedInMember tells an account that invitations are for new accounts and offers their own link instead', async () => {
    render(<landing.SignedInMember />);
    expect(await screen.findByText(FOUNDERS_ALREADY_JOINED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite your own friends' }).getAttribute('href')).toBe('/refer');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(sent('POST', '/api/founders-club/track-usage')).toHaveLength(0);
  });

  it('ChildProfile says invitations belong to the parent', async () => {
    render(<landing.ChildProfile />);
    expect(await screen.findByText(FOUNDERS_CHILD_PROFILE_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it.each([
    ['Expired', INVITATION_STATUS_MESSAGES.expired],
    ['UsedUp', INVITATION_STATUS_MESSAGES.used_up],
    ['Revoked', INVITATION_STATUS_MESSAGES.revoked],
    ['Unknown', INVITATION_STATUS_MESSAGES.unknown],
  ] as const)('%s says the contract’s exact words, with no Sign up and no landing counted', async (name, message) => {
    const Story = landing[name];
    render(<Story />);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(sent('POST', '/api/founders-club/track-usage')).toHaveLength(0);
  });

  it('NotACode says so without asking the server', () => {
    render(<landing.NotACode />);
    expect(screen.getByRole('alert').textContent).toBe(INVITATION_STATUS_MESSAGES.unknown);
    expect(foundersStoryBackend().requests).toHaveLength(0);
  });

  it('Loading says the invitation is being checked', () => {
    render(<landing.Loading />);
    expect(screen.getByRole('status').textContent).toBe('Checking the invitation…');
  });

  it('CheckFailed shows what failed and the server’s reason; Try again checks again', async () => {
    const user = userEvent.setup();
    render(<landing.CheckFailed />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(FOUNDERS_VALIDATE_FAILED)).toBeTruthy();
    expect(within(alert).getByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
    foundersStoryBackend().heal();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Maya invited you to Grove' })).toBeTruthy();
  });
});
