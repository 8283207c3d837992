import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundersInviteeSample, newcomerConvertedSample, newcomerRewardedSample, newcomerSample, sampleCodes, seatsSample } from './foundersSamples.fixture';
import { withFoundersStoryBackend, type FoundersStoryBackendState } from './foundersStoryBackend.fixture';
import { ReferralProgress } from './ReferralProgress';

function backendState(extra: Partial<FoundersStoryBackendState> = {}): FoundersStoryBackendState {
  return { me: newcomerSample(), codes: sampleCodes(), seats: seatsSample(), ...extra };
}

const meta = {
  title: 'founders/ReferralProgress',
  component: ReferralProgress,
  decorators: [withFoundersStoryBackend(backendState())],
} satisfies Meta<typeof ReferralProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sam, invited by Maya: onboarded, 2 of 3 days, 4 of 5 messages. */
export const TwoOfThreeDays: Story = {};

/** Converted: the reward's day after the hold. */
export const Converted: Story = { decorators: [withFoundersStoryBackend(backendState({ me: newcomerConvertedSample() }))] };

/** Both paid. */
export const Rewarded: Story = { decorators: [withFoundersStoryBackend(backendState({ me: newcomerRewardedSample() }))] };

/** A founders invitation from the Grove team: a seat, no tokens promised. */
export const FoundersInvitation: Story = { decorators: [withFoundersStoryBackend(backendState({ me: foundersInviteeSample() }))] };

/** /me failed. */
export const LoadError: Story = {
  decorators: [withFoundersStoryBackend(backendState({ meFailure: { status: 500, code: 'internal', message: 'Something went wrong on our side.' } }))],
};
