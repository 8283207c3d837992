import { Suspense } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieConsentBanner, GlassButton, GlassNav, LoadingSpinner, useTheme } from '@grove/ui-glass/react';
import { SignOutButton } from '../auth/SignOutButton';
import { selectAuthSnapshot } from '../authSlice';
import { useAppSelector } from '../hooks';
import { ServiceStatus } from './ServiceStatus';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';
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

/** The main navigation: what this visitor can open (signed-in families also get their profiles). */
function MainNav() {
  const auth = useAppSelector(selectAuthSnapshot);
  return (
    <GlassNav label="Main">
      <NavLink to="/" end>
        Home
      </NavLink>
      {auth.status === 'signedIn' && auth.accountType === 'family' && <NavLink to="/profiles">Profiles</NavLink>}
      {auth.status === 'signedIn' && <NavLink to="/settings">Settings</NavLink>}
      <NavLink to="/about">About</NavLink>
      <NavLink to="/legal">Privacy &amp; terms</NavLink>
    </GlassNav>
  );
}

/** Sign in for visitors, sign out for a signed-in account. */
function AccountLinks() {
  const auth = useAppSelector(selectAuthSnapshot);
  if (auth.status === 'signedIn') return <SignOutButton />;
  if (auth.status === 'loading') return null;
  return (
    <Link to="/login" className="account-link">
      Sign in
    </Link>
  );
}

/** The frame around every screen: skip link, header with navigation, main landmark, footer, cookie banner. */
export function AppShell() {
  useFocusMainOnNavigate('main');
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
        </p>
        <ServiceStatus />
      </footer>
      <CookieConsentBanner />
      <ScrollRestoration />
    </div>
  );
}
