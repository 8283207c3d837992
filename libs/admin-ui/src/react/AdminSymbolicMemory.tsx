import { ADMIN_AGE_BANDS, type MemoryAnalytics, type MemoryAnalyticsFigures } from '@grove/api-contract';
import { ADMIN_BAND_WORDS, adminCsvFileName, adminNumberText, adminPercent, adminPercentText, adminSeriesFill, type AdminDateRange } from '../index';
import { useAdminMemoryAnalyticsQuery } from './adminApi';
import { AdminChart } from './AdminChart';
import { AdminDateRangePicker, useAdminDateRange } from './AdminDateRangePicker';
import { AdminQueryView } from './adminDisplay';
import { AdminFigures, AdminSection } from './AdminFigures';
import { AdminFlaggedQueue } from './AdminFlaggedQueue';
import { AdminMemoryPatterns } from './AdminMemoryPatterns';
import { AdminTable, type AdminColumn } from './AdminTable';
import './admin.css';

/** Memory analytics could not be read. */
export const ADMIN_MEMORY_ANALYTICS_FAILED = 'Failed to load the memory figures.';

/** Props of {@link AdminSymbolicMemory}. */
export interface AdminSymbolicMemoryProps {
  today?: Date;
}

/**
 * /admin/symbolic-memory (issue 20, point 5): the flagged queue, the memory patterns and memory
 * analytics, the queue and the figures over one date range.
 */
export function AdminSymbolicMemory({ today = new Date() }: AdminSymbolicMemoryProps) {
  const [range, setRange] = useAdminDateRange(today);
  return (
    <div className="grove-admin-stack">
      <div className="grove-glass grove-admin-range-card">
        <AdminDateRangePicker value={range} today={today} onChange={setRange} />
      </div>
      <AdminFlaggedQueue range={range} />
      <AdminMemoryPatterns />
      <AdminMemoryAnalytics range={range} />
    </div>
  );
}

type BandRow = { id: string; label: string; figures: MemoryAnalyticsFigures };

const BAND_COLUMNS: AdminColumn<BandRow>[] = [
  { id: 'band', header: 'Who', value: (row) => row.label },
  { id: 'saved', header: 'Saved', numeric: true, value: (row) => row.figures.saved },
  { id: 'approved', header: 'In use', numeric: true, value: (row) => row.figures.approved },
  { id: 'pending', header: 'Waiting for a parent', numeric: true, value: (row) => row.figures.pending },
  { id: 'deleted', header: 'Deleted', numeric: true, value: (row) => row.figures.deleted },
  { id: 'expired', header: 'Expired', numeric: true, value: (row) => row.figures.expired },
  { id: 'wrong', header: 'Marked wrong', numeric: true, value: (row) => row.figures.feedback.wrong },
  { id: 'outdated', header: 'Marked outdated', numeric: true, value: (row) => row.figures.feedback.outdated },
  { id: 'helpful', header: 'Marked helpful', numeric: true, value: (row) => row.figures.feedback.helpful },
  { id: 'skipped', header: 'Kept out by a pattern', numeric: true, value: (row) => row.figures.patternSkipped },
  { id: 'flagged', header: 'Flagged by a pattern', numeric: true, value: (row) => row.figures.patternFlagged },
];

function memoryFigures(totals: MemoryAnalyticsFigures) {
  const feedback = totals.feedback.wrong + totals.feedback.outdated + totals.feedback.helpful;
  return [
    { label: 'Memories saved', value: adminNumberText(totals.saved), detail: `${adminPercentText(adminPercent(totals.approved, totals.saved))} in use` },
    { label: 'Waiting for a parent', value: adminNumberText(totals.pending), detail: 'Ages 4–8 need approval' },
    { label: 'Deleted', value: adminNumberText(totals.deleted) },
    { label: 'Expired', value: adminNumberText(totals.expired) },
    { label: 'Feedback', value: adminNumberText(feedback), detail: `${adminNumberText(totals.feedback.wrong)} wrong · ${adminNumberText(totals.feedback.outdated)} outdated` },
    { label: 'Kept out by patterns', value: adminNumberText(totals.patternSkipped), detail: `${adminNumberText(totals.patternFlagged)} flagged for review` },
  ];
}

function dailySeries(range: AdminDateRange, data: MemoryAnalytics) {
  const pick = (key: 'saved' | 'deleted' | 'feedback') => adminSeriesFill(range, data.daily.map((day) => ({ day: day.date, value: day[key] })));
  return [
    { id: 'saved', label: 'Saved', points: pick('saved') },
    { id: 'deleted', label: 'Deleted', points: pick('deleted') },
    { id: 'feedback', label: 'Feedback', points: pick('feedback') },
  ];
}

/** Memory analytics (issue 20, point 5): memories saved, approved, deleted, expired and feedback, per band and per day — counts only. */
export function AdminMemoryAnalytics({ range }: { range: AdminDateRange }) {
  const analytics = useAdminMemoryAnalyticsQuery({ range });
  return (
    <AdminSection title="Memory figures" lead="Counts only: how many memories, never what they say.">
      <AdminQueryView query={analytics} failed={ADMIN_MEMORY_ANALYTICS_FAILED} loading="Loading the memory figures...">
        {(data) => (
          <>
            <AdminFigures label="Memory figures" figures={memoryFigures(data.totals)} />
            <AdminChart
              title="Memories per day"
              data={{ kind: 'line', series: dailySeries(range, data) }}
              csvFileName={adminCsvFileName('memories per day', range)}
              empty="No memories saved, deleted or given feedback in these dates."
            />
            <h3 className="grove-admin__subtitle">By age band</h3>
            <AdminTable
              label="Memory figures by age band"
              columns={BAND_COLUMNS}
              rows={ADMIN_AGE_BANDS.map((band) => ({ id: band, label: ADMIN_BAND_WORDS[band], figures: data.bands[band] }))}
              rowKey={(row) => row.id}
              rowHeader="band"
              empty="No memories in these dates."
              csvFileName={adminCsvFileName('memory figures by band', range)}
            />
          </>
        )}
      </AdminQueryView>
    </AdminSection>
  );
}
