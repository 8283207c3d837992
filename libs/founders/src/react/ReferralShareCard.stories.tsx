import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyMemberSample, memberSample, sampleCodes, seatsSample } from './foundersSamples.fixture';
import { withFoundersStoryBackend, type FoundersStoryBackendState } from './foundersStoryBackend.fixture';
import { ReferralShareCard } from './ReferralShareCard';

function backendState(extra: Partial<FoundersStoryBackendState> = {}): FoundersStoryBackendState {
  return { me: memberSample(), codes: sampleCodes(), seats: seatsSample(), ...extra };
}

const meta = {
  title: 'founders/ReferralShareCard',
  component: ReferralShareCard,
  args: { origin: 'https://grove.example' },
  decorators: [withFoundersStoryBackend(backendState())],
} satisfies Meta<typeof ReferralShareCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maya's link and code, opened 6 times with 4 joined: Copy link, Share where the browser can, a new code or revoke. */
export const WithLink: Story = {};

/** No link yet (never made, or revoked): Make my link. */
export const NoLink: Story = { decorators: [withFoundersStoryBackend(backendState({ me: emptyMemberSample() }))] };

/** Still loading /me. */
export const Loading: Story = { decorators: [withFoundersStoryBackend(backendState({ loading: true }))] };

/** /me failed: what failed and Try again. */
export const LoadError: Story = {
  decorators: [withFoundersStoryBackend(backendState({ meFailure: { status: 503, code: 'unavailable', message: 'Grove is busy right now. Please try again in a moment.' } }))],
};
