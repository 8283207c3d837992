import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberSample, sampleCodes, seatsSample } from './foundersSamples.fixture';
import { withFoundersStoryBackend, type FoundersStoryBackendState } from './foundersStoryBackend.fixture';
import { FounderSeatBadge } from './FounderSeatBadge';
import { FounderSeatsWall } from './FounderSeatsWall';

function backendState(extra: Partial<FoundersStoryBackendState> = {}): FoundersStoryBackendState {
  return { me: memberSample(), codes: sampleCodes(), seats: seatsSample(), ...extra };
}

const meta = {
  title: 'founders/FounderSeats',
  component: FounderSeatsWall,
  args: { mySeat: 12 },
  decorators: [withFoundersStoryBackend(backendState())],
} satisfies Meta<typeof FounderSeatsWall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fourteen seats in the order of joining, seat 12 marked as the viewer's. */
export const Wall: Story = {};

/** A visitor's view: no seat marked. */
export const WallForVisitor: Story = { args: { mySeat: null } };

/** More seats than the server lists: the latest 100 of 240. */
export const WallOfMany: Story = { args: { mySeat: 231 }, decorators: [withFoundersStoryBackend(backendState({ seats: seatsSample(240) }))] };

/** Nobody yet. */
export const WallEmpty: Story = { decorators: [withFoundersStoryBackend(backendState({ seats: { taken: 0, seats: [] } }))] };

/** Still loading. */
export const WallLoading: Story = { decorators: [withFoundersStoryBackend(backendState({ loading: true }))] };

/** The seats could not be read. */
export const WallError: Story = {
  decorators: [withFoundersStoryBackend(backendState({ seatsFailure: { status: 429, code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' } }))],
};

/** The badge beside other things (the referral page). */
export const Badge: Story = { render: () => <FounderSeatBadge seat={{ seat: 12, joinedAt: '2026-03-06T12:00:00.000Z' }} /> };

/** The badge large, on the founders page. */
export const BadgeLarge: Story = { render: () => <FounderSeatBadge seat={{ seat: 1234, joinedAt: '2026-11-21T12:00:00.000Z' }} size="large" /> };
