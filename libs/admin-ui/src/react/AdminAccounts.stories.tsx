import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminAccounts } from './AdminAccounts';
import { ADMIN_SAMPLE_ME } from './adminSamples.fixture';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const BUSY = { status: 503, code: 'unavailable' as const, message: 'Grove is busy right now. Please try again in a moment.' };

const meta = {
  title: 'admin/AdminAccounts',
  component: AdminAccounts,
  args: { myId: ADMIN_SAMPLE_ME },
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four accounts, two of them admins; the signed-in admin's own row cannot be changed. */
export const Busy: Story = {};

/** Nothing in these dates: the empty states in words. */
export const Empty: Story = { decorators: [withAdminStoryBackend(adminStoryState({ users: { users: [], total: 0 } }))] };

/** Still loading. */
export const Loading: Story = { decorators: [withAdminStoryBackend(adminStoryState({ loading: true }))] };

/** The read failed: what failed, the server's reason, Try again. */
export const LoadError: Story = { decorators: [withAdminStoryBackend(adminStoryState({ failures: { users: BUSY } }))] };
