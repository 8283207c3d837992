import { useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { foundersApi } from './foundersApi';
import { pendingInvitationCreate, type PendingInvitation, type PendingInvitationState, type PendingInvitationStorage } from './pendingInvitation';

// Any store of the app: its dispatch runs RTK Query's thunks (the app's store has the thunk middleware).
type Dispatching = { dispatch: unknown };

// One per store: the referral sign-up page saves and joins, then the onboarding page shows the same
// join's outcome (or retries it) — the two screens must share it, and a test's fresh store gets a fresh one.
const byStore = new WeakMap<object, PendingInvitation>();

function browserStorage(): PendingInvitationStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage denied (some privacy settings throw on the property itself).
    return null;
  }
}

/** The store's {@link PendingInvitation}, created on first use over `localStorage` and the join endpoint. */
export function pendingInvitationFor(store: Dispatching): PendingInvitation {
  let pending = byStore.get(store);
  if (!pending) {
    pending = pendingInvitationCreate({
      storage: browserStorage(),
      async join(code) {
        const dispatch = store.dispatch as ThunkDispatch<unknown, unknown, UnknownAction>;
        const request = dispatch(foundersApi.endpoints.foundersJoin.initiate(code));
        try {
          return await request.unwrap();
        } finally {
          // The answer lives in the pending invitation's state; the mutation's copy is not needed.
          request.reset();
        }
      },
    });
    byStore.set(store, pending);
  }
  return pending;
}

/** What {@link usePendingInvitation} gives a screen. */
export interface PendingInvitationHandle {
  state: PendingInvitationState;
  save: PendingInvitation['save'];
  join: PendingInvitation['join'];
  resume: PendingInvitation['resume'];
  dismiss: PendingInvitation['dismiss'];
}

/**
 * The invitation kept through the referral sign-up (issue 19): `save` it before the account is made;
 * the screen the new member lands on sends join (its notice), and a join the network lost is tried
 * again on the next screen with the notice.
 */
export function usePendingInvitation(): PendingInvitationHandle {
  const pending = pendingInvitationFor(useStore());
  const state = useSyncExternalStore(pending.subscribe, pending.getState, pending.getState);
  return { state, save: pending.save, join: pending.join, resume: pending.resume, dismiss: pending.dismiss };
}
