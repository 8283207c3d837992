import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'ui-glass/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn(), onReload: fn(), onSelectMode: fn(), currentMode: 'hosted-database' },
} satisfies Meta<typeof ErrorScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Try Again, Reload Page and the three mode buttons. */
export const Default: Story = {};

/** While an automatic retry is coming, after a network error. */
export const Retrying: Story = { args: { currentMode: 'local', notice: 'Trying again in a moment…' } };
