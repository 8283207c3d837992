import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { profileSwitchCheck } from '@grove/session-family';
import { useListChildrenQuery, useProfileSwitch, useRecentUsers, useSession } from '@grove/session-family/react';
import type { FamilyAccount } from './useFamilyAccount';

/**
 * What a screen that lets someone pick a profile needs (/profiles and /child-login): the session, the
 * recent users, the switch, the children (not read while a child is active: the server refuses account
 * reads to a child profile) and SPEC §5's switching check.
 */
export function useFamilyChooser({ uid, user, accountType }: FamilyAccount) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { session } = useSession();
  const { recentUsers } = useRecentUsers();
  const { switchTo } = useProfileSwitch(uid);
  const setupLinkRef = useRef<HTMLAnchorElement>(null);
  const childActive = session?.activeProfileType === 'child';
  const children = useListChildrenQuery(uid, { skip: childActive || accountType === 'solo' });
  const check = profileSwitchCheck({
    isSolo: accountType === 'solo',
    // SPEC §5: a permission error counts as allowed; a child profile is refused account reads by the server.
    parentalControls: childActive ? 'permission-error' : { parentPinSet: user.parentPinSet },
  });
  return { navigate, pathname, session, recentUsers, switchTo, setupLinkRef, childActive, children, check };
}
