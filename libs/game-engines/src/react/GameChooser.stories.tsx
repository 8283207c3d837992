import type { Meta, StoryObj } from '@storybook/react-vite';
import { gameCatalogFor } from '../index';
import { GameChooser } from './GameChooser';

const meta = {
  title: 'Games/GameChooser',
  component: GameChooser,
  args: { games: gameCatalogFor('G'), onChoose: () => undefined },
} satisfies Meta<typeof GameChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A G child (ages 4–8): the word games, the stories and the beekeeping mentor, all rated G. */
export const ForEveryone: Story = {};

/** A PG child (ages 9–15): prompt detective joins, with its PG badge. */
export const AgesNineUp: Story = { args: { games: gameCatalogFor('PG') } };

/** An adult (FULL): every game, also prompt detective at work. */
export const Adults: Story = { args: { games: gameCatalogFor('FULL') } };
