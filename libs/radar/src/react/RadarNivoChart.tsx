import { ResponsiveRadar, type GridLabelProps, type RadarCustomLayerProps, type RadarSliceTooltipProps } from '@nivo/radar';
import type { RadarChart } from '@grove/api-contract';
import { RADAR_AXES, RADAR_NOT_ENOUGH, radarAxisWords, radarPercent, radarReadingWords, type RadarAxis, type RadarContentMode } from '../index';

/** Props of {@link RadarNivoChart}. */
export interface RadarNivoChartProps {
  chart: RadarChart;
  mode: RadarContentMode;
  /** The id of the element that names the chart. */
  labelledBy?: string;
}

/** One row of nivo's data: an axis with this week's and last week's values. */
interface ChartRow extends Record<string, unknown> {
  axis: RadarAxis;
  label: string;
  thisWeek: number;
  lastWeek: number;
  thisEnough: boolean;
  lastEnough: boolean;
}

const THIS_WEEK = '#17603e';
const LAST_WEEK = '#5b6f8c';
const SERIES = { thisWeek: { label: 'This week', color: THIS_WEEK }, lastWeek: { label: 'Last week', color: LAST_WEEK } } as const;

/** A point on the chart: nivo's angles start at 12 o'clock and go clockwise. */
function pointAt(props: RadarCustomLayerProps<ChartRow>, index: number, value: number): { x: number; y: number } {
  const angle = index * props.angleStep - Math.PI / 2;
  const radius = props.radiusScale(value);
  return { x: props.centerX + Math.cos(angle) * radius, y: props.centerY + Math.sin(angle) * radius };
}

/**
 * Draws each week's readings. An axis without enough evidence is a gap in the shape, never a point at
 * the neutral 0.5 (issue 17): consecutive readings are joined, a shape is filled only when every axis
 * is a reading, and a lone reading is a dot.
 */
function readingsLayer(series: Array<'lastWeek' | 'thisWeek'>) {
  return function RadarReadings(props: RadarCustomLayerProps<ChartRow>) {
    const rows = props.data;
    return (
      <g>
        {series.map((key) => {
          const enough = rows.map((row) => (key === 'thisWeek' ? row.thisEnough : row.lastEnough));
          const points = rows.map((row, index) => pointAt(props, index, key === 'thisWeek' ? row.thisWeek : row.lastWeek));
          const { color } = SERIES[key];
          const dashed = key === 'lastWeek' ? '6 4' : undefined;
          if (enough.every(Boolean)) {
            return (
              <g key={key}>
                <polygon points={points.map((p) => `${p.x},${p.y}`).join(' ')} fill={color} fillOpacity={key === 'thisWeek' ? 0.22 : 0.06} stroke={color} strokeWidth={2} strokeDasharray={dashed} />
                {points.map((p, index) => (
                  <circle key={rows[index].axis} cx={p.x} cy={p.y} r={4} fill={color} />
                ))}
              </g>
            );
          }
          return (
            <g key={key}>
              {points.map((p, index) => {
                const next = (index + 1) % points.length;
                if (!enough[index] || !enough[next]) return null;
                return <line key={`line-${rows[index].axis}`} x1={p.x} y1={p.y} x2={points[next].x} y2={points[next].y} stroke={color} strokeWidth={2} strokeDasharray={dashed} />;
              })}
              {points.map((p, index) => (enough[index] ? <circle key={rows[index].axis} cx={p.x} cy={p.y} r={4} fill={color} /> : null))}
            </g>
          );
        })}
      </g>
    );
  };
}

/**
 * The weekly radar as a nivo radar chart (issue 17, point 4): the nine axes in SPEC's fixed order with
 * plain-language names, this week against last week (dashed), a gap and "not enough yet" where an axis
 * has fewer than three pieces of evidence. It is the one module that imports nivo, so the app loads it
 * as its own chunk (see `RadarView`'s lazy import) and only where the radar is shown.
 */
export function RadarNivoChart({ chart, mode, labelledBy }: RadarNivoChartProps) {
  const showLast = !chart.last_week.is_synthetic;
  const rows: ChartRow[] = RADAR_AXES.map((axis) => ({
    axis,
    label: radarAxisWords(axis, mode).label,
    thisWeek: chart.axes[axis],
    lastWeek: chart.last_week.axes[axis],
    thisEnough: !chart.is_synthetic && chart.details[axis].enough,
    lastEnough: showLast && chart.last_week.enough[axis],
  }));
  const byLabel = new Map(rows.map((row) => [row.label, row]));

  function GridLabel({ id, anchor, x, y }: GridLabelProps) {
    const row = byLabel.get(id);
    return (
      <g transform={`translate(${x}, ${y})`}>
        <text textAnchor={anchor} dominantBaseline="central" className="grove-radar-chart__label">
          {id}
        </text>
        {row && !row.thisEnough && (
          <text textAnchor={anchor} dominantBaseline="central" dy="1.2em" className="grove-radar-chart__label grove-radar-chart__label--muted">
            {RADAR_NOT_ENOUGH.toLowerCase()}
          </text>
        )}
      </g>
    );
  }

  function SliceTooltip({ index }: RadarSliceTooltipProps) {
    const row = byLabel.get(String(index));
    if (!row) return null;
    const reading = (value: number, enough: boolean) => (enough ? `${radarPercent(value)} · ${radarReadingWords(value, mode)}` : RADAR_NOT_ENOUGH);
    return (
      <div className="grove-radar-chart__tooltip">
        <strong>{row.label}</strong>
        <div>This week: {reading(row.thisWeek, row.thisEnough)}</div>
        {showLast && <div>Last week: {reading(row.lastWeek, row.lastEnough)}</div>}
      </div>
    );
  }

  const series: Array<'lastWeek' | 'thisWeek'> = showLast ? ['lastWeek', 'thisWeek'] : ['thisWeek'];
  return (
    <div className="grove-radar-chart" aria-labelledby={labelledBy} role="group">
      <div className="grove-radar-chart__canvas">
        <ResponsiveRadar<ChartRow>
          data={rows}
          keys={series}
          indexBy="label"
          maxValue={1}
          gridLevels={4}
          gridShape="linear"
          gridLabel={GridLabel}
          gridLabelOffset={14}
          margin={{ top: 48, right: 118, bottom: 48, left: 118 }}
          layers={['grid', readingsLayer(series), 'slices']}
          sliceTooltip={SliceTooltip}
          animate={false}
          role="img"
          ariaLabel={`Radar chart of the week: ${rows.map((row) => `${row.label} ${row.thisEnough ? radarPercent(row.thisWeek) : RADAR_NOT_ENOUGH.toLowerCase()}`).join(', ')}`}
        />
      </div>
      <ul className="grove-radar-chart__legend" aria-label="Legend">
        {series
          .slice()
          .reverse()
          .map((key) => (
            <li key={key}>
              <span className={`grove-radar-chart__swatch grove-radar-chart__swatch--${key}`} aria-hidden="true" />
              {SERIES[key].label}
            </li>
          ))}
      </ul>
    </div>
  );
}

export default RadarNivoChart;
