import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChildLimits } from '@grove/api-contract';
import { ChildLimitsForm } from './ChildLimitsForm';

const NONE: ChildLimits = { dailyMinutes: null, quietHours: null, timeZone: null, updatedAt: null };

export default {
  title: 'session-family/ChildLimitsForm',
  component: ChildLimitsForm,
  args: {
    childName: 'Mia',
    limits: NONE,
    timeZone: 'Europe/London',
    onSave: async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return null;
    },
  },
} satisfies Meta<typeof ChildLimitsForm>;

type Story = StoryObj<typeof ChildLimitsForm>;

/** No limits yet: both switched off; switching one on shows its fields with a suggestion. */
export const NoLimits: Story = {};

/** 45 minutes a day and quiet hours across midnight, as saved. */
export const LimitsSet: Story = {
  args: {
    limits: {
      dailyMinutes: 45,
      quietHours: { start: '21:00', end: '07:00', timeZone: 'Europe/London' },
      timeZone: 'Europe/London',
      updatedAt: '2026-11-27T10:00:00.000Z',
    },
  },
};

/** The server refused the change: its reason under the headline. */
export const Refused: Story = {
  args: { limits: { ...NONE, dailyMinutes: 30, timeZone: 'Europe/London' }, onSave: async () => 'That child profile is not one of yours.' },
};
