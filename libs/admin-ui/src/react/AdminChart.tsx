import { lazy, Suspense, useId, useState } from 'react';
import { adminDayText, adminNumberText, type AdminCsvValue } from '../index';
import type { AdminBarData, AdminLineData } from './adminChartData';
import { AdminLoading } from './adminDisplay';
import { AdminTable, type AdminColumn } from './AdminTable';

// nivo's chunk: fetched the first time a chart is shown, never by a page without one.
const AdminNivoLine = lazy(() => import('./AdminNivoCharts').then((module) => ({ default: module.AdminNivoLine })));
const AdminNivoBar = lazy(() => import('./AdminNivoCharts').then((module) => ({ default: module.AdminNivoBar })));

/** Props of {@link AdminChart}. */
export interface AdminChartProps {
  /** The chart's heading, and the name of its table and CSV file. */
  title: string;
  data: AdminLineData | AdminBarData;
  /** The CSV file's name for the figures (`adminCsvFileName`). */
  csvFileName: string;
  /** What an empty chart says (every figure 0, or no rows). */
  empty: string;
  /** The heading's level inside its panel. */
  headingLevel?: 3 | 4;
}

interface FigureRow {
  id: string;
  label: string;
  values: Record<string, number>;
}

function figureRows(data: AdminLineData | AdminBarData): { rows: FigureRow[]; keys: Array<{ id: string; label: string }>; rowHeader: string } {
  if (data.kind === 'bar') return { rows: data.rows, keys: data.keys, rowHeader: 'Name' };
  const days = data.series[0]?.points.map((point) => point.day) ?? [];
  const rows = days.map((day, index) => ({
    id: day,
    label: day,
    values: Object.fromEntries(data.series.map((series) => [series.id, series.points[index]?.value ?? 0])),
  }));
  return { rows, keys: data.series.map((series) => ({ id: series.id, label: series.label })), rowHeader: 'Day' };
}

function isEmpty(data: AdminLineData | AdminBarData): boolean {
  if (data.kind === 'bar') return data.rows.length === 0 || data.rows.every((row) => Object.values(row.values).every((value) => value === 0));
  return data.series.every((series) => series.points.every((point) => point.value === 0));
}

/** A chart's summary for a screen reader: each series' total (line) or each row's figures (bar). */
function chartSummary(title: string, data: AdminLineData | AdminBarData): string {
  if (data.kind === 'line') {
    const totals = data.series.map((series) => `${series.label} ${adminNumberText(series.points.reduce((sum, point) => sum + point.value, 0))} in all`);
    return `${title}: ${totals.join(', ')}`;
  }
  const rows = data.rows.slice(0, 12).map((row) => `${row.label} ${data.keys.map((key) => adminNumberText(row.values[key.id] ?? 0)).join(' / ')}`);
  return `${title}: ${rows.join(', ')}${data.rows.length > 12 ? ', and more in the table' : ''}`;
}

/**
 * A chart of the admin area with its figures: the chart (nivo, loaded lazily) or the same figures as
 * a sortable table with CSV export, one click apart. The table is what a screen reader and a
 * spreadsheet get; the chart carries a one-line summary as its name.
 */
export function AdminChart({ title, data, csvFileName, empty, headingLevel = 3 }: AdminChartProps) {
  const headingId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const Heading = `h${headingLevel}` as const;
  const { rows, keys, rowHeader } = figureRows(data);
  const columns: AdminColumn<FigureRow>[] = [
    {
      id: rowHeader,
      header: rowHeader,
      value: (row) => row.label,
      cell: (row) => (data.kind === 'line' ? adminDayText(row.label) : row.label),
    },
    ...keys.map(
      (key): AdminColumn<FigureRow> => ({
        id: key.id,
        header: key.label,
        numeric: true,
        value: (row): AdminCsvValue => row.values[key.id] ?? 0,
      }),
    ),
  ];

  return (
    <section className="grove-admin-chart" aria-labelledby={headingId}>
      <div className="grove-admin-chart__header">
        <Heading id={headingId} className="grove-admin__subtitle">
          {title}
        </Heading>
        <div className="grove-admin-chart__views" role="group" aria-label={`Show ${title} as`}>
          <button type="button" className="grove-button grove-button--secondary" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
            Chart
          </button>
          <button type="button" className="grove-button grove-button--secondary" aria-pressed={view === 'table'} onClick={() => setView('table')}>
            Table
          </button>
        </div>
      </div>
      {isEmpty(data) ? (
        <p className="grove-admin-empty">{empty}</p>
      ) : view === 'chart' ? (
        <div className="grove-admin-chart__canvas">
          <Suspense fallback={<AdminLoading label="Loading the chart..." />}>
            {data.kind === 'line' ? <AdminNivoLine data={data} ariaLabel={chartSummary(title, data)} /> : <AdminNivoBar data={data} ariaLabel={chartSummary(title, data)} />}
          </Suspense>
        </div>
      ) : (
        <AdminTable label={title} columns={columns} rows={rows} rowKey={(row) => row.id} rowHeader={rowHeader} empty={empty} csvFileName={csvFileName} />
      )}
      {keys.length > 1 && view === 'chart' && !isEmpty(data) && (
        <ul className="grove-admin-chart__legend" aria-label="Legend">
          {keys.map((key, index) => (
            <li key={key.id}>
              <span className={`grove-admin-chart__swatch grove-admin-chart__swatch--${index % 6}`} aria-hidden="true" />
              {key.label}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
