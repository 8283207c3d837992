import { useState } from 'react';
import type { AdminLedgerMovement, AdminReconciliationRow, AdminTokenAccount, AdminTokenList, AdminTokenMonitor as Monitor } from '@grove/api-contract';
import {
  ADMIN_LEDGER_REASON_WORDS,
  adminCsvFileName,
  adminNumberText,
  adminPercentText,
  adminSeriesFill,
  adminTimeText,
  adminTokensText,
  type AdminDateRange,
} from '../index';
import { useAdminReconciliationQuery, useAdminTokenAccountsQuery, useAdminTokenMonitorQuery } from './adminApi';
import { AdminChart } from './AdminChart';
import type { AdminLineSeries } from './adminChartData';
import { AdminDateRangePicker, useAdminDateRange } from './AdminDateRangePicker';
import { AdminQueryView } from './adminDisplay';
import { AdminFigures, AdminSection } from './AdminFigures';
import { AdminPager, AdminTable, type AdminColumn } from './AdminTable';
import './admin.css';

/** The token monitor could not be read. */
export const ADMIN_TOKEN_MONITOR_FAILED = 'Failed to load the token monitor.';
/** A further page of a list could not be read. */
export const ADMIN_TOKEN_PAGE_FAILED = 'Failed to load this page.';
/** What the reconciliation says when every balance matches its ledger. */
export const ADMIN_RECONCILED_TEXT = 'Every balance matches its ledger.';

const PAGE = 50;

/** Props of {@link AdminTokenMonitor}. */
export interface AdminTokenMonitorProps {
  today?: Date;
}

/**
 * /admin/token-monitor (issue 20, point 2): the balances, the accounts near their daily limit and the
 * low ones, purchases and credits in the range, and the live reconciliation — every account whose
 * balance is not what its ledger says, with both figures and the difference.
 */
export function AdminTokenMonitor({ today = new Date() }: AdminTokenMonitorProps) {
  const [range, setRange] = useAdminDateRange(today);
  const monitor = useAdminTokenMonitorQuery({ range, limit: PAGE, offset: 0 }, { refetchOnMountOrArgChange: true });
  return (
    <div className="grove-admin-stack">
      <div className="grove-glass grove-admin-range-card">
        <AdminDateRangePicker value={range} today={today} onChange={setRange} />
      </div>
      <AdminQueryView query={monitor} failed={ADMIN_TOKEN_MONITOR_FAILED} loading="Loading the token monitor...">
        {(data) => <MonitorPanels data={data} range={range} onRecheck={() => void monitor.refetch()} checking={monitor.isFetching} />}
      </AdminQueryView>
    </div>
  );
}

function MonitorPanels({ data, range, onRecheck, checking }: { data: Monitor; range: AdminDateRange; onRecheck: () => void; checking: boolean }) {
  const { totals, reconciliation, rules } = data;
  return (
    <>
      <AdminSection title="Balances" lead={`As of ${adminTimeText(data.asOf)}. Every account opens with ${adminTokensText(rules.openingBalance)}.`}>
        <AdminFigures
          label="Balances"
          figures={[
            { label: 'Accounts', value: adminNumberText(totals.accounts), detail: `${adminNumberText(totals.freeAccess)} with free access` },
            { label: 'Tokens held', value: adminNumberText(totals.balanceSum), detail: 'The sum of every balance' },
            { label: 'Near the daily limit', value: adminNumberText(totals.nearDailyLimit), detail: `At ${rules.nearDailyLimitPercent} % or more today` },
            { label: 'Low balance', value: adminNumberText(totals.lowBalance), detail: `Under ${adminTokensText(rules.lowBalanceBelow)}` },
            {
              label: 'Out of balance',
              value: adminNumberText(reconciliation.mismatched),
              detail: `of ${adminNumberText(reconciliation.checked)} accounts checked`,
              ...(reconciliation.mismatched > 0 ? { tone: 'warning' as const } : {}),
            },
          ]}
        />
      </AdminSection>
      <Reconciliation first={reconciliation} onRecheck={onRecheck} checking={checking} />
      <AccountsList title="Near their daily limit" list="near_daily_limit" first={data.nearDailyLimit} total={totals.nearDailyLimit} percent={rules.nearDailyLimitPercent} />
      <AccountsList title="Low balance" list="low_balance" first={data.lowBalance} total={totals.lowBalance} percent={rules.nearDailyLimitPercent} />
      <Movements data={data} range={range} />
    </>
  );
}

