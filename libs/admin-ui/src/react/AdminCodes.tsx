import { useId, useRef, useState, type FormEvent } from 'react';
import type { AdminInvitation, FoundersStats, InvitationKind, ReferralFlagEvent } from '@grove/api-contract';
import { apiErrorMessage, apiErrorRead } from '@grove/api-client';
import {
  useFoundersAdminInvitationCreateMutation,
  useFoundersAdminInvitationRevokeMutation,
  useFoundersAdminInvitationsQuery,
  useFoundersAdminStatsQuery,
} from '@grove/founders/react';
import {
  ADMIN_CODE_KIND_WORDS,
  ADMIN_CODE_STATUS_WORDS,
  ADMIN_FLAG_REASON_WORDS,
  ADMIN_INVITATION_DRAFT_EMPTY,
  ADMIN_INVITATION_MAX_USES,
  ADMIN_INVITATION_NOTE_MAX,
  adminCsvFileName,
  adminDayText,
  adminInvitationDraftCheck,
  adminInvitationFieldOf,
  adminNumberText,
  adminPercent,
  adminPercentText,
  adminTimeText,
  adminTokensText,
  type AdminInvitationDraft,
  type AdminInvitationField,
} from '../index';
import { AdminDialog } from './AdminDialog';
import { AdminQueryView } from './adminDisplay';
import { AdminField } from './AdminField';
import { AdminFigures, AdminSection } from './AdminFigures';
import { AdminPager, AdminTable, type AdminColumn } from './AdminTable';
import './admin.css';

/** The codes could not be read (SPEC §8's "Failed to …" wording). */
export const ADMIN_CODES_FAILED = 'Failed to load the codes.';
/** The club's figures could not be read. */
export const ADMIN_CODE_STATS_FAILED = 'Failed to load the founders club figures.';
/** Said when making an invitation fails and the server gave no reason. */
export const ADMIN_INVITATION_CREATE_FAILED = 'Failed to create the invitation. Please try again.';
/** Said when revoking fails and the server gave no reason. */
export const ADMIN_CODE_REVOKE_FAILED = 'Failed to revoke the code. Please try again.';

const PAGE = 50;

/** Props of {@link AdminCodes}. */
export interface AdminCodesProps {
  /** The app's origin, for the link of a new invitation (`{origin}/refer/{code}`). */
  origin: string;
  /** The clock (the expiry must be today or later). */
  now?: () => Date;
}

/**
 * /admin/codes (issue 20, point 7): make a founders invitation (note, how many can join, the last day
 * it works, an optional block of seats), the club's figures (uses, conversions, rewards), every code
 * with its uses and conversions, revoke after a confirmation, and the flagged abuse events — all
 * through issue 19's founders-club admin calls.
 */
export function AdminCodes({ origin, now = () => new Date() }: AdminCodesProps) {
  return (
    <div className="grove-admin-stack">
      <InvitationCreateForm origin={origin} now={now} />
      <ClubFigures />
      <CodesList />
    </div>
  );
}

