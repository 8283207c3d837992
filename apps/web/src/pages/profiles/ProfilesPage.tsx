import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Child } from '@grove/api-contract';
import {
  profileSwitchCredential,
  routeDefaultChatDestination,
  routePath,
  routeReturnPathRead,
  type ContentMode,
  type RecentUser,
} from '@grove/session-family';
import { familyApiErrorRead, type ProfileSwitchTarget } from '@grove/session-family/react';
import { GlassButton, GlassPanel, LoadingSpinner } from '@grove/ui-glass/react';
import { useFeatureFlag } from '../../app/providers';
import { useDocumentTitle } from '../useDocumentTitle';
import { ChildrenMemories } from './ChildrenMemories';
import { ChildrenOverviewLinks } from './ChildrenOverviewLinks';
import { ChildrenRadar } from './ChildrenRadar';
import { ContentModeBadge } from './ContentModeBadge';
import { ParentAlerts } from './ParentAlerts';
import { PinDialog } from './PinDialog';
import { ProfileAvatar } from './ProfileAvatar';
import { useFamilyAccount, type FamilyAccount } from './useFamilyAccount';
import { useFamilyChooser } from './useFamilyChooser';
import '../pages.css';
import './family.css';

/** One profile someone can choose on this screen. */
interface ProfileChoice {
  id: string;
  target: ProfileSwitchTarget;
  /** What the card says under the name. */
  caption: string;
  contentMode: ContentMode | null;
}

// SPEC §3 "Recent user entry": profiles used recently on this device come first, most recent first.
function recentFirst(choices: ProfileChoice[], recent: readonly RecentUser[]): ProfileChoice[] {
  const rank = (id: string) => {
    const index = recent.findIndex((entry) => entry.id === id);
    return index === -1 ? recent.length : index;
  };
  return choices
    .map((choice, order) => ({ choice, order }))
    .sort((a, b) => rank(a.choice.id) - rank(b.choice.id) || a.order - b.order)
    .map(({ choice }) => choice);
}

function childChoice(child: Child): ProfileChoice {
  return {
    id: child.id,
    target: { profile: { type: 'child', childId: child.id }, displayName: child.displayName, avatar: child.avatar },
    caption: `Age ${child.age}`,
    contentMode: child.contentMode,
  };
}

/**
 * /profiles, "Who is using Grove?": the parent and each child, recent users first. The parent needs the
 * parent PIN (also when coming back from a child), a child its own PIN (SPEC §5); a verified choice
 * starts that profile's session and opens its chat.
 */
export function ProfilesPage() {
  useDocumentTitle('Grove — Who is using Grove?');
  const account = useFamilyAccount();
  if (account === null) return <LoadingSpinner />;
  return <ProfilesChooser account={account} />;
}

