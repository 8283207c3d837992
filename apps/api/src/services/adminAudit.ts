import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ADMIN_ACCESS_UNKNOWN_ADMIN,
  BREAK_GLASS_HEADER,
  BREAK_GLASS_REQUIRED_MESSAGE,
  BreakGlassReasonSchema,
  type AdminAccessList,
  type AdminAccessWhat,
  type AdminAuditAction,
  type AdminAuditList,
  type AdminAuditQuery,
  type AdminAuditTargetKind,
  type AdminProfileRef,
  type AdminRange,
  type BreakGlassRead,
} from '@grove/api-contract';
import type { Database } from '../db/schema';
import type { Actor } from '../plugins/actor';
import { ApiError, apiNotFound } from '../plugins/errors';

// Issue 20: the audit log. Every admin action writes its row through `adminAuditWrite` on the
// transaction of the action itself, so an action without its row (or a row without its action) cannot
// be committed. Reads of a family's content by an admin ("break-glass") are actions too: their row is
// written before the content is read, so no content leaves without its row.

type Db = Kysely<Database> | Transaction<Database>;

/** One audit row to write. `details` holds facts (ids, before/after values), never a family's words. */
export interface AdminAuditInput {
  adminId: string;
  action: AdminAuditAction;
  targetKind: AdminAuditTargetKind;
  targetId: string;
  familyId: string | null;
  reason: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

/** Writes one audit row on `db` (the action's transaction) and returns its id. */
export async function adminAuditWrite(db: Db, entry: AdminAuditInput): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('admin_audit_log')
    .values({
      id,
      admin_id: entry.adminId,
      action: entry.action,
      target_kind: entry.targetKind,
      target_id: entry.targetId,
      family_id: entry.familyId,
      reason: entry.reason,
      details: JSON.stringify(entry.details ?? {}),
      created_at: entry.at,
    })
    .execute();
  return id;
}

/**
 * Forgets deleted profiles in the audit log (issue 18's deletion, in its transaction): rows keep the
 * admin, the action, the time and the reason — the admins' record — but no longer name the family or
 * the profile. Called by the deletion sweep with the ids it deletes.
 */
