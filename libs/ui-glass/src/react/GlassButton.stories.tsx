import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GlassButton } from './GlassButton';

const meta = {
  title: 'ui-glass/GlassButton',
  component: GlassButton,
  args: { children: 'Start chatting', onClick: fn() },
} satisfies Meta<typeof GlassButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The main action. */
export const Primary: Story = { args: { variant: 'primary' } };

/** Other actions. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Maybe later' } };

/** Quiet actions. */
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show details' } };

/** A toggle in its pressed state. */
export const Pressed: Story = { args: { variant: 'ghost', children: 'local', 'aria-pressed': true } };

/** Not available right now. */
export const Disabled: Story = { args: { disabled: true } };