function ProfilesChooser({ account }: { account: FamilyAccount }) {
  const { user, accountType } = account;
  const { navigate, pathname, session, recentUsers, switchTo, setupLinkRef, childActive, children, check } = useFamilyChooser(account);
  const [choosing, setChoosing] = useState<ProfileChoice | null>(null);
  // Sent here by sign-in on the way to a page that needs an account (SPEC §4 Login flow): go on to it.
  const location = useLocation();
  const returnTo = routeReturnPathRead(location.search);
  // Sent back here after deleting a child from its overview (issue 18): say so once.
  const arrivedStatus = (location.state as { status?: unknown } | null)?.status;
  // Issue 15: the parent, signed in to the parent profile, sees each child's memories and approvals.
  const memoriesOffered = useFeatureFlag('symbolicMemory');
  // Issue 17: and each child's week, while the radar's metrics are collected.
  const metricsOffered = useFeatureFlag('metricsCollection');
  const parentActive = accountType === 'family' && session?.activeProfileId === 'parent';

  let choices: ProfileChoice[];
  if (accountType === 'solo') {
    choices = [{ id: 'solo', target: { profile: { type: 'solo' }, displayName: user.displayName, avatar: null }, caption: 'You', contentMode: null }];
  } else {
    const parent: ProfileChoice = {
      id: 'parent',
      target: { profile: { type: 'parent' }, displayName: user.displayName, avatar: null },
      caption: 'Parent',
      contentMode: null,
    };
    const kids = childActive
      ? recentUsers
          .filter((entry) => entry.type === 'child')
          .map((entry) => ({
            id: entry.id,
            target: { profile: { type: 'child' as const, childId: entry.id }, displayName: entry.displayName, avatar: entry.avatar },
            caption: 'Child',
            contentMode: null,
          }))
      : (children.data ?? []).filter((child) => child.isActive).map(childChoice);
    choices = [parent, ...kids];
  }
  choices = recentFirst(choices, recentUsers);

  async function enter(choice: ProfileChoice, pin: string): Promise<string | null> {
    const outcome = await switchTo(choice.target, pin);
    if (outcome.status === 'refused') return outcome.message;
    setChoosing(null);
    void navigate(returnTo ?? routeDefaultChatDestination({ ...account.snapshot, activeProfile: choice.target.profile }, pathname));
    return null;
  }

  function choose(choice: ProfileChoice): void {
    if (!check.allowed) {
      setupLinkRef.current?.focus();
      return;
    }
    if (profileSwitchCredential(choice.target.profile) === 'none') void enter(choice, '');
    else setChoosing(choice);
  }

  const loadError = children.isError ? familyApiErrorRead(children.error) : null;

  return (
    <article className="page family-page" aria-labelledby="profiles-title">
      <h1 id="profiles-title">Who is using Grove?</h1>
      <p className="page-lead">Choose your profile. Each one is protected by its own PIN.</p>
      {typeof arrivedStatus === 'string' && (
        <p className="family-status" role="status">
          {arrivedStatus}
        </p>
      )}

      {!check.allowed && (
        <p className="family-alert">
          <strong>{check.message}</strong>{' '}
          <Link ref={setupLinkRef} to={routePath('childAccounts')}>
            Set up parental controls
          </Link>
        </p>
      )}
      {childActive && (
        <p className="family-status">
          Going back to the parent profile needs the parent PIN. Children used on this device are shown below.
        </p>
      )}

      {children.isLoading ? (
        <LoadingSpinner label="Loading profiles..." />
      ) : (
        <ul className="profile-grid" aria-label="Profiles">
          {choices.map((choice) => {
            const current = session?.activeProfileId === choice.id;
            return (
              <li key={choice.id}>
                <button type="button" className="grove-glass profile-card" aria-current={current ? 'true' : undefined} onClick={() => choose(choice)}>
                  <ProfileAvatar avatar={choice.target.avatar} name={choice.target.displayName} />
                  <span className="profile-card__name">{choice.target.displayName}</span>
                  <span className="profile-card__caption">
                    {choice.caption}
                    {current && ' · current'}
                  </span>
                  {choice.contentMode !== null && <ContentModeBadge mode={choice.contentMode} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {loadError !== null && (
        <GlassPanel className="family-panel" role="alert">
          <p>We could not load the child profiles{loadError.message ? `: ${loadError.message}` : '.'}</p>
          <GlassButton variant="secondary" onClick={() => void children.refetch()}>
            Try again
          </GlassButton>
        </GlassPanel>
      )}
      {accountType === 'family' && children.isSuccess && children.data.length === 0 && (
        <p className="family-status">No child profiles yet.</p>
      )}

      {/* Issue 18: the parent profile's alerts and each child's overview; never shown to a child profile. */}
      {parentActive && <ParentAlerts uid={user.id} />}
      {parentActive && children.isSuccess && <ChildrenOverviewLinks uid={user.id} kids={children.data.filter((child) => child.isActive)} />}
      {memoriesOffered && parentActive && children.isSuccess && <ChildrenMemories kids={children.data.filter((child) => child.isActive)} />}
      {metricsOffered && parentActive && children.isSuccess && <ChildrenRadar kids={children.data.filter((child) => child.isActive)} />}

      <ul className="family-links">
        <li>
          <Link to={routePath('childAccounts')}>{accountType === 'solo' ? 'Add a child profile' : 'Manage child accounts'}</Link>
        </li>
        {accountType === 'family' && (
          <li>
            <Link to={routePath('childLogin')}>Child sign-in</Link>
          </li>
        )}
      </ul>

      <PinDialog
        open={choosing !== null}
        title={choosing?.target.profile.type === 'parent' ? 'Enter the parent PIN' : `Enter ${choosing?.target.displayName ?? ''}'s PIN`}
        label={choosing?.target.profile.type === 'parent' ? 'Parent PIN' : `${choosing?.target.displayName ?? ''}'s PIN`}
        onClose={() => setChoosing(null)}
        onSubmit={(pin) => (choosing === null ? Promise.resolve(null) : enter(choosing, pin))}
        // Issue 18: a forgotten parent PIN is reset with the account password — never from a child's profile.
        parentPinResetFor={choosing?.target.profile.type === 'parent' && !childActive ? account.uid : undefined}
      />
    </article>
  );
}

export default ProfilesPage;
