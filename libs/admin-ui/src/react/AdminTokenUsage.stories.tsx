import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTokenUsage } from './AdminTokenUsage';
import { ADMIN_SAMPLE_NOW, emptyTokenUsage } from './adminSamples.fixture';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const BUSY = { status: 503, code: 'unavailable' as const, message: 'Grove is busy right now. Please try again in a moment.' };

const meta = {
  title: 'admin/AdminTokenUsage',
  component: AdminTokenUsage,
  args: { today: ADMIN_SAMPLE_NOW },
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminTokenUsage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month of tokens by day (and by model or kind), the top accounts, Maya's day by day. */
export const Busy: Story = {};

/** Nothing in these dates: the empty states in words. */
export const Empty: Story = { decorators: [withAdminStoryBackend(adminStoryState({ tokenUsage: { day: emptyTokenUsage('day'), model: emptyTokenUsage('model'), kind: emptyTokenUsage('kind') } }))] };

/** Still loading. */
export const Loading: Story = { decorators: [withAdminStoryBackend(adminStoryState({ loading: true }))] };

/** The read failed: what failed, the server's reason, Try again. */
export const LoadError: Story = { decorators: [withAdminStoryBackend(adminStoryState({ failures: { tokenUsage: BUSY } }))] };
