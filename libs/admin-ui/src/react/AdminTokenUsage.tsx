import { useEffect, useId, useRef, useState } from 'react';
import type { AdminAccountUsage, AdminTokenUsage as Usage, AdminUsageGroupBy, AdminUsageKind } from '@grove/api-contract';
import {
  ADMIN_BAND_WORDS,
  ADMIN_USAGE_KIND_WORDS,
  adminCsvFileName,
  adminDayText,
  adminNumberText,
  adminPercent,
  adminPercentText,
  adminSeriesFill,
  adminTokensText,
  type AdminDateRange,
} from '../index';
import { useAdminAccountUsageQuery, useAdminTokenUsageQuery } from './adminApi';
import { AdminChart } from './AdminChart';
import { AdminDateRangePicker, useAdminDateRange } from './AdminDateRangePicker';
import { AdminQueryView } from './adminDisplay';
import { AdminFigures, AdminSection } from './AdminFigures';
import { AdminPager, AdminTable, type AdminColumn } from './AdminTable';
import './admin.css';

/** The token usage could not be read. */
export const ADMIN_TOKEN_USAGE_FAILED = 'Failed to load the token usage.';
/** One account's usage could not be read. */
export const ADMIN_ACCOUNT_USAGE_FAILED = "Failed to load this account's usage.";

const PAGE = 50;
const GROUP_WORDS: Record<AdminUsageGroupBy, string> = { day: 'By day', model: 'By model', kind: 'By kind' };

/** Props of {@link AdminTokenUsage}. */
export interface AdminTokenUsageProps {
  today?: Date;
}

type TopAccount = Usage['topAccounts']['rows'][number];
type Group = Usage['groups'][number];

function groupLabel(groupBy: AdminUsageGroupBy, key: string): string {
  if (groupBy === 'kind') return ADMIN_USAGE_KIND_WORDS[key as AdminUsageKind] ?? key;
  if (groupBy === 'day') return adminDayText(key);
  return key;
}

/**
 * /admin/token-usage-tracker (issue 20, point 4): the tokens the model used, by day, by model or by
 * kind (chat, game, guided, trial), the accounts that used the most, and one account's usage day by
 * day (the drill-down, opened from its row and closed back to it).
 */
