import { adminDayOf } from './adminDateRange';

/** A founders invitation as the admin types it (every field text, as the form holds it). */
export interface AdminInvitationDraft {
  note: string;
  maxUses: string;
  /** The last day the code works (`YYYY-MM-DD`, UTC), or '' for never. */
  expiresOn: string;
  seatFrom: string;
  seatTo: string;
}

/** The fields of a draft. */
export type AdminInvitationField = keyof AdminInvitationDraft;

/** The create-invitation body a valid draft makes (api-contract's `InvitationCreate`). */
export interface AdminInvitationBody {
  note: string;
  maxUses: number;
  expiresAt: string | null;
  seatFrom: number | null;
  seatTo: number | null;
}

/** An empty draft: one use, no expiry, no seat block. */
export const ADMIN_INVITATION_DRAFT_EMPTY: AdminInvitationDraft = { note: '', maxUses: '1', expiresOn: '', seatFrom: '', seatTo: '' };

/** The longest note (api-contract's `InvitationCreateSchema`). */
export const ADMIN_INVITATION_NOTE_MAX = 200;
/** The most uses one code may have. */
export const ADMIN_INVITATION_MAX_USES = 10_000;
/** The highest seat number. */
export const ADMIN_INVITATION_SEAT_MAX = 1_000_000;
/** The most seats one block holds. */
export const ADMIN_INVITATION_BLOCK_MAX = 10_000;

/** What the form says for each problem (exact words, shown beside the field). */
export const ADMIN_INVITATION_MESSAGES = {
  note: `A note can be at most ${ADMIN_INVITATION_NOTE_MAX} characters.`,
  maxUses: 'Enter how many people can join with the code: a whole number from 1 to 10,000.',
  expiresOn: 'Enter today or a later day, or leave it empty for a code that never expires.',
  seatsTogether: 'Give both the first and the last seat of the block, or neither.',
  seatNumber: 'Seats are whole numbers from 1 to 1,000,000.',
  seatOrder: 'The last seat must not be below the first.',
  seatBlock: 'A seat block holds at most 10,000 seats.',
} as const;

/** The outcome of {@link adminInvitationDraftCheck}: what is wrong per field, or the body to send. */
export type AdminInvitationCheck = { ok: true; body: AdminInvitationBody } | { ok: false; problems: Partial<Record<AdminInvitationField, string>> };

function wholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/**
 * Checks a founders invitation before it is sent, with the server's rules (api-contract's
 * `InvitationCreateSchema`, and an expiry in the future): the admin hears every problem at once, beside
 * its field. The expiry day is inclusive: the code works until the end of that day (UTC).
 */
export function adminInvitationDraftCheck(draft: AdminInvitationDraft, now: Date): AdminInvitationCheck {
  const problems: Partial<Record<AdminInvitationField, string>> = {};
  const note = draft.note.trim();
  if (note.length > ADMIN_INVITATION_NOTE_MAX) problems.note = ADMIN_INVITATION_MESSAGES.note;
  const maxUses = wholeNumber(draft.maxUses, 1, ADMIN_INVITATION_MAX_USES);
  if (maxUses === null) problems.maxUses = ADMIN_INVITATION_MESSAGES.maxUses;

  let expiresAt: string | null = null;
  if (draft.expiresOn.trim() !== '') {
    const day = draft.expiresOn.trim();
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
    if (!valid || day < adminDayOf(now)) problems.expiresOn = ADMIN_INVITATION_MESSAGES.expiresOn;
    else expiresAt = `${day}T23:59:59.999Z`;
  }

  const hasFrom = draft.seatFrom.trim() !== '';
  const hasTo = draft.seatTo.trim() !== '';
  let seatFrom: number | null = null;
  let seatTo: number | null = null;
  if (hasFrom !== hasTo) {
    problems[hasFrom ? 'seatTo' : 'seatFrom'] = ADMIN_INVITATION_MESSAGES.seatsTogether;
  } else if (hasFrom && hasTo) {
    seatFrom = wholeNumber(draft.seatFrom, 1, ADMIN_INVITATION_SEAT_MAX);
    seatTo = wholeNumber(draft.seatTo, 1, ADMIN_INVITATION_SEAT_MAX);
    if (seatFrom === null) problems.seatFrom = ADMIN_INVITATION_MESSAGES.seatNumber;
    if (seatTo === null) problems.seatTo = ADMIN_INVITATION_MESSAGES.seatNumber;
    else if (seatFrom !== null && seatTo < seatFrom) problems.seatTo = ADMIN_INVITATION_MESSAGES.seatOrder;
    else if (seatFrom !== null && seatTo - seatFrom >= ADMIN_INVITATION_BLOCK_MAX) problems.seatTo = ADMIN_INVITATION_MESSAGES.seatBlock;
  }

  if (Object.keys(problems).length > 0 || maxUses === null) return { ok: false, problems };
  return { ok: true, body: { note, maxUses, expiresAt, seatFrom, seatTo } };
}

/** The form field a server's 400 names (`body.expiresAt` → `expiresOn`), or null for none of them. */
export function adminInvitationFieldOf(serverField: string | null): AdminInvitationField | null {
  switch (serverField) {
    case 'body.note':
      return 'note';
    case 'body.maxUses':
      return 'maxUses';
    case 'body.expiresAt':
      return 'expiresOn';
    case 'body.seatFrom':
      return 'seatFrom';
    case 'body.seatTo':
      return 'seatTo';
    default:
      return null;
  }
}
