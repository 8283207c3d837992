import type { Meta, StoryObj } from '@storybook/react-vite';
import { capReachedSample, emptyMemberSample, memberSample, newcomerRewardedSample, sampleCodes, seatsSample } from './foundersSamples.fixture';
import { withFoundersStoryBackend, type FoundersStoryBackendState } from './foundersStoryBackend.fixture';
import { RewardsList } from './RewardsList';

function backendState(extra: Partial<FoundersStoryBackendState> = {}): FoundersStoryBackendState {
  return { me: memberSample(), codes: sampleCodes(), seats: seatsSample(), ...extra };
}

const meta = {
  title: 'founders/RewardsList',
  component: RewardsList,
  decorators: [withFoundersStoryBackend(backendState())],
} satisfies Meta<typeof RewardsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One reward for inviting Jonas; 1 of 5 this month, 1 of 20 in all. */
export const OneReward: Story = {};

/** This month's cap reached: 5 of 5, said in words. */
export const CapReached: Story = { decorators: [withFoundersStoryBackend(backendState({ me: capReachedSample() }))] };

/** The invited side's reward, for joining with Maya's invitation. */
export const AsInvitee: Story = { decorators: [withFoundersStoryBackend(backendState({ me: newcomerRewardedSample() }))] };

/** No rewards yet: how one is earned. */
export const Empty: Story = { decorators: [withFoundersStoryBackend(backendState({ me: emptyMemberSample() }))] };

/** /me failed. */
export const LoadError: Story = {
  decorators: [withFoundersStoryBackend(backendState({ meFailure: { status: 500, code: 'internal', message: 'Something went wrong on our side.' } }))],
};
