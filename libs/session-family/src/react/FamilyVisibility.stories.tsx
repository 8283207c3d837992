import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { FamilyVisibilityBadge } from './FamilyVisibilityBadge';
import { FamilyVisibilityDetails } from './FamilyVisibilityDetails';

const meta = {
  title: 'session-family/FamilyVisibility',
  component: FamilyVisibilityBadge,
  args: { contentMode: 'G' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ fontFamily: 'system-ui', maxWidth: 640, padding: 16 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof FamilyVisibilityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge on a 6-year-old's chat, journal and memories screens. */
export const YoungBadge: Story = {};

/** The badge on a 12-year-old's screens: topics and time, not the chats. */
export const TeenBadge: Story = { args: { contentMode: 'PG' } };

/** The page a 6-year-old reaches from the badge: everything the parent sees, in simple words. */
export const YoungDetails: Story = { render: () => <FamilyVisibilityDetails contentMode="G" /> };

/** The page a 12-year-old reaches: what the parent sees, what stays theirs, and what else a parent may do. */
export const TeenDetails: Story = { render: () => <FamilyVisibilityDetails contentMode="PG" /> };
