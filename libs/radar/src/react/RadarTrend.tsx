import { useId } from 'react';
import { MESSAGES } from '@grove/api-contract';
import { RADAR_AXES, RADAR_NOT_ENOUGH, radarAxisWords, radarPercent, radarReadingWords, radarTrendOf, type RadarContentMode, type RadarTrend as Trend } from '../index';
import { useRadarChartQuery } from './radarApi';

const ARROWS: Record<Trend, string> = { up: '↑', down: '↓', same: '→' };
const TREND_NAMES: Record<Trend, string> = { up: 'up on last week', down: 'down on last week', same: 'about the same as last week' };

/** Props of {@link RadarTrend}. */
export interface RadarTrendProps {
  /** The child's id. */
  profileId: string;
  /** The child's content mode. */
  mode: RadarContentMode;
  /** The heading (e.g. "Pip's week"). */
  title: string;
}

/**
 * A child's week at a glance for the parent (issue 17, point 5): each area's reading this week and
 * which way it went since last week, without the chart's code and without the child's words. The
 * full radar is a link away (the page decides where).
 */
export function RadarTrend({ profileId, mode, title }: RadarTrendProps) {
  const headingId = useId();
  const radar = useRadarChartQuery({ profileId }, { refetchOnMountOrArgChange: true });
  const chart = radar.data;
  return (
    <section className="grove-radar-trend" aria-labelledby={headingId} aria-busy={radar.isFetching}>
      <h3 id={headingId} className="grove-radar__subtitle">
        {title}
      </h3>
      {radar.isError ? (
        <div className="grove-radar__error" role="alert">
          <p>{MESSAGES.radarChartFailed}</p>
          <button type="button" className="grove-button" onClick={() => void radar.refetch()}>
            Try again
          </button>
        </div>
      ) : chart === undefined ? (
        <p className="grove-radar__muted">Loading the week…</p>
      ) : chart.is_synthetic || RADAR_AXES.every((axis) => chart.details[axis].messageCount === 0) ? (
        <p className="grove-radar__muted">Nothing to read for this week yet.</p>
      ) : (
        <ul className="grove-radar-trend__list">
          {RADAR_AXES.filter((axis) => chart.details[axis].messageCount > 0).map((axis) => {
            const enough = chart.details[axis].enough;
            const lastEnough = !chart.last_week.is_synthetic && chart.last_week.enough[axis];
            const trend = enough && lastEnough ? radarTrendOf(chart.axes[axis], chart.last_week.axes[axis]) : null;
            return (
              <li key={axis} data-axis={axis}>
                <span className="grove-radar-axis__label">{radarAxisWords(axis, mode).label}</span>{' '}
                <span>{enough ? `${radarReadingWords(chart.axes[axis], mode)} (${radarPercent(chart.axes[axis])})` : RADAR_NOT_ENOUGH}</span>
                {trend && (
                  <span className="grove-radar__muted">
                    {' '}
                    <span aria-hidden="true">{ARROWS[trend]}</span> {TREND_NAMES[trend]}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