function InvitationCreateForm({ origin, now }: { origin: string; now: () => Date }) {
  const [create, { isLoading }] = useFoundersAdminInvitationCreateMutation();
  const [draft, setDraft] = useState<AdminInvitationDraft>(ADMIN_INVITATION_DRAFT_EMPTY);
  const [problems, setProblems] = useState<Partial<Record<AdminInvitationField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<AdminInvitation | null>(null);
  const noteRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const maxUsesRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const expiresOnRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const seatFromRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const seatToRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const seatsId = useId();

  /** Moves focus to a field with a problem (called from the submit handler only). */
  function focusField(field: AdminInvitationField): void {
    const byField = { note: noteRef, maxUses: maxUsesRef, expiresOn: expiresOnRef, seatFrom: seatFromRef, seatTo: seatToRef };
    byField[field].current?.focus();
  }

  function edit(field: AdminInvitationField, value: string): void {
    setDraft({ ...draft, [field]: value });
    setMade(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setFailure(null);
    const checked = adminInvitationDraftCheck(draft, now());
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = (['note', 'maxUses', 'expiresOn', 'seatFrom', 'seatTo'] as const).find((field) => checked.problems[field]);
      if (first) focusField(first);
      return;
    }
    setProblems({});
    try {
      const invitation = await create(checked.body).unwrap();
      setMade(invitation);
      setDraft(ADMIN_INVITATION_DRAFT_EMPTY);
    } catch (error) {
      // What was typed stays: a refused or lost request never empties the form.
      const read = apiErrorRead(error);
      const field = adminInvitationFieldOf(read.field);
      const message = apiErrorMessage(error, ADMIN_INVITATION_CREATE_FAILED);
      if (field) {
        setProblems({ [field]: message.replace(/^body\.\w+: /, '') });
        focusField(field);
      } else {
        setFailure(message);
      }
    }
  }

  return (
    <AdminSection title="Make a founders invitation" lead="A code from the Grove team: whoever joins with it takes a founder seat. Referral codes are made by members themselves.">
      <form className="grove-admin-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
        <AdminField
          ref={noteRef}
          label="Note"
          hint="Who it is for, so the team remembers (only admins see it)."
          name="note"
          maxLength={ADMIN_INVITATION_NOTE_MAX + 50}
          value={draft.note}
          error={problems.note}
          onChange={(event) => edit('note', event.target.value)}
        />
        <AdminField
          ref={maxUsesRef}
          label="How many people can join with it"
          hint={`1 to ${adminNumberText(ADMIN_INVITATION_MAX_USES)}.`}
          name="maxUses"
          inputMode="numeric"
          required
          value={draft.maxUses}
          error={problems.maxUses}
          onChange={(event) => edit('maxUses', event.target.value)}
        />
        <AdminField
          ref={expiresOnRef}
          label="Last day it works"
          hint="Until the end of that day (UTC). Leave empty for no end."
          name="expiresOn"
          type="date"
          value={draft.expiresOn}
          error={problems.expiresOn}
          onChange={(event) => edit('expiresOn', event.target.value)}
        />
        <fieldset className="grove-admin-form__seats" aria-describedby={seatsId}>
          <legend>Seat block (optional)</legend>
          <p id={seatsId} className="grove-field__hint">
            Seats kept for this invitation, lowest free first. Leave both empty for the next seats in joining order.
          </p>
          <AdminField
            ref={seatFromRef}
            label="First seat"
            name="seatFrom"
            inputMode="numeric"
            value={draft.seatFrom}
            error={problems.seatFrom}
            onChange={(event) => edit('seatFrom', event.target.value)}
          />
          <AdminField
            ref={seatToRef}
            label="Last seat"
            name="seatTo"
            inputMode="numeric"
            value={draft.seatTo}
            error={problems.seatTo}
            onChange={(event) => edit('seatTo', event.target.value)}
          />
        </fieldset>
        {failure && (
          <p className="grove-admin-error grove-admin-error--inline" role="alert">
            {failure}
          </p>
        )}
        <div className="grove-admin-form__actions">
          <button type="submit" className="grove-button grove-button--primary" disabled={isLoading}>
            {isLoading ? 'Making the invitation…' : 'Make the invitation'}
          </button>
        </div>
        <div role="status" className="grove-admin-made">
          {made && (
            <>
              <p>
                Made <strong className="grove-admin-code">{made.code}</strong>
                {made.note ? ` for “${made.note}”` : ''}: {adminNumberText(made.maxUses ?? 0)} {made.maxUses === 1 ? 'person' : 'people'} can join
                {made.expiresAt ? ` until ${adminTimeText(made.expiresAt)}` : ''}
                {made.seatFrom !== null ? `, seats ${made.seatFrom}–${made.seatTo}` : ''}.
              </p>
              <p className="grove-admin__muted">
                Link: <span className="grove-admin-code">{`${origin}/refer/${made.code}`}</span>
              </p>
            </>
          )}
        </div>
      </form>
    </AdminSection>
  );
}

