import { ADMIN_AGE_BANDS, type AdminAnalytics as Analytics, type AdminUsageBand } from '@grove/api-contract';
import {
  ADMIN_BAND_WORDS,
  ADMIN_USAGE_BAND_WORDS,
  adminCohortMatrix,
  adminCsvFileName,
  adminDayText,
  adminFunnel,
  adminNumberText,
  adminPercentText,
  adminSeriesByKey,
  adminSum,
  type AdminCohortRow,
  type AdminDateRange,
  type AdminFunnelStep,
} from '../index';
import { useAdminAnalyticsQuery } from './adminApi';
import { AdminChart } from './AdminChart';
import type { AdminLineSeries } from './adminChartData';
import { AdminDateRangePicker, useAdminDateRange } from './AdminDateRangePicker';
import { AdminQueryView } from './adminDisplay';
import { AdminFigures, AdminSection } from './AdminFigures';
import { AdminTable, type AdminColumn } from './AdminTable';
import './admin.css';

/** Analytics could not be read. */
export const ADMIN_ANALYTICS_FAILED = 'Failed to load the analytics.';

const USAGE_BANDS: readonly AdminUsageBand[] = ['adult', '4-8', '9-15', 'trial'];

/** Props of {@link AdminAnalytics}. */
export interface AdminAnalyticsProps {
  today?: Date;
}

/**
 * /admin/analytics (issue 20, point 3): daily and weekly active profiles by age band, messages per
 * day, games and guided themes played, journal and memory use, the trial → sign-up → onboarding →
 * first week funnel and 4-week retention cohorts. Counts only, never content.
 */
export function AdminAnalytics({ today = new Date() }: AdminAnalyticsProps) {
  const [range, setRange] = useAdminDateRange(today);
  const analytics = useAdminAnalyticsQuery({ range }, { refetchOnMountOrArgChange: true });
  return (
    <div className="grove-admin-stack">
      <div className="grove-glass grove-admin-range-card">
        <AdminDateRangePicker value={range} today={today} onChange={setRange} />
      </div>
      <AdminQueryView query={analytics} failed={ADMIN_ANALYTICS_FAILED} loading="Loading the analytics...">
        {(data) => <AnalyticsPanels data={data} range={range} />}
      </AdminQueryView>
    </div>
  );
}

function bandSeries<Row>(range: AdminDateRange, rows: readonly Row[], read: (row: Row) => { day: string; key: (typeof ADMIN_AGE_BANDS)[number]; value: number }): AdminLineSeries[] {
  return adminSeriesByKey(range, rows, ADMIN_AGE_BANDS, read).map((series) => ({ id: series.key, label: ADMIN_BAND_WORDS[series.key], points: series.points }));
}

