import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Conversation } from '@grove/api-contract';
import { ConversationList } from './ConversationList';

function conversation(id: string, title: string): Conversation {
  return { id, profileId: 'u1', title, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z', messageCount: 4 };
}

const meta = {
  title: 'Chat/ConversationList',
  component: ConversationList,
  args: {
    conversations: [conversation('c1', 'Oak trees'), conversation('c2', 'Dinner ideas'), conversation('c3', 'A dragon story')],
    activeId: 'c1',
    loading: false,
    onNew: () => undefined,
    onSelect: () => undefined,
    onDelete: async () => undefined,
  },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three conversations, the first open. */
export const WithConversations: Story = {};

/** Nothing yet. */
export const Empty: Story = { args: { conversations: [], activeId: null } };

/** The first load. */
export const Loading: Story = { args: { conversations: [], activeId: null, loading: true } };
