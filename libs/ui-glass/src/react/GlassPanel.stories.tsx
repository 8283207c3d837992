import type { Meta, StoryObj } from '@storybook/react-vite';
import { GlassPanel } from './GlassPanel';

const meta = {
  title: 'ui-glass/GlassPanel',
  component: GlassPanel,
  args: { as: 'section', 'aria-label': 'Today', style: { maxWidth: '28rem' } },
} satisfies Meta<typeof GlassPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A section of frosted glass over the forest scene. */
export const Default: Story = {
  args: {
    children: (
      <>
        <h2 style={{ marginTop: 0 }}>Good morning, Robin</h2>
        <p>Your mentor has a new journaling prompt waiting for you.</p>
        <p style={{ color: 'var(--grove-muted)', marginBottom: 0 }}>Muted text stays readable on glass.</p>
      </>
    ),
  },
};

/** An aside, e.g. a side panel. */
export const Aside: Story = {
  args: { as: 'aside', 'aria-label': 'Tips', children: <p style={{ margin: 0 }}>Swipe up to start typing.</p> },
};