const RECONCILIATION_COLUMNS: AdminColumn<AdminReconciliationRow>[] = [
  { id: 'name', header: 'Account', value: (row) => row.displayName, cell: (row) => <AccountName name={row.displayName} email={row.email} /> },
  { id: 'balance', header: 'Balance', numeric: true, value: (row) => row.balance },
  { id: 'expected', header: 'Ledger says', numeric: true, value: (row) => row.expectedBalance },
  {
    id: 'difference',
    header: 'Difference',
    numeric: true,
    value: (row) => row.difference,
    cell: (row) => <strong className="grove-admin-mismatch">{`${row.difference > 0 ? '+' : ''}${adminNumberText(row.difference)}`}</strong>,
  },
  { id: 'entries', header: 'Ledger rows', numeric: true, value: (row) => row.ledgerEntries },
  { id: 'lastAfter', header: 'Newest row’s balance', numeric: true, value: (row) => row.lastBalanceAfter },
  { id: 'lastAt', header: 'Newest row', nowrap: true, value: (row) => row.lastLedgerAt, cell: (row) => adminTimeText(row.lastLedgerAt) },
  { id: 'id', header: 'Account id', value: (row) => row.userId, cell: (row) => <span className="grove-admin-id">{row.userId}</span> },
];

function AccountName({ name, email }: { name: string; email: string }) {
  return (
    <span className="grove-admin-account">
      <span>{name || 'No name'}</span>
      <span className="grove-admin__muted">{email}</span>
    </span>
  );
}

function Reconciliation({ first, onRecheck, checking }: { first: Monitor['reconciliation']; onRecheck: () => void; checking: boolean }) {
  const [offset, setOffset] = useState(0);
  const later = useAdminReconciliationQuery({ limit: PAGE, offset }, { skip: offset === 0 });
  const pageRows = offset === 0 ? first.rows : (later.data?.rows ?? []);
  return (
    <AdminSection
      title="Reconciliation"
      lead="For every account, the opening balance plus its ledger must equal its balance. Any account where it does not is listed, the largest difference first."
      actions={
        <button type="button" className="grove-button grove-button--secondary" onClick={onRecheck} disabled={checking}>
          {checking ? 'Checking…' : 'Check again'}
        </button>
      }
    >
      {first.mismatched === 0 ? (
        <p className="grove-admin-ok" role="status">
          {ADMIN_RECONCILED_TEXT} ({adminNumberText(first.checked)} accounts checked.)
        </p>
      ) : offset !== 0 && !later.data ? (
        <AdminQueryView query={later} failed={ADMIN_TOKEN_PAGE_FAILED}>
          {() => null}
        </AdminQueryView>
      ) : (
        <AdminTable
          label="Accounts out of balance"
          columns={RECONCILIATION_COLUMNS}
          rows={pageRows}
          rowKey={(row) => row.userId}
          rowHeader="name"
          empty={ADMIN_RECONCILED_TEXT}
          csvFileName={adminCsvFileName('reconciliation')}
          footer={<AdminPager offset={offset} limit={PAGE} total={first.mismatched} noun="accounts" onOffset={setOffset} />}
        />
      )}
    </AdminSection>
  );
}

function accountColumns(percent: number): AdminColumn<AdminTokenAccount>[] {
  return [
    { id: 'name', header: 'Account', value: (row) => row.displayName, cell: (row) => <AccountName name={row.displayName} email={row.email} /> },
    { id: 'balance', header: 'Balance', numeric: true, value: (row) => row.balance },
    { id: 'today', header: 'Used today', numeric: true, value: (row) => row.tokensUsedToday },
    { id: 'limit', header: 'Daily limit', numeric: true, value: (row) => row.dailyTokenLimit },
    {
      id: 'percent',
      header: 'Of the limit',
      numeric: true,
      value: (row) => row.dailyUsagePercentage,
      cell: (row) => <span className={row.dailyUsagePercentage >= percent ? 'grove-admin-mismatch' : undefined}>{adminPercentText(row.dailyUsagePercentage)}</span>,
    },
    { id: 'last', header: 'Last used', nowrap: true, value: (row) => row.lastUsageAt, cell: (row) => adminTimeText(row.lastUsageAt) },
    { id: 'id', header: 'Account id', value: (row) => row.userId, cell: (row) => <span className="grove-admin-id">{row.userId}</span> },
  ];
}

