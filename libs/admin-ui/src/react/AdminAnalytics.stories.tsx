import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminAnalytics } from './AdminAnalytics';
import { ADMIN_SAMPLE_NOW, emptyAnalytics } from './adminSamples.fixture';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const BUSY = { status: 503, code: 'unavailable' as const, message: 'Grove is busy right now. Please try again in a moment.' };

const meta = {
  title: 'admin/AdminAnalytics',
  component: AdminAnalytics,
  args: { today: ADMIN_SAMPLE_NOW },
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminAnalytics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month of use by age band, games, the funnel and five cohorts. */
export const Busy: Story = {};

/** Nothing in these dates: the empty states in words. */
export const Empty: Story = { decorators: [withAdminStoryBackend(adminStoryState({ analytics: emptyAnalytics() }))] };

/** Still loading. */
export const Loading: Story = { decorators: [withAdminStoryBackend(adminStoryState({ loading: true }))] };

/** The read failed: what failed, the server's reason, Try again. */
export const LoadError: Story = { decorators: [withAdminStoryBackend(adminStoryState({ failures: { analytics: BUSY } }))] };
