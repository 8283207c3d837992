import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trialDeviceFactsCollect } from '@grove/trial-guard/react';
import * as invitationStories from './MyInvitationsList.stories';
import * as referralsStories from './MyReferrals.stories';
import * as progressStories from './ReferralProgress.stories';
import * as rewardStories from './RewardsList.stories';
import { FOUNDERS_ME_FAILED } from './foundersDisplay';
import { foundersStoryBackend } from './foundersStoryBackend.fixture';
import { MY_INVITATIONS_EMPTY } from './MyInvitationsList';
import { REFERRAL_FOUNDERS_INVITATION_TEXT } from './ReferralProgress';
import { REWARDS_EMPTY } from './RewardsList';

const invitations = composeStories(invitationStories);
const rewards = composeStories(rewardStories);
const progress = composeStories(progressStories);
const referrals = composeStories(referralsStories);

function itemsOf(name: string): string[] {
  return within(screen.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent ?? '');
}

beforeAll(() => trialDeviceFactsCollect({ canvas: false }));
afterEach(cleanup);

describe('MyInvitationsList previews', () => {
  it('FourInvited names each person by first name with their status in words', async () => {
    render(<invitations.FourInvited />);
    await screen.findByText('Sam');
    expect(itemsOf('People you invited')).toEqual([
      'SamJoined 21 Nov 2026Getting startedCounts once they have chatted with their mentor on 3 different days.',
      'PriyaJoined 12 Nov 2026Using GroveYour reward arrives on 2 Dec 2026.',
      'JonasJoined 3 Nov 2026RewardedYou both received your tokens.',
      'AlexJoined 4 Nov 2026No rewardNot eligible for a reward.',
    ]);
  });

  it('Empty says nobody has joined yet', async () => {
    render(<invitations.Empty />);
    expect(await screen.findByText(MY_INVITATIONS_EMPTY)).toBeTruthy();
  });

  it('LoadError says what failed, with Try again', async () => {
    const user = userEvent.setup();
    render(<invitations.LoadError />);
    expect(within(await screen.findByRole('alert')).getByText(FOUNDERS_ME_FAILED)).toBeTruthy();
    foundersStoryBackend().heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Priya')).toBeTruthy();
  });
});

describe('RewardsList previews', () => {
  it('OneReward shows the total, the caps and what the reward was for', async () => {
    render(<rewards.OneReward />);
    expect((await screen.findByText(/^Total:/)).textContent).toBe('Total: 100,000 tokens');
    expect(screen.getByText('Rewarded invitations: 1 of 5 this month · 1 of 20 in all')).toBeTruthy();
    expect(itemsOf('Your rewards')).toEqual(['+100,000 tokensfor inviting Jonas17 Nov 2026']);
  });

  it('CapReached says this month’s rewarded invitations are used up', async () => {
    render(<rewards.CapReached />);
    expect(await screen.findByText('Rewarded invitations: 5 of 5 this month · 7 of 20 in all')).toBeTruthy();
    expect(screen.getByText(/reached this month’s rewarded invitations/)).toBeTruthy();
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 500,000 tokens');
  });

  it('AsInvitee names the reward for joining with Maya’s invitation', async () => {
    render(<rewards.AsInvitee />);
    expect(await screen.findByText('for joining with Maya’s invitation')).toBeTruthy();
  });

  it('Empty says how a reward is earned', async () => {
    render(<rewards.Empty />);
    expect(await screen.findByText(REWARDS_EMPTY)).toBeTruthy();
    expect(REWARDS_EMPTY).toMatch(/3 different days, you both get 100,000 tokens, 7 days later/);
  });

  it('LoadError says what failed', async () => {
    render(<rewards.LoadError />);
    expect(within(await screen.findByRole('alert')).getByText(FOUNDERS_ME_FAILED)).toBeTruthy();
  });
});


describe('ReferralProgress previews', () => {
  it('TwoOfThreeDays shows the invited member’s own count: "2 of 3 days" and the week’s messages', async () => {
    render(<progress.TwoOfThreeDays />);
    expect(await screen.findByRole('heading', { name: 'Your invitation from Maya' })).toBeTruthy();
    expect(screen.getByText('2 of 3 days')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Days with a chat: 2 of 3 days' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([2, 3]);
    expect(screen.getByText(/Finish setting up your account: done/)).toBeTruthy();
    expect(screen.getByText(/4 of 5 messages so far/)).toBeTruthy();
    expect(screen.getByText(/you and Maya each get 100,000 tokens, 7 days after/)).toBeTruthy();
  });

  it('Converted gives the day the reward arrives', async () => {
    render(<progress.Converted />);
    expect(await screen.findByText('You did it. Your 100,000 tokens arrive on 2 Dec 2026, and so do Maya’s.')).toBeTruthy();
  });

  it('Rewarded says both were paid', async () => {
    render(<progress.Rewarded />);
    expect(await screen.findByText(/You and Maya each received 100,000 tokens/)).toBeTruthy();
  });

  it('FoundersInvitation promises a seat, not tokens', async () => {
    render(<progress.FoundersInvitation />);
    expect(await screen.findByRole('heading', { name: 'Your invitation from the Grove team' })).toBeTruthy();
    expect(screen.getByText(REFERRAL_FOUNDERS_INVITATION_TEXT)).toBeTruthy();
    expect(screen.queryByText(/of 3 days/)).toBeNull();
  });
});

describe('MyReferrals previews', () => {
  it('Member shows the link, the badge with a way to the seats, the people invited and the rewards, from one read', async () => {
    render(<referrals.Member />);
    expect(await screen.findByRole('heading', { name: 'Your invitation link' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'People you invited' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your rewards' })).toBeTruthy();
    expect(screen.getByText('Founder · Seat No. 12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the founder seats' }).getAttribute('href')).toBe('/founders');
    expect(screen.queryByRole('heading', { name: /Your invitation from/ })).toBeNull();
    expect(foundersStoryBackend().requests.filter((request) => request.path === '/api/founders-club/me')).toHaveLength(1);
  });

  it('Newcomer puts their own progress first and offers to make a link', async () => {
    render(<referrals.Newcomer />);
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(headings[0]).toBe('Your invitation from Maya');
    expect(screen.getByRole('button', { name: 'Make my link' })).toBeTruthy();
    expect(screen.getByText('Founder · Seat No. 57')).toBeTruthy();
  });

  it('Empty has no badge and says nobody joined and no rewards yet', async () => {
    render(<referrals.Empty />);
    expect(await screen.findByText(MY_INVITATIONS_EMPTY)).toBeTruthy();
    expect(screen.getByText(REWARDS_EMPTY)).toBeTruthy();
    expect(screen.queryByText(/Founder · Seat/)).toBeNull();
  });

  it('LoadError shows one error for the page, with Try again', async () => {
    const user = userEvent.setup();
    render(<referrals.LoadError />);
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    foundersStoryBackend().heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your invitation link' })).toBeTruthy();
  });
});
