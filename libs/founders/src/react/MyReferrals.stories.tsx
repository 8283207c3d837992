import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyMemberSample, memberSample, newcomerSample, sampleCodes, seatsSample } from './foundersSamples.fixture';
import { withFoundersStoryBackend, type FoundersStoryBackendState } from './foundersStoryBackend.fixture';
import { MyReferrals } from './MyReferrals';

function backendState(extra: Partial<FoundersStoryBackendState> = {}): FoundersStoryBackendState {
  return { me: memberSample(), codes: sampleCodes(), seats: seatsSample(), ...extra };
}

const meta = {
  title: 'founders/MyReferrals',
  component: MyReferrals,
  args: { origin: 'https://grove.example', foundersTo: '/founders' },
  decorators: [withFoundersStoryBackend(backendState())],
} satisfies Meta<typeof MyReferrals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maya's /refer: her link, her badge, four invited, one reward. */
export const Member: Story = {};

/** Sam's /refer, four days after joining with Maya's link: his progress first, then Make my link. */
export const Newcomer: Story = { decorators: [withFoundersStoryBackend(backendState({ me: newcomerSample() }))] };

/** An adult with nothing yet. */
export const Empty: Story = { decorators: [withFoundersStoryBackend(backendState({ me: emptyMemberSample() }))] };

/** /me failed: one error for the page, with Try again. */
export const LoadError: Story = {
  decorators: [withFoundersStoryBackend(backendState({ meFailure: { status: 500, code: 'internal', message: 'Something went wrong on our side.' } }))],
};
