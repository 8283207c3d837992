import type { Meta, StoryObj } from '@storybook/react-vite';
import { GlassNav } from './GlassNav';

const links = (
  <>
    <a href="#chat" aria-current="page">
      Chat
    </a>
    <a href="#journal">Journal</a>
    <a href="#games">Games</a>
    <a href="#wellness">Wellness</a>
  </>
);

const meta = {
  title: 'ui-glass/GlassNav',
  component: GlassNav,
  args: { label: 'Main', children: links },
} satisfies Meta<typeof GlassNav>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A bar of links; the current page is highlighted. */
export const Horizontal: Story = {};

/** A side list of links. */
export const Vertical: Story = { args: { orientation: 'vertical', style: { maxWidth: '14rem' } } };
