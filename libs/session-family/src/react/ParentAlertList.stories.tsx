import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Alert } from '@grove/api-contract';
import { familyAlertsOrdered } from '../index';
import { ParentAlertList } from './ParentAlertList';

/** Alerts as the API sends them: an urgent chat, a journal concern (no words), an older one already seen and a quest reflection's (no words). */
export function alertSamples(): Alert[] {
  return [
    {
      id: 'a-concern',
      childId: 'leo',
      childName: 'Leo',
      severity: 'concern',
      category: 'distress',
      categoryText: 'feeling low, lonely or bullied',
      excerpt: null,
      source: 'journal',
      createdAt: '2026-11-26T08:15:00.000Z',
      status: 'new',
    },
    {
      id: 'a-urgent',
      childId: 'leo',
      childName: 'Leo',
      severity: 'urgent',
      category: 'self_harm',
      categoryText: 'self-harm or suicide',
      excerpt: 'I want to die.',
      source: 'chat',
      createdAt: '2026-11-26T16:03:00.000Z',
      status: 'new',
    },
    {
      id: 'a-seen',
      childId: 'mia',
      childName: 'Mia',
      severity: 'concern',
      category: 'personal_details',
      categoryText: 'personal details (an address, a school, a phone number or a password)',
      excerpt: 'my school is Hill Park Primary',
      source: 'chat',
      createdAt: '2026-11-24T10:00:00.000Z',
      status: 'seen',
    },
    {
      id: 'a-quest',
      childId: 'mia',
      childName: 'Mia',
      severity: 'concern',
      category: 'distress',
      categoryText: 'feeling low, lonely or bullied',
      excerpt: null,
      source: 'quest',
      createdAt: '2026-11-23T17:30:00.000Z',
      status: 'seen',
    },
  ];
}

// A fixed clock's wording, so previews and their tests read the same on every machine.
const formatTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function Preview({ initial, showChild = true }: { initial: Alert[]; showChild?: boolean }) {
  const [alerts, setAlerts] = useState(initial);
  const shown = familyAlertsOrdered(alerts);
  if (shown.length === 0) return <p>No alerts. Grove will tell you here if something a child says worries its safety check.</p>;
  return (
    <ParentAlertList
      alerts={shown}
      label="Alerts"
      showChild={showChild}
      formatTime={formatTime}
      onMark={(alert, status) => setAlerts((all) => all.map((item) => (item.id === alert.id ? { ...item, status } : item)))}
    />
  );
}

const meta = {
  title: 'session-family/ParentAlertList',
  component: Preview,
  args: { initial: alertSamples() },
  decorators: [
    (Story) => (
      <div style={{ fontFamily: 'system-ui', maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two children's alerts: the urgent one first and marked in words and colour; act on each. */
export const FamilyAlerts: Story = {};

/** On one child's overview the child's name is left out. */
export const OneChild: Story = { args: { initial: alertSamples().filter((alert) => alert.childId === 'leo'), showChild: false } };

/** Nothing to deal with. */
export const Empty: Story = { args: { initial: [] } };
