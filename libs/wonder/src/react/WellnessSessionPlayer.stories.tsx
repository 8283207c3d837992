import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WellnessSessionPlayer } from './WellnessSessionPlayer';
import { wellnessMatchMediaFixed, wellnessSessionById } from './wellnessStories.fixture';

const meta = {
  title: 'wonder/WellnessSessionPlayer',
  component: WellnessSessionPlayer,
  args: { session: wellnessSessionById('box-breathing-adult'), onClose: fn() as () => void },
} satisfies Meta<typeof WellnessSessionPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult's box breathing: the intro and Start; then the circle breathes in fours with each step's words and both countdowns. */
export const BoxBreathingAdult: Story = {};

/** The same in the dark theme. */
export const BoxBreathingDark: Story = { globals: { theme: 'dark' } };

/** A 6-year-old's bubble breaths (in 2, hold 3, out 4): larger words, short simple labels. */
export const BubbleBreathsChild: Story = { args: { session: wellnessSessionById('4-7-8-4-8') } };

/** A 12-year-old's 5-4-3-2-1 grounding: no breathing guide, just the words and the time. */
export const GroundingTeen: Story = { args: { session: wellnessSessionById('grounding-54321-9-15') } };

/** With "reduce motion" asked for: the circle stays still, and "Breathe in… 4" with a count leads instead. */
export const ReducedMotion: Story = { args: { session: wellnessSessionById('4-7-8-adult'), matchMedia: wellnessMatchMediaFixed(true) } };

/** A browser without speech synthesis: no Read aloud button. */
export const NoSpeech: Story = { args: { session: wellnessSessionById('wind-down-adult'), readAloudSynth: null } };
