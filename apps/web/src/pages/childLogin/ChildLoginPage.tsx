import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Child } from '@grove/api-contract';
import { routeDefaultChatDestination, routePath } from '@grove/session-family';
import { familyApiErrorRead } from '@grove/session-family/react';
import { GlassButton, GlassPanel, LoadingSpinner } from '@grove/ui-glass/react';
import { useDocumentTitle } from '../useDocumentTitle';
import { ContentModeBadge } from '../profiles/ContentModeBadge';
import { PinDialog } from '../profiles/PinDialog';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import { useFamilyAccount, type FamilyAccount } from '../profiles/useFamilyAccount';
import { useFamilyChooser } from '../profiles/useFamilyChooser';
import '../pages.css';
import '../profiles/family.css';

/** A child someone can sign in as here. Age and content mode are unknown for children known only from this device. */
interface ChildChoice {
  id: string;
  displayName: string;
  avatar: string | null;
  child: Child | null;
}

/**
 * /child-login, "Child sign-in": a child picks their profile and enters their own PIN (SPEC §5, §6);
 * the server checks it, and a verified PIN starts the child's session and opens their chat. Going
 * back to the parent afterwards needs the parent PIN, on /profiles.
 */
export function ChildLoginPage() {
  useDocumentTitle('Grove — Child sign-in');
  const account = useFamilyAccount();
  if (account === null) return <LoadingSpinner />;
  return <ChildPicker account={account} />;
}

function ChildPicker({ account }: { account: FamilyAccount }) {
  const { navigate, pathname, session, recentUsers, switchTo, setupLinkRef, childActive, children, check } = useFamilyChooser(account);
  const [choosing, setChoosing] = useState<ChildChoice | null>(null);

  const choices: ChildChoice[] = childActive
    ? recentUsers
        .filter((entry) => entry.type === 'child')
        .map((entry) => ({ id: entry.id, displayName: entry.displayName, avatar: entry.avatar, child: null }))
    : (children.data ?? [])
        .filter((child) => child.isActive)
        .map((child) => ({ id: child.id, displayName: child.displayName, avatar: child.avatar, child }));

  async function signIn(choice: ChildChoice, pin: string): Promise<string | null> {
    const profile = { type: 'child' as const, childId: choice.id };
    const outcome = await switchTo({ profile, displayName: choice.displayName, avatar: choice.avatar }, pin);
    if (outcome.status === 'refused') return outcome.message;
    setChoosing(null);
    // A child profile belongs to a family account, whatever the auth slice has caught up with.
    void navigate(routeDefaultChatDestination({ ...account.snapshot, accountType: 'family', activeProfile: profile }, pathname));
    return null;
  }

  function choose(choice: ChildChoice): void {
    if (check.allowed) setChoosing(choice);
    else setupLinkRef.current?.focus();
  }

  const loadError = children.isError ? familyApiErrorRead(children.error) : null;

  return (
    <article className="page family-page" aria-labelledby="child-login-title">
      <h1 id="child-login-title">Child sign-in</h1>
      <p className="page-lead">Pick your name, then type your own PIN.</p>

      {!check.allowed && (
        <p className="family-alert">
          <strong>{check.message}</strong>{' '}
          <Link ref={setupLinkRef} to={routePath('childAccounts')}>
            Set up parental controls
          </Link>
        </p>
      )}

      {children.isLoading ? (
        <LoadingSpinner label="Loading profiles..." />
      ) : choices.length > 0 ? (
        <ul className="profile-grid" aria-label="Children">
          {choices.map((choice) => (
            <li key={choice.id}>
              <button
                type="button"
                className="grove-glass profile-card"
                aria-current={session?.activeProfileId === choice.id ? 'true' : undefined}
                onClick={() => choose(choice)}
              >
                <ProfileAvatar avatar={choice.avatar} name={choice.displayName} />
                <span className="profile-card__name">{choice.displayName}</span>
                {choice.child !== null && (
                  <>
                    <span className="profile-card__caption">Age {choice.child.age}</span>
                    <ContentModeBadge mode={choice.child.contentMode} />
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : loadError === null ? (
        <p className="family-status">
          No child profiles yet. A parent can add one in <Link to={routePath('childAccounts')}>Child accounts</Link>.
        </p>
      ) : null}

      {loadError !== null && (
        <GlassPanel className="family-panel" role="alert">
          <p>We could not load the child profiles{loadError.message ? `: ${loadError.message}` : '.'}</p>
          <GlassButton variant="secondary" onClick={() => void children.refetch()}>
            Try again
          </GlassButton>
        </GlassPanel>
      )}

      <ul className="family-links">
        <li>
          <Link to={routePath('profiles')}>Back to everyone’s profiles</Link>
        </li>
      </ul>

      <PinDialog
        open={choosing !== null}
        title={`Hi ${choosing?.displayName ?? ''}! Enter your PIN`}
        label={`${choosing?.displayName ?? ''}'s PIN`}
        submitLabel="Sign in"
        onClose={() => setChoosing(null)}
        onSubmit={(pin) => (choosing === null ? Promise.resolve(null) : signIn(choosing, pin))}
      />
    </article>
  );
}

export default ChildLoginPage;
