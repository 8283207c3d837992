import { useId } from 'react';
import { MESSAGES } from '@grove/api-contract';
import { EMOTIONAL_METRIC_IDS } from '@grove/api-contract';
import { radarPercent, type RadarContentMode } from '../index';
import { useRadarMetricsQuery } from './radarApi';

const METRIC_WORDS: Record<(typeof EMOTIONAL_METRIC_IDS)[number], { adult: string; child: string }> = {
  emotionalAwareness: { adult: 'Noticing feelings', child: 'Noticing feelings' },
  socialConnection: { adult: 'Feeling connected', child: 'Friends and family' },
  resilience: { adult: 'Bouncing back', child: 'Trying again' },
  growthMindset: { adult: 'Growing and learning', child: 'Learning' },
  selfExpression: { adult: 'Saying what you think', child: 'Sharing' },
};

/** Props of {@link RadarMetrics}. */
export interface RadarMetricsProps {
  profileId: string;
  mode: RadarContentMode;
}

/**
 * SPEC §3's five emotional metrics over the last 7 days (SPEC §9's fallback period), as bars with
 * their numbers; SPEC §8's "Could not load symbolic metrics" when they cannot be read.
 */
export function RadarMetrics({ profileId, mode }: RadarMetricsProps) {
  const headingId = useId();
  const metrics = useRadarMetricsQuery(profileId, { refetchOnMountOrArgChange: true });
  return (
    <section className="grove-radar-metrics" aria-labelledby={headingId} aria-busy={metrics.isFetching}>
      <h3 id={headingId} className="grove-radar__subtitle">
        The last 7 days
      </h3>
      {metrics.isError ? (
        <div className="grove-radar__error" role="alert">
          <p>{MESSAGES.symbolicMetricsFailed}</p>
          <button type="button" className="grove-button" onClick={() => void metrics.refetch()}>
            Try again
          </button>
        </div>
      ) : metrics.data === undefined ? (
        <p className="grove-radar__muted">Loading…</p>
      ) : (
        <dl className="grove-radar-metrics__list">
          {EMOTIONAL_METRIC_IDS.map((id) => {
            const value = radarPercent(metrics.data.metrics[id]);
            const label = mode === 'G' ? METRIC_WORDS[id].child : METRIC_WORDS[id].adult;
            return (
              <div key={id} className="grove-radar-metrics__item">
                <dt>{label}</dt>
                <dd>
                  <meter min={0} max={100} low={40} high={60} optimum={100} value={value} aria-label={label} />
                  <span>{value}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
