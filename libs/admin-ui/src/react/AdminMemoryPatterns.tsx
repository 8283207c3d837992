import { useId, useRef, useState, type FormEvent } from 'react';
import type { FlagSeverity, MemoryPattern, MemoryPatternInput, MemoryPatternKind, MemoryPatternMatch } from '@grove/api-contract';
import { apiErrorMessage, apiErrorRead } from '@grove/api-client';
import {
  ADMIN_PATTERN_KIND_WORDS,
  ADMIN_PATTERN_MATCH_WORDS,
  ADMIN_SEVERITY_WORDS,
  adminCsvFileName,
  adminDayText,
  adminPatternProblem,
  adminTimeText,
} from '../index';
import { useAdminMemoryPatternCreateMutation, useAdminMemoryPatternDeleteMutation, useAdminMemoryPatternsQuery, useAdminMemoryPatternUpdateMutation } from './adminApi';
import { AdminDialog } from './AdminDialog';
import { AdminQueryView } from './adminDisplay';
import { AdminField } from './AdminField';
import { AdminSection } from './AdminFigures';
import { AdminPager, AdminTable, type AdminColumn } from './AdminTable';
import './admin.css';

/** The patterns could not be read. */
export const ADMIN_PATTERNS_FAILED = 'Failed to load the memory patterns.';
/** Said when saving a pattern fails and the server gave no reason. */
export const ADMIN_PATTERN_SAVE_FAILED = 'Failed to save the memory pattern. Please try again.';
/** Said when deleting a pattern fails and the server gave no reason. */
export const ADMIN_PATTERN_DELETE_FAILED = 'Failed to delete the memory pattern. Please try again.';

const PAGE = 50;

interface PatternDraft {
  kind: MemoryPatternKind;
  match: MemoryPatternMatch;
  pattern: string;
  severity: FlagSeverity;
  note: string;
  active: boolean;
}

const EMPTY: PatternDraft = { kind: 'never_remember', match: 'phrase', pattern: '', severity: 'medium', note: '', active: true };

function draftOf(pattern: MemoryPattern): PatternDraft {
  return { kind: pattern.kind, match: pattern.match, pattern: pattern.pattern, severity: pattern.severity, note: pattern.note, active: pattern.active };
}

function inputOf(draft: PatternDraft): MemoryPatternInput {
  return { ...draft, pattern: draft.pattern.trim(), note: draft.note.trim() };
}

/**
 * The memory patterns of /admin/symbolic-memory (issue 20, point 5): the rules that decide what may
 * be remembered — "never remember" keeps matching text out of memories, "flag for review" keeps it and
 * queues it — with how often each matched; add, edit, switch off, and delete after a confirmation.
 */
