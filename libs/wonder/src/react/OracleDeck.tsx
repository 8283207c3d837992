import { useId, useState } from 'react';
import { ORACLE_CARDS, ORACLE_THEME_LABELS, ORACLE_THEMES, oracleCardDraw } from '../index';
import type { OracleCard, OracleTheme, WonderMode } from '../index';
import './wonder.css';
import './wonderStories.css';

/**
 * What the deck says before anything else, in words for the age (issue 21: "Never a prediction, never
 * fortune-telling; say so on the page").
 */
export const ORACLE_REFLECTION_NOTE: Readonly<Record<WonderMode, string>> = {
  G: 'These cards give you something to think about. They do not tell the future: you make your own story.',
  PG: 'These cards are prompts for reflection: a thought and a question to think, write or talk about. They never predict anything, and they are not fortune-telling.',
  FULL: 'These cards are prompts for reflection, not predictions: each offers a thought and a question to think, write or talk about. Nothing here is fortune-telling, and no card knows what lies ahead for you.',
};

/** What the card area says before the first draw. */
export const ORACLE_EMPTY_TEXT: Readonly<Record<WonderMode, string>> = {
  G: 'Pick a theme, or just draw a card.',
  PG: 'Choose a theme, or draw a card at random.',
  FULL: 'Choose a theme, or draw a card at random.',
};

/** The age groups a visitor may choose between, in the order shown ("Adults" is the default). */
export const ORACLE_MODE_CHOICES: ReadonlyArray<{ mode: WonderMode; label: string }> = [
  { mode: 'G', label: 'Ages 4–8' },
  { mode: 'PG', label: 'Ages 9–15' },
  { mode: 'FULL', label: 'Adults' },
];

/** Once every card of a pool was shown: how many of the latest a draw skips at most (never more than half the pool). */
const RECENT_SKIPPED = 24;
/** How many shown cards the deck remembers. */
const RECENT_KEPT = 64;

/** Props of {@link OracleDeck}. */
export interface OracleDeckProps {
  /** The viewer's content mode: a child's G or PG, an adult's FULL (or a visitor's choice). */
  mode: WonderMode;
  /**
   * Given for a visitor, who chooses whose cards to draw ("Ages 4–8", "Ages 9–15", "Adults"); left out
   * for a signed-in profile, who draws only the cards of their own mode.
   */
  onModeChange?: (mode: WonderMode) => void;
  /** "Write about this": the page takes the card into the journal. No button when left out. */
  onWrite?: (card: OracleCard) => void;
  /** "Talk about this": the page takes the card into the chat. No button when left out. */
  onTalk?: (card: OracleCard) => void;
  /** A number in [0, 1), like Math.random (the default): tests and previews pass their own. */
  random?: () => number;
  /** The cards to draw from (ORACLE_CARDS unless a test passes its own). */
  cards?: readonly OracleCard[];
  /** A card already on the table when the deck opens (a preview); none until the first draw otherwise. */
  initialCardId?: string;
}

/**
 * Draws the next card for a mode and theme: a card not shown yet while there is one (so a theme goes
 * round before any card comes back), then any but the most recent half, so the card on the table never
 * comes straight back and the next one is still a surprise.
 */
function deckDraw(mode: WonderMode, theme: OracleTheme | null, random: () => number, recent: readonly string[], cards: readonly OracleCard[]): OracleCard | null {
  const inPool = new Set(cards.filter((card) => card.mode === mode && (theme === null || card.theme === theme)).map((card) => card.id));
  const seen = recent.filter((id) => inPool.has(id));
  const skip = seen.length < inPool.size ? seen.length : Math.min(RECENT_SKIPPED, Math.floor(inPool.size / 2));
  const skipped = seen.slice(0, skip);
  return oracleCardDraw({ mode, ...(theme === null ? {} : { theme }), random, recent: skipped, cards });
}

/**
 * The oracle's reflection deck (issue 21, point 2): a plain statement that the cards are prompts to
 * reflect, never predictions; a theme to choose (a radio group: any theme, courage, friendship…);
 * Draw a card, then Draw another, which skips the cards shown lately; the card — its theme, title,
 * thought and question — announced politely to screen readers; and "Write about this" / "Talk about
 * this" for the page to take the card into the journal or the chat. A visitor also chooses the age
 * group whose cards they draw.
 */
