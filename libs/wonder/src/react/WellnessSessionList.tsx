import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { WELLNESS_SESSIONS, type WellnessSession, type WellnessSuggestion, type WonderBand } from '../index';
import { wellnessSessionMinutes } from '../core/wellnessTimeline';
import { WELLNESS_BAND_LABELS, WELLNESS_BANDS, wellnessKindLabel } from './wellnessWords';
import './wonder.css';
import './wonderWellness.css';

/** What the list says when a band has no session. */
export const WELLNESS_LIST_EMPTY_TEXT = 'No sessions for this age group yet.';

/** Props of {@link WellnessSessionList}. */
export interface WellnessSessionListProps {
  /** The band shown: a signed-in profile's own, or the visitor's choice. */
  band: WonderBand;
  /**
   * Given for a visitor: tabs "Ages 4–8", "Ages 9–15", "Adults" choose the band. Left out for a
   * signed-in profile, who sees only their own band.
   */
  onBandChange?: (band: WonderBand) => void;
  /** The session that fits the week (wellnessSuggestion), shown first as a card with Start. */
  suggestion?: WellnessSuggestion | null;
  /** The address of a session (`/wellness?session=<id>`): a real link, so it opens in a new tab too. */
  hrefOf: (session: WellnessSession) => string;
  /** Opens a session in place (a plain click or Enter on its link). */
  onOpen: (session: WellnessSession) => void;
  /** The session just left: its Start link takes focus, so the keyboard is back where it was. */
  focusSessionId?: string | null;
  /** The list's heading level (2 by default); each card's title is one below it. */
  headingLevel?: 2 | 3;
  /** The sessions to pick from; Grove's own by default. */
  sessions?: readonly WellnessSession[];
}

function plainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The guided sessions of one age band (issue 21) as cards — title, kind, minutes and what it is for,
 * each with Start — under a one-line reminder that these are calm pauses, not advice. A signed-in
 * profile sees their own band with the week's suggestion on top; a visitor picks the band with tabs.
 */
export function WellnessSessionList({
  band,
  onBandChange,
  suggestion = null,
  hrefOf,
  onOpen,
  focusSessionId = null,
  headingLevel = 2,
  sessions = WELLNESS_SESSIONS,
}: WellnessSessionListProps) {
  const headingId = useId();
  const tabsId = useId();
  const suggestionId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const shown = sessions.filter((session) => session.band === band);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';
  const young = band === '4-8';

  useEffect(() => {
    if (focusSessionId === null) return;
    const link = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-session-id]') ?? []).find((candidate) => candidate.dataset['sessionId'] === focusSessionId);
    link?.focus();
  }, [focusSessionId]);

  function opened(event: MouseEvent, session: WellnessSession): void {
    if (!plainClick(event)) return;
    event.preventDefault();
    onOpen(session);
  }

  function tabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    if (!onBandChange) return;
    const last = WELLNESS_BANDS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    const nextBand = WELLNESS_BANDS[next] as WonderBand;
    onBandChange(nextBand);
    document.getElementById(`${tabsId}-${nextBand}`)?.focus();
  }

  const cards =
    shown.length === 0 ? (
      <p className="grove-wellness-list__empty">{WELLNESS_LIST_EMPTY_TEXT}</p>
    ) : (
      <ul className="grove-wellness-list__cards">
        {shown.map((session) => (
          <li key={session.id}>
            <article className="grove-wellness-card grove-glass" aria-labelledby={`${headingId}-${session.id}`}>
              <CardHeading id={`${headingId}-${session.id}`} className="grove-wellness-card__title">
                {session.title}
              </CardHeading>
              <p className="grove-wellness-card__meta">
                {wellnessKindLabel(session.kind, session.band)} · {wellnessSessionMinutes(session)} min
              </p>
              <p className="grove-wellness-card__summary">{session.summary}</p>
              <a className="grove-button grove-button--secondary grove-wellness-card__start" href={hrefOf(session)} data-session-id={session.id} onClick={(event) => opened(event, session)}>
                Start <span className="wonder-sr-only">{session.title}</span>
              </a>
            </article>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="grove-wellness-list" aria-labelledby={headingId} data-band={band}>
      <Heading id={headingId}>{young ? 'Calm breaks' : 'Guided sessions'}</Heading>
      <p className="grove-wellness-list__lead">
        {young
          ? 'Short, calm breaks to breathe, notice and rest. You can stop any time.'
          : 'Breathing, grounding, a body scan, gratitude and a wind-down, 2 to 6 minutes each. Calm pauses, not medical advice: stop whenever you like.'}
      </p>

      {suggestion && suggestion.session.band === band && (
        <section className="grove-wellness-suggestion grove-glass" aria-labelledby={suggestionId}>
          <CardHeading id={suggestionId} className="grove-wellness-suggestion__title">
            {young ? 'Just for you' : 'For your week'}
          </CardHeading>
          <p className="grove-wellness-suggestion__because">{suggestion.because}</p>
          <p className="grove-wellness-card__meta">
            {suggestion.session.title} · {wellnessSessionMinutes(suggestion.session)} min
          </p>
          <a className="grove-button grove-button--primary" href={hrefOf(suggestion.session)} onClick={(event) => opened(event, suggestion.session)}>
            Start <span className="wonder-sr-only">the suggested session, {suggestion.session.title}</span>
          </a>
        </section>
      )}

      {onBandChange ? (
        <>
          <div className="grove-wellness-tabs" role="tablist" aria-label="Age group">
            {WELLNESS_BANDS.map((choice, index) => (
              <button
                key={choice}
                type="button"
                role="tab"
                id={`${tabsId}-${choice}`}
                className="grove-wellness-tabs__tab"
                aria-selected={choice === band}
                aria-controls={`${tabsId}-panel`}
                tabIndex={choice === band ? 0 : -1}
                onClick={() => onBandChange(choice)}
                onKeyDown={(event) => tabKeyDown(event, index)}
              >
                {WELLNESS_BAND_LABELS[choice]}
              </button>
            ))}
          </div>
          <div ref={listRef} role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${band}`} className="grove-wellness-list__panel">
            {cards}
          </div>
        </>
      ) : (
        <div ref={listRef} className="grove-wellness-list__panel">
          {cards}
        </div>
      )}
    </section>
  );
}
