import { useId, useState } from 'react';
import { ADMIN_AUDIT_ACTIONS, type AdminAuditAction, type AdminAuditEntry } from '@grove/api-contract';
import { ADMIN_AUDIT_ACTION_WORDS, ADMIN_AUDIT_TARGET_WORDS, adminAuditDetailsText, adminCsvFileName, adminTimeText } from '../index';
import { useAdminAuditLogQuery } from './adminApi';
import { AdminDateRangePicker, useAdminDateRange } from './AdminDateRangePicker';
import { AdminQueryView } from './adminDisplay';
import { AdminSection } from './AdminFigures';
import { AdminPager, AdminTable, type AdminColumn } from './AdminTable';
import './admin.css';

/** The audit log could not be read. */
export const ADMIN_AUDIT_FAILED = 'Failed to load the audit log.';

/** What the log says where the target's id was forgotten with its deleted family. */
export const ADMIN_AUDIT_DELETED_TARGET = '(deleted)';

const PAGE = 50;

const COLUMNS: AdminColumn<AdminAuditEntry>[] = [
  { id: 'at', header: 'When', nowrap: true, value: (entry) => entry.at, cell: (entry) => adminTimeText(entry.at) },
  { id: 'admin', header: 'Admin', value: (entry) => entry.admin.displayName ?? 'A deleted account' },
  { id: 'action', header: 'Action', value: (entry) => ADMIN_AUDIT_ACTION_WORDS[entry.action] },
  { id: 'reason', header: 'Reason or note', value: (entry) => entry.reason },
  { id: 'details', header: 'Details', value: (entry) => adminAuditDetailsText(entry.details) },
  {
    id: 'target',
    header: 'On',
    // A deleted family's ids are forgotten (part A): the row stays, and says so.
    value: (entry) => `${ADMIN_AUDIT_TARGET_WORDS[entry.targetKind]} ${entry.targetId ?? ADMIN_AUDIT_DELETED_TARGET}`,
    cell: (entry) => (
      <>
        {ADMIN_AUDIT_TARGET_WORDS[entry.targetKind]}{' '}
        {entry.targetId === null ? <span className="grove-admin__muted">{ADMIN_AUDIT_DELETED_TARGET}</span> : <span className="grove-admin-id">{entry.targetId}</span>}
      </>
    ),
  },
  { id: 'family', header: 'Family (account id)', value: (entry) => entry.familyId, cell: (entry) => (entry.familyId ? <span className="grove-admin-id">{entry.familyId}</span> : '—') },
];

/** Props of {@link AdminAuditLog}. */
export interface AdminAuditLogProps {
  /** Today, as the range's presets count it. */
  today?: Date;
}

/**
 * /admin/audit-log (issue 20, point 8): every admin action — role changes, codes, memory patterns,
 * resolved flags, break-glass reads — newest first, with the admin, the reason and the facts; filtered
 * by action and dates, exported as CSV.
 */
export function AdminAuditLog({ today = new Date() }: AdminAuditLogProps) {
  const [range, setRange] = useAdminDateRange(today);
  const [action, setAction] = useState<AdminAuditAction | 'all'>('all');
  const [offset, setOffset] = useState(0);
  const log = useAdminAuditLogQuery({ range, limit: PAGE, offset, ...(action === 'all' ? {} : { action }) });
  const filterId = useId();

  const filter = (
    <span className="grove-admin-filter">
      <label htmlFor={filterId}>Action</label>
      <select
        id={filterId}
        className="grove-input grove-admin-select"
        value={action}
        onChange={(event) => {
          setAction(event.target.value as AdminAuditAction | 'all');
          setOffset(0);
        }}
      >
        <option value="all">Every action</option>
        {ADMIN_AUDIT_ACTIONS.map((candidate) => (
          <option key={candidate} value={candidate}>
            {ADMIN_AUDIT_ACTION_WORDS[candidate]}
          </option>
        ))}
      </select>
    </span>
  );

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
      <AdminSection title="Admin actions" lead="Newest first. Each row was written in the same step as the action itself.">
        <AdminQueryView query={log} failed={ADMIN_AUDIT_FAILED} loading="Loading the audit log...">
          {(data) => (
            <AdminTable
              label="Admin actions"
              columns={COLUMNS}
              rows={data.entries}
              rowKey={(entry) => entry.id}
              toolbar={filter}
              empty={action === 'all' ? 'No admin actions in these dates.' : `No “${ADMIN_AUDIT_ACTION_WORDS[action]}” in these dates.`}
              csvFileName={adminCsvFileName('audit log', range)}
              footer={<AdminPager offset={offset} limit={PAGE} total={data.total} noun="actions" onOffset={setOffset} />}
            />
          )}
        </AdminQueryView>
      </AdminSection>
    </div>
  );
}
