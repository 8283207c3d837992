import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { gameStart, gameTitle, type AlphabetChainState, type GameState, type GameType, type OppositesState, type PromptDetectiveState } from '../index';
import { GameBoard, type GameBoardGame } from './GameBoard';
import { gameMentorTransportCreate } from './gameMentorTransport.fixture';
import { GameStatusPanel } from './GameStatusPanel';
import { gameStoreMemory, type GameEntry } from './gameStore';
import { useGame } from './useGame';

const OFFLINE = 'The mentor cannot be reached right now. Your move is kept: press Retry when you are back online.';

function board(state: GameState, entries: GameEntry[] = [], extra: Partial<GameBoardGame> = {}): GameBoardGame {
  return {
    state,
    entries,
    busy: false,
    error: null,
    start: () => undefined,
    send: () => false,
    stop: () => undefined,
    retry: () => undefined,
    newGame: () => undefined,
    ...extra,
  };
}

function said(id: string, role: GameEntry['role'], text: string, extra: Partial<GameEntry> = {}): GameEntry {
  return { id, role, text, status: 'done', ...extra };
}

const chain: AlphabetChainState = { ...(gameStart('alphabet-chain', 'preview-chain') as AlphabetChainState), started: true, currentLetter: 'B', turn: 'user', usedWords: ['apple'] };
const opposites: OppositesState = { ...(gameStart('opposites', 'preview-opposites') as OppositesState), started: true, round: 1, usedWords: ['hot'], found: 1 };
const detective: PromptDetectiveState = { ...(gameStart('prompt-detective', 'preview-detective') as PromptDetectiveState), started: true, scenarioId: 'preview' };

const meta = {
  title: 'Games/GameBoard',
  component: GameBoard,
  args: { title: 'Alphabet chain', game: board(gameStart('alphabet-chain', 'preview-new')) },
} satisfies Meta<typeof GameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the game: Start, and the composer waits. */
export const NotStarted: Story = {};

/** Alphabet chain after the mentor's first word: the hint asks for a word on B. */
export const AlphabetChain: Story = {
  args: {
    game: board(chain, [
      said('m1', 'user', "Let's play Alphabet chain!"),
      said('r1', 'mentor', "Let's play Alphabet Chain! I go first. My word is **apple**. Your turn: a word that starts with **B**."),
    ]),
  },
};

/** A repeated word: SPEC §5's message, and nothing was sent. */
export const RepeatedWord: Story = {
  args: {
    title: 'Opposites',
    game: board(opposites, [said('m1', 'user', "Let's play Opposites!"), said('r1', 'mentor', "Let's play Opposites! Say any word."), said('m2', 'user', 'hot'), said('r2', 'mentor', 'The opposite of **hot** is **cold**!')], {
      error: 'You already used "hot". Try a different word!',
    }),
  },
};

/** The mentor could not be reached: the move is kept, with the reason and Retry. */
export const FailedReply: Story = {
  args: {
    title: 'Opposites',
    game: board(opposites, [said('m1', 'user', "Let's play Opposites!"), said('r1', 'mentor', "Let's play Opposites! Say any word."), said('m2', 'user', 'hot'), said('r2', 'mentor', '', { status: 'error', error: OFFLINE })]),
  },
};

/** The mentor is answering: what came so far (a marker still arriving is hidden), and Stop. */
export const Streaming: Story = {
  args: {
    title: 'Opposites',
    game: board(opposites, [said('m1', 'user', "Let's play Opposites!"), said('r1', 'mentor', 'The opposite of **hot** is **cold**! [[grove-ga', { status: 'streaming' })], { busy: true }),
  },
};

/** Prompt detective: the four option buttons send A, B, C or D. */
export const PromptDetective: Story = {
  args: {
    title: 'Prompt detective',
    game: board(detective, [
      said('m1', 'user', "Let's play Prompt detective!"),
      said('r1', 'mentor', '**Case:** You need help with fractions.\n\n**A.** Help.\n\n**B.** Explain adding 1/2 and 1/4 step by step for a 10-year-old.\n\n**C.** Math.\n\n**D.** Do my homework.'),
    ]),
  },
};

function PlayableGame({ type }: { type: GameType }) {
  // The builtin mentor plays in the page; nothing is saved beyond the preview.
  const transport = useMemo(() => gameMentorTransportCreate(), []);
  const store = useMemo(() => gameStoreMemory(), []);
  const game = useGame({ type, profileKey: 'preview', userId: 'preview', transport, store });
  return (
    <div className="game-screen game-screen--with-status">
      <GameBoard title={gameTitle(game.state)} game={game} />
      <GameStatusPanel state={game.state} />
    </div>
  );
}

/** A real game of twenty questions with the builtin mentor, as the app plays it. */
export const Playable: Story = {
  render: () => <PlayableGame type="twenty-questions" />,
};
