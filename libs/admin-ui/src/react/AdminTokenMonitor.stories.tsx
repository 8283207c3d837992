import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTokenMonitor } from './AdminTokenMonitor';
import { ADMIN_SAMPLE_NOW, emptyTokenMonitor } from './adminSamples.fixture';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const BUSY = { status: 503, code: 'unavailable' as const, message: 'Grove is busy right now. Please try again in a moment.' };

const meta = {
  title: 'admin/AdminTokenMonitor',
  component: AdminTokenMonitor,
  args: { today: ADMIN_SAMPLE_NOW },
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminTokenMonitor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,284 accounts, two near their limit, two low, and one balance that does not match its ledger. */
export const Busy: Story = {};

/** Nothing in these dates: the empty states in words. */
export const Empty: Story = { decorators: [withAdminStoryBackend(adminStoryState({ tokenMonitor: emptyTokenMonitor() }))] };

/** Still loading. */
export const Loading: Story = { decorators: [withAdminStoryBackend(adminStoryState({ loading: true }))] };

/** The read failed: what failed, the server's reason, Try again. */
export const LoadError: Story = { decorators: [withAdminStoryBackend(adminStoryState({ failures: { tokenMonitor: BUSY } }))] };
