import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataExportButtons } from './DataExportButtons';

const meta = {
  title: 'session-family/DataExportButtons',
  component: DataExportButtons,
  args: {
    title: "Download Leo's data",
    description: 'Everything Grove keeps about Leo: profile, chats, journal, memories, radar, alerts and limits.',
    pending: null,
    error: null,
    saved: null,
    onDownload: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ fontFamily: 'system-ui', maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataExportButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: a readable file or JSON. */
export const Ready: Story = {};

/** The readable file is being prepared: both buttons wait. */
export const Preparing: Story = { args: { pending: 'md' } };

/** Saved: the file's name is said. */
export const Saved: Story = { args: { saved: 'grove-export-child-2026-11-26.md' } };

/** The download failed: the server's reason. */
export const Failed: Story = { args: { error: 'That child profile is not one of yours.' } };