export async function adminAuditForget(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('admin_audit_log').set({ target_id: null }).where('target_id', 'in', [...ids]).execute();
  await trx.updateTable('admin_audit_log').set({ family_id: null }).where('family_id', 'in', [...ids]).execute();
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** `GET /api/admin/audit-log`: rows in the range, newest first, optionally of one action and one admin. */
export async function adminAuditList(db: Kysely<Database>, query: AdminAuditQuery, range: { range: AdminRange; start: Date; end: Date }): Promise<AdminAuditList> {
  let base = db.selectFrom('admin_audit_log as a').where('a.created_at', '>=', range.start).where('a.created_at', '<', range.end);
  if (query.action !== undefined) base = base.where('a.action', '=', query.action);
  if (query.admin !== undefined) base = base.where('a.admin_id', '=', query.admin);
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.admin_id')
    .select(['a.id', 'a.created_at', 'a.admin_id', 'u.display_name', 'a.action', 'a.target_kind', 'a.target_id', 'a.family_id', 'a.reason', 'a.details'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    range: range.range,
    total: Number(total.n),
    entries: rows.map((row) => ({
      id: row.id,
      at: iso(row.created_at),
      admin: { id: row.admin_id, displayName: row.display_name ?? null },
      action: row.action,
      targetKind: row.target_kind,
      // Null for a target forgotten with its family: the row still says what was done, by whom, why.
      targetId: row.target_id,
      familyId: row.family_id,
      reason: row.reason,
      details: row.details as AdminAuditList['entries'][number]['details'],
    })),
  };
}

// ——— break-glass ———

/**
 * The admin's reason from `X-Break-Glass-Reason`, decoded (the web app sends it
 * `encodeURIComponent`-encoded; a header carries Latin-1 only) and checked: 10..500 characters, else a
 * 400 naming `headers.x-break-glass-reason`.
 */
export function breakGlassReasonOf(request: FastifyRequest): string {
  const raw = request.headers[BREAK_GLASS_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  let decoded = value ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Not encoded after all (a lone "%"): the reason stands as sent.
  }
  const parsed = BreakGlassReasonSchema.safeParse(decoded);
  if (!parsed.success) throw new ApiError(400, 'bad_request', BREAK_GLASS_REQUIRED_MESSAGE, `headers.${BREAK_GLASS_HEADER}`);
  return parsed.data;
}

/** What an admin is about to read through an ordinary route: whose, which profile, and what. */
export interface BreakGlassTarget {
  /** The account whose content it is. */
  familyId: string;
  /** The profile (the account's or a child's id). */
  profileId: string;
  what: Exclude<AdminAccessWhat, 'conversation'>;
  /** The one conversation asked for, when the route names one. */
  conversationId?: string | null;
}

/**
 * The gate of every ordinary route that hands a family's words to the caller (chat history, memories,
 * journal entries and summaries, exports, a child's overview): an admin reaching another family must
 * send a reason (400 otherwise, nothing read), and the read is audited as `break_glass_read` with the
 * family's id before anything is read — so the family sees it. Anyone else, and an admin on their own
 * family, passes untouched.
 */
export async function breakGlassGate(db: Kysely<Database>, request: FastifyRequest, actor: Actor, target: BreakGlassTarget, now: Date): Promise<void> {
  if (!actor.isAdmin || actor.child !== null || target.familyId === actor.uid) return;
  const reason = breakGlassReasonOf(request);
  await adminAuditWrite(db, {
    adminId: actor.uid,
    action: 'break_glass_read',
    targetKind: 'profile',
    targetId: target.profileId,
    familyId: target.familyId,
    reason,
    details: {
      what: target.what,
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      ...(target.conversationId ? { conversationId: target.conversationId } : {}),
    },
    at: now,
  });
}

/** The name a profile goes by: a child's display name, else the account's. */
async function profileRefOf(db: Db, profileId: string): Promise<AdminProfileRef | null> {
  const child = await db.selectFrom('child_accounts').select(['id', 'display_name']).where('id', '=', profileId).executeTakeFirst();
  if (child) return { id: child.id, kind: 'child', displayName: child.display_name };
  const user = await db.selectFrom('users').select(['id', 'display_name']).where('id', '=', profileId).executeTakeFirst();
  return user ? { id: user.id, kind: 'account', displayName: user.display_name } : null;
}

/**
 * `POST /api/admin/break-glass`: one whole conversation, every message in order, for a reason — and its
 * `break_glass_read` row with the family's id, in the same transaction as the read. 404 for an unknown
 * conversation (nothing audited: nothing was read).
 */
export async function breakGlassRead(db: Kysely<Database>, actor: Actor, body: { conversationId: string; reason: string }, now: Date): Promise<BreakGlassRead> {
  return db.transaction().execute(async (trx) => {
    const conversation = await trx.selectFrom('conversations').selectAll().where('id', '=', body.conversationId).executeTakeFirst();
    if (!conversation) throw apiNotFound('No such conversation.');
    const auditId = await adminAuditWrite(trx, {
      adminId: actor.uid,
      action: 'break_glass_read',
      targetKind: 'conversation',
      targetId: conversation.id,
      familyId: conversation.user_id,
      reason: body.reason,
      details: { what: 'conversation', messages: 'all' },
      at: now,
    });
    const messages = await trx
      .selectFrom('chat_messages')
      .select(['id', 'role', 'content', 'created_at'])
      .where('conversation_id', '=', conversation.id)
      .orderBy('seq')
      .execute();
    const profile = (await profileRefOf(trx, conversation.child_id ?? conversation.user_id)) ?? { id: conversation.user_id, kind: 'account' as const, displayName: '' };
    return {
      auditId,
      conversation: {
        id: conversation.id,
        title: conversation.title,
        kind: conversation.kind,
        familyId: conversation.user_id,
        profile,
        createdAt: iso(conversation.created_at),
        updatedAt: iso(conversation.updated_at),
      },
      messages: messages.map((message) => ({ id: message.id, role: message.role, content: message.content, createdAt: iso(message.created_at) })),
    };
  });
}

/**
 * `GET /api/users/{id}/admin-access`: every break-glass read of the family's content, newest first —
 * the admin's display name, when, the reason, what, whose, and the conversation by its title. Titles
 * are the family's words: only the family itself gets them (`withTitles`), an admin sees ids.
 */
export async function adminAccessList(db: Kysely<Database>, familyId: string, page: { limit: number; offset: number }, withTitles: boolean): Promise<AdminAccessList> {
  const base = db.selectFrom('admin_audit_log as a').where('a.family_id', '=', familyId).where('a.action', '=', 'break_glass_read');
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.admin_id')
    // The conversation read: a break-glass read's target, or the one an ordinary-route read named.
    .leftJoin('conversations as c', (join) => join.on(sql<boolean>`c.id = case when a.target_kind = 'conversation' then a.target_id else a.details->>'conversationId' end`))
    // Whose: the conversation's child, or the child profile an ordinary-route read named.
    .leftJoin('child_accounts as k', (join) => join.on(sql<boolean>`k.id = case when a.target_kind = 'conversation' then c.child_id else a.target_id end`))
    .leftJoin('users as f', 'f.id', 'a.family_id')
    .select([
      'a.id',
      'a.created_at',
      'a.reason',
      'a.details',
      'a.target_kind',
      'a.target_id',
      'u.display_name as admin_name',
      'c.id as conversation_id',
      'c.title as conversation_title',
      'k.id as child_id',
      'k.display_name as child_name',
      'f.id as family_id',
      'f.display_name as family_name',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    total: Number(total.n),
    entries: rows.map((row) => {
      const details = (row.details ?? {}) as Record<string, unknown>;
      const what = (row.target_kind === 'conversation' ? 'conversation' : details['what']) as AdminAccessWhat;
      // The account itself when the read was of its own profile (or its own conversation); a gone profile is null.
      const accountRead = row.target_kind === 'conversation' ? row.conversation_id !== null : row.target_id !== null && row.target_id === row.family_id;
      const profile: AdminProfileRef | null =
        row.child_id !== null && row.child_name !== null
          ? { id: row.child_id, kind: 'child', displayName: row.child_name }
          : accountRead && row.family_id !== null && row.family_name !== null
            ? { id: row.family_id, kind: 'account', displayName: row.family_name }
            : null;
      const conversationId = row.target_kind === 'conversation' ? row.target_id : typeof details['conversationId'] === 'string' ? details['conversationId'] : null;
      return {
        id: row.id,
        at: iso(row.created_at),
        adminName: row.admin_name ?? ADMIN_ACCESS_UNKNOWN_ADMIN,
        reason: row.reason ?? '',
        what,
        profile,
        conversation: conversationId === null ? null : { id: conversationId, title: withTitles ? (row.conversation_title ?? null) : null },
      };
    }),
  };
}
