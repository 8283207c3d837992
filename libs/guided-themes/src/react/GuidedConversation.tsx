import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { GameMessageText } from '@grove/game-engines/react';
import { GUIDED_THEMES, type GuidedState, type GuidedTheme } from '../index';
import type { GuidedLogEntry } from './guidedController';
import { GuidedProgressPanel } from './GuidedProgressPanel';

/** What {@link GuidedConversation} shows and drives: `useGuided`'s result, or a stand-in in previews. */
export interface GuidedConversationModel {
  state: GuidedState;
  entries: readonly GuidedLogEntry[];
  busy: boolean;
  error: string | null;
  send(text: string): boolean;
  stop(): void;
  retry(): void;
  restart(): void;
}

/** Props of {@link GuidedConversation}. */
export interface GuidedConversationProps {
  guided: GuidedConversationModel;
  /** More controls for the header, e.g. a token meter or a link back to the doors. */
  headerExtras?: ReactNode;
}

/** The guide's reply while it is on its way and nothing has arrived yet. */
export const GUIDED_THINKING_TEXT = 'Your guide is thinking…';

/** What to say first, per theme: the line under the log before the conversation begins. */
const STARTERS: Record<GuidedTheme, string> = {
  stories: 'Say who the story is about, or where it happens, to begin.',
  gardening: 'Ask how to start a garden, or what to plant first.',
  flowers: 'Ask about a flower you like, or about the bees that visit flowers.',
  'outdoor-trip': 'Say whether you would like to go camping or backpacking.',
  hiking: 'Say what hike you would like (easy, scenic or challenging) and where you live.',
  'city-outing': 'Say what you would enjoy (parks, museums or family fun) and where you live.',
  meditation: 'Choose a calm place to imagine: a forest, a meadow or a lake.',
};

/** The line under the log that says what to do next: a starter for the theme, then an invitation to go on. */
export function guidedHintText(state: GuidedState): string {
  return state.progress === 0 ? STARTERS[state.theme] : 'Answer your guide, or tell it what you would like next.';
}

function EntryView({ entry, canRetry, onRetry }: { entry: GuidedLogEntry; canRetry: boolean; onRetry: () => void }) {
  const mine = entry.role === 'user';
  return (
    <article
      className={`guided-entry guided-entry--${mine ? 'user' : 'mentor'}${entry.status === 'error' ? ' guided-entry--error' : ''}`}
      aria-label={mine ? 'You said' : 'Mentor said'}
      aria-busy={entry.status === 'streaming'}
    >
      {entry.status === 'streaming' && entry.text === '' ? (
        <p className="guided-entry__thinking" role="status">
          {GUIDED_THINKING_TEXT}
        </p>
      ) : (
        <GameMessageText text={entry.text} />
      )}
      {entry.status === 'error' && (
        <div className="guided-entry__problem">
          <p role="alert">{entry.error}</p>
          {canRetry && (
            <button type="button" className="guided-button" onClick={onRetry}>
              Retry
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * A themed guided conversation (SPEC §4): the theme's title and one line about it, the log, the
 * composer ("Your message"; Enter sends, Shift+Enter starts a new line), Stop while the guide answers,
 * Retry on a failed reply, Start over, and beside it the progress panel (progress, choices, topics).
 */
export function GuidedConversation({ guided, headerExtras }: GuidedConversationProps) {
  const { state, entries, busy, error } = guided;
  const info = GUIDED_THEMES.find((candidate) => candidate.theme === state.theme);
  const [draft, setDraft] = useState('');
  const id = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const last = entries[entries.length - 1];
  const lastText = last?.text ?? '';

  useEffect(() => {
    // Follow the newest line, as it streams in too.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries.length, lastText]);

  function submit(event?: FormEvent): void {
    event?.preventDefault();
    if (guided.send(draft)) setDraft('');
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy) submit();
  }

  return (
    <div className={`guided guided--${state.theme}`}>
      <section className="guided__main" aria-labelledby={`${id}-title`}>
        <header className="guided__header">
          <h1 className="guided__title" id={`${id}-title`}>
            {info?.title ?? 'Guided conversation'}
          </h1>
          <div className="guided__extras">
            {headerExtras}
            {entries.length > 0 && (
              <button type="button" className="guided-button" onClick={guided.restart}>
                Start over
              </button>
            )}
          </div>
        </header>
        {info && <p className="guided__intro">{info.description}</p>}

        <div ref={logRef} className="guided__log" role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
          {entries.map((entry) => (
            <EntryView key={entry.id} entry={entry} canRetry={!busy && entry === last} onRetry={guided.retry} />
          ))}
        </div>

        <p className="guided__hint" id={`${id}-hint`}>
          {guidedHintText(state)}
        </p>

        {error !== null && (
          <p className="guided__error" role="alert">
            {error}
          </p>
        )}

        <form className="guided__composer" onSubmit={submit}>
          <textarea
            className="guided__input"
            aria-label="Your message"
            aria-describedby={`${id}-hint`}
            rows={2}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={keyDown}
          />
          {busy ? (
            <button type="button" className="guided-button" onClick={guided.stop}>
              Stop
            </button>
          ) : (
            <button type="submit" className="guided-button guided-button--primary">
              Send
            </button>
          )}
        </form>
      </section>
      <GuidedProgressPanel state={state} />
    </div>
  );
}
