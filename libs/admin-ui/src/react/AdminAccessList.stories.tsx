import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminAccessList } from './AdminAccessList';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const BUSY = { status: 503, code: 'unavailable' as const, message: 'Grove is busy right now. Please try again in a moment.' };

const meta = {
  title: 'admin/AdminAccessList',
  component: AdminAccessList,
  args: { userId: 'u-maya' },
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminAccessList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One break-glass read of Leo's conversation and one read of Maya's memories. */
export const Busy: Story = {};

/** Nothing in these dates: the empty states in words. */
export const Empty: Story = { decorators: [withAdminStoryBackend(adminStoryState({ adminAccess: { entries: [], total: 0 } }))] };

/** Still loading. */
export const Loading: Story = { decorators: [withAdminStoryBackend(adminStoryState({ loading: true }))] };

/** The read failed: what failed, the server's reason, Try again. */
export const LoadError: Story = { decorators: [withAdminStoryBackend(adminStoryState({ failures: { adminAccess: BUSY } }))] };