export function AdminMemoryPatterns() {
  const [kind, setKind] = useState<MemoryPatternKind | 'all'>('all');
  const [offset, setOffset] = useState(0);
  const patterns = useAdminMemoryPatternsQuery({ limit: PAGE, offset, ...(kind === 'all' ? {} : { kind }) });
  const [editing, setEditing] = useState<MemoryPattern | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MemoryPattern | null>(null);
  const filterId = useId();

  const columns: AdminColumn<MemoryPattern>[] = [
    { id: 'pattern', header: 'Pattern', nowrap: true, value: (row) => row.pattern, cell: (row) => <span className="grove-admin-code">{row.pattern}</span> },
    { id: 'kind', header: 'Does', value: (row) => ADMIN_PATTERN_KIND_WORDS[row.kind] },
    { id: 'match', header: 'Matches', value: (row) => ADMIN_PATTERN_MATCH_WORDS[row.match] },
    {
      id: 'severity',
      header: 'Severity',
      value: (row) => ADMIN_SEVERITY_WORDS[row.severity],
      cell: (row) => <span className={`grove-admin-badge grove-admin-badge--${row.severity}`}>{ADMIN_SEVERITY_WORDS[row.severity]}</span>,
    },
    { id: 'active', header: 'On', value: (row) => row.active },
    { id: 'hits', header: 'Matched', numeric: true, value: (row) => row.hits },
    { id: 'lastHit', header: 'Last matched', nowrap: true, value: (row) => row.lastHitAt, cell: (row) => (row.lastHitAt ? adminTimeText(row.lastHitAt) : 'Never') },
    { id: 'note', header: 'Note', value: (row) => row.note },
    { id: 'by', header: 'Added by', value: (row) => row.createdBy.displayName ?? 'A deleted account' },
    { id: 'updated', header: 'Changed', nowrap: true, value: (row) => row.updatedAt, cell: (row) => adminDayText(row.updatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      sortable: false,
      csv: false,
      value: () => null,
      cell: (row) => (
        <span className="grove-admin-actions">
          <button type="button" className="grove-button grove-button--secondary" aria-label={`Edit “${row.pattern}”`} onClick={() => setEditing(row)}>
            Edit
          </button>
          <button type="button" className="grove-button grove-button--secondary grove-admin-danger" aria-label={`Delete “${row.pattern}”`} onClick={() => setDeleting(row)}>
            Delete
          </button>
        </span>
      ),
    },
  ];

  const filter = (
    <span className="grove-admin-filter">
      <label htmlFor={filterId}>Show</label>
      <select
        id={filterId}
        className="grove-input grove-admin-select"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as MemoryPatternKind | 'all');
          setOffset(0);
        }}
      >
        <option value="all">Every pattern</option>
        <option value="never_remember">{ADMIN_PATTERN_KIND_WORDS.never_remember}</option>
        <option value="flag_for_review">{ADMIN_PATTERN_KIND_WORDS.flag_for_review}</option>
      </select>
    </span>
  );

  return (
    <AdminSection
      title="Memory patterns"
      lead="Words and phrases memory capture checks before it saves anything. Matching ignores case, accents and punctuation."
      actions={
        <button type="button" className="grove-button grove-button--primary" onClick={() => setEditing('new')}>
          Add a pattern
        </button>
      }
    >
      <AdminQueryView query={patterns} failed={ADMIN_PATTERNS_FAILED} loading="Loading the memory patterns...">
        {(data) => (
          <AdminTable
            label="Memory patterns"
            columns={columns}
            rows={data.patterns}
            rowKey={(row) => row.id}
            rowHeader="pattern"
            toolbar={filter}
            empty="No memory patterns yet: memory capture follows its built-in rules only."
            csvFileName={adminCsvFileName('memory patterns')}
            footer={<AdminPager offset={offset} limit={PAGE} total={data.total} noun="patterns" onOffset={setOffset} />}
          />
        )}
      </AdminQueryView>
      <PatternDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteDialog pattern={deleting} onClose={() => setDeleting(null)} />
    </AdminSection>
  );
}

