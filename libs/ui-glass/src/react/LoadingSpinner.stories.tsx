import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingSpinner } from './LoadingSpinner';

const meta = {
  title: 'ui-glass/LoadingSpinner',
  component: LoadingSpinner,
} satisfies Meta<typeof LoadingSpinner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Loading...' with a spinning ring. */
export const Default: Story = {};

/** Centred in the viewport, as while a route loads. */
export const FullScreen: Story = { args: { fullScreen: true } };