export function OracleDeck({ mode, onModeChange, onWrite, onTalk, random = Math.random, cards = ORACLE_CARDS, initialCardId }: OracleDeckProps) {
  const baseId = useId();
  const [theme, setTheme] = useState<OracleTheme | null>(null);
  const [card, setCard] = useState<OracleCard | null>(() => cards.find((candidate) => candidate.id === initialCardId) ?? null);
  const [recent, setRecent] = useState<readonly string[]>(() => (initialCardId ? [initialCardId] : []));
  const [announcement, setAnnouncement] = useState('');
  // A card of another mode (a visitor changed the age group) is put away.
  const shown = card !== null && card.mode === mode ? card : null;
  const young = mode === 'G';

  function draw(): void {
    const next = deckDraw(mode, theme, random, recent, cards);
    if (!next) {
      setAnnouncement(young ? 'No cards here. Try another theme.' : 'No cards for this theme. Choose another.');
      return;
    }
    setCard(next);
    setRecent((before) => [next.id, ...before.filter((id) => id !== next.id)].slice(0, RECENT_KEPT));
    setAnnouncement(`${young ? 'Your card' : 'Card drawn'}: ${next.title}. ${next.thought} ${next.question}`);
  }

  return (
    <section className="grove-oracle" aria-label={young ? 'Thinking cards' : 'Reflection cards'} data-mode={mode}>
      <p className="grove-oracle__note">
        <span className="grove-oracle__note-mark" aria-hidden="true">
          ✦
        </span>{' '}
        {ORACLE_REFLECTION_NOTE[mode]}
      </p>

      {onModeChange && (
        <fieldset className="grove-oracle__choices">
          <legend>Cards for</legend>
          <div className="grove-stories-chips">
            {ORACLE_MODE_CHOICES.map((choice) => (
              <label key={choice.mode} className="grove-stories-chip">
                <input
                  type="radio"
                  className="grove-stories-chip__input"
                  name={`${baseId}-mode`}
                  value={choice.mode}
                  checked={mode === choice.mode}
                  onChange={() => onModeChange(choice.mode)}
                />
                <span className="grove-stories-chip__label">{choice.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset className="grove-oracle__choices">
        <legend>{young ? 'Pick a theme' : 'Choose a theme'}</legend>
        <div className="grove-stories-chips">
          {[null, ...ORACLE_THEMES].map((choice) => (
            <label key={choice ?? 'any'} className="grove-stories-chip">
              <input
                type="radio"
                className="grove-stories-chip__input"
                name={`${baseId}-theme`}
                value={choice ?? 'any'}
                checked={theme === choice}
                onChange={() => setTheme(choice)}
              />
              <span className="grove-stories-chip__label">{choice === null ? 'Any theme' : ORACLE_THEME_LABELS[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grove-oracle__draw">
        <button type="button" className="grove-button grove-button--primary" onClick={draw}>
          {shown ? 'Draw another' : 'Draw a card'}
        </button>
      </div>

      <p className="wonder-sr-only" role="status">
        {announcement}
      </p>

      {shown ? (
        <article className="grove-oracle-card grove-glass" aria-labelledby={`${baseId}-card`} data-theme-name={shown.theme}>
          <p className="grove-oracle-card__theme">{ORACLE_THEME_LABELS[shown.theme]}</p>
          <h2 id={`${baseId}-card`} className="grove-oracle-card__title">
            {shown.title}
          </h2>
          <p className="grove-oracle-card__thought">{shown.thought}</p>
          <div className="grove-oracle-card__question">
            <p className="grove-oracle-card__label">{young ? 'A question for you' : 'To reflect on'}</p>
            <p className="grove-oracle-card__asked">{shown.question}</p>
          </div>
          {(onWrite || onTalk) && (
            <div className="grove-oracle-card__actions">
              {onWrite && (
                <button type="button" className="grove-button grove-button--secondary" onClick={() => onWrite(shown)}>
                  Write about this
                </button>
              )}
              {onTalk && (
                <button type="button" className="grove-button grove-button--secondary" onClick={() => onTalk(shown)}>
                  Talk about this
                </button>
              )}
            </div>
          )}
        </article>
      ) : (
        <div className="grove-oracle-card grove-oracle-card--empty">
          <p>{ORACLE_EMPTY_TEXT[mode]}</p>
        </div>
      )}
    </section>
  );
}
