import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHAT_MEMORY_EVENTS, adultMemoriesSample, childMemoriesSample, memorySample } from './memorySamples.fixture';
import { withMemoryStoryBackend } from './memoryStoryBackend.fixture';
import { RememberedChip } from './RememberedChip';

const ON = { memoryEnabled: true, autoCapture: true };

// The pretend API holds the memories the chips name, so Undo works in the preview.
const backend = withMemoryStoryBackend({
  profiles: {
    'adult-1': {
      contentMode: 'FULL',
      settings: ON,
      memories: [...adultMemoriesSample(), memorySample('Has a beagle called Rocky', { tags: ['pet', 'dog'] })],
    },
    'child-leo': { contentMode: 'PG', settings: ON, memories: [memorySample('Plays the drums', { profileId: 'child-leo', tags: ['music'] })] },
    'child-mia': { contentMode: 'G', settings: ON, memories: childMemoriesSample() },
  },
});

const meta = {
  title: 'memory/RememberedChip',
  component: RememberedChip,
  args: { event: CHAT_MEMORY_EVENTS.added },
  decorators: [backend],
} satisfies Meta<typeof RememberedChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult told a lasting fact: "I'll remember that", the memory, and Undo (deletes it). */
export const Added: Story = {};

/** A 9–15 child's new memory: the notice that the parent can see it. */
export const AddedForTeen: Story = { args: { event: CHAT_MEMORY_EVENTS.addedForTeen } };

/** A 4–8 child's new memory: it waits for the grown-up. */
export const AddedForYoungChild: Story = { args: { event: CHAT_MEMORY_EVENTS.addedForYoungChild } };

/** A later fact changed a memory: Undo puts the earlier words back. */
export const Updated: Story = { args: { event: CHAT_MEMORY_EVENTS.updated } };

/** A child's personal detail: not kept, with the kind reason and no Undo. */
export const Refused: Story = { args: { event: CHAT_MEMORY_EVENTS.refused } };

/** "Forget that …": Forgotten, with Undo (restores it). */
export const Forgotten: Story = { args: { event: CHAT_MEMORY_EVENTS.forgotten } };
