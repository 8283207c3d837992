import { gameStatus, type GameState } from '../index';

/** Props of {@link GameStatusPanel}. */
export interface GameStatusPanelProps {
  state: GameState;
}

/** What a finished game says: won, lost, or the story's end; null while it is being played. */
export function gameOutcomeText(state: GameState): string | null {
  if (!state.finished) return null;
  switch (state.type) {
    case 'twenty-questions':
      if (state.outcome === 'won') return `You guessed it${state.secret ? `: it was ${state.secret}` : ''}! Well done!`;
      return `Game over${state.secret ? `: the answer was ${state.secret}` : ''}. Press New game to play again.`;
    case 'bee-story':
    case 'dragon-story':
      return 'The end! Press New game for a new story.';
    default:
      return 'Game over. Press New game to play again.';
  }
}

/**
 * The game's status beside the chat (`gameStatus`: letter and turn, questions left, round and score,
 * chapter) and, once it is over, how it ended in a live status line.
 */
export function GameStatusPanel({ state }: GameStatusPanelProps) {
  const outcome = gameOutcomeText(state);
  const outcomeClass = state.type === 'twenty-questions' ? ` game-status__outcome--${state.outcome}` : '';
  return (
    <section className="game-status" aria-label="Game status">
      <dl className="game-status__list">
        {gameStatus(state).map((item) => (
          <div key={item.label} className="game-status__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {/* Always in the page, so the end is announced when its text arrives. */}
      <p className={`game-status__outcome${outcome ? outcomeClass : ''}`} role="status">
        {outcome}
      </p>
    </section>
  );
}