function ClubFigures() {
  const stats = useFoundersAdminStatsQuery();
  return (
    <AdminSection title="The club in figures" lead="Every code since the club began.">
      <AdminQueryView query={stats} failed={ADMIN_CODE_STATS_FAILED} loading="Loading the figures...">
        {(data) => (
          <>
            <AdminFigures label="The club in figures" figures={clubFigures(data)} />
            <FlaggedEvents events={data.flagged} total={data.flaggedEvents} />
          </>
        )}
      </AdminQueryView>
    </AdminSection>
  );
}

function clubFigures(stats: FoundersStats) {
  return [
    { label: 'Live codes', value: adminNumberText(stats.codes.live), detail: `${adminNumberText(stats.codes.total)} in all · ${adminNumberText(stats.codes.revoked)} revoked · ${adminNumberText(stats.codes.expired)} expired` },
    { label: 'Landings', value: adminNumberText(stats.landings), detail: 'Invitation pages opened' },
    { label: 'Joined', value: adminNumberText(stats.uses), detail: `${adminPercentText(adminPercent(stats.uses, stats.landings))} of landings` },
    { label: 'Converted', value: adminNumberText(stats.conversions), detail: `${adminPercentText(adminPercent(stats.conversions, stats.uses))} of those who joined` },
    { label: 'Rewards paid', value: adminNumberText(stats.rewards.paid), detail: adminTokensText(stats.rewards.tokens) },
    { label: 'On hold', value: adminNumberText(stats.rewards.onHold), detail: `${adminNumberText(stats.rewards.withheld)} withheld` },
    { label: 'Founder seats taken', value: adminNumberText(stats.seatsTaken) },
    { label: 'Flagged events', value: adminNumberText(stats.flaggedEvents), ...(stats.flaggedEvents > 0 ? { tone: 'warning' as const } : {}) },
  ];
}

const FLAG_COLUMNS: AdminColumn<ReferralFlagEvent>[] = [
  { id: 'at', header: 'When', nowrap: true, value: (event) => event.at, cell: (event) => adminTimeText(event.at) },
  { id: 'reason', header: 'Why', value: (event) => ADMIN_FLAG_REASON_WORDS[event.reason] },
  { id: 'code', header: 'Code', nowrap: true, value: (event) => event.code, cell: (event) => (event.code ? <span className="grove-admin-code">{event.code}</span> : '—') },
  { id: 'referrer', header: 'Referrer (account id)', value: (event) => event.referrerId },
  { id: 'referee', header: 'Newcomer (account id)', value: (event) => event.refereeId },
];

function FlaggedEvents({ events, total }: { events: ReferralFlagEvent[]; total: number }) {
  return (
    <>
      <h3 className="grove-admin__subtitle">Flagged abuse events</h3>
      <p className="grove-admin__muted">
        Referrals that pay nothing, and why. {total > events.length ? `The latest ${adminNumberText(events.length)} of ${adminNumberText(total)}.` : ''}
      </p>
      <AdminTable
        label="Flagged abuse events"
        columns={FLAG_COLUMNS}
        rows={events}
        rowKey={(event) => event.id}
        empty="Nothing flagged: no referral has tripped an abuse check."
        csvFileName={adminCsvFileName('flagged abuse events')}
      />
    </>
  );
}

type KindFilter = InvitationKind | 'all';

