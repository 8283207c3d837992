import { useId, useState } from 'react';
import type { RadarChart } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import type { RadarContentMode } from '../index';
import { useRadarTagRemoveMutation } from './radarApi';

/** Props of {@link RadarTags}. */
export interface RadarTagsProps {
  chart: RadarChart;
  mode: RadarContentMode;
  profileId: string;
  /** The person may take a topic off the week (and put it back); a parent only reads. */
  editable: boolean;
}

/**
 * The week's topics and feelings (SPEC §3 symbolic tags): the person takes one that is wrong off the
 * week — kept beside, not over, what Grove found (`POST /api/symbolic-override`) — and can put it back.
 */
export function RadarTags({ chart, mode, profileId, editable }: RadarTagsProps) {
  const headingId = useId();
  const [change, changing] = useRadarTagRemoveMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function send(tag: string, removed: boolean): Promise<void> {
    setProblem(null);
    try {
      await change({ profileId, weekStart: chart.week_start, tag, removed }).unwrap();
    } catch (error) {
      setProblem(apiErrorMessage(error, 'That could not be changed. Try again.'));
    }
  }

  if (chart.source_tags.length === 0 && chart.removed_tags.length === 0) return null;
  return (
    <section className="grove-radar-tags" aria-labelledby={headingId}>
      <h3 id={headingId} className="grove-radar__subtitle">
        {mode === 'G' ? 'Things you talked about' : 'What came up this week'}
      </h3>
      <ul className="grove-radar-tags__list">
        {chart.source_tags.map((tag) => (
          <li key={tag} className="grove-radar-tags__tag">
            {tag}
            {editable && (
              <button type="button" className="grove-radar-tags__remove" aria-label={`Take “${tag}” off this week`} onClick={() => void send(tag, true)} disabled={changing.isLoading}>
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {editable && chart.removed_tags.length > 0 && (
        <p className="grove-radar__muted">
          Taken off:{' '}
          {chart.removed_tags.map((tag) => (
            <button key={tag} type="button" className="grove-button grove-button--ghost" onClick={() => void send(tag, false)} disabled={changing.isLoading}>
              Put back “{tag}”
            </button>
          ))}
        </p>
      )}
      {problem && (
        <p className="grove-radar__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
