import { useSyncExternalStore } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { adminNumberText, adminShortDayText } from '../index';
import type { AdminBarData, AdminLineData } from './adminChartData';

// The one module that imports nivo: AdminChart loads it as its own chunk, so nothing of nivo reaches a
// page until a chart is on screen (as radar's chart).

/**
 * Colours of the series: mid-tone, so each keeps its contrast on the light and on the dark glass. Ink
 * for text and lines comes from ui-glass's variables, so the dark theme reaches the axes too.
 */
export const ADMIN_CHART_COLOURS = ['#2f8f5b', '#3f6fb5', '#c9772b', '#8a5cc2', '#c24d6b', '#5f8f2f'] as const;

const theme = {
  text: { fill: 'var(--grove-text, #10261b)', fontFamily: 'var(--grove-font, system-ui)', fontSize: 12 },
  axis: {
    ticks: { text: { fill: 'var(--grove-muted, #3a5346)' }, line: { stroke: 'var(--grove-muted, #3a5346)' } },
    domain: { line: { stroke: 'var(--grove-muted, #3a5346)', strokeWidth: 1 } },
  },
  grid: { line: { stroke: 'rgb(var(--grove-text-rgb, 16 38 27) / 0.12)' } },
  crosshair: { line: { stroke: 'var(--grove-text, #10261b)', strokeOpacity: 0.5 } },
  tooltip: {
    container: {
      background: 'var(--grove-surface-strong, #ffffff)',
      color: 'var(--grove-text, #10261b)',
      borderRadius: 10,
      boxShadow: 'var(--grove-shadow)',
    },
  },
};

/** SPEC §9's small screens (under 768 px), where an axis has room for fewer labels. */
const NARROW = '(max-width: 767px)';

function narrowSubscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is narrow, kept up to date as it turns or resizes. */
function useNarrow(): boolean {
  return useSyncExternalStore(narrowSubscribe, () => window.matchMedia?.(NARROW).matches ?? false, () => false);
}

/** At most `most` labelled days on the axis, evenly spread: a month of days would be a smear. */
function dayTicks(days: readonly string[], most: number): string[] {
  if (days.length <= most) return [...days];
  const step = Math.ceil(days.length / most);
  return days.filter((_day, index) => index % step === 0);
}

/**
 * The value axis's ticks: whole numbers, since every figure here is a count — a chart of 2 messages
 * must not read 0.5. Up to 5 the ticks are 0, 1, …; above, nivo picks about five.
 */
function countTicks(max: number): { ticks: number[] | number; max: number | 'auto' } {
  if (max > 5) return { ticks: 5, max: 'auto' };
  const top = Math.max(1, Math.ceil(max));
  return { ticks: Array.from({ length: top + 1 }, (_unused, index) => index), max: top };
}

/** A daily line chart (nivo): one line per series, the days on the x axis, a tooltip per day with every series. */
export function AdminNivoLine({ data, ariaLabel }: { data: AdminLineData; ariaLabel: string }) {
  const days = data.series[0]?.points.map((point) => point.day) ?? [];
  const narrow = useNarrow();
  const y = countTicks(Math.max(0, ...data.series.flatMap((series) => series.points.map((point) => point.value))));
  return (
    <ResponsiveLine
      data={data.series.map((series) => ({ id: series.label, data: series.points.map((point) => ({ x: point.day, y: point.value })) }))}
      margin={{ top: 16, right: narrow ? 16 : 24, bottom: 40, left: narrow ? 48 : 64 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: y.max, stacked: false }}
      colors={[...ADMIN_CHART_COLOURS]}
      theme={theme}
      lineWidth={2}
      enablePoints={days.length <= 31}
      pointSize={5}
      enableSlices="x"
      axisBottom={{ tickValues: dayTicks(days, narrow ? 4 : 8), format: (day) => adminShortDayText(String(day)), tickSize: 4 }}
      axisLeft={{ format: (value) => adminNumberText(Number(value)), tickSize: 4, tickValues: y.ticks }}
      gridYValues={y.ticks}
      enableGridX={false}
      yFormat={(value) => adminNumberText(Number(value))}
      animate={false}
      role="img"
      ariaLabel={ariaLabel}
    />
  );
}

/** A bar chart (nivo): one bar (or group of bars) per row, horizontal when the labels are long. */
export function AdminNivoBar({ data, ariaLabel }: { data: AdminBarData; ariaLabel: string }) {
  const horizontal = data.layout === 'horizontal';
  const longest = Math.max(0, ...data.rows.map((row) => row.label.length));
  const values = countTicks(Math.max(0, ...data.rows.flatMap((row) => Object.values(row.values))));
  return (
    <ResponsiveBar
      data={data.rows.map((row) => ({ label: row.label, ...row.values }))}
      keys={data.keys.map((key) => key.id)}
      indexBy="label"
      layout={data.layout}
      groupMode="grouped"
      margin={{ top: 12, right: 24, bottom: horizontal ? 40 : 56, left: horizontal ? Math.min(200, 16 + longest * 7) : 64 }}
      padding={0.25}
      colors={[...ADMIN_CHART_COLOURS]}
      theme={theme}
      valueFormat={(value) => adminNumberText(Number(value))}
      enableLabel={false}
      valueScale={{ type: 'linear', min: 0, max: values.max }}
      gridYValues={horizontal ? undefined : values.ticks}
      gridXValues={horizontal ? values.ticks : undefined}
      axisLeft={{ tickSize: 4, ...(horizontal ? {} : { format: (value: string | number) => adminNumberText(Number(value)), tickValues: values.ticks }) }}
      axisBottom={{ tickSize: 4, ...(horizontal ? { format: (value: string | number) => adminNumberText(Number(value)), tickValues: values.ticks } : {}) }}
      animate={false}
      role="img"
      ariaLabel={ariaLabel}
      // No label per bar: a <rect> has no role to carry one (axe: aria-prohibited-attr), and inside the
      // chart's role="img" it would not be read anyway. The summary and the table give every figure.
    />
  );
}