function AccountsList({ title, list, first, total, percent }: { title: string; list: AdminTokenList; first: AdminTokenAccount[]; total: number; percent: number }) {
  const [offset, setOffset] = useState(0);
  const later = useAdminTokenAccountsQuery({ list, limit: PAGE, offset }, { skip: offset === 0 });
  const rows = offset === 0 ? first : (later.data?.accounts ?? []);
  return (
    <AdminSection
      title={title}
      lead={list === 'near_daily_limit' ? 'The fullest first, free-access accounts left out. Today is the UTC day.' : 'The lowest first, free-access accounts left out.'}
    >
      {offset !== 0 && !later.data ? (
        <AdminQueryView query={later} failed={ADMIN_TOKEN_PAGE_FAILED}>
          {() => null}
        </AdminQueryView>
      ) : (
        <AdminTable
          label={title}
          columns={accountColumns(percent)}
          rows={rows}
          rowKey={(row) => row.userId}
          rowHeader="name"
          empty={list === 'near_daily_limit' ? 'No account is near its daily limit today.' : 'No account is low.'}
          csvFileName={adminCsvFileName(title)}
          footer={<AdminPager offset={offset} limit={PAGE} total={total} noun="accounts" onOffset={setOffset} />}
        />
      )}
    </AdminSection>
  );
}

const MOVEMENT_COLUMNS: AdminColumn<AdminLedgerMovement>[] = [
  { id: 'reason', header: 'Movement', value: (row) => ADMIN_LEDGER_REASON_WORDS[row.reason] },
  { id: 'entries', header: 'Ledger rows', numeric: true, value: (row) => row.entries },
  { id: 'tokens', header: 'Tokens', numeric: true, value: (row) => row.tokens, cell: (row) => `${row.tokens > 0 ? '+' : ''}${adminNumberText(row.tokens)}` },
];

type Purchase = Monitor['movements']['purchases'][number];

const PURCHASE_COLUMNS: AdminColumn<Purchase>[] = [
  { id: 'currency', header: 'Currency', value: (row) => row.currency.toUpperCase() },
  { id: 'count', header: 'Purchases', numeric: true, value: (row) => row.count },
  { id: 'amount', header: 'Amount', numeric: true, value: (row) => row.amountCents / 100, cell: (row) => (row.amountCents / 100).toLocaleString('en-GB', { style: 'currency', currency: row.currency.toUpperCase() }) },
  { id: 'tokens', header: 'Tokens credited', numeric: true, value: (row) => row.tokens },
];

function movementSeries(range: AdminDateRange, byDay: Monitor['movements']['byDay']): AdminLineSeries[] {
  const charged = adminSeriesFill(range, byDay.filter((row) => row.tokens < 0).map((row) => ({ day: row.day, value: -row.tokens })));
  const credited = adminSeriesFill(range, byDay.filter((row) => row.tokens > 0).map((row) => ({ day: row.day, value: row.tokens })));
  return [
    { id: 'charged', label: 'Tokens charged', points: charged },
    { id: 'credited', label: 'Tokens credited', points: credited },
  ];
}

function Movements({ data, range }: { data: Monitor; range: AdminDateRange }) {
  return (
    <AdminSection title="Purchases and credits" lead="What moved through the ledger in these dates: charges for turns, purchases, adjustments and referral rewards.">
      <AdminChart
        title="Ledger per day"
        data={{ kind: 'line', series: movementSeries(range, data.movements.byDay) }}
        csvFileName={adminCsvFileName('ledger per day', range)}
        empty="Nothing moved through the ledger in these dates."
      />
      <h3 className="grove-admin__subtitle">By kind</h3>
      <AdminTable
        label="Ledger by kind"
        columns={MOVEMENT_COLUMNS}
        rows={data.movements.byReason}
        rowKey={(row) => row.reason}
        rowHeader="reason"
        empty="Nothing moved through the ledger in these dates."
        csvFileName={adminCsvFileName('ledger by kind', range)}
      />
      <h3 className="grove-admin__subtitle">Purchases</h3>
      <AdminTable
        label="Purchases"
        columns={PURCHASE_COLUMNS}
        rows={data.movements.purchases}
        rowKey={(row) => row.currency}
        rowHeader="currency"
        empty="No purchases in these dates."
        csvFileName={adminCsvFileName('purchases', range)}
      />
    </AdminSection>
  );
}
