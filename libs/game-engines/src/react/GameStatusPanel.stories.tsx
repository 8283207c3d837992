import type { Meta, StoryObj } from '@storybook/react-vite';
import { gameStart, type AlphabetChainState, type StoryState, type TwentyQuestionsState } from '../index';
import { GameStatusPanel } from './GameStatusPanel';

const chain: AlphabetChainState = { ...(gameStart('alphabet-chain', 'preview-chain') as AlphabetChainState), started: true, round: 1, currentLetter: 'D', turn: 'user', usedWords: ['apple', 'bear', 'cat'] };
const questions = gameStart('twenty-questions', 'preview-questions') as TwentyQuestionsState;
const story = gameStart('dragon-story', 'preview-story') as StoryState;

const meta = {
  title: 'Games/GameStatusPanel',
  component: GameStatusPanel,
  args: { state: chain },
} satisfies Meta<typeof GameStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alphabet chain mid-game: the child's letter is D and it is their turn. */
export const AlphabetChain: Story = {};

/** Twenty questions, found with 12 questions left: the win is announced. */
export const TwentyQuestionsWon: Story = {
  args: { state: { ...questions, started: true, finished: true, round: 8, questionsLeft: 12, secret: 'giraffe', outcome: 'won' } },
};

/** Twenty questions after a wrong final guess: the answer is revealed. */
export const TwentyQuestionsLost: Story = {
  args: { state: { ...questions, started: true, finished: true, round: 21, questionsLeft: 0, finalGuess: true, secret: 'kettle', outcome: 'lost' } },
};

/** The dragon story after its fifth chapter: the end. */
export const StoryEnd: Story = {
  args: { state: { ...story, started: true, finished: true, round: 4, progress: 5, branch: 'cave' } },
};
