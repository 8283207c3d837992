import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { keyValueStorageMemory } from '../index';
import { CookieConsentBanner } from './CookieConsentBanner';

const meta = {
  title: 'ui-glass/CookieConsentBanner',
  component: CookieConsentBanner,
  parameters: { layout: 'fullscreen' },
  args: { onChoice: fn() },
  // A fresh storage for every render, so the banner shows until a choice is made in this view.
  render: (args) => <CookieConsentBanner {...args} storage={keyValueStorageMemory()} />,
} satisfies Meta<typeof CookieConsentBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Accept All, Decline and Show details; the backdrop does not dismiss it. */
export const Default: Story = {};
