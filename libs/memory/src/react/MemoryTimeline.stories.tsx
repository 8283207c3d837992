import type { Meta, StoryObj } from '@storybook/react-vite';
import { adultMemoriesSample } from './memorySamples.fixture';
import { withMemoryStoryBackend } from './memoryStoryBackend.fixture';
import { MemoryTimeline } from './MemoryTimeline';

const ON = { memoryEnabled: true, autoCapture: true };

function sourceLink(conversationId: string, label: string) {
  return <a href={`#/chat/conversation/${conversationId}`}>{label}</a>;
}

const meta = {
  title: 'memory/MemoryTimeline',
  component: MemoryTimeline,
  args: { profileId: 'adult-1', sourceLink, tzOffset: 0 },
} satisfies Meta<typeof MemoryTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kept memories by week, newest first, each linking to its conversation; Day and Month regroup them. */
export const ByWeek: Story = {
  decorators: [withMemoryStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', settings: ON, memories: adultMemoriesSample() } } })],
};

/** The same memories by month. */
export const ByMonth: Story = {
  args: { initialUnit: 'month' },
  decorators: [withMemoryStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', settings: ON, memories: adultMemoriesSample() } } })],
};

/** Nothing saved yet. */
export const Empty: Story = {
  decorators: [withMemoryStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', settings: ON, memories: [] } } })],
};
