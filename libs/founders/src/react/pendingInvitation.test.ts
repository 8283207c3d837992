import { describe, expect, it } from 'vitest';
import { FOUNDERS_ALREADY_JOINED_MESSAGE, FOUNDERS_CHILD_PROFILE_MESSAGE, INVITATION_STATUS_MESSAGES, errorBody, type FoundersJoinResult } from '@grove/api-contract';
import { API_NETWORK_FAILED } from '@grove/api-client';
import { INVITATION_CODE_STORAGE_KEY, foundersJoinFailureRead, pendingInvitationCreate, type PendingInvitationStorage } from './pendingInvitation';

const JOINED: FoundersJoinResult = { referralStatus: 'pending', seat: 57, inviterFirstName: 'Maya', conversionProof: 'p.s' };

function memoryStorage(initial: Record<string, string> = {}): PendingInvitationStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

// RTK Query's error shapes, as the join endpoint rejects with them.
const httpError = (status: number, message?: string) => ({ status, data: message === undefined ? {} : errorBody(status === 409 ? 'already_joined' : status === 410 ? 'invitation_unusable' : 'rate_limited', message) });
const networkError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

describe('foundersJoinFailureRead', () => {
  it('forgets the code on a refusal and shows the server’s words', () => {
    expect(foundersJoinFailureRead(httpError(410, INVITATION_STATUS_MESSAGES.expired))).toEqual({ keep: false, message: INVITATION_STATUS_MESSAGES.expired });
    expect(foundersJoinFailureRead(httpError(409, FOUNDERS_ALREADY_JOINED_MESSAGE))).toEqual({ keep: false, message: FOUNDERS_ALREADY_JOINED_MESSAGE });
  });

  it('falls back to the contract’s message for each refusal whose body cannot be read', () => {
    expect(foundersJoinFailureRead(httpError(409)).message).toBe(FOUNDERS_ALREADY_JOINED_MESSAGE);
    expect(foundersJoinFailureRead(httpError(403)).message).toBe(FOUNDERS_CHILD_PROFILE_MESSAGE);
    expect(foundersJoinFailureRead(httpError(410)).message).toBe(INVITATION_STATUS_MESSAGES.revoked);
    expect(foundersJoinFailureRead(httpError(400)).message).toBe(INVITATION_STATUS_MESSAGES.unknown);
  });

  it('keeps the code when the server could not be reached or could not answer, or the token was not ready', () => {
    expect(foundersJoinFailureRead(networkError)).toEqual({ keep: true, message: API_NETWORK_FAILED });
    expect(foundersJoinFailureRead(httpError(503)).keep).toBe(true);
    expect(foundersJoinFailureRead(httpError(401)).keep).toBe(true);
    expect(foundersJoinFailureRead(httpError(429, 'Too many requests. Please wait a moment and try again.'))).toEqual({
      keep: true,
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });
});

describe('pendingInvitationCreate', () => {
  it('starts from the kept code, canonical; a stored value that is not a code counts as none', () => {
    expect(pendingInvitationCreate({ storage: memoryStorage({ [INVITATION_CODE_STORAGE_KEY]: 'k7m3q-px9tb-4hwzr' }), join: async () => JOINED }).getState()).toEqual({
      phase: 'saved',
      code: 'K7M3QPX9TB4HWZR',
    });
    expect(pendingInvitationCreate({ storage: memoryStorage({ [INVITATION_CODE_STORAGE_KEY]: 'nonsense' }), join: async () => JOINED }).getState()).toEqual({ phase: 'none' });
  });

  it('saves the canonical code, joins once however many screens ask, then forgets the code', async () => {
    const storage = memoryStorage();
    const sent: string[] = [];
    let release: (value: FoundersJoinResult) => void = () => undefined;
    const pending = pendingInvitationCreate({
      storage,
      join: (code) => {
        sent.push(code);
        return new Promise((resolve) => (release = resolve));
      },
    });
    pending.save('k7m3q px9tb 4hwzr');
    expect(storage.items.get(INVITATION_CODE_STORAGE_KEY)).toBe('K7M3QPX9TB4HWZR');
    const first = pending.join();
    const second = pending.resume();
    expect(pending.getState()).toEqual({ phase: 'joining', code: 'K7M3QPX9TB4HWZR' });
    release(JOINED);
    expect(await first).toEqual({ phase: 'joined', code: 'K7M3QPX9TB4HWZR', result: JOINED });
    expect(await second).toBe(await first);
    expect(sent).toEqual(['K7M3QPX9TB4HWZR']);
    expect(storage.items.has(INVITATION_CODE_STORAGE_KEY)).toBe(false);
    // The outcome is shown once; resuming does not send it again.
    await pending.resume();
    expect(sent).toHaveLength(1);
    pending.dismiss();
    expect(pending.getState()).toEqual({ phase: 'none' });
  });

  it('keeps the code through a network error and joins on the next try', async () => {
    const storage = memoryStorage({ [INVITATION_CODE_STORAGE_KEY]: 'K7M3QPX9TB4HWZR' });
    let fail = true;
    const pending = pendingInvitationCreate({
      storage,
      join: async () => {
        if (fail) throw networkError;
        return JOINED;
      },
    });
    expect(await pending.resume()).toEqual({ phase: 'unreachable', code: 'K7M3QPX9TB4HWZR', message: API_NETWORK_FAILED });
    expect(storage.items.get(INVITATION_CODE_STORAGE_KEY)).toBe('K7M3QPX9TB4HWZR');
    fail = false;
    expect((await pending.resume()).phase).toBe('joined');
  });

  it('forgets the code on a refusal and says why', async () => {
    const storage = memoryStorage({ [INVITATION_CODE_STORAGE_KEY]: 'K7M3QPX9TB4HWZR' });
    const pending = pendingInvitationCreate({
      storage,
      join: async () => {
        throw httpError(410, INVITATION_STATUS_MESSAGES.used_up);
      },
    });
    expect(await pending.join()).toEqual({ phase: 'refused', code: 'K7M3QPX9TB4HWZR', message: INVITATION_STATUS_MESSAGES.used_up });
    expect(storage.items.has(INVITATION_CODE_STORAGE_KEY)).toBe(false);
  });

  it('still joins on this page when the browser refuses to store the code', async () => {
    const refusing: PendingInvitationStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const sent: string[] = [];
    const pending = pendingInvitationCreate({ storage: refusing, join: async (code) => (sent.push(code), JOINED) });
    pending.save('K7M3Q-PX9TB-4HWZR');
    expect((await pending.join()).phase).toBe('joined');
    expect(sent).toEqual(['K7M3QPX9TB4HWZR']);
  });

  it('does nothing without a code', async () => {
    const pending = pendingInvitationCreate({ storage: memoryStorage(), join: async () => JOINED });
    pending.save('not a code');
    expect(await pending.join()).toEqual({ phase: 'none' });
  });
});
