import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MobileErrorScreen } from './MobileErrorScreen';

const meta = {
  title: 'ui-glass/MobileErrorScreen',
  component: MobileErrorScreen,
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
  args: { platform: 'Android', attempt: 1, onRetry: fn(), onReload: fn() },
} satisfies Meta<typeof MobileErrorScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first attempt, with a retry coming. */
export const FirstAttempt: Story = { args: { notice: 'Trying again in a moment…' } };

/** All attempts used. */
export const Exhausted: Story = { args: { platform: 'iOS', attempt: 3, notice: 'Automatic recovery stopped after 3 attempts.' } };
