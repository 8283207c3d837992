import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminSystemStatus } from './AdminSystemStatus';
import { adminStoryState, withAdminStoryBackend } from './adminStoryBackend.fixture';

const meta = {
  title: 'admin/AdminSystemStatus',
  component: AdminSystemStatus,
  decorators: [withAdminStoryBackend(adminStoryState())],
} satisfies Meta<typeof AdminSystemStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PostgreSQL with 17 migrations, Grove's own mentor, the jobs' last runs and the counts. */
export const Details: Story = {};

/** The status read failed. */
export const LoadError: Story = {
  decorators: [withAdminStoryBackend(adminStoryState({ failures: { system: { status: 503, code: 'unavailable', message: 'Grove is busy right now. Please try again in a moment.' } } }))],
};