function AnalyticsPanels({ data, range }: { data: Analytics; range: AdminDateRange }) {
  const messages = adminSeriesByKey(range, data.messagesPerDay, USAGE_BANDS, (row) => ({ day: row.day, key: row.band, value: row.messages })).map((series) => ({
    id: series.key,
    label: ADMIN_USAGE_BAND_WORDS[series.key],
    points: series.points,
  }));
  const weeks = [...new Set(data.activeProfiles.weekly.map((row) => row.weekStart))].sort();
  const weeklyRows = weeks.map((week) => ({
    id: week,
    label: `Week of ${adminDayText(week)}`,
    values: Object.fromEntries(ADMIN_AGE_BANDS.map((band) => [band, adminSum(data.activeProfiles.weekly.filter((row) => row.weekStart === week && row.band === band).map((row) => row.profiles))])),
  }));
  const games = [...data.games].sort((a, b) => b.turns + b.trialTurns - (a.turns + a.trialTurns));

  return (
    <>
      <AdminSection title="Active profiles" lead="A profile is active on a day it took a turn: chat, a game or a guided theme. Adults are accounts acting as themselves.">
        <AdminFigures
          label="Messages and profiles"
          figures={[
            { label: 'Messages', value: adminNumberText(adminSum(data.messagesPerDay.map((row) => row.messages))), detail: 'In these dates, trial visitors included' },
            ...ADMIN_AGE_BANDS.map((band) => ({
              label: `${ADMIN_BAND_WORDS[band]}: busiest day`,
              value: adminNumberText(Math.max(0, ...data.activeProfiles.daily.filter((row) => row.band === band).map((row) => row.profiles))),
              detail: 'Active profiles',
            })),
          ]}
        />
        <AdminChart
          title="Active profiles per day"
          data={{ kind: 'line', series: bandSeries(range, data.activeProfiles.daily, (row) => ({ day: row.day, key: row.band, value: row.profiles })) }}
          csvFileName={adminCsvFileName('active profiles per day', range)}
          empty="No profile was active in these dates."
        />
        <AdminChart
          title="Active profiles per week"
          data={{ kind: 'bar', layout: 'vertical', rows: weeklyRows, keys: ADMIN_AGE_BANDS.map((band) => ({ id: band, label: ADMIN_BAND_WORDS[band] })) }}
          csvFileName={adminCsvFileName('active profiles per week', range)}
          empty="No profile was active in these dates."
        />
      </AdminSection>
      <AdminSection title="Messages" lead="The people’s messages, one per turn.">
        <AdminChart title="Messages per day" data={{ kind: 'line', series: messages }} csvFileName={adminCsvFileName('messages per day', range)} empty="No messages in these dates." />
      </AdminSection>
      <AdminSection title="Games and guided themes" lead="Sessions started and turns taken by accounts; turns on the trial counted apart.">
        <AdminChart
          title="Turns per game and theme"
          data={{
            kind: 'bar',
            layout: 'horizontal',
            rows: games.map((game) => ({ id: `${game.kind}:${game.name}`, label: game.name, values: { turns: game.turns, trialTurns: game.trialTurns } })),
            keys: [
              { id: 'turns', label: 'Turns (accounts)' },
              { id: 'trialTurns', label: 'Turns (trial)' },
            ],
          }}
          csvFileName={adminCsvFileName('games and themes', range)}
          empty="No game or guided theme was played in these dates."
        />
        {games.length > 0 && (
          <AdminTable
            label="Games and guided themes"
            columns={GAME_COLUMNS}
            rows={games}
            rowKey={(game) => `${game.kind}:${game.name}`}
            rowHeader="name"
            empty="No game or guided theme was played in these dates."
            csvFileName={adminCsvFileName('games and themes table', range)}
          />
        )}
      </AdminSection>
      <AdminSection title="Journal and memories" lead="Entries and memories written per day, by the band of the profile now.">
        <AdminChart
          title="Journal entries per day"
          data={{ kind: 'line', series: bandSeries(range, data.journalPerDay, (row) => ({ day: row.day, key: row.band, value: row.entries })) }}
          csvFileName={adminCsvFileName('journal entries per day', range)}
          empty="No journal entries in these dates."
        />
        <AdminChart
          title="Memories saved per day"
          data={{ kind: 'line', series: bandSeries(range, data.memoriesPerDay, (row) => ({ day: row.day, key: row.band, value: row.memories })) }}
          csvFileName={adminCsvFileName('memories saved per day', range)}
          empty="No memories saved in these dates."
        />
      </AdminSection>
      <Funnel funnel={data.funnel} range={range} />
      <Cohorts cohorts={data.cohorts} range={range} />
    </>
  );
}

type Game = Analytics['games'][number];

const GAME_COLUMNS: AdminColumn<Game>[] = [
  { id: 'name', header: 'Name', value: (game) => game.name },
  { id: 'kind', header: 'Kind', value: (game) => (game.kind === 'game' ? 'Game' : 'Guided theme') },
  { id: 'sessions', header: 'Sessions', numeric: true, value: (game) => game.sessions },
  { id: 'turns', header: 'Turns (accounts)', numeric: true, value: (game) => game.turns },
  { id: 'trialTurns', header: 'Turns (trial)', numeric: true, value: (game) => game.trialTurns },
];

const FUNNEL_COLUMNS: AdminColumn<AdminFunnelStep>[] = [
  { id: 'step', header: 'Step', value: (step) => step.label },
  { id: 'count', header: 'People', numeric: true, value: (step) => step.count },
  { id: 'ofStart', header: 'Of the first step', numeric: true, value: (step) => step.ofStart, cell: (step) => adminPercentText(step.ofStart) },
  { id: 'ofPrevious', header: 'Of the step before', numeric: true, value: (step) => step.ofPrevious, cell: (step) => adminPercentText(step.ofPrevious) },
  { id: 'lost', header: 'Lost on the way', numeric: true, value: (step) => step.lost },
];

