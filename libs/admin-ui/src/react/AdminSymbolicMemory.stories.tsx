import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminSymbolicMemory } from './AdminSymbolicMemory';
import { ADMIN_SAMPLE_NOW, emptyMemoryAnalytics } from './adminSamples.fixture';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const BUSY = { status: 503, code: 'unavailable' as const, message: 'Grove is busy right now. Please try again in a moment.' };

const meta = {
  title: 'admin/AdminSymbolicMemory',
  component: AdminSymbolicMemory,
  args: { today: ADMIN_SAMPLE_NOW },
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminSymbolicMemory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The flagged queue (a high safety flag with its conversation), three patterns, a month of memory figures. */
export const Busy: Story = {};

/** Nothing in these dates: the empty states in words. */
export const Empty: Story = { decorators: [withAdminStoryBackend(adminStoryState({ patterns: [], flagged: [], memoryAnalytics: emptyMemoryAnalytics() }))] };

/** Still loading. */
export const Loading: Story = { decorators: [withAdminStoryBackend(adminStoryState({ loading: true }))] };

/** The read failed: what failed, the server's reason, Try again. */
export const LoadError: Story = { decorators: [withAdminStoryBackend(adminStoryState({ failures: { flagged: BUSY, patterns: BUSY, memoryAnalytics: BUSY } }))] };
