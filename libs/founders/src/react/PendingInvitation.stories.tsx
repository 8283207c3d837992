import type { Meta, StoryObj } from '@storybook/react-vite';
import { INVITATION_CODE_LENGTH } from '@grove/api-contract';
import { SAMPLE_CODE, SAMPLE_STATUS_CODES, emptyMemberSample, sampleCodes, seatsSample } from './foundersSamples.fixture';
import { withFoundersStoryBackend, type FoundersStoryBackendState } from './foundersStoryBackend.fixture';
import { InvitationCodeEntry } from './InvitationCodeEntry';
import { PendingInvitationNotice } from './PendingInvitationNotice';

function backendState(extra: Partial<FoundersStoryBackendState> = {}): FoundersStoryBackendState {
  return { me: emptyMemberSample(), codes: sampleCodes(), seats: seatsSample(56), pendingCode: SAMPLE_CODE, ...extra };
}

const meta = {
  title: 'founders/PendingInvitation',
  component: PendingInvitationNotice,
  args: { enabled: true, referTo: '/refer' },
  decorators: [withFoundersStoryBackend(backendState())],
} satisfies Meta<typeof PendingInvitationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just signed up with Maya's link: join runs, seat 57 is theirs. */
export const Joined: Story = {};

/** The account is not new: the contract's 409 message, and the code is forgotten. */
export const AlreadyJoined: Story = { decorators: [withFoundersStoryBackend(backendState({ alreadyJoined: true }))] };

/** The code was revoked between the landing and the sign-up. */
export const CodeRevoked: Story = { decorators: [withFoundersStoryBackend(backendState({ pendingCode: SAMPLE_STATUS_CODES.revoked }))] };

/** The network dropped on the way: the code is kept, with Try again (and another try on the next screen). */
export const Unreachable: Story = { decorators: [withFoundersStoryBackend(backendState({ joinUnreachable: true }))] };

/** Still signed out: nothing is sent and nothing shows. */
export const NotSignedIn: Story = { args: { enabled: false } };

/** For a code read aloud or sent as text: any case, dashes or not. */
export const CodeEntry: Story = {
  render: () => <InvitationCodeEntry onOpen={(code) => window.alert(`Opening ${code} (${INVITATION_CODE_LENGTH} symbols)`)} />,
};
