import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrialStatusBadge } from './TrialStatusBadge';

export default {
  title: 'trial-guard/TrialStatusBadge',
  component: TrialStatusBadge,
  args: { locale: 'en-GB', source: 'server' },
} satisfies Meta<typeof TrialStatusBadge>;

type Story = StoryObj<typeof TrialStatusBadge>;

/** The server says the trial is active: 62,500 of 100,000 tokens left. */
export const Active: Story = {
  args: {
    decision: {
      eligible: true,
      reason: 'active_trial',
      tokensUsed: 37_500,
      tokensLeft: 62_500,
      limit: 100_000,
      resetAt: new Date('2025-03-11T09:30:00.000Z'),
      expired: false,
    },
  },
};

/** The allowance is used up: nothing left, and when it renews. */
export const Exhausted: Story = {
  args: {
    decision: {
      eligible: false,
      reason: 'tokens_exhausted',
      tokensUsed: 100_000,
      tokensLeft: 0,
      limit: 100_000,
      resetAt: new Date('2025-03-11T09:30:00.000Z'),
      expired: false,
    },
  },
};

/** The server could not answer: the browser's own record, marked as an estimate. */
export const Fallback: Story = {
  args: {
    source: 'fallback',
    decision: {
      eligible: true,
      reason: 'fallback_active',
      tokensUsed: 12_000,
      tokensLeft: 88_000,
      limit: 100_000,
      resetAt: new Date('2025-03-11T09:30:00.000Z'),
      expired: false,
    },
  },
};
