import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { routeIsTrial } from '@grove/session-family';
import { useDefaultChatDestination, useSession } from '@grove/session-family/react';
import { useTrialStarted } from '@grove/trial-guard/react';
import { CookieConsentBanner, GlassButton, LoadingSpinner, useTheme } from '@grove/ui-glass/react';
import { SignOutButton } from '../auth/SignOutButton';
import { NothingShown, lazyPart } from '../lazyScreen';
import { selectAuthSnapshot } from '../authSlice';
import { useAppSelector } from '../hooks';
import { MainMenu } from './MainMenu';
import { ServiceStatus } from './ServiceStatus';
import { TrialNavPending } from './TrialNavPending';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';
import { useScrollRestoration } from './useScrollRestoration';
import './shell.css';

function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <GlassButton variant="ghost" onClick={toggle} aria-label={`Switch to ${next} theme`}>
      {theme === 'dark' ? '☀' : '☾'}
    </GlassButton>
  );
}

// A count beside "Profiles": the navigation is whole without it, so a chunk that fails shows nothing.
const AlertsNavCount = lazyPart(() => import('./AlertsNavCount'), NothingShown);

/** The main navigation: what this visitor can open (signed-in families also get their profiles); a menu panel on phones. */
function MainNav() {
  const auth = useAppSelector(selectAuthSnapshot);
  const { session } = useSession();
  // Issue 18: the parent profile's new alerts beside "Profiles" — never while a child profile is active.
  const parentActive = auth.status === 'signedIn' && auth.accountType === 'family' && session?.activeProfileId === 'parent';
  // Issue 19: inviting is an adult's (a child profile may not refer anyone).
  const adult = auth.status === 'signedIn' && session?.activeProfileType !== 'child';
  // SPEC §2 default chat destination: the active profile's own chat, one click and no PIN away.
  const chat = useDefaultChatDestination(auth);
  return (
    <MainMenu>
      <NavLink to="/" end>
        Home
      </NavLink>
      {auth.status === 'signedIn' && <NavLink to={chat}>My chat</NavLink>}
      {auth.status === 'signedIn' && auth.accountType === 'family' && (
        <NavLink to="/profiles">
          Profiles
          {parentActive && (
            <Suspense fallback={null}>
              <AlertsNavCount uid={auth.uid} />
            </Suspense>
          )}
        </NavLink>
      )}
      {auth.status !== 'loading' && <NavLink to="/games">Games</NavLink>}
      {/* Issue 21: the guided themes (every one rated G) for visitors too; quests for a signed-in profile. */}
      {auth.status !== 'loading' && <NavLink to="/door-choice">Guided talks</NavLink>}
      {auth.status === 'signedIn' && <NavLink to="/quests">Quests</NavLink>}
      {auth.status !== 'loading' && <NavLink to="/journal">Journal</NavLink>}
      {auth.status !== 'loading' && <NavLink to="/wellness">Wellness</NavLink>}
      {adult && <NavLink to="/refer">Refer a friend</NavLink>}
      {auth.status === 'signedIn' && <NavLink to="/settings">Settings</NavLink>}
      {/* Issue 20: the admin area, for an admin acting as the account (never from a child profile). */}
      {auth.status === 'signedIn' && auth.isAdmin && session?.activeProfileType !== 'child' && <NavLink to="/admin">Admin</NavLink>}
      <NavLink to="/about">About</NavLink>
      {/* Wide screens have it in the footer; the phone's menu panel keeps it one tap away. */}
      <NavLink to="/legal" className="app-nav__menu-only">
        Privacy &amp; terms
      </NavLink>
    </MainMenu>
  );
}

const TrialNavStatus = lazyPart(() => import('./TrialNavStatus'), NothingShown);

/** Trial screens that show the trial's status themselves (and poll it). */
const TRIAL_SCREENS = new Set(['/chat/trial', '/trial-choice']);

/**
 * SPEC §4: the trial status is polled on trial routes for signed-out visitors; the header shows the
 * tokens left there (the two trial screens show it in full).
 */
function TrialWatch() {
  const auth = useAppSelector(selectAuthSnapshot);
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
  if (auth.status !== 'signedOut' || !routeIsTrial(path) || TRIAL_SCREENS.has(path)) return null;
  return (
    <Suspense fallback={<TrialNavPending />}>
      <TrialNavStatus />
    </Suspense>
  );
}

/**
 * Sign in for visitors, sign out for a signed-in account. While sign-in is still being settled (this
 * browser signed in before, so most likely it still is) an invisible "Sign out" holds the button's
 * place, so the header's other controls do not move when it arrives.
 */
function AccountLinks() {
  const auth = useAppSelector(selectAuthSnapshot);
  if (auth.status === 'signedIn') return <SignOutButton />;
  if (auth.status === 'loading') {
    return (
      <span className="grove-button grove-button--ghost account-pending" aria-hidden="true" data-testid="account-pending">
        Sign out
      </span>
    );
  }
  return (
    <Link to="/login" className="account-link">
      Sign in
    </Link>
  );
}

/** The founders club in the footer, for whoever may open it (SPEC §2: signed in, or a visitor on a trial). */
function FoundersFooterLink() {
  const auth = useAppSelector(selectAuthSnapshot);
  const trialStarted = useTrialStarted();
  if (auth.status === 'loading' || (auth.status === 'signedOut' && !trialStarted)) return null;
  return (
    <>
      {' · '}
      <Link to="/founders">Founders club</Link>
    </>
  );
}

/** The frame around every screen: skip link, header with navigation, main landmark, footer, cookie banner. */
export function AppShell() {
  useFocusMainOnNavigate('main');
  useScrollRestoration();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link to="/" className="brand" aria-label="Grove home">
          <span aria-hidden="true" className="brand__mark">
            ❦
          </span>
          Grove
        </Link>
        <MainNav />
        <TrialWatch />
        <ThemeToggle />
        <AccountLinks />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="app-footer">
        <p>© 2026 Grove · A warm mentor for the whole family</p>
        <p>
          <Link to="/legal">Privacy &amp; terms</Link>
          <FoundersFooterLink />
        </p>
        <ServiceStatus />
      </footer>
      <CookieConsentBanner />
    </div>
  );
}
