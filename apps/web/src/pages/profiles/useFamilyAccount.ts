import { useCallback } from 'react';
import type { User } from '@grove/api-contract';
import type { SignedInSnapshot } from '@grove/session-family';
import { accountApi } from '@grove/session-family/react';
import { selectAuthSnapshot, selectAuthUser, userUpdated } from '../../app/authSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';

/** The signed-in account as the family screens need it. */
export interface FamilyAccount {
  /** The route snapshot of the signed-in account (its `activeProfile` is not filled here). */
  snapshot: SignedInSnapshot;
  uid: string;
  /** A family account has children; a solo account has none (the auth slice decides). */
  accountType: 'family' | 'solo';
  user: User;
  /** Loads the user document again and hands it to the auth slice, after a change to children or the parent PIN. */
  refreshUser(): Promise<void>;
}

/** The signed-in account, or `null` while signed out or loading (the route gate shows no family screen then). */
export function useFamilyAccount(): FamilyAccount | null {
  const dispatch = useAppDispatch();
  const snapshot = useAppSelector(selectAuthSnapshot);
  const user = useAppSelector(selectAuthUser);
  const uid = snapshot.status === 'signedIn' ? snapshot.uid : null;

  const refreshUser = useCallback(async () => {
    if (uid === null) return;
    try {
      const fresh = await dispatch(accountApi.endpoints.getUser.initiate(uid, { subscribe: false, forceRefetch: true })).unwrap();
      dispatch(userUpdated(fresh));
    } catch {
      // The change itself succeeded; the document catches up on the next load.
    }
  }, [dispatch, uid]);

  if (snapshot.status !== 'signedIn' || user === null) return null;
  return { snapshot, uid: snapshot.uid, accountType: snapshot.accountType, user, refreshUser };
}
