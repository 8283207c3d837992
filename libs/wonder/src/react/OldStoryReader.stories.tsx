import type { Meta, StoryObj } from '@storybook/react-vite';
import { oldStoryById, type OldStory } from '../index';
import { OldStoryReader } from './OldStoryReader';

function story(id: string): OldStory {
  const found = oldStoryById(id);
  if (!found) throw new Error(`No old story ${id}`);
  return found;
}

const meta = {
  title: 'wonder/OldStoryReader',
  component: OldStoryReader,
  args: { story: story('tortoise-and-hare'), mode: 'FULL', onBack: () => undefined, onThink: () => undefined },
} satisfies Meta<typeof OldStoryReader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult reads the whole tale: where it comes from, read-aloud (off until pressed), and "What did you think?". */
export const Adult: Story = {};

/** A 9–15 reads the fuller PG telling. */
export const Teen: Story = { args: { story: story('crane-wife'), mode: 'PG' } };

/** A 4–8 reads the gentle G telling in larger text. */
export const YoungChild: Story = { args: { story: story('enormous-turnip'), mode: 'G' } };

/** A browser without speech synthesis: no read-aloud button, the story reads as ever. */
export const NoVoice: Story = { args: { story: story('stone-soup'), readAloudSynth: null } };
