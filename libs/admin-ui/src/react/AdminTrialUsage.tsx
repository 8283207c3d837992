import { useState } from 'react';
import type { AdminTrialRecord, AdminTrialUsage as TrialUsage } from '@grove/api-contract';
import { ADMIN_TRIAL_RELATION_WORDS, adminCsvFileName, adminNumberText, adminPercentText, adminTimeText, adminTokensText, type AdminDateRange } from '../index';
import { useAdminTrialUsageQuery } from './adminApi';
import { AdminDateRangePicker, useAdminDateRange } from './AdminDateRangePicker';
import { AdminQueryView } from './adminDisplay';
import { AdminFigures, AdminSection } from './AdminFigures';
import { AdminPager, AdminTable, type AdminColumn } from './AdminTable';
import './admin.css';

/** Trial usage could not be read. */
export const ADMIN_TRIAL_USAGE_FAILED = 'Failed to load the trial usage.';

const PAGE = 50;

/** Props of {@link AdminTrialUsage}. */
export interface AdminTrialUsageProps {
  today?: Date;
}

/**
 * /admin/trial-usage (issue 20, point 6): the anonymous trial's records — a device as a short hash, the
 * network as an IP prefix, tokens used, first and last use — with related devices, the exhausted
 * rate, the rate-limit counters now, and suspicious clusters (many devices starting on one network
 * within an hour).
 */
export function AdminTrialUsage({ today = new Date() }: AdminTrialUsageProps) {
  const [range, setRange] = useAdminDateRange(today);
  const [offset, setOffset] = useState(0);
  const trial = useAdminTrialUsageQuery({ range, limit: PAGE, offset }, { refetchOnMountOrArgChange: true });
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
      <AdminQueryView query={trial} failed={ADMIN_TRIAL_USAGE_FAILED} loading="Loading the trial usage...">
        {(data) => (
          <>
            <AdminSection title="The trial in figures" lead={`Each device may use ${adminTokensText(data.limit)} a day. As of ${adminTimeText(data.asOf)}.`}>
              <AdminFigures
                label="The trial in figures"
                figures={[
                  { label: 'Trial records', value: adminNumberText(data.totals.records), detail: `${adminNumberText(data.totals.devices)} devices` },
                  {
                    label: 'Exhausted',
                    value: adminPercentText(data.totals.exhaustedRate * 100),
                    detail: `${adminNumberText(data.totals.exhausted)} of ${adminNumberText(data.totals.records)} records used the whole allowance`,
                  },
                  { label: 'Tokens used', value: adminNumberText(data.totals.tokensUsed), detail: `${adminNumberText(data.totals.turns)} turns` },
                  {
                    label: 'Suspicious clusters',
                    value: adminNumberText(data.clusters.length),
                    detail: `${data.rules.clusterMinDevices}+ devices on one network within ${data.rules.clusterWindowMinutes} minutes`,
                    ...(data.clusters.length > 0 ? { tone: 'warning' as const } : {}),
                  },
                ]}
              />
            </AdminSection>
            <Clusters data={data} range={range} />
            <Records data={data} range={range} offset={offset} onOffset={setOffset} />
            <RateLimits data={data} />
          </>
        )}
      </AdminQueryView>
    </div>
  );
}

type Cluster = TrialUsage['clusters'][number];

const CLUSTER_COLUMNS: AdminColumn<Cluster>[] = [
  { id: 'prefix', header: 'Network (IP prefix)', nowrap: true, value: (row) => row.ipPrefix, cell: (row) => <span className="grove-admin-code">{row.ipPrefix}</span> },
  { id: 'start', header: 'From', nowrap: true, value: (row) => row.windowStart, cell: (row) => adminTimeText(row.windowStart) },
  { id: 'devices', header: 'Devices', numeric: true, value: (row) => row.devices },
  { id: 'records', header: 'Records', numeric: true, value: (row) => row.records },
  { id: 'tokens', header: 'Tokens used', numeric: true, value: (row) => row.tokensUsed },
  { id: 'exhausted', header: 'Exhausted', numeric: true, value: (row) => row.exhausted },
];

function Clusters({ data, range }: { data: TrialUsage; range: AdminDateRange }) {
  return (
    <AdminSection title="Suspicious clusters" lead="Many new trial devices on one network in a short time: a school or library, or someone resetting their browser to get more.">
      <AdminTable
        label="Suspicious clusters"
        columns={CLUSTER_COLUMNS}
        rows={data.clusters}
        rowKey={(row) => `${row.ipPrefix}@${row.windowStart}`}
        rowHeader="prefix"
        empty="No clusters in these dates."
        csvFileName={adminCsvFileName('trial clusters', range)}
      />
    </AdminSection>
  );
}

function relatedText(record: AdminTrialRecord): string {
  if (record.relatedCount === 0) return 'None';
  const shown = record.related.map((other) => `${other.device} (${other.via.map((via) => ADMIN_TRIAL_RELATION_WORDS[via]).join(', ')})`).join('; ');
  return record.relatedCount > record.related.length ? `${shown}; and ${adminNumberText(record.relatedCount - record.related.length)} more` : shown;
}

