import type { Meta, StoryObj } from '@storybook/react-vite';
import { adultMemoriesSample, childMemoriesSample } from './memorySamples.fixture';
import { withMemoryStoryBackend, type MemoryStoryBackendState } from './memoryStoryBackend.fixture';
import { MemoryList } from './MemoryList';

const ON = { memoryEnabled: true, autoCapture: true };

function adult(overrides: Partial<MemoryStoryBackendState> = {}): MemoryStoryBackendState {
  return { profiles: { 'adult-1': { contentMode: 'FULL', settings: ON, memories: adultMemoriesSample() } }, ...overrides };
}

// A preview's "conversation" link goes nowhere real: it names the conversation it would open.
function sourceLink(conversationId: string, label: string) {
  return <a href={`#/chat/conversation/${conversationId}`}>{label}</a>;
}

const meta = {
  title: 'memory/MemoryList',
  component: MemoryList,
  args: { profileId: 'adult-1', sourceLink },
} satisfies Meta<typeof MemoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult's memories: pinned first, a hand-added one, an expired plan, one recently deleted; search, tags, edit, pin, feedback and delete with Undo all work. */
export const WithMemories: Story = { decorators: [withMemoryStoryBackend(adult())] };

/** A parent looking at a 6-year-old's memories: one waits for approval (Approve), Pin is the parent's. */
export const ParentReviewingChild: Story = {
  args: { profileId: 'child-mia', viewer: 'parent', title: "Mia's memories" },
  decorators: [withMemoryStoryBackend({ profiles: { 'child-mia': { contentMode: 'G', settings: ON, memories: childMemoriesSample() } } })],
};

/** A child's own list: no Pin (only the parent pins a child's memory). */
export const ChildOwnList: Story = {
  args: { profileId: 'child-mia', canPin: false },
  decorators: [withMemoryStoryBackend({ profiles: { 'child-mia': { contentMode: 'G', settings: ON, memories: childMemoriesSample() } } })],
};

/** Nothing remembered yet: what memories are and how they come. */
export const Empty: Story = {
  decorators: [withMemoryStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', settings: ON, memories: [] } } })],
};

/** Memory switched off: the list says the mentor neither uses nor saves memories. */
export const MemoryOff: Story = {
  decorators: [withMemoryStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', settings: { memoryEnabled: false, autoCapture: true }, memories: adultMemoriesSample() } } })],
};

/** The memories have not arrived yet (the pretend API never answers). */
export const Loading: Story = { decorators: [withMemoryStoryBackend(adult({ loading: true }))] };

/** The server could not answer: its message and Try again. */
export const LoadError: Story = {
  decorators: [withMemoryStoryBackend(adult({ readFailure: { status: 503, code: 'internal', message: 'Something went wrong on our side. Please try again.' } }))],
};
