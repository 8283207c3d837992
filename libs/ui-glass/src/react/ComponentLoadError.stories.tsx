import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ComponentLoadError } from './ComponentLoadError';

const meta = {
  title: 'ui-glass/ComponentLoadError',
  component: ComponentLoadError,
  args: { onRefresh: fn() },
} satisfies Meta<typeof ComponentLoadError>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Failed to load component' with Refresh Page. */
export const Default: Story = {};
