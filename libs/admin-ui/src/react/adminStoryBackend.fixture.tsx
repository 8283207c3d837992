import type { ReactNode } from 'react';
import { errorBody, type AdminInvitation, type AdminUserList, type FoundersStats, type InvitationCreate } from '@grove/api-contract';
import { previewBackendCreate, previewFailed, previewJson, previewNever, type PreviewBackendHandle, type PreviewFailure, type PreviewRequest } from '@grove/api-client/preview';
import { ADMIN_SAMPLE_ME, ADMIN_SAMPLE_NEW_CODES, adminInvitationsSample, adminStatsSample, adminUsersSample } from './adminSamples.fixture';

/** The reads a preview can make fail (the error state), each until {@link AdminStoryBackendHandle.heal}. */
export type AdminStoryRead = 'codes' | 'stats' | 'users';

/** What the pretend admin API of a preview (or a binding test) answers from. */
export interface AdminStoryBackendState {
  /** The signed-in admin (a role change on this id is refused, as the server does). */
  me: string;
  invitations: AdminInvitation[];
  stats: FoundersStats;
  users: AdminUserList;
  /** Codes a new invitation gets, in turn. */
  newCodes: string[];
  /** Reads never answer (the loading state). */
  loading?: boolean;
  /** Reads that fail with this answer. */
  failures?: Partial<Record<AdminStoryRead, PreviewFailure>>;
}

/** A test's view of the pretend admin API. */
export type AdminStoryBackendHandle = PreviewBackendHandle<AdminStoryBackendState>;

/** The state of a busy club: codes in every state, figures, flagged events and accounts. */
export function adminStoryState(extra: Partial<AdminStoryBackendState> = {}): AdminStoryBackendState {
  return { me: ADMIN_SAMPLE_ME, invitations: adminInvitationsSample(), stats: adminStatsSample(), users: adminUsersSample(), newCodes: [...ADMIN_SAMPLE_NEW_CODES], ...extra };
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
    if (id === state.me) return json(403, errorBody('forbidden', 'You cannot change your own role.'));
    const row = state.users.users.find((candidate) => candidate.id === id);
    if (!row) return json(404, errorBody('not_found', 'No such user.'));
    row.role = (body as { role: typeof row.role }).role;
    return json(200, { id: row.id, role: row.role });
  }
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
