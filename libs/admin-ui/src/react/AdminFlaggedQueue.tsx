import { useId, useRef, useState, type FormEvent } from 'react';
import { FLAGGED_NOTE_MAX_CHARS, type FlaggedItem, type FlaggedSource, type FlagSeverity } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import {
  ADMIN_BAND_WORDS,
  ADMIN_FLAG_SOURCE_WORDS,
  ADMIN_SEVERITY_WORDS,
  adminCsvFileName,
  adminResolveNoteProblem,
  adminTimeText,
  type AdminDateRange,
} from '../index';
import { useAdminFlaggedQuery, useAdminFlaggedReopenMutation, useAdminFlaggedResolveMutation } from './adminApi';
import { AdminDialog } from './AdminDialog';
import { AdminQueryView } from './adminDisplay';
import { AdminField } from './AdminField';
import { AdminSection } from './AdminFigures';
import { AdminPager, AdminTable, type AdminColumn } from './AdminTable';
import { BreakGlassDialog } from './BreakGlassDialog';
import './admin.css';

/** The queue could not be read. */
export const ADMIN_FLAGGED_FAILED = 'Failed to load the flagged items.';
/** Said when resolving fails and the server gave no reason. */
export const ADMIN_RESOLVE_FAILED = 'Failed to resolve the item. Please try again.';
/** Said when reopening fails and the server gave no reason. */
export const ADMIN_REOPEN_FAILED = 'Failed to reopen the item. Please try again.';

const PAGE = 50;

type StatusFilter = 'open' | 'resolved' | 'all';

/** Props of {@link AdminFlaggedQueue}. */
export interface AdminFlaggedQueueProps {
  range: AdminDateRange;
}

function itemName(item: FlaggedItem): string {
  return `${ADMIN_SEVERITY_WORDS[item.severity].toLowerCase()} ${ADMIN_FLAG_SOURCE_WORDS[item.source].toLowerCase()} item of ${adminTimeText(item.at)}`;
}

/**
 * The flagged queue of /admin/symbolic-memory (issue 20, point 5): safety flags, memory feedback and
 * pattern hits, high severity first, each with its excerpt (the only family words an admin sees
 * without a reason); resolve with a note, reopen, and — from an item with a conversation — the
 * break-glass read of the whole conversation.
 */