const RECORD_COLUMNS: AdminColumn<AdminTrialRecord>[] = [
  { id: 'device', header: 'Device', nowrap: true, value: (row) => row.device, cell: (row) => <span className="grove-admin-code">{row.device}</span> },
  { id: 'prefix', header: 'Network (IP prefix)', nowrap: true, value: (row) => row.ipPrefix, cell: (row) => <span className="grove-admin-code">{row.ipPrefix}</span> },
  { id: 'tokens', header: 'Tokens used', numeric: true, value: (row) => row.tokensUsed },
  { id: 'exhausted', header: 'Exhausted', value: (row) => row.exhausted },
  { id: 'first', header: 'First used', nowrap: true, value: (row) => row.firstUsed, cell: (row) => adminTimeText(row.firstUsed) },
  { id: 'last', header: 'Last used', nowrap: true, value: (row) => row.lastUsed, cell: (row) => adminTimeText(row.lastUsed) },
  { id: 'relatedCount', header: 'Related', numeric: true, value: (row) => row.relatedCount },
  {
    id: 'related',
    header: 'Related devices',
    value: (row) => relatedText(row),
    cell: (row) =>
      row.relatedCount === 0 ? (
        <span className="grove-admin__muted">None</span>
      ) : (
        <details className="grove-admin-related">
          <summary>
            {adminNumberText(row.relatedCount)} related {row.relatedCount === 1 ? 'device' : 'devices'}
          </summary>
          <ul>
            {row.related.map((other) => (
              <li key={`${other.device}-${other.ipPrefix}`}>
                <span className="grove-admin-code">{other.device}</span> on <span className="grove-admin-code">{other.ipPrefix}</span>: {other.via.map((via) => ADMIN_TRIAL_RELATION_WORDS[via]).join(', ')}
                , last {adminTimeText(other.lastUsed)}
              </li>
            ))}
            {row.relatedCount > row.related.length && <li>and {adminNumberText(row.relatedCount - row.related.length)} more</li>}
          </ul>
        </details>
      ),
  },
];

function Records({ data, range, offset, onOffset }: { data: TrialUsage; range: AdminDateRange; offset: number; onOffset: (offset: number) => void }) {
  return (
    <AdminSection title="Trial records" lead="Newest first. A device is a short hash and a network its IP prefix: enough to tell them apart, not to find anyone.">
      <AdminTable
        label="Trial records"
        columns={RECORD_COLUMNS}
        rows={data.records.rows}
        rowKey={(row) => `${row.device}_${row.ipPrefix}`}
        rowHeader="device"
        empty="No one used the trial in these dates."
        csvFileName={adminCsvFileName('trial records', range)}
        footer={<AdminPager offset={offset} limit={PAGE} total={data.records.total} noun="records" onOffset={onOffset} />}
      />
    </AdminSection>
  );
}

type Group = TrialUsage['rateLimits']['groups'][number];
type Counter = TrialUsage['rateLimits']['top'][number];

const GROUP_COLUMNS: AdminColumn<Group>[] = [
  { id: 'name', header: 'Limit', value: (row) => row.name },
  { id: 'keys', header: 'Networks counted', numeric: true, value: (row) => row.keys },
  { id: 'hits', header: 'Requests', numeric: true, value: (row) => row.hits },
  { id: 'max', header: 'Most from one network', numeric: true, value: (row) => row.maxHits },
];

const COUNTER_COLUMNS: AdminColumn<Counter>[] = [
  { id: 'name', header: 'Limit', value: (row) => row.name },
  { id: 'prefix', header: 'Network (IP prefix)', nowrap: true, value: (row) => row.ipPrefix, cell: (row) => <span className="grove-admin-code">{row.ipPrefix}</span> },
  { id: 'hits', header: 'Requests', numeric: true, value: (row) => row.hits },
  { id: 'ends', header: 'Window ends', nowrap: true, value: (row) => row.windowEndsAt, cell: (row) => adminTimeText(row.windowEndsAt) },
];

function RateLimits({ data }: { data: TrialUsage }) {
  return (
    <AdminSection title="Rate-limit counters" lead="The counters in their current window, by network.">
      <AdminTable label="Rate limits" columns={GROUP_COLUMNS} rows={data.rateLimits.groups} rowKey={(row) => row.name} rowHeader="name" empty="No counters in their window now." csvFileName={adminCsvFileName('rate limits')} />
      <h3 className="grove-admin__subtitle">Busiest counters</h3>
      <AdminTable
        label="Busiest counters"
        columns={COUNTER_COLUMNS}
        rows={data.rateLimits.top}
        rowKey={(row) => `${row.name}:${row.ipPrefix}`}
        empty="No counters in their window now."
        csvFileName={adminCsvFileName('busiest counters')}
      />
    </AdminSection>
  );
}
