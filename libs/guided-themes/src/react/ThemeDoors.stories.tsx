import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeDoors } from './ThemeDoors';

const meta = {
  title: 'Guided/ThemeDoors',
  component: ThemeDoors,
  args: { onChoose: () => undefined },
} satisfies Meta<typeof ThemeDoors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every theme, each behind its own door. */
export const AllThemes: Story = {};

/** The doors of /door-choice: gardening, flowers, an outdoor trip, a city outing and meditation. */
export const DoorChoice: Story = {
  args: { themes: ['gardening', 'flowers', 'outdoor-trip', 'city-outing', 'meditation'] },
};