function CodesList() {
  const [kind, setKind] = useState<KindFilter>('all');
  const [offset, setOffset] = useState(0);
  const codes = useFoundersAdminInvitationsQuery({ ...(kind === 'all' ? {} : { kind }), limit: PAGE, offset });
  const [revoking, setRevoking] = useState<AdminInvitation | null>(null);
  const filterId = useId();

  const columns: AdminColumn<AdminInvitation>[] = [
    { id: 'code', header: 'Code', nowrap: true, value: (code) => code.code, cell: (code) => <span className="grove-admin-code">{code.code}</span> },
    { id: 'kind', header: 'Kind', value: (code) => ADMIN_CODE_KIND_WORDS[code.kind] },
    {
      id: 'status',
      header: 'State',
      value: (code) => ADMIN_CODE_STATUS_WORDS[code.status],
      cell: (code) => <span className={`grove-admin-badge grove-admin-badge--${code.status}`}>{ADMIN_CODE_STATUS_WORDS[code.status]}</span>,
    },
    { id: 'who', header: 'For', value: (code) => (code.kind === 'referral' ? (code.ownerFirstName ?? '') : code.note) },
    { id: 'uses', header: 'Joined', numeric: true, value: (code) => code.uses, cell: (code) => (code.maxUses === null ? adminNumberText(code.uses) : `${adminNumberText(code.uses)} of ${adminNumberText(code.maxUses)}`) },
    { id: 'landings', header: 'Landings', numeric: true, value: (code) => code.landings },
    { id: 'conversions', header: 'Converted', numeric: true, value: (code) => code.conversions },
    { id: 'seats', header: 'Seats', value: (code) => (code.seatFrom === null ? null : `${code.seatFrom}–${code.seatTo}`) },
    { id: 'expires', header: 'Last day', nowrap: true, value: (code) => code.expiresAt, cell: (code) => (code.expiresAt ? adminDayText(code.expiresAt) : 'Never') },
    { id: 'created', header: 'Made', nowrap: true, value: (code) => code.createdAt, cell: (code) => adminDayText(code.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      sortable: false,
      csv: false,
      value: () => null,
      cell: (code) =>
        code.status === 'valid' ? (
          <button type="button" className="grove-button grove-button--secondary grove-admin-danger" onClick={() => setRevoking(code)} aria-label={`Revoke ${code.code}`}>
            Revoke
          </button>
        ) : null,
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
          setKind(event.target.value as KindFilter);
          setOffset(0);
        }}
      >
        <option value="all">All codes</option>
        <option value="founders">Founders invitations</option>
        <option value="referral">Referral codes</option>
      </select>
    </span>
  );

  return (
    <AdminSection title="Codes" lead="Founders invitations and members' referral codes, newest first.">
      <AdminQueryView query={codes} failed={ADMIN_CODES_FAILED} loading="Loading the codes...">
        {(data) => (
          <AdminTable
            label="Codes"
            columns={columns}
            rows={data.invitations}
            rowKey={(code) => code.id}
            rowHeader="code"
            toolbar={filter}
            empty={kind === 'all' ? 'No codes yet. Make the first founders invitation above.' : `No ${kind === 'founders' ? 'founders invitations' : 'referral codes'} yet.`}
            csvFileName={adminCsvFileName(kind === 'all' ? 'codes' : `${kind} codes`)}
            footer={<AdminPager offset={offset} limit={PAGE} total={data.total} noun="codes" onOffset={setOffset} />}
          />
        )}
      </AdminQueryView>
      <RevokeDialog code={revoking} onClose={() => setRevoking(null)} />
    </AdminSection>
  );
}

function RevokeDialog({ code, onClose }: { code: AdminInvitation | null; onClose: () => void }) {
  const [revoke, { isLoading }] = useFoundersAdminInvitationRevokeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  function close(): void {
    setFailure(null);
    onClose();
  }

  async function confirm(): Promise<void> {
    if (!code) return;
    setFailure(null);
    try {
      await revoke(code.id).unwrap();
      close();
    } catch (error) {
      setFailure(apiErrorMessage(error, ADMIN_CODE_REVOKE_FAILED));
    }
  }

  return (
    <AdminDialog
      open={code !== null}
      onClose={close}
      title={`Revoke ${code?.code ?? ''}?`}
      description={
        code?.kind === 'referral'
          ? `Nobody can join with ${code.ownerFirstName ?? 'this member'}'s code after this; they can make a new one. People who already joined keep their seat and their progress.`
          : 'Nobody can join with this invitation after this. People who already joined keep their seat.'
      }
      initialFocusRef={keepRef}
      footer={
        <>
          <button ref={keepRef} type="button" className="grove-button grove-button--secondary" onClick={close}>
            Keep the code
          </button>
          <button type="button" className="grove-button grove-admin-danger-solid" disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? 'Revoking…' : 'Revoke the code'}
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
