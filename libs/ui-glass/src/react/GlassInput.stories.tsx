import type { Meta, StoryObj } from '@storybook/react-vite';
import { GlassInput } from './GlassInput';
import { GlassPanel } from './GlassPanel';

const meta = {
  title: 'ui-glass/GlassInput',
  component: GlassInput,
  args: { label: 'Display name', placeholder: 'e.g. Robin' },
  decorators: [
    (Story) => (
      <GlassPanel as="section" aria-label="Form" style={{ maxWidth: '24rem' }}>
        <Story />
      </GlassPanel>
    ),
  ],
} satisfies Meta<typeof GlassInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A labelled input. */
export const Default: Story = {};

/** With help text. */
export const WithHint: Story = { args: { label: 'Email', type: 'email', hint: 'We only use it to sign you in.' } };

/** With an error, linked by aria-describedby and marked aria-invalid. */
export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'robin@', error: 'Please enter a full email address.' },
};
