import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminCodes } from './AdminCodes';
import { ADMIN_SAMPLE_NOW, adminStatsEmptySample } from './adminSamples.fixture';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const meta = {
  title: 'admin/AdminCodes',
  component: AdminCodes,
  args: { origin: 'https://grove.example', now: () => ADMIN_SAMPLE_NOW },
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy club: codes in every state, the figures, three flagged events; make and revoke work. */
export const Busy: Story = {};

/** No code yet: the empty states in words. */
export const Empty: Story = { decorators: [withAdminStoryBackend(adminStoryState({ invitations: [], stats: adminStatsEmptySample() }))] };

/** Still loading. */
export const Loading: Story = { decorators: [withAdminStoryBackend(adminStoryState({ loading: true }))] };

/** The reads failed: what failed, the server's reason, Try again. */
export const LoadError: Story = {
  decorators: [
    withAdminStoryBackend(
      adminStoryState({
        failures: {
          codes: { status: 503, code: 'unavailable', message: 'Grove is busy right now. Please try again in a moment.' },
          stats: { status: 503, code: 'unavailable', message: 'Grove is busy right now. Please try again in a moment.' },
        },
      }),
    ),
  ],
};
