import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { WonderMode } from '../index';
import { OracleDeck, type OracleDeckProps } from './OracleDeck';

const meta = {
  title: 'wonder/OracleDeck',
  component: OracleDeck,
  args: { mode: 'FULL', onWrite: () => undefined, onTalk: () => undefined },
} satisfies Meta<typeof OracleDeck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult before the first draw: the statement that these are prompts to reflect, never predictions; the themes; Draw a card. */
export const Adult: Story = {};

/** An adult's card on the table: its theme, title, thought and question, with Write about this and Talk about this. */
export const AdultCardDrawn: Story = { args: { initialCardId: 'full-courage-1' } };

/** A 9–15's deck: the PG cards. */
export const Teen: Story = { args: { mode: 'PG', initialCardId: 'pg-friendship-1' } };

/** A 4–8's deck: simple words, larger text, the G cards. */
export const YoungChild: Story = { args: { mode: 'G', initialCardId: 'g-kindness-1' } };

/** A visitor chooses whose cards to draw (Adults by default); changing the age group puts the card away. */
export const Visitor: Story = {
  args: { onModeChange: () => undefined },
  render: function VisitorDeck(args: OracleDeckProps) {
    const [mode, setMode] = useState<WonderMode>(args.mode);
    return (
      <OracleDeck
        {...args}
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          args.onModeChange?.(next);
        }}
      />
    );
  },
};

/** Without the journal and chat (a page that offers neither): the card alone. */
export const CardsOnly: Story = { args: { initialCardId: 'full-rest-2', onWrite: undefined, onTalk: undefined } };
