import { useMemo } from 'react';
import type { GameContentMode } from '@grove/game-engines';
import { sessionProfile, type ActiveProfile } from '@grove/session-family';
import { useListChildrenQuery, useSession } from '@grove/session-family/react';
import { selectAuthStatus, selectAuthUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';

/** SPEC §2: a signed-out visitor plays on the trial, whose content mode is PG. */
export const GAME_TRIAL_CONTENT_MODE: GameContentMode = 'PG';

/** Who is playing, as the game screens need it. */
export type GameProfile =
  | { kind: 'loading' }
  /** A signed-out visitor on the trial: games are saved under `trial`. */
  | { kind: 'trial'; profileKey: 'trial'; contentMode: GameContentMode }
  /** A signed-in account's active profile: games are saved under `{uid}_{childId | 'parent' | 'solo'}`. */
  | { kind: 'account'; uid: string; profile: ActiveProfile; profileKey: string; contentMode: GameContentMode };

const LOADING: GameProfile = { kind: 'loading' };
const TRIAL: GameProfile = { kind: 'trial', profileKey: 'trial', contentMode: GAME_TRIAL_CONTENT_MODE };

/**
 * The active profile and its content mode (SPEC §4): a child plays in the child's mode, the parent or
 * a solo adult in the account's, a signed-out visitor in the trial's PG. A family account with no
 * profile chosen plays as the parent, as its chat does. A child whose mode cannot be read plays in G,
 * the gentlest.
 */
export function useGameProfile(): GameProfile {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { session } = useSession();
  const uid = user?.id ?? '';
  const family = (user?.children.length ?? 0) > 0;
  // Listed for any family account, so a child's mode is at hand the moment the child's profile starts.
  const children = useListChildrenQuery(uid, { skip: uid === '' || !family });
  const active = session ? sessionProfile(session) : null;

  return useMemo(() => {
    if (status === 'loading') return LOADING;
    if (status === 'signedOut' || user === null) return TRIAL;
    const profile: ActiveProfile = active ?? (family ? { type: 'parent' } : { type: 'solo' });
    if (profile.type !== 'child') return { kind: 'account', uid: user.id, profile, profileKey: `${user.id}_${profile.type}`, contentMode: user.contentMode };
    const child = children.data?.find((candidate) => candidate.id === profile.childId);
    if (!child && children.isFetching) return LOADING;
    return { kind: 'account', uid: user.id, profile, profileKey: `${user.id}_${profile.childId}`, contentMode: child?.contentMode ?? 'G' };
  }, [status, user, active, family, children.data, children.isFetching]);
}
