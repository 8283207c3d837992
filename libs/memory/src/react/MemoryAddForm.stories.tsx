import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryStoryBackend } from './memoryStoryBackend.fixture';
import { MemoryAddForm } from './MemoryAddForm';
import { MemorySettingsSwitches } from './MemorySettingsSwitches';

const ON = { memoryEnabled: true, autoCapture: true };

const meta = {
  title: 'memory/MemoryAddForm',
  component: MemoryAddForm,
  args: { profileId: 'adult-1' },
} satisfies Meta<typeof MemoryAddForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a memory by hand: the words, optional tags, and what Grove did. */
export const Adult: Story = {
  decorators: [withMemoryStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', settings: ON, memories: [] } } })],
};

/** A child's personal detail is refused with the API's kind reason; the words stay to be changed. */
export const ChildPersonalDetail: Story = {
  args: { profileId: 'child-leo' },
  decorators: [
    withMemoryStoryBackend({
      profiles: { 'child-leo': { contentMode: 'PG', settings: ON, memories: [] } },
      refuse: { pattern: /\d+ \w+ (street|road)/i, message: "I won't remember where you live — that's something to keep just for your family." },
    }),
  ],
};

/** The memory switches: memory on/off and automatic capture (off while memory is off). */
export const Switches: Story = {
  render: (args) => <MemorySettingsSwitches profileId={args.profileId} />,
  decorators: [withMemoryStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', settings: { memoryEnabled: true, autoCapture: false }, memories: [] } } })],
};

/** The chat header's one-line memory switch. */
export const CompactSwitch: Story = {
  render: (args) => <MemorySettingsSwitches profileId={args.profileId} compact />,
  decorators: [withMemoryStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', settings: ON, memories: [] } } })],
};
