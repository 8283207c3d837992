import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { MESSAGES, type RadarChart } from '@grove/api-contract';
import { apiErrorRead } from '@grove/api-client';
import { RADAR_AXES, RADAR_NOT_ENOUGH, RADAR_WEEK_MS, radarAxisWords, radarPercent, radarReadingWords, radarTrendOf, radarTrendWords, type RadarContentMode } from '../index';
import { RadarAxisDetails } from './RadarAxisDetails';
import { RadarTags } from './RadarTags';
import { useRadarChartQuery } from './radarApi';
import './radar.css';

// The one import of nivo, as its own chunk: nothing of it loads until a radar is on screen.
const RadarNivoChart = lazy(() => import('./RadarNivoChart'));

/** Who is looking at the radar. */
export type RadarViewer = 'self' | 'parent';

/** Props of {@link RadarView}. */
export interface RadarViewProps {
  /** Whose radar: the account's uid or a child's id. */
  profileId: string;
  /** The profile's content mode: the words are simpler for 4–8 (G). */
  mode: RadarContentMode;
  /** The person, or a parent looking at a child's radar (no corrections; for 9–15 the trend, not the evidence). */
  viewer?: RadarViewer;
  /** SPEC §3's radar chart display flag: off, the radar shows as the table only. */
  chartEnabled?: boolean;
  /** The heading (default: "Your week"). */
  title?: string;
}

/** What the radar says for a week with no record (SPEC §3: every axis 0.5, synthetic). */
export const RADAR_SYNTHETIC_TEXT = 'Nothing to read for this week yet, so every area sits in the middle. Chat, write in your journal or check in, and the radar fills in as the week goes.';

/** What it says when the server is not collecting (SPEC §3 metrics collection off). */
export const RADAR_NOT_COLLECTING_TEXT = 'Grove is not collecting weekly readings right now, so this week will not fill in.';

/** What a 9–15 child's parent is told about the evidence. */
export const RADAR_PARENT_TREND_TEXT = 'You see how the week is going, not what was said: the messages behind each area stay private.';

