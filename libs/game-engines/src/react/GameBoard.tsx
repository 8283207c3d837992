import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { gameReplyText, PROMPT_DETECTIVE_OPTIONS, type GameState } from '../index';
import { GameMessageText } from './GameMessageText';
import type { GameEntry } from './gameStore';

/** What {@link GameBoard} shows and drives: `useGame`'s result, or a stand-in in previews. */
export interface GameBoardGame {
  state: GameState;
  entries: readonly GameEntry[];
  busy: boolean;
  error: string | null;
  /** False while the saved game is being looked for (Start waits). */
  ready?: boolean;
  start(): void;
  send(text: string): boolean;
  stop(): void;
  retry(): void;
  newGame(): void;
}

/** Props of {@link GameBoard}. */
export interface GameBoardProps {
  /** The game's title (`gameTitle`), the board's heading. */
  title: string;
  game: GameBoardGame;
  /** More controls for the header, e.g. a token meter or a link back to the games. */
  headerExtras?: ReactNode;
}

/** The mentor's reply while it is on its way and nothing has arrived yet. */
export const GAME_THINKING_TEXT = 'The mentor is thinking…';

/** The line under the log that says what to do next, per game (e.g. "A word that starts with B"). */
export function gameHintText(state: GameState): string {
  if (!state.started) return 'Press Start to begin the game.';
  if (state.finished) return 'This game is over. Press New game to play again.';
  switch (state.type) {
    case 'opposites':
      return 'Say a word, and the mentor finds its opposite.';
    case 'alphabet-chain':
      return state.turn === 'user' ? `A word that starts with ${state.currentLetter}` : 'The mentor’s turn: wait for its word.';
    case 'twenty-questions':
      return state.questionsLeft > 0 ? 'Ask a yes/no question, like "Is it alive?"' : 'Make your final guess: what is the mentor thinking of?';
    case 'prompt-detective':
      return 'Pick the best prompt: A, B, C or D.';
    case 'riddles':
      return 'Type your answer to the riddle.';
    case 'beekeeping':
      return 'Ask the mentor anything about bees.';
    case 'bee-story':
    case 'dragon-story':
      return 'Choose what happens next, or write your own idea.';
  }
}

function EntryView({ entry, canRetry, onRetry }: { entry: GameEntry; canRetry: boolean; onRetry: () => void }) {
  const mine = entry.role === 'user';
  const text = mine ? entry.text : gameReplyText(entry.text);
  return (
    <article className={`game-entry game-entry--${mine ? 'user' : 'mentor'}${entry.status === 'error' ? ' game-entry--error' : ''}`} aria-label={mine ? 'You said' : 'Mentor said'} aria-busy={entry.status === 'streaming'}>
      {entry.status === 'streaming' && text === '' ? (
        <p className="game-entry__thinking" role="status">
          {GAME_THINKING_TEXT}
        </p>
      ) : (
        <GameMessageText text={text} />
      )}
      {entry.status === 'error' && (
        <div className="game-entry__problem">
          <p role="alert">{entry.error}</p>
          {canRetry && (
            <button type="button" className="game-button" onClick={onRetry}>
              Retry
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * A game's screen: its message log, the line that says what to do next, the composer ("Your move";
 * Enter sends, Shift+Enter starts a new line), Start before the game began, Stop while the mentor
 * answers, Retry on a failed reply and New game. A move the game refuses shows its message (SPEC §5)
 * and stays in the composer. Prompt detective adds four buttons that send A, B, C or D.
 */
export function GameBoard({ title, game, headerExtras }: GameBoardProps) {
  const { state, entries, busy, error } = game;
  const ready = game.ready ?? true;
  const [draft, setDraft] = useState('');
  const id = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const last = entries[entries.length - 1];
  const lastText = last?.text ?? '';
  const playing = ready && state.started && !state.finished && !busy;
  const notStarted = !state.started && entries.length === 0;

  useEffect(() => {
    // Follow the newest line, as it streams in too.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries.length, lastText]);

  function submit(event?: FormEvent): void {
    event?.preventDefault();
    if (game.send(draft)) setDraft('');
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy) submit();
  }

  return (
    <section className="game-board" aria-labelledby={`${id}-title`}>
      <header className="game-board__header">
        <h1 className="game-board__title" id={`${id}-title`}>
          {title}
        </h1>
        <div className="game-board__extras">
          {headerExtras}
          {entries.length > 0 && (
            <button type="button" className="game-button" onClick={game.newGame}>
              New game
            </button>
          )}
        </div>
      </header>

      <div ref={logRef} className="game-board__log" role="log" aria-live="polite" aria-label="Game messages" tabIndex={0}>
        {notStarted ? (
          <div className="game-board__start">
            <button type="button" className="game-button game-button--primary" onClick={game.start} disabled={!ready}>
              Start
            </button>
          </div>
        ) : (
          entries.map((entry) => <EntryView key={entry.id} entry={entry} canRetry={!busy && entry === last} onRetry={game.retry} />)
        )}
      </div>

      <p className="game-board__hint" id={`${id}-hint`}>
        {gameHintText(state)}
      </p>

      {state.type === 'prompt-detective' && state.started && !state.finished && (
        <div className="game-board__options" role="group" aria-label="Choose an option">
          {PROMPT_DETECTIVE_OPTIONS.map((option) => (
            <button key={option} type="button" className="game-button game-button--option" disabled={!playing} onClick={() => game.send(option)}>
              {option}
            </button>
          ))}
        </div>
      )}

      {error !== null && (
        <p className="game-board__error" role="alert">
          {error}
        </p>
      )}

      <form className="game-board__composer" onSubmit={submit}>
        <textarea
          className="game-board__input"
          aria-label="Your move"
          aria-describedby={`${id}-hint`}
          rows={2}
          value={draft}
          disabled={!ready || !state.started || state.finished}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={keyDown}
        />
        {busy ? (
          <button type="button" className="game-button" onClick={game.stop}>
            Stop
          </button>
        ) : (
          <button type="submit" className="game-button game-button--primary" disabled={!playing}>
            Send
          </button>
        )}
      </form>
    </section>
  );
}
