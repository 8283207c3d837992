import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTrialUsage } from './AdminTrialUsage';
import { ADMIN_SAMPLE_NOW, emptyTrialUsage } from './adminSamples.fixture';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const BUSY = { status: 503, code: 'unavailable' as const, message: 'Grove is busy right now. Please try again in a moment.' };

const meta = {
  title: 'admin/AdminTrialUsage',
  component: AdminTrialUsage,
  args: { today: ADMIN_SAMPLE_NOW },
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminTrialUsage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trial records with related devices, one suspicious cluster, the counters now. */
export const Busy: Story = {};

/** Nothing in these dates: the empty states in words. */
export const Empty: Story = { decorators: [withAdminStoryBackend(adminStoryState({ trialUsage: emptyTrialUsage() }))] };

/** Still loading. */
export const Loading: Story = { decorators: [withAdminStoryBackend(adminStoryState({ loading: true }))] };

/** The read failed: what failed, the server's reason, Try again. */
export const LoadError: Story = { decorators: [withAdminStoryBackend(adminStoryState({ failures: { trialUsage: BUSY } }))] };