function PatternDialog({ editing, onClose }: { editing: MemoryPattern | 'new' | null; onClose: () => void }) {
  const [create, creating] = useAdminMemoryPatternCreateMutation();
  const [update, updating] = useAdminMemoryPatternUpdateMutation();
  const [draft, setDraft] = useState<PatternDraft>(EMPTY);
  const [draftFor, setDraftFor] = useState<MemoryPattern | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const patternRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const ids = { kind: useId(), match: useId(), severity: useId() };
  if (editing !== draftFor) {
    // A new dialog starts from the pattern it edits (or an empty one).
    setDraftFor(editing);
    setDraft(editing === null || editing === 'new' ? EMPTY : draftOf(editing));
    setProblem(null);
    setFailure(null);
  }
  const saving = creating.isLoading || updating.isLoading;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found = adminPatternProblem(draft.pattern, draft.match);
    setProblem(found);
    setFailure(null);
    if (found) {
      patternRef.current?.focus();
      return;
    }
    try {
      if (editing === 'new') await create(inputOf(draft)).unwrap();
      else if (editing) await update({ id: editing.id, pattern: inputOf(draft) }).unwrap();
      onClose();
    } catch (error) {
      // The dialog stays open with what was typed.
      const read = apiErrorRead(error);
      const message = apiErrorMessage(error, ADMIN_PATTERN_SAVE_FAILED);
      if (read.field === 'body.pattern' || read.status === 409) {
        setProblem(message.replace(/^body\.\w+: /, ''));
        patternRef.current?.focus();
      } else {
        setFailure(message);
      }
    }
  }

  function set<Key extends keyof PatternDraft>(key: Key, value: PatternDraft[Key]): void {
    setDraft({ ...draft, [key]: value });
  }

  return (
    <AdminDialog open={editing !== null} onClose={onClose} title={editing === 'new' ? 'Add a memory pattern' : 'Edit the memory pattern'} initialFocusRef={patternRef}>
      <form className="grove-admin-dialog__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        <AdminField
          ref={patternRef}
          label="Word or phrase"
          hint="A whole word, or whole words in order."
          name="pattern"
          value={draft.pattern}
          error={problem}
          required
          onChange={(event) => set('pattern', event.target.value)}
        />
        <div className="grove-admin-dialog__row">
          <span className="grove-field">
            <label className="grove-field__label" htmlFor={ids.kind}>
              What it does
            </label>
            <select id={ids.kind} className="grove-input" value={draft.kind} onChange={(event) => set('kind', event.target.value as MemoryPatternKind)}>
              <option value="never_remember">Never remember it</option>
              <option value="flag_for_review">Remember it, and flag it for review</option>
            </select>
          </span>
          <span className="grove-field">
            <label className="grove-field__label" htmlFor={ids.match}>
              Matches
            </label>
            <select id={ids.match} className="grove-input" value={draft.match} onChange={(event) => set('match', event.target.value as MemoryPatternMatch)}>
              <option value="phrase">{ADMIN_PATTERN_MATCH_WORDS.phrase}</option>
              <option value="word">{ADMIN_PATTERN_MATCH_WORDS.word}</option>
            </select>
          </span>
          <span className="grove-field">
            <label className="grove-field__label" htmlFor={ids.severity}>
              Severity
            </label>
            <select id={ids.severity} className="grove-input" value={draft.severity} onChange={(event) => set('severity', event.target.value as FlagSeverity)}>
              <option value="high">{ADMIN_SEVERITY_WORDS.high}</option>
              <option value="medium">{ADMIN_SEVERITY_WORDS.medium}</option>
              <option value="low">{ADMIN_SEVERITY_WORDS.low}</option>
            </select>
          </span>
        </div>
        <AdminField label="Note" hint="Why the rule exists (only admins see it)." name="note" value={draft.note} maxLength={500} onChange={(event) => set('note', event.target.value)} />
        <label className="grove-admin-check">
          <input type="checkbox" checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
          On (memory capture uses it)
        </label>
        {failure && (
          <p className="grove-admin-error grove-admin-error--inline" role="alert">
            {failure}
          </p>
        )}
        <div className="grove-dialog__footer">
          <button type="button" className="grove-button grove-button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="grove-button grove-button--primary" disabled={saving}>
            {saving ? 'Saving…' : editing === 'new' ? 'Add the pattern' : 'Save the pattern'}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}

function DeleteDialog({ pattern, onClose }: { pattern: MemoryPattern | null; onClose: () => void }) {
  const [remove, { isLoading }] = useAdminMemoryPatternDeleteMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  function close(): void {
    setFailure(null);
    onClose();
  }

  async function confirm(): Promise<void> {
    if (!pattern) return;
    try {
      await remove(pattern.id).unwrap();
      close();
    } catch (error) {
      setFailure(apiErrorMessage(error, ADMIN_PATTERN_DELETE_FAILED));
    }
  }

  return (
    <AdminDialog
      open={pattern !== null}
      onClose={close}
      title={`Delete “${pattern?.pattern ?? ''}”?`}
      description={
        pattern?.kind === 'never_remember'
          ? 'Memory capture stops checking for it: matching text may be remembered again. To pause it instead, edit it and switch it off.'
          : 'Memory capture stops flagging it. Items it already flagged stay in the queue. To pause it instead, edit it and switch it off.'
      }
      initialFocusRef={keepRef}
      footer={
        <>
          <button ref={keepRef} type="button" className="grove-button grove-button--secondary" onClick={close}>
            Keep the pattern
          </button>
          <button type="button" className="grove-button grove-admin-danger-solid" disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? 'Deleting…' : 'Delete the pattern'}
          </button>
        </>
      }
    >
      {failure && (
        <p className="grove-admin-error grove-admin-error--inline" role="alert">
          {failure}
        </p>
      )}
    </AdminDialog>
  );
}
