import { useId } from 'react';
import type { GuidedState, GuidedTheme } from '../index';

/** Props of {@link GuidedProgressPanel}. */
export interface GuidedProgressPanelProps {
  state: GuidedState;
}

/** Whether a theme asks for a preference (SPEC §3's extra fields): trips, hikes, outings and meditation. */
function themeHasChoices(theme: GuidedTheme): boolean {
  return theme === 'outdoor-trip' || theme === 'hiking' || theme === 'city-outing' || theme === 'meditation';
}

/**
 * The preferences a conversation has chosen, in words: "Trip: camping", "Hike: moderate", "Outing:
 * museums", "Place: lakeside", and "Where: …" with the person's own message that said where they are.
 */
export function guidedPreferenceLines(state: GuidedState): string[] {
  return [
    state.tripType && `Trip: ${state.tripType}`,
    state.hikingPreference && `Hike: ${state.hikingPreference}`,
    state.outingPreference && `Outing: ${state.outingPreference}`,
    state.meditationType && `Place: ${state.meditationType}`,
    state.userLocation && `Where: ${state.userLocation}`,
  ].filter((line): line is string => typeof line === 'string');
}

/**
 * The side panel of a guided conversation ("Your progress"): the progress count, the choices made so
 * far (for the themes that ask for one) and the topics the guide has covered, each once.
 */
export function GuidedProgressPanel({ state }: GuidedProgressPanelProps) {
  const id = useId();
  const choices = guidedPreferenceLines(state);
  return (
    <aside className="guided-progress" aria-label="Your progress">
      <p className="guided-progress__count">
        Progress: {state.progress}
      </p>

      {themeHasChoices(state.theme) && (
        <section className="guided-progress__section" aria-labelledby={`${id}-choices`}>
          <h2 className="guided-progress__title" id={`${id}-choices`}>
            Your choices
          </h2>
          {choices.length > 0 ? (
            <ul className="guided-progress__list" aria-label="Your choices">
              {choices.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="guided-progress__empty">Nothing chosen yet.</p>
          )}
        </section>
      )}

      <section className="guided-progress__section" aria-labelledby={`${id}-topics`}>
        <h2 className="guided-progress__title" id={`${id}-topics`}>
          Topics covered
        </h2>
        {state.coveredTopics.length > 0 ? (
          <ul className="guided-progress__list guided-progress__list--topics" aria-label="Topics covered">
            {state.coveredTopics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        ) : (
          <p className="guided-progress__empty">None yet: they appear as your guide mentions them.</p>
        )}
      </section>
    </aside>
  );
}
