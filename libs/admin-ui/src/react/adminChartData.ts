import type { AdminDayValue } from '../index';

/** One line of a daily chart: a name and a figure per day (every day of the range, see `adminSeriesFill`). */
export interface AdminLineSeries {
  id: string;
  label: string;
  points: AdminDayValue[];
}

/** A daily line chart's data. */
export interface AdminLineData {
  kind: 'line';
  series: AdminLineSeries[];
}

/** One row of a bar chart: a label and a figure per key ("chat": 1,200 tokens). */
export interface AdminBarRow {
  id: string;
  label: string;
  values: Record<string, number>;
}

/** A bar chart's data: its rows, the series (keys) each row has, and which way the bars run. */
export interface AdminBarData {
  kind: 'bar';
  rows: AdminBarRow[];
  keys: Array<{ id: string; label: string }>;
  layout: 'horizontal' | 'vertical';
}
