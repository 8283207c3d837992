import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmbientScene } from './AmbientScene';

const meta = {
  title: 'Guided/AmbientScene',
  component: AmbientScene,
  args: { kind: 'nature' },
} satisfies Meta<typeof AmbientScene>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pine trees swaying gently on green hills at dawn. */
export const Nature: Story = {};

/** Small glowing lights floating above misty hills at twilight. */
export const Fantasy: Story = { args: { kind: 'fantasy' } };

/** Flowers growing from the soil and opening, one by one. */
export const Garden: Story = { args: { kind: 'garden' } };
