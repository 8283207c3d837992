import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { StoryOrigin } from '../index';
import { OldStoryList, type OldStoryListProps } from './OldStoryList';

/** The list keeps its origin in the page (the address); a preview keeps it in state. */
function ListWithFilter(args: OldStoryListProps) {
  const [origin, setOrigin] = useState<StoryOrigin | null>(args.origin);
  return (
    <OldStoryList
      {...args}
      origin={origin}
      onOriginChange={(next) => {
        setOrigin(next);
        args.onOriginChange(next);
      }}
    />
  );
}

const meta = {
  title: 'wonder/OldStoryList',
  component: OldStoryList,
  args: { mode: 'FULL', origin: null, onOriginChange: () => undefined, onOpen: () => undefined, hrefOf: (story) => `?story=${story.id}` },
  render: ListWithFilter,
} satisfies Meta<typeof OldStoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All thirty stories in a compact grid, with the filter by origin and each origin's count. */
export const AllStories: Story = {};

/** Only the Brothers Grimm's tales. */
export const Grimm: Story = { args: { origin: 'Grimm' } };

/** A 4–8's list: simpler words around it, slightly larger summaries. */
export const YoungChild: Story = { args: { mode: 'G' } };

/** Back from reading The Crane Wife: its link has the keyboard focus. */
export const BackFromAStory: Story = { args: { origin: 'Folk', focusStoryId: 'crane-wife' } };
