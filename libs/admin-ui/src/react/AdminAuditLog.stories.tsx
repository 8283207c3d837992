import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminAuditLog } from './AdminAuditLog';
import { ADMIN_SAMPLE_NOW } from './adminSamples.fixture';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const BUSY = { status: 503, code: 'unavailable' as const, message: 'Grove is busy right now. Please try again in a moment.' };

const meta = {
  title: 'admin/AdminAuditLog',
  component: AdminAuditLog,
  args: { today: ADMIN_SAMPLE_NOW },
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminAuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of admin actions: a break-glass read, a resolve, a pattern, a role change, codes. */
export const Busy: Story = {};

/** Nothing in these dates: the empty states in words. */
export const Empty: Story = { decorators: [withAdminStoryBackend(adminStoryState({ audit: { range: { from: '2026-10-27', to: '2026-11-25' }, entries: [], total: 0 } }))] };

/** Still loading. */
export const Loading: Story = { decorators: [withAdminStoryBackend(adminStoryState({ loading: true }))] };

/** The read failed: what failed, the server's reason, Try again. */
export const LoadError: Story = { decorators: [withAdminStoryBackend(adminStoryState({ failures: { audit: BUSY } }))] };
