import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyMemberSample, memberSample, sampleCodes, seatsSample } from './foundersSamples.fixture';
import { withFoundersStoryBackend, type FoundersStoryBackendState } from './foundersStoryBackend.fixture';
import { MyInvitationsList } from './MyInvitationsList';

function backendState(extra: Partial<FoundersStoryBackendState> = {}): FoundersStoryBackendState {
  return { me: memberSample(), codes: sampleCodes(), seats: seatsSample(), ...extra };
}

const meta = {
  title: 'founders/MyInvitationsList',
  component: MyInvitationsList,
  decorators: [withFoundersStoryBackend(backendState())],
} satisfies Meta<typeof MyInvitationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four people: getting started, using Grove (reward on 2 Dec), rewarded, and not eligible. */
export const FourInvited: Story = {};

/** Nobody yet. */
export const Empty: Story = { decorators: [withFoundersStoryBackend(backendState({ me: emptyMemberSample() }))] };

/** /me failed. */
export const LoadError: Story = {
  decorators: [withFoundersStoryBackend(backendState({ meFailure: { status: 500, code: 'internal', message: 'Something went wrong on our side.' } }))],
};