export function AdminFlaggedQueue({ range }: AdminFlaggedQueueProps) {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [source, setSource] = useState<FlaggedSource | 'all'>('all');
  const [severity, setSeverity] = useState<FlagSeverity | 'all'>('all');
  const [offset, setOffset] = useState(0);
  const queue = useAdminFlaggedQuery({ range, status, limit: PAGE, offset, ...(source === 'all' ? {} : { source }), ...(severity === 'all' ? {} : { severity }) });
  const [resolving, setResolving] = useState<FlaggedItem | null>(null);
  const [reading, setReading] = useState<FlaggedItem | null>(null);
  const [reopen] = useAdminFlaggedReopenMutation();
  const [reopenFailure, setReopenFailure] = useState<string | null>(null);
  const ids = { status: useId(), source: useId(), severity: useId() };

  async function reopenItem(item: FlaggedItem): Promise<void> {
    setReopenFailure(null);
    try {
      await reopen(item.id).unwrap();
    } catch (error) {
      setReopenFailure(apiErrorMessage(error, ADMIN_REOPEN_FAILED));
    }
  }

  const columns: AdminColumn<FlaggedItem>[] = [
    {
      id: 'severity',
      header: 'Severity',
      value: (item) => ADMIN_SEVERITY_WORDS[item.severity],
      cell: (item) => <span className={`grove-admin-badge grove-admin-badge--${item.severity}`}>{ADMIN_SEVERITY_WORDS[item.severity]}</span>,
    },
    {
      id: 'excerpt',
      header: 'Excerpt',
      value: (item) => item.excerpt,
      cell: (item) => (item.excerpt ? <q className="grove-admin-excerpt">{item.excerpt}</q> : <span className="grove-admin__muted">No excerpt kept</span>),
    },
    { id: 'at', header: 'When', nowrap: true, value: (item) => item.at, cell: (item) => adminTimeText(item.at) },
    { id: 'source', header: 'From', value: (item) => ADMIN_FLAG_SOURCE_WORDS[item.source] },
    {
      id: 'category',
      header: 'What',
      value: (item) => (item.pattern ? `${item.category}: ${item.pattern.pattern}` : item.memoryKind ? `${item.category} (${item.memoryKind})` : item.category),
    },
    { id: 'band', header: 'Age band', value: (item) => ADMIN_BAND_WORDS[item.band] },
    {
      id: 'status',
      header: 'State',
      value: (item) => (item.resolution ? `Resolved: ${item.resolution.note}` : 'Open'),
      cell: (item) =>
        item.resolution ? (
          <span>
            <span className="grove-admin-badge grove-admin-badge--resolved">Resolved</span> by {item.resolution.by.displayName ?? 'a deleted account'},{' '}
            {adminTimeText(item.resolution.at)}: {item.resolution.note}
          </span>
        ) : (
          <span className="grove-admin-badge grove-admin-badge--open">Open</span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      sortable: false,
      csv: false,
      value: () => null,
      cell: (item) => (
        <span className="grove-admin-actions">
          {item.status === 'open' ? (
            <button type="button" className="grove-button grove-button--secondary" aria-label={`Resolve the ${itemName(item)}`} onClick={() => setResolving(item)}>
              Resolve
            </button>
          ) : (
            <button type="button" className="grove-button grove-button--secondary" aria-label={`Reopen the ${itemName(item)}`} onClick={() => void reopenItem(item)}>
              Reopen
            </button>
          )}
          {item.conversationId && (
            <button type="button" className="grove-button grove-button--secondary grove-admin-danger" aria-label={`Read the conversation of the ${itemName(item)}`} onClick={() => setReading(item)}>
              Read the conversation
            </button>
          )}
        </span>
      ),
    },
  ];

  const filters = (
    <span className="grove-admin-filters">
      <span className="grove-admin-filter">
        <label htmlFor={ids.status}>State</label>
        <select id={ids.status} className="grove-input grove-admin-select" value={status} onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            setOffset(0);
          }}>
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
          <option value="all">All</option>
        </select>
      </span>
      <span className="grove-admin-filter">
        <label htmlFor={ids.source}>From</label>
        <select id={ids.source} className="grove-input grove-admin-select" value={source} onChange={(event) => {
            setSource(event.target.value as FlaggedSource | 'all');
            setOffset(0);
          }}>
          <option value="all">Every source</option>
          <option value="safety">{ADMIN_FLAG_SOURCE_WORDS.safety}</option>
          <option value="memory_feedback">{ADMIN_FLAG_SOURCE_WORDS.memory_feedback}</option>
          <option value="pattern">{ADMIN_FLAG_SOURCE_WORDS.pattern}</option>
        </select>
      </span>
      <span className="grove-admin-filter">
        <label htmlFor={ids.severity}>Severity</label>
        <select id={ids.severity} className="grove-input grove-admin-select" value={severity} onChange={(event) => {
            setSeverity(event.target.value as FlagSeverity | 'all');
            setOffset(0);
          }}>
          <option value="all">Any</option>
          <option value="high">{ADMIN_SEVERITY_WORDS.high}</option>
          <option value="medium">{ADMIN_SEVERITY_WORDS.medium}</option>
          <option value="low">{ADMIN_SEVERITY_WORDS.low}</option>
        </select>
      </span>
    </span>
  );

  return (
    <AdminSection
      title="Flagged items"
      lead="High severity first. The excerpt is all an admin sees of a family's words; reading the whole conversation asks for a reason that the family will see."
    >
      {reopenFailure && (
        <p className="grove-admin-error grove-admin-error--inline" role="alert">
          {reopenFailure}
        </p>
      )}
      <AdminQueryView query={queue} failed={ADMIN_FLAGGED_FAILED} loading="Loading the flagged items...">
        {(data) => (
          <AdminTable
            label="Flagged items"
            columns={columns}
            rows={data.items}
            rowKey={(item) => item.id}
            toolbar={filters}
            empty={status === 'open' ? 'Nothing waits for review in these dates.' : 'No flagged items match in these dates.'}
            csvFileName={adminCsvFileName(`flagged items ${status}`, range)}
            footer={<AdminPager offset={offset} limit={PAGE} total={data.total} noun="items" onOffset={setOffset} />}
          />
        )}
      </AdminQueryView>
      <ResolveDialog item={resolving} onClose={() => setResolving(null)} />
      <BreakGlassDialog
        conversationId={reading?.conversationId ?? null}
        context={reading ? `From the ${itemName(reading)}` : undefined}
        onClose={() => setReading(null)}
      />
    </AdminSection>
  );
}

function ResolveDialog({ item, onClose }: { item: FlaggedItem | null; onClose: () => void }) {
  const [resolve, { isLoading }] = useAdminFlaggedResolveMutation();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noteRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  function close(): void {
    setNote('');
    setProblem(null);
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!item) return;
    const found = adminResolveNoteProblem(note);
    setProblem(found);
    setFailure(null);
    if (found) {
      noteRef.current?.focus();
      return;
    }
    try {
      await resolve({ id: item.id, note: note.trim() }).unwrap();
      close();
    } catch (error) {
      // The note stays typed for the next try.
      setFailure(apiErrorMessage(error, ADMIN_RESOLVE_FAILED));
    }
  }

  return (
    <AdminDialog open={item !== null} onClose={close} title="Resolve the flagged item" description={item?.excerpt ? `“${item.excerpt}”` : undefined} initialFocusRef={noteRef}>
      <form className="grove-admin-dialog__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
        <AdminField
          ref={noteRef}
          multiline
          rows={4}
          label="What was done"
          hint={`Required, at most ${FLAGGED_NOTE_MAX_CHARS} characters. Kept with the item and in the audit log.`}
          name="note"
          value={note}
          error={problem}
          required
          onChange={(event) => setNote(event.target.value)}
        />
        {failure && (
          <p className="grove-admin-error grove-admin-error--inline" role="alert">
            {failure}
          </p>
        )}
        <div className="grove-dialog__footer">
          <button type="button" className="grove-button grove-button--secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="grove-button grove-button--primary" disabled={isLoading}>
            {isLoading ? 'Resolving…' : 'Resolve'}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