export function AdminTokenUsage({ today = new Date() }: AdminTokenUsageProps) {
  const [range, setRange] = useAdminDateRange(today);
  const [groupBy, setGroupBy] = useState<AdminUsageGroupBy>('day');
  const [offset, setOffset] = useState(0);
  const [account, setAccount] = useState<TopAccount | null>(null);
  const usage = useAdminTokenUsageQuery({ range, groupBy, limit: PAGE, offset }, { refetchOnMountOrArgChange: true });
  const openerRef = useRef<HTMLElement | null>(null);

  function drill(row: TopAccount, opener: HTMLElement): void {
    openerRef.current = opener;
    setAccount(row);
  }

  function closeDrill(): void {
    setAccount(null);
    // Back to the row the admin came from.
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  return (
    <div className="grove-admin-stack">
      <div className="grove-glass grove-admin-range-card">
        <AdminDateRangePicker
          value={range}
          today={today}
          onChange={(next) => {
            setRange(next);
            setOffset(0);
          }}
        />
      </div>
      <AdminQueryView query={usage} failed={ADMIN_TOKEN_USAGE_FAILED} loading="Loading the token usage...">
        {(data) => (
          <>
            <Totals data={data} />
            <Groups data={data} range={range} groupBy={groupBy} onGroupBy={setGroupBy} />
            {account && <AccountDrill account={account} range={range} onClose={closeDrill} />}
            <TopAccounts data={data} range={range} offset={offset} onOffset={setOffset} onDrill={drill} />
          </>
        )}
      </AdminQueryView>
    </div>
  );
}

function Totals({ data }: { data: Usage }) {
  return (
    <AdminSection title="Tokens used" lead="Tokens the model used for every answered turn — charged, free-access and trial turns alike.">
      <AdminFigures
        label="Tokens used"
        figures={[
          { label: 'Tokens', value: adminNumberText(data.totals.tokens), detail: `${adminNumberText(data.totals.turns)} turns` },
          { label: 'Prompt tokens', value: adminNumberText(data.totals.promptTokens), detail: `${adminPercentText(adminPercent(data.totals.promptTokens, data.totals.tokens))} of the tokens` },
          { label: 'Completion tokens', value: adminNumberText(data.totals.completionTokens) },
          { label: 'Per turn', value: data.totals.turns === 0 ? '—' : adminNumberText(Math.round(data.totals.tokens / data.totals.turns)), detail: 'Tokens on average' },
        ]}
      />
    </AdminSection>
  );
}

function Groups({ data, range, groupBy, onGroupBy }: { data: Usage; range: AdminDateRange; groupBy: AdminUsageGroupBy; onGroupBy: (groupBy: AdminUsageGroupBy) => void }) {
  const shown = data.groupBy;
  const columns: AdminColumn<Group>[] = [
    { id: 'key', header: shown === 'day' ? 'Day' : shown === 'model' ? 'Model' : 'Kind', value: (group) => group.key, cell: (group) => groupLabel(shown, group.key) },
    { id: 'tokens', header: 'Tokens', numeric: true, value: (group) => group.tokens },
    { id: 'share', header: 'Share', numeric: true, value: (group) => adminPercent(group.tokens, data.totals.tokens), cell: (group) => adminPercentText(adminPercent(group.tokens, data.totals.tokens)) },
    { id: 'prompt', header: 'Prompt', numeric: true, value: (group) => group.promptTokens },
    { id: 'completion', header: 'Completion', numeric: true, value: (group) => group.completionTokens },
    { id: 'turns', header: 'Turns', numeric: true, value: (group) => group.turns },
  ];
  const chart =
    shown === 'day'
      ? { kind: 'line' as const, series: [{ id: 'tokens', label: 'Tokens', points: adminSeriesFill(range, data.groups.map((group) => ({ day: group.key, value: group.tokens }))) }] }
      : {
          kind: 'bar' as const,
          layout: 'horizontal' as const,
          rows: data.groups.map((group) => ({ id: group.key, label: groupLabel(shown, group.key), values: { tokens: group.tokens } })),
          keys: [{ id: 'tokens', label: 'Tokens' }],
        };
  return (
    <AdminSection
      title="Where the tokens went"
      actions={
        <div className="grove-admin-chart__views" role="group" aria-label="Group the tokens">
          {(['day', 'model', 'kind'] as const).map((option) => (
            <button key={option} type="button" className="grove-button grove-button--secondary" aria-pressed={groupBy === option} onClick={() => onGroupBy(option)}>
              {GROUP_WORDS[option]}
            </button>
          ))}
        </div>
      }
    >
      <AdminChart title={`Tokens ${GROUP_WORDS[shown].toLowerCase()}`} data={chart} csvFileName={adminCsvFileName(`tokens ${GROUP_WORDS[shown]} chart`, range)} empty="No tokens used in these dates." />
      <AdminTable
        label={`Tokens ${GROUP_WORDS[shown].toLowerCase()}`}
        columns={columns}
        rows={data.groups}
        rowKey={(group) => group.key}
        rowHeader="key"
        empty="No tokens used in these dates."
        csvFileName={adminCsvFileName(`tokens ${GROUP_WORDS[shown]}`, range)}
      />
    </AdminSection>
  );
}

function TopAccounts({
  data,
  range,
  offset,
  onOffset,
  onDrill,
}: {
  data: Usage;
  range: AdminDateRange;
  offset: number;
  onOffset: (offset: number) => void;
  onDrill: (row: TopAccount, opener: HTMLElement) => void;
}) {
  const columns: AdminColumn<TopAccount>[] = [
    {
      id: 'name',
      header: 'Account',
      value: (row) => row.displayName,
      cell: (row) => (
        <span className="grove-admin-account">
          <span>{row.displayName || 'No name'}</span>
          <span className="grove-admin__muted">{row.email}</span>
        </span>
      ),
    },
    { id: 'tokens', header: 'Tokens', numeric: true, value: (row) => row.tokens },
    { id: 'share', header: 'Share', numeric: true, value: (row) => adminPercent(row.tokens, data.totals.tokens), cell: (row) => adminPercentText(adminPercent(row.tokens, data.totals.tokens)) },
    { id: 'turns', header: 'Turns', numeric: true, value: (row) => row.turns },
    { id: 'days', header: 'Active days', numeric: true, value: (row) => row.activeDays },
    {
      id: 'actions',
      header: 'Daily usage',
      sortable: false,
      csv: false,
      value: () => null,
      cell: (row) => (
        <button type="button" className="grove-button grove-button--secondary" aria-label={`Day by day: ${row.displayName || row.email}`} onClick={(event) => onDrill(row, event.currentTarget)}>
          Day by day
        </button>
      ),
    },
  ];
  return (
    <AdminSection title="Top accounts" lead="The accounts that used the most; a child's turns count to the parent's account, the trial's to none.">
      <AdminTable
        label="Top accounts"
        columns={columns}
        rows={data.topAccounts.rows}
        rowKey={(row) => row.userId}
        rowHeader="name"
        empty="No account used tokens in these dates."
        csvFileName={adminCsvFileName('top accounts', range)}
        footer={<AdminPager offset={offset} limit={PAGE} total={data.topAccounts.total} noun="accounts" onOffset={onOffset} />}
      />
    </AdminSection>
  );
}

type Profile = AdminAccountUsage['profiles'][number];
type Model = AdminAccountUsage['models'][number];

const PROFILE_COLUMNS: AdminColumn<Profile>[] = [
  { id: 'name', header: 'Profile', value: (row) => row.displayName },
  { id: 'kind', header: 'Who', value: (row) => (row.kind === 'account' ? 'The account' : `Child, ${ADMIN_BAND_WORDS[row.band].toLowerCase()}`) },
  { id: 'tokens', header: 'Tokens', numeric: true, value: (row) => row.tokens },
  { id: 'turns', header: 'Turns', numeric: true, value: (row) => row.turns },
];

const MODEL_COLUMNS: AdminColumn<Model>[] = [
  { id: 'model', header: 'Model', value: (row) => row.model },
  { id: 'tokens', header: 'Tokens', numeric: true, value: (row) => row.tokens },
  { id: 'prompt', header: 'Prompt', numeric: true, value: (row) => row.promptTokens },
  { id: 'completion', header: 'Completion', numeric: true, value: (row) => row.completionTokens },
  { id: 'turns', header: 'Turns', numeric: true, value: (row) => row.turns },
];

function AccountDrill({ account, range, onClose }: { account: TopAccount; range: AdminDateRange; onClose: () => void }) {
  const usage = useAdminAccountUsageQuery({ userId: account.userId, range });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    // The drill-down opens above the list: focus moves to its heading so it is read first.
    headingRef.current?.focus();
  }, [account.userId]);
  return (
    <section className="grove-admin grove-admin-section grove-glass grove-admin-drill" aria-labelledby={headingId}>
      <div className="grove-admin-section__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="grove-admin__title">
          {account.displayName || account.email}: day by day
        </h2>
        <button type="button" className="grove-button grove-button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <AdminQueryView query={usage} failed={ADMIN_ACCOUNT_USAGE_FAILED} loading="Loading this account's usage...">
        {(data) => (
          <>
            <AdminFigures
              label={`${account.displayName || account.email}: figures`}
              figures={[
                { label: 'Tokens used', value: adminNumberText(data.totals.tokens), detail: `${adminNumberText(data.totals.turns)} turns` },
                { label: 'Balance', value: adminNumberText(data.account.balance), detail: data.account.freeAccess ? 'Free access' : `Daily limit ${adminTokensText(data.account.dailyTokenLimit)}` },
                { label: 'Charged in these dates', value: adminNumberText(-data.ledger.charged), detail: `${adminNumberText(data.ledger.credited)} credited` },
                { label: 'Account since', value: adminDayText(data.account.createdAt), detail: data.account.email },
              ]}
            />
            <AdminChart
              title="Tokens per day by kind"
              data={{
                kind: 'line',
                series: (['chat', 'game', 'guided'] as const).map((kind) => ({
                  id: kind,
                  label: ADMIN_USAGE_KIND_WORDS[kind],
                  points: adminSeriesFill(range, data.days.map((day) => ({ day: day.day, value: day.byKind[kind] }))),
                })),
              }}
              csvFileName={adminCsvFileName(`usage ${data.account.userId}`, range)}
              empty="This account used no tokens in these dates."
            />
            <div className="grove-admin-columns">
              <div>
                <h3 className="grove-admin__subtitle">By profile</h3>
                <AdminTable label="Usage by profile" columns={PROFILE_COLUMNS} rows={data.profiles} rowKey={(row) => row.profileId} rowHeader="name" empty="No profile used tokens." csvFileName={adminCsvFileName(`usage by profile ${data.account.userId}`, range)} />
              </div>
              <div>
                <h3 className="grove-admin__subtitle">By model</h3>
                <AdminTable label="Usage by model" columns={MODEL_COLUMNS} rows={data.models} rowKey={(row) => row.model} rowHeader="model" empty="No model answered." csvFileName={adminCsvFileName(`usage by model ${data.account.userId}`, range)} />
              </div>
            </div>
          </>
        )}
      </AdminQueryView>
    </section>
  );
}
