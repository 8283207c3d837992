import type { Meta, StoryObj } from '@storybook/react-vite';
import { BreathingGuide } from './BreathingGuide';
import { wellnessMatchMediaFixed } from './wellnessStories.fixture';

const meta = {
  title: 'wonder/BreathingGuide',
  component: BreathingGuide,
  args: { breath: 'in', seconds: 4, remainingSeconds: 4, stepKey: 0 },
} satisfies Meta<typeof BreathingGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Breathing in: the circle grows over the step's four seconds. */
export const BreatheIn: Story = {};

/** Holding after the in-breath: the circle stays full. */
export const HoldFull: Story = { args: { breath: 'hold', level: 'full', seconds: 7, remainingSeconds: 7 } };

/** Breathing out over eight seconds, in the dark theme. */
export const BreatheOutDark: Story = { args: { breath: 'out', seconds: 8, remainingSeconds: 8 }, globals: { theme: 'dark' } };

/** Paused half-way through an in-breath: the circle stops where it is. */
export const Paused: Story = { args: { elapsedMs: 2_000, remainingSeconds: 2, paused: true } };

/** Reduced motion: a still circle and "Breathe in… 3". */
export const ReducedMotion: Story = { args: { remainingSeconds: 3, matchMedia: wellnessMatchMediaFixed(true) } };