function weekLabel(weekStart: string): string {
  return `Week of ${new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
}

function weekShift(weekStart: string, weeks: number): string {
  return new Date(Date.parse(`${weekStart}T00:00:00Z`) + weeks * RADAR_WEEK_MS).toISOString().slice(0, 10);
}

/**
 * The weekly radar (issue 17, point 4): the week's nine areas as a chart (nivo, loaded lazily) or a
 * table with the same numbers, this week against last, what is behind each area with "This doesn't
 * feel right", and the week's topics. Earlier weeks are a click away. SPEC §8's message when the week
 * cannot be read, with Try again.
 */
export function RadarView({ profileId, mode, viewer = 'self', chartEnabled = true, title = 'Your week' }: RadarViewProps) {
  const headingId = useId();
  const [weekStart, setWeekStart] = useState<string | undefined>(undefined);
  const [view, setView] = useState<'chart' | 'table'>(chartEnabled ? 'chart' : 'table');
  const radar = useRadarChartQuery({ profileId, ...(weekStart ? { weekStart } : {}) }, { refetchOnMountOrArgChange: true });
  // The current week is the one the server answers without a week asked for.
  const [currentWeek, setCurrentWeek] = useState<string | null>(null);
  if (weekStart === undefined && radar.data && currentWeek !== radar.data.week_start) setCurrentWeek(radar.data.week_start);
  const chart = radar.data;
  const shown = chart?.week_start ?? weekStart ?? currentWeek;
  const trendOnly = viewer === 'parent' && mode !== 'G';

  function go(weeks: number): void {
    if (!shown) return;
    const next = weekShift(shown, weeks);
    setWeekStart(currentWeek !== null && next >= currentWeek ? undefined : next);
  }

  return (
    <section className="grove-radar grove-glass" aria-labelledby={headingId} aria-busy={radar.isFetching}>
      <header className="grove-radar__header">
        <h2 id={headingId} className="grove-radar__title">
          {title}
        </h2>
        <nav className="grove-radar__weeks" aria-label="Weeks">
          <button type="button" className="grove-button" onClick={() => go(-1)} disabled={!shown}>
            Previous week
          </button>
          <span className="grove-radar__week" aria-live="polite">
            {shown ? weekLabel(shown) : ''}
          </span>
          <button type="button" className="grove-button" onClick={() => go(1)} disabled={weekStart === undefined}>
            Next week
          </button>
        </nav>
      </header>
      {radar.isError ? (
        <div className="grove-radar__error" role="alert">
          <p>{MESSAGES.radarChartFailed}</p>
          {apiErrorRead(radar.error).message && <p className="grove-radar__muted">{apiErrorRead(radar.error).message}</p>}
          <button type="button" className="grove-button" onClick={() => void radar.refetch()}>
            Try again
          </button>
        </div>
      ) : chart === undefined ? (
        <p className="grove-radar__muted">Loading the week…</p>
      ) : (
        <RadarWeek chart={chart} mode={mode} viewer={viewer} trendOnly={trendOnly} chartEnabled={chartEnabled} view={view} onView={setView} profileId={profileId} headingId={headingId} />
      )}
    </section>
  );
}

interface RadarWeekProps {
  chart: RadarChart;
  mode: RadarContentMode;
  viewer: RadarViewer;
  trendOnly: boolean;
  chartEnabled: boolean;
  view: 'chart' | 'table';
  onView: (view: 'chart' | 'table') => void;
  profileId: string;
  headingId: string;
}

function RadarWeek({ chart, mode, viewer, trendOnly, chartEnabled, view, onView, profileId, headingId }: RadarWeekProps) {
  const showChart = chartEnabled && view === 'chart';
  return (
    <>
      {!chart.collection.metrics && (
        <p className="grove-radar__notice" role="note">
          {RADAR_NOT_COLLECTING_TEXT}
        </p>
      )}
      {chart.is_synthetic ? (
        <p className="grove-radar__notice">{RADAR_SYNTHETIC_TEXT}</p>
      ) : (
        <p className="grove-radar__muted">
          {mode === 'G'
            ? 'The middle means an okay week. Further out means a good week for that area, closer in means a harder one.'
            : 'Each area reads from what was said this week: 50 is the middle, higher leans good, lower leans hard. An area needs three mentions before it is a reading.'}
        </p>
      )}
      {trendOnly && <p className="grove-radar__muted">{RADAR_PARENT_TREND_TEXT}</p>}
      {chartEnabled && (
        <div className="grove-radar__views" role="group" aria-label="Show the week as">
          <button type="button" className="grove-button" aria-pressed={view === 'chart'} onClick={() => onView('chart')}>
            Chart
          </button>
          <button type="button" className="grove-button" aria-pressed={view === 'table'} onClick={() => onView('table')}>
            Table
          </button>
        </div>
      )}
      {showChart ? (
        <RadarChartPlace chart={chart} mode={mode} labelledBy={headingId} />
      ) : (
        <RadarTable chart={chart} mode={mode} />
      )}
      <RadarAxisDetails chart={chart} mode={mode} profileId={profileId} viewer={viewer} trendOnly={trendOnly} />
      {!trendOnly && chart.collection.tags && <RadarTags chart={chart} mode={mode} profileId={profileId} editable={viewer === 'self'} />}
    </>
  );
}

/** How near the screen the chart's place comes before its code is fetched and it is drawn. */
const CHART_NEAR_MARGIN = '400px';

/**
 * Whether the element has come within {@link CHART_NEAR_MARGIN} of the screen (and stays true once it
 * has). Without IntersectionObserver, at once.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: CHART_NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** The chart's place while its code loads or before it comes near the screen: the chart's size, so nothing moves when it is drawn. */
function RadarChartPending({ labelledBy }: { labelledBy: string }) {
  return (
    <div className="grove-radar-chart" aria-labelledby={labelledBy} role="group" aria-busy="true">
      <div className="grove-radar-chart__canvas grove-radar-chart__canvas--pending">
        <p className="grove-radar__muted">Loading the chart…</p>
      </div>
      <ul className="grove-radar-chart__legend" aria-hidden="true">
        <li>
          <span className="grove-radar-chart__swatch grove-radar-chart__swatch--thisWeek" />
          This week
        </li>
      </ul>
    </div>
  );
}

/**
 * The chart, fetched and drawn once its place comes near the screen (issue 22, phones first: on a
 * phone the week's chart sits well below the check-in, and drawing it — nivo's code and the SVG — was
 * the largest piece of the wellness page's main-thread work while it loaded). Its place keeps the
 * chart's size until then.
 */
function RadarChartPlace({ chart, mode, labelledBy }: { chart: RadarChart; mode: RadarContentMode; labelledBy: string }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={<RadarChartPending labelledBy={labelledBy} />}>
          <RadarNivoChart chart={chart} mode={mode} labelledBy={labelledBy} />
        </Suspense>
      ) : (
        <RadarChartPending labelledBy={labelledBy} />
      )}
    </div>
  );
}

/** Props of {@link RadarTable}. */
export interface RadarTableProps {
  chart: RadarChart;
  mode: RadarContentMode;
}

/**
 * The week as a table with the chart's numbers (issue 17: a radar's shape depends on axis order and
 * exaggerates by area, so the plain numbers are always one click away): each area this week and last,
 * the trend, and the person's own correction beside Grove's reading.
 */
export function RadarTable({ chart, mode }: RadarTableProps) {
  const lastShown = !chart.last_week.is_synthetic;
  return (
    <table className="grove-radar-table">
      <caption>The week in numbers (out of 100)</caption>
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col">This week</th>
          {lastShown && <th scope="col">Last week</th>}
          <th scope="col">How it went</th>
        </tr>
      </thead>
      <tbody>
        {RADAR_AXES.map((axis) => {
          const detail = chart.details[axis];
          const enough = !chart.is_synthetic && detail.enough;
          const lastEnough = lastShown && chart.last_week.enough[axis];
          const value = chart.axes[axis];
          const words = radarAxisWords(axis, mode);
          return (
            <tr key={axis} data-axis={axis}>
              <th scope="row">{words.label}</th>
              <td>
                {enough ? radarPercent(value) : RADAR_NOT_ENOUGH}
                {detail.override !== null && <span className="grove-radar__override"> (you said {radarPercent(detail.override)})</span>}
              </td>
              {lastShown && <td>{lastEnough ? radarPercent(chart.last_week.axes[axis]) : RADAR_NOT_ENOUGH}</td>}
              <td>
                {enough ? radarReadingWords(value, mode) : '—'}
                {enough && lastEnough && <span className="grove-radar__muted"> · {radarTrendWords(radarTrendOf(value, chart.last_week.axes[axis]), mode)}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
