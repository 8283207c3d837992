import type { ReactNode } from 'react';
import {
  MEMORY_PATTERN_DUPLICATE_MESSAGE,
  ROLE_OWN_MESSAGE,
  errorBody,
  type AdminAccessList,
  type AdminAccountUsage,
  type AdminAnalytics,
  type AdminAuditList,
  type AdminInvitation,
  type AdminTokenMonitor,
  type AdminTokenUsage,
  type AdminTrialUsage,
  type AdminUserList,
  type BreakGlassRead,
  type FlaggedItem,
  type FoundersStats,
  type InvitationCreate,
  type MemoryAnalytics,
  type MemoryPattern,
  type MemoryPatternInput,
  type SystemStatusWithDetails,
} from '@grove/api-contract';
import { previewBackendCreate, previewFailed, previewJson, previewNever, type PreviewBackendHandle, type PreviewFailure, type PreviewRequest } from '@grove/api-client/preview';
import {
  ADMIN_SAMPLE_ME,
  ADMIN_SAMPLE_NEW_CODES,
  adminAccessSample,
  adminSystemSample,
  adminAccountUsageSample,
  adminAnalyticsSample,
  adminAuditSample,
  adminBreakGlassSample,
  adminFlaggedResolvedSample,
  adminFlaggedSample,
  adminInvitationsSample,
  adminMemoryAnalyticsSample,
  adminPatternsSample,
  adminStatsSample,
  adminTokenMonitorSample,
  adminTokenUsageSample,
  adminTrialUsageSample,
  adminUsersSample,
} from './adminSamples.fixture';

/** The reads a preview can make fail (the error state), each until {@link AdminStoryBackendHandle.heal}. */
export type AdminStoryRead =
  | 'codes'
  | 'stats'
  | 'users'
  | 'audit'
  | 'patterns'
  | 'flagged'
  | 'memoryAnalytics'
  | 'tokenMonitor'
  | 'analytics'
  | 'tokenUsage'
  | 'accountUsage'
  | 'trialUsage'
  | 'adminAccess'
  | 'system';

/** What the pretend admin API of a preview (or a binding test) answers from. */
export interface AdminStoryBackendState {
  /** The signed-in admin (a role change on this id is refused, as the server does). */
  me: string;
  invitations: AdminInvitation[];
  stats: FoundersStats;
  users: AdminUserList;
  /** Codes a new invitation gets, in turn. */
  newCodes: string[];
  audit: AdminAuditList;
  patterns: MemoryPattern[];
  /** Every flagged item, open and resolved (the backend filters by status). */
  flagged: FlaggedItem[];
  breakGlass: BreakGlassRead;
  memoryAnalytics: MemoryAnalytics;
  tokenMonitor: AdminTokenMonitor;
  analytics: AdminAnalytics;
  /** Token usage per grouping. */
  tokenUsage: Record<'day' | 'model' | 'kind', AdminTokenUsage>;
  accountUsage: AdminAccountUsage;
  trialUsage: AdminTrialUsage;
  /** The family's list (`GET /api/users/{id}/admin-access`). */
  adminAccess: AdminAccessList;
  /** `GET /system/status` as an admin reads it. */
  system: SystemStatusWithDetails;
  /** Reads never answer (the loading state). */
  loading?: boolean;
  /** Reads that fail with this answer. */
  failures?: Partial<Record<AdminStoryRead, PreviewFailure>>;
}

/** A test's view of the pretend admin API. */
export type AdminStoryBackendHandle = PreviewBackendHandle<AdminStoryBackendState>;

/** The state of a busy club: codes in every state, figures, flagged events and accounts. */
export function adminStoryState(extra: Partial<AdminStoryBackendState> = {}): AdminStoryBackendState {
  return {
    me: ADMIN_SAMPLE_ME,
    invitations: adminInvitationsSample(),
    stats: adminStatsSample(),
    users: adminUsersSample(),
    newCodes: [...ADMIN_SAMPLE_NEW_CODES],
    audit: adminAuditSample(),
    patterns: adminPatternsSample().patterns,
    flagged: [...adminFlaggedSample().items, adminFlaggedResolvedSample()],
    breakGlass: adminBreakGlassSample(),
    memoryAnalytics: adminMemoryAnalyticsSample(),
    tokenMonitor: adminTokenMonitorSample(),
    analytics: adminAnalyticsSample(),
    tokenUsage: { day: adminTokenUsageSample('day'), model: adminTokenUsageSample('model'), kind: adminTokenUsageSample('kind') },
    accountUsage: adminAccountUsageSample(),
    trialUsage: adminTrialUsageSample(),
    adminAccess: adminAccessSample(),
    system: adminSystemSample(),
    ...extra,
  };
}

