import type { ReactNode } from 'react';
import { FOUNDERS_ALREADY_JOINED_MESSAGE, INVITATION_STATUS_MESSAGES, errorBody, type FounderSeats, type FoundersMe, type InvitationValidation } from '@grove/api-contract';
import { previewBackendCreate, previewFailed, previewJson, type PreviewBackendHandle, type PreviewFailure, type PreviewRequest } from '@grove/api-client/preview';
import { invitationCodeCanonical, invitationCodeDisplay } from '../index';
import { INVITATION_CODE_STORAGE_KEY } from './pendingInvitation';
import { SAMPLE_NEW_CODE, SAMPLE_NOW, unusableSample } from './foundersSamples.fixture';

/** An error answer of the pretend API: `{ error: { code, message } }` with a status. */
export type FoundersStoryFailure = PreviewFailure;

/** What the pretend founders-club API of a preview (or a binding test) answers from. */
export interface FoundersStoryBackendState {
  /** The signed-in adult's page; null: /me is refused as for a child profile. */
  me: FoundersMe | null;
  /** The codes it knows, by display form; any other well-formed code is `unknown`. */
  codes: Record<string, InvitationValidation>;
  seats: FounderSeats;
  /** Codes Make a new code hands out, in turn. */
  newCodes?: string[];
  /** Reads never answer (the loading state). */
  loading?: boolean;
  /** Every /me read fails with this (the error state); cleared by {@link FoundersStoryBackendHandle.heal}. */
  meFailure?: FoundersStoryFailure;
  /** Every seats read fails with this. */
  seatsFailure?: FoundersStoryFailure;
  /** Every validation fails with this. */
  validateFailure?: FoundersStoryFailure;
  /** Join never reaches the server (the network dropped), until {@link FoundersStoryBackendHandle.heal}. */
  joinUnreachable?: boolean;
  /** Join answers 409 already_joined (an account that is not new). */
  alreadyJoined?: boolean;
  /** A code kept in local storage when the preview starts (a sign-up that has not joined yet). */
  pendingCode?: string;
}

/** One request the pretend API answered. */
export type FoundersStoryRequest = PreviewRequest;

/** A test's view of the pretend API. */
export type FoundersStoryBackendHandle = PreviewBackendHandle<FoundersStoryBackendState>;

const BASE = '/api/founders-club';
const json = previewJson;
const failed = previewFailed;

const childRefused = failed({ status: 403, code: 'forbidden', message: 'Invitations and referrals belong to the parent account. Switch back to the parent first.' });

function validationOf(state: FoundersStoryBackendState, display: string): InvitationValidation {
  return state.codes[display] ?? unusableSample(display, 'unknown');
}

function answerMe(state: FoundersStoryBackendState, method: string, path: string): Response | null {
  if (path === `${BASE}/me` && method === 'GET') {
    if (state.meFailure) return failed(state.meFailure);
    return state.me ? json(200, state.me) : childRefused;
  }
  if (path !== `${BASE}/me/code`) return null;
  const me = state.me;
  if (!me) return childRefused;
  if (method === 'POST') {
    if (me.code) return json(200, me.code);
    const next = state.newCodes?.shift() ?? SAMPLE_NEW_CODE;
    me.code = { code: next, createdAt: SAMPLE_NOW, landings: 0, uses: 0 };
    state.codes[next] = { code: next, status: 'valid', kind: 'referral', inviterFirstName: 'Maya', rewardTokens: 100_000, foundersSeat: true };
    return json(201, me.code);
  }
  if (method === 'DELETE') {
    if (me.code) state.codes[me.code.code] = unusableSample(me.code.code, 'revoked');
    me.code = null;
    return json(204, null);
  }
  return null;
}

async function answer({ method, path, body }: PreviewRequest, state: FoundersStoryBackendState): Promise<Response | null> {
  if (state.loading && method === 'GET') return new Promise<Response>(() => undefined);

  const validate = new RegExp(`^${BASE}/validate/([^/]+)$`).exec(path);
  if (validate && method === 'GET') {
    if (state.validateFailure) return failed(state.validateFailure);
    const canonical = invitationCodeCanonical(decodeURIComponent(validate[1]));
    if (canonical === null) return json(400, errorBody('bad_request', 'must be an invitation code', 'params.code'));
    return json(200, validationOf(state, invitationCodeDisplay(canonical)));
  }
  if (path === `${BASE}/track-usage` && method === 'POST') {
    const canonical = invitationCodeCanonical((body as { code: string }).code) ?? '';
    return json(200, { tracked: validationOf(state, invitationCodeDisplay(canonical)).status === 'valid' });
  }
  if (path === `${BASE}/seats` && method === 'GET') {
    return state.seatsFailure ? failed(state.seatsFailure) : json(200, state.seats);
  }
  if (path === `${BASE}/join` && method === 'POST') {
    if (state.joinUnreachable) throw new TypeError('Failed to fetch');
    const display = invitationCodeDisplay(invitationCodeCanonical((body as { code: string }).code) ?? '');
    const validation = validationOf(state, display);
    if (validation.status !== 'valid') return json(410, errorBody('invitation_unusable', INVITATION_STATUS_MESSAGES[validation.status]));
    if (state.alreadyJoined) return json(409, errorBody('already_joined', FOUNDERS_ALREADY_JOINED_MESSAGE));
    const seat = state.seats.taken + 1;
    state.seats = { taken: seat, seats: [{ seat, joinedAt: SAMPLE_NOW }, ...state.seats.seats] };
    return json(200, { referralStatus: 'pending', seat, inviterFirstName: validation.inviterFirstName ?? '', conversionProof: 'cHJvb2Y.c2lnbmVk' });
  }
  if (path === `${BASE}/mark-conversion` && method === 'POST') return json(200, { status: 'pending' });
  return answerMe(state, method, path);
}

// The founders-club API's routes; @grove/api-client/preview does the rest (fetch hook, request log, failures, store).
const backend = previewBackendCreate<FoundersStoryBackendState>({
  origin: 'https://founders-api.preview.invalid',
  copy(state) {
    try {
      if (state.pendingCode) window.localStorage.setItem(INVITATION_CODE_STORAGE_KEY, state.pendingCode);
      else window.localStorage.removeItem(INVITATION_CODE_STORAGE_KEY);
    } catch {
      // A preview without storage shows no kept invitation.
    }
    // A copy, so one preview's clicks never leak into the next.
    return structuredClone(state);
  },
  heal(state) {
    state.meFailure = undefined;
    state.seatsFailure = undefined;
    state.validateFailure = undefined;
    state.loading = false;
    state.joinUnreachable = false;
  },
  route: answer,
});

/** Starts a fresh pretend founders-club API answering from `state` and returns a store built as the app builds it. */
export const foundersStoryStoreCreate = backend.storeCreate;

/** The pretend API the latest {@link foundersStoryStoreCreate} started. */
export const foundersStoryBackend = backend.handle;

/** Gives a preview its own store whose base API talks to a pretend founders-club API answering from `state`. */
export function FoundersStoryBackend({ state, children }: { state: FoundersStoryBackendState; children: ReactNode }) {
  return <backend.Provider state={state}>{children}</backend.Provider>;
}

/** A Storybook decorator that wraps the story in a {@link FoundersStoryBackend} answering from `state`. */
export const withFoundersStoryBackend = backend.decorator;