function Funnel({ funnel, range }: { funnel: Analytics['funnel']; range: AdminDateRange }) {
  const steps = adminFunnel([
    { id: 'trial', label: 'Tried Grove (trial devices)', count: funnel.trialDevices },
    { id: 'signup', label: 'Signed up', count: funnel.signups },
    { id: 'onboarded', label: 'Finished onboarding', count: funnel.onboarded },
    { id: 'firstWeek', label: 'Came back in the first week', count: funnel.firstWeek },
  ]);
  const widest = Math.max(1, ...steps.map((step) => step.count));
  return (
    <AdminSection
      title="From trial to first week"
      lead="Each step counted on its own in these dates: a trial device is never tied to an account. The first week means a turn on 2 different days within 7 days of signing up."
    >
      <ol className="grove-admin-funnel" aria-label="Funnel">
        {steps.map((step) => (
          <li key={step.id} className="grove-admin-funnel__step">
            <span className="grove-admin-funnel__label">{step.label}</span>
            <span className="grove-admin-funnel__bar" aria-hidden="true">
              <span style={{ width: `${Math.max(1, (step.count / widest) * 100)}%` }} />
            </span>
            <span className="grove-admin-funnel__count">
              {adminNumberText(step.count)}
              {step.ofPrevious !== null && <span className="grove-admin__muted"> · {adminPercentText(step.ofPrevious)} of the step before</span>}
            </span>
          </li>
        ))}
      </ol>
      {funnel.firstWeekPending > 0 && (
        <p className="grove-admin__muted">{adminNumberText(funnel.firstWeekPending)} who signed up are still in their first week and may yet come back.</p>
      )}
      <AdminTable label="Funnel" columns={FUNNEL_COLUMNS} rows={steps} rowKey={(step) => step.id} rowHeader="step" empty="No one in these dates." csvFileName={adminCsvFileName('funnel', range)} />
    </AdminSection>
  );
}

function Cohorts({ cohorts, range }: { cohorts: Analytics['cohorts']; range: AdminDateRange }) {
  const weeks = Math.max(1, ...cohorts.map((cohort) => cohort.active.length));
  const matrix = adminCohortMatrix(
    cohorts.map((cohort) => {
      // The API sends null for weeks that have not begun: the matrix counts only the weeks lived.
      const lived = cohort.active.findIndex((value) => value === null);
      return { week: cohort.weekStart, size: cohort.size, active: (lived === -1 ? cohort.active : cohort.active.slice(0, lived)) as number[] };
    }),
    weeks,
  );
  const columns: AdminColumn<AdminCohortRow>[] = [
    { id: 'week', header: 'Signed up in the week of', nowrap: true, value: (row) => row.week, cell: (row) => adminDayText(row.week) },
    { id: 'size', header: 'Accounts', numeric: true, value: (row) => row.size },
    ...Array.from(
      { length: weeks },
      (_unused, week): AdminColumn<AdminCohortRow> => ({
        id: `week${week}`,
        header: week === 0 ? 'Week 0' : `Week ${week}`,
        numeric: true,
        value: (row) => (row.retained[week] === null ? null : Number((row.retained[week] ?? 0).toFixed(1))),
        cell: (row) => {
          const retained = row.retained[week];
          if (retained === null) return <span className="grove-admin__muted">—</span>;
          return (
            <span className="grove-admin-cohort" style={{ ['--retained' as string]: `${Math.round(retained)}%` }} title={`${adminNumberText(row.active[week] ?? 0)} of ${adminNumberText(row.size)}`}>
              {adminPercentText(retained)}
            </span>
          );
        },
      }),
    ),
  ];
  return (
    <AdminSection title="Retention" lead="Accounts by the week they signed up, and the share that took a turn in each week after (week 0 is the signup week). An empty cell: that week has not come yet.">
      <AdminTable
        label="Retention by signup week"
        columns={columns}
        rows={matrix.rows}
        rowKey={(row) => row.week}
        rowHeader="week"
        empty="No one signed up in these dates."
        csvFileName={adminCsvFileName('retention', range)}
      />
      {matrix.rows.length > 0 && (
        <p className="grove-admin__muted">
          On average: {matrix.average.map((value, week) => `week ${week} ${adminPercentText(value)}`).join(' · ')} (weighted by cohort size, counting only cohorts that reached the week).
        </p>
      )}
    </AdminSection>
  );
}