const json = previewJson;
const FOUNDERS = '/api/founders-club/admin';

function failureOf(state: AdminStoryBackendState, read: AdminStoryRead): Response | null {
  const failure = state.failures?.[read];
  return failure ? previewFailed(failure) : null;
}

function createInvitation(state: AdminStoryBackendState, body: InvitationCreate): Response {
  if (body.expiresAt !== null && Date.parse(body.expiresAt) < Date.parse('2026-11-25T12:00:00.000Z')) {
    return json(400, errorBody('bad_request', 'body.expiresAt: must be in the future', 'body.expiresAt'));
  }
  const code = state.newCodes.shift() ?? 'N3WCD-7777X-PQRST';
  const made: AdminInvitation = {
    id: `inv-${state.invitations.length + 10}`,
    code,
    kind: 'founders',
    status: 'valid',
    note: body.note,
    ownerId: null,
    ownerFirstName: null,
    createdBy: state.me,
    maxUses: body.maxUses,
    uses: 0,
    landings: 0,
    conversions: 0,
    expiresAt: body.expiresAt,
    revokedAt: null,
    seatFrom: body.seatFrom,
    seatTo: body.seatTo,
    createdAt: '2026-11-25T12:00:00.000Z',
  };
  state.invitations.unshift(made);
  state.stats.codes.total += 1;
  state.stats.codes.founders += 1;
  state.stats.codes.live += 1;
  return json(201, made);
}

function answer(request: PreviewRequest & { url: URL; signal: AbortSignal | null }, state: AdminStoryBackendState): Response | Promise<Response> | null {
  const { method, path, url, body } = request;
  if (state.loading && method === 'GET') return previewNever(request.signal);

  if (path === `${FOUNDERS}/invitations` && method === 'GET') {
    const failed = failureOf(state, 'codes');
    if (failed) return failed;
    const kind = url.searchParams.get('kind');
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const all = state.invitations.filter((code) => kind === null || code.kind === kind);
    return json(200, { invitations: all.slice(offset, offset + limit), total: all.length });
  }
  if (path === `${FOUNDERS}/create-invitation` && method === 'POST') return createInvitation(state, body as InvitationCreate);
  const revoke = new RegExp(`^${FOUNDERS}/invitations/([^/]+)/revoke$`).exec(path);
  if (revoke && method === 'POST') {
    const code = state.invitations.find((candidate) => candidate.id === decodeURIComponent(revoke[1]));
    if (!code) return json(404, errorBody('not_found', 'No such invitation.'));
    code.status = 'revoked';
    code.revokedAt = '2026-11-25T12:00:00.000Z';
    state.stats.codes.live -= 1;
    state.stats.codes.revoked += 1;
    return json(200, code);
  }
  if (path === `${FOUNDERS}/stats` && method === 'GET') return failureOf(state, 'stats') ?? json(200, state.stats);

  if (path === '/api/admin/users' && method === 'GET') {
    const failed = failureOf(state, 'users');
    if (failed) return failed;
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return json(200, { users: state.users.users.slice(offset, offset + limit), total: state.users.total });
  }
  const user = /^\/api\/users\/([^/]+)$/.exec(path);
  if (user && method === 'PATCH') {
    const id = decodeURIComponent(user[1]);
    if (id === state.me) return json(403, errorBody('forbidden', ROLE_OWN_MESSAGE));
    const row = state.users.users.find((candidate) => candidate.id === id);
    if (!row) return json(404, errorBody('not_found', 'No such user.'));
    const role = (body as { role: typeof row.role }).role;
    row.isAdmin = role === 'admin';
    if (role !== 'admin') row.role = role;
    return json(200, { id: row.id, role: row.role });
  }
  return answerPartA(request, state) ?? answerPartB(request, state);
}

