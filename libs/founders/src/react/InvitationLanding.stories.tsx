import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_CODE, SAMPLE_FOUNDERS_CODE, SAMPLE_STATUS_CODES, SAMPLE_UNKNOWN_CODE, memberSample, sampleCodes, seatsSample } from './foundersSamples.fixture';
import { withFoundersStoryBackend, type FoundersStoryBackendState } from './foundersStoryBackend.fixture';
import { InvitationLanding } from './InvitationLanding';

function backendState(extra: Partial<FoundersStoryBackendState> = {}): FoundersStoryBackendState {
  return { me: memberSample(), codes: sampleCodes(), seats: seatsSample(), ...extra };
}

const meta = {
  title: 'founders/InvitationLanding',
  component: InvitationLanding,
  // The link's own form: lower case, as someone might type it from a message.
  args: { code: SAMPLE_CODE.toLowerCase(), viewer: 'visitor', variant: 'landing', signUpTo: `/referral-signup/${SAMPLE_CODE}`, referTo: '/refer' },
  decorators: [withFoundersStoryBackend(backendState())],
} satisfies Meta<typeof InvitationLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maya's referral link, opened by a visitor: her first name, a seat, the reward for both, Sign up. */
export const Referral: Story = {};

/** An admin's founders invitation: from the Grove team, a seat and no tokens. */
export const FoundersInvitation: Story = { args: { code: SAMPLE_FOUNDERS_CODE, signUpTo: `/referral-signup/${SAMPLE_FOUNDERS_CODE}` } };

/** Above the referral sign-up form: who invited and what joining gives, without a second Sign up. */
export const SignUpSummary: Story = { args: { variant: 'summary' } };

/** A signed-in adult opens someone's link: invitations are for new accounts. */
export const SignedInMember: Story = { args: { viewer: 'member' } };

/** A child profile opens a link: invitations belong to the parent account. */
export const ChildProfile: Story = { args: { viewer: 'child' } };

/** An expired code, in the contract's words. */
export const Expired: Story = { args: { code: SAMPLE_STATUS_CODES.expired } };

/** A code used as many times as it may be. */
export const UsedUp: Story = { args: { code: SAMPLE_STATUS_CODES.used_up } };

/** A revoked code. */
export const Revoked: Story = { args: { code: SAMPLE_STATUS_CODES.revoked } };

/** A well-formed code nobody made. */
export const Unknown: Story = { args: { code: SAMPLE_UNKNOWN_CODE } };

/** Not a code at all (a link cut short): said without asking the server. */
export const NotACode: Story = { args: { code: 'K7M3Q-PX9' } };

/** The server is slow: "Checking the invitation…". */
export const Loading: Story = { decorators: [withFoundersStoryBackend(backendState({ loading: true }))] };

/** Checking failed (the rate limit): the server's words and Try again. */
export const CheckFailed: Story = {
  decorators: [withFoundersStoryBackend(backendState({ validateFailure: { status: 429, code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' } }))],
};