function page<Row>(url: URL, rows: readonly Row[]): Row[] {
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  return rows.slice(offset, offset + limit);
}

function patternOf(state: AdminStoryBackendState, input: MemoryPatternInput, id: string, before?: MemoryPattern): MemoryPattern {
  return {
    id,
    kind: input.kind,
    match: input.match,
    pattern: input.pattern,
    severity: input.severity,
    note: input.note,
    active: input.active,
    createdBy: before?.createdBy ?? { id: state.me, displayName: 'Inés Ortega' },
    createdAt: before?.createdAt ?? '2026-11-25T12:00:00.000Z',
    updatedAt: '2026-11-25T12:00:00.000Z',
    hits: before?.hits ?? 0,
    lastHitAt: before?.lastHitAt ?? null,
  };
}

function answerPartA({ method, path, url, body }: PreviewRequest & { url: URL }, state: AdminStoryBackendState): Response | null {
  if (path === '/api/admin/audit-log' && method === 'GET') {
    const failed = failureOf(state, 'audit');
    if (failed) return failed;
    const action = url.searchParams.get('action');
    const entries = state.audit.entries.filter((entry) => action === null || entry.action === action);
    return json(200, { range: { from: url.searchParams.get('from'), to: url.searchParams.get('to') }, entries: page(url, entries), total: entries.length });
  }
  if (path === '/api/admin/break-glass' && method === 'POST') {
    const request = body as { conversationId: string; reason: string };
    if (request.reason.trim().length < 10) return json(400, errorBody('bad_request', 'body.reason: at least 10 characters', 'body.reason'));
    state.audit.entries.unshift({
      id: `aud-${state.audit.entries.length + 100}`,
      at: '2026-11-25T12:00:00.000Z',
      admin: { id: state.me, displayName: 'Inés Ortega' },
      action: 'break_glass_read',
      targetKind: 'conversation',
      targetId: request.conversationId,
      familyId: state.breakGlass.conversation.familyId,
      reason: request.reason,
      details: {},
    });
    return json(200, { ...state.breakGlass, conversation: { ...state.breakGlass.conversation, id: request.conversationId } });
  }
  if (path === '/api/admin/memory-patterns' && method === 'GET') {
    const failed = failureOf(state, 'patterns');
    if (failed) return failed;
    const kind = url.searchParams.get('kind');
    const patterns = state.patterns.filter((pattern) => kind === null || pattern.kind === kind);
    return json(200, { patterns: page(url, patterns), total: patterns.length });
  }
  if (path === '/api/admin/memory-patterns' && method === 'POST') {
    const input = body as MemoryPatternInput;
    if (state.patterns.some((pattern) => pattern.pattern.toLowerCase() === input.pattern.toLowerCase() && pattern.kind === input.kind && pattern.match === input.match)) {
      return json(409, errorBody('conflict', MEMORY_PATTERN_DUPLICATE_MESSAGE));
    }
    const made = patternOf(state, input, `pat-${state.patterns.length + 10}`);
    state.patterns.unshift(made);
    return json(201, made);
  }
  const pattern = /^\/api\/admin\/memory-patterns\/([^/]+)$/.exec(path);
  if (pattern) {
    const index = state.patterns.findIndex((candidate) => candidate.id === decodeURIComponent(pattern[1]));
    if (index === -1) return json(404, errorBody('not_found', 'No such memory pattern.'));
    if (method === 'PUT') {
      state.patterns[index] = patternOf(state, body as MemoryPatternInput, state.patterns[index].id, state.patterns[index]);
      return json(200, state.patterns[index]);
    }
    if (method === 'DELETE') {
      state.patterns.splice(index, 1);
      return json(204, null);
    }
  }
  if (path === '/api/admin/flagged-patterns' && method === 'GET') {
    const failed = failureOf(state, 'flagged');
    if (failed) return failed;
    const status = url.searchParams.get('status') ?? 'open';
    const source = url.searchParams.get('source');
    const severity = url.searchParams.get('severity');
    const order = { high: 0, medium: 1, low: 2 };
    const items = state.flagged
      .filter((item) => (status === 'all' || item.status === status) && (source === null || item.source === source) && (severity === null || item.severity === severity))
      .sort((a, b) => order[a.severity] - order[b.severity] || b.at.localeCompare(a.at));
    return json(200, { range: { from: url.searchParams.get('from'), to: url.searchParams.get('to') }, items: page(url, items), total: items.length });
  }
  const flagged = /^\/api\/admin\/flagged-patterns\/([^/]+?)(\/resolve)?$/.exec(path);
  if (flagged) {
    const item = state.flagged.find((candidate) => candidate.id === decodeURIComponent(flagged[1]));
    if (!item) return json(404, errorBody('not_found', 'No such flagged item.'));
    if (flagged[2] && method === 'POST') {
      item.status = 'resolved';
      item.resolution = { at: '2026-11-25T12:00:00.000Z', by: { id: state.me, displayName: 'Inés Ortega' }, note: (body as { note: string }).note };
      return json(200, item);
    }
    if (!flagged[2] && method === 'PUT') {
      item.status = 'open';
      item.resolution = null;
      return json(200, item);
    }
  }
  if (path === '/api/admin/memory-analytics' && method === 'GET') return failureOf(state, 'memoryAnalytics') ?? json(200, state.memoryAnalytics);
  if (/^\/api\/users\/[^/]+\/admin-access$/.test(path) && method === 'GET') return failureOf(state, 'adminAccess') ?? json(200, state.adminAccess);
  return null;
}

function answerPartB({ method, path, url }: PreviewRequest & { url: URL }, state: AdminStoryBackendState): Response | null {
  if (method !== 'GET') return null;
  if (path === '/api/admin/token-monitor') return failureOf(state, 'tokenMonitor') ?? json(200, state.tokenMonitor);
  if (path === '/api/admin/token-monitor/accounts') {
    const list = url.searchParams.get('list') === 'low_balance' ? state.tokenMonitor.lowBalance : state.tokenMonitor.nearDailyLimit;
    return json(200, { list: url.searchParams.get('list'), total: list.length, accounts: page(url, list) });
  }
  if (path === '/api/admin/token-monitor/reconciliation') {
    const { checked, mismatched, rows } = state.tokenMonitor.reconciliation;
    return json(200, { asOf: state.tokenMonitor.asOf, checked, mismatched, rows: page(url, rows) });
  }
  if (path === '/api/admin/analytics') return failureOf(state, 'analytics') ?? json(200, state.analytics);
  if (path === '/api/admin/token-usage') {
    const failed = failureOf(state, 'tokenUsage');
    if (failed) return failed;
    const groupBy = (url.searchParams.get('groupBy') ?? 'day') as 'day' | 'model' | 'kind';
    return json(200, state.tokenUsage[groupBy]);
  }
  if (/^\/api\/admin\/token-usage\/accounts\/[^/]+$/.test(path)) return failureOf(state, 'accountUsage') ?? json(200, state.accountUsage);
  if (path === '/api/admin/trial-usage') return failureOf(state, 'trialUsage') ?? json(200, state.trialUsage);
  if (path === '/system/status') return failureOf(state, 'system') ?? json(200, state.system);
  return null;
}

// The admin calls' routes; @grove/api-client/preview does the rest (fetch hook, request log, failures, store).
const backend = previewBackendCreate<AdminStoryBackendState>({
  origin: 'https://admin-api.preview.invalid',
  // A copy, so one preview's clicks never leak into the next.
  copy: (state) => structuredClone(state),
  heal(state) {
    state.loading = false;
    state.failures = {};
  },
  route: answer,
});

/** Starts a fresh pretend admin API answering from `state` and returns a store built as the app builds it. */
export const adminStoryStoreCreate = backend.storeCreate;

/** The pretend API the latest {@link adminStoryStoreCreate} started. */
export const adminStoryBackend = backend.handle;

/** Gives a preview its own store whose base API talks to a pretend admin API answering from `state`. */
export function AdminStoryBackend({ state, children }: { state: AdminStoryBackendState; children: ReactNode }) {
  return <backend.Provider state={state}>{children}</backend.Provider>;
}

/** A Storybook decorator that wraps the story in an {@link AdminStoryBackend} answering from `state`. */
export const withAdminStoryBackend = backend.decorator;
