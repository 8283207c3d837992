import { cleanup, render, screen, within } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@grove/api-contract';
import { routeMatch, type ActiveProfile } from '@grove/session-family';
import { RECENT_USERS_STORAGE_KEY, useSession } from '@grove/session-family/react';
import { userSample } from '../../app/auth/userSample';
import { authSignedIn, authSignedOut } from '../../app/authSlice';
import { AppProviders } from '../../app/providers';
import { SCREENS } from '../../app/screens';
import { makeStore } from '../../app/store';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import HomePageDefault, { HomePage } from './HomePage';

function renderHome() {
  const store = makeStore();
  store.dispatch(authSignedOut());
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
}

/** Starts a family profile the way /profiles does once its PIN is checked, then shows the page. */
function WithProfile({ profile, children }: { profile: ActiveProfile | null; children: ReactNode }) {
  const { session, start } = useSession();
  useLayoutEffect(() => {
    if (profile !== null) start(profile);
  }, [profile, start]);
  return profile === null || session !== null ? children : null;
}

function renderMemberHome(user: User, profile: ActiveProfile | null) {
  const store = makeStore();
  store.dispatch(authSignedIn(user));
  return render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <WithProfile profile={profile}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </WithProfile>
    </AppProviders>,
  );
}

function hrefs(): string[] {
  return screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
});

describe('HomePage for a signed-in person: their own home', () => {
  const solo = userSample({ id: 'u1', displayName: 'Jo', onboardingStatus: true });
  const parent = userSample({ id: 'u1', displayName: 'Ada', onboardingStatus: true, children: ['c1'] });

  it('greets a solo adult by name, links straight to their chat and shows no sign-up or sign-in', () => {
    renderMemberHome(solo, null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Jo');
    expect(screen.getByRole('link', { name: 'Open my chat' }).getAttribute('href')).toBe('/chat/u1');
    for (const name of ['Create an account', 'Try it free', 'Sign in']) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.getByRole('link', { name: 'Games' }).getAttribute('href')).toBe('/games');
    expect(screen.getByRole('link', { name: 'Story time' }).getAttribute('href')).toBe('/choose-story');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Add a child profile' }).getAttribute('href')).toBe('/child-accounts');
    expect(screen.getByRole('link', { name: 'Journal' }).getAttribute('href')).toBe('/journal');
    expect(document.title).toBe('Grove — Home');
  });

  it('greets the active parent, whose chat is the parent chat, with the family’s features', () => {
    renderMemberHome(parent, { type: 'parent' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ada');
    expect(screen.getByRole('link', { name: 'Open my chat' }).getAttribute('href')).toBe('/chat/u1');
    expect(screen.getByRole('link', { name: 'Switch profile' }).getAttribute('href')).toBe('/profiles');
    expect(screen.getByRole('link', { name: 'Child accounts' }).getAttribute('href')).toBe('/child-accounts');
  });

  it('greets an active child by the child’s own name, links to the child’s chat, and offers no parent pages', () => {
    window.localStorage.setItem(
      RECENT_USERS_STORAGE_KEY,
      JSON.stringify([{ id: 'c1', type: 'child', displayName: 'Mia', avatar: '🦊', lastUsed: 1 }]),
    );
    renderMemberHome(parent, { type: 'child', childId: 'c1' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Mia');
    expect(screen.queryByText(/Ada/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open my chat' }).getAttribute('href')).toBe('/chat/u1/child/c1');
    expect(screen.getByRole('link', { name: 'Games' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Child accounts' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Journal' }).getAttribute('href')).toBe('/journal');
    expect(screen.getByText('Write or draw about your day, with prompts to help.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Switch profile' }).getAttribute('href')).toBe('/profiles');
  });

  it.each([
    ['solo', solo, null],
    ['parent', parent, { type: 'parent' } as const],
    ['child', parent, { type: 'child', childId: 'c1' } as const],
  ])('links only to screens this build has (%s)', (_who, user, profile) => {
    renderMemberHome(user, profile);
    for (const href of hrefs()) {
      const route = routeMatch(href);
      expect(route, href).not.toBeNull();
      expect(SCREENS[route?.id ?? 'home'], href).toBeTruthy();
    }
  });

  it('keeps headings in order without skipping a level', () => {
    const { container } = renderMemberHome(solo, null);
    const levels = within(container)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index] + 1));
  });
});

describe('HomePage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(HomePageDefault).toBe(HomePage);
  });

  it('names Grove in its only h1 and makes a one-line promise', () => {
    renderHome();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0].textContent).toBe('Grove');
    expect(screen.getByText(/warm AI mentor for grown-ups and children/i)).toBeTruthy();
  });

  it('describes each part of Grove under its own heading', () => {
    renderHome();
    for (const name of [
      'A mentor to talk with',
      'Made for families',
      'Reflect and remember',
      'Play and explore',
      'Try it first, no account needed',
      'Privacy and safety',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Ages 4 to 8: rated G' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Ages 9 to 14: rated PG' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Weekly emotional radar' })).toBeTruthy();
  });

  it('tells visitors the trial limit and the safety promises', () => {
    renderHome();
    expect(screen.getByText(/up to 100,000\s+tokens of conversation in 24 hours/)).toBeTruthy();
    expect(screen.getByText(/Our server decides the content mode/)).toBeTruthy();
    expect(screen.getByText(/No ads/)).toBeTruthy();
    expect(screen.getByText(/Error reports never contain the text of your\s+chats/)).toBeTruthy();
  });

  it('links to sign-up, sign-in, the free trial, about and legal, and to what a visitor can open without an account', () => {
    renderHome();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/about',
      '/door-choice',
      '/games',
      '/legal',
      '/login',
      '/oracle',
      '/signup',
      '/spirit-animal',
      '/trial-choice',
      '/trial-choice',
      '/wellness',
    ]);
    // Issue 21: the guided conversations are one click from a visitor's home.
    expect(screen.getByRole('link', { name: 'Guided conversations' }).getAttribute('href')).toBe('/door-choice');
    expect(screen.getByRole('link', { name: 'Try it free' }).getAttribute('href')).toBe('/trial-choice');
    expect(screen.getByRole('link', { name: 'Start the free trial' }).getAttribute('href')).toBe('/trial-choice');
    expect(screen.getByRole('link', { name: 'About Grove' }).getAttribute('href')).toBe('/about');
    expect(
      screen.getByRole('link', { name: 'Privacy notice and terms of use' }).getAttribute('href'),
    ).toBe('/legal');
  });

  it('renders inside one .page element and loads no images', () => {
    const { container } = renderHome();
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild?.classList.contains('page')).toBe(true);
    expect(container.querySelectorAll('img, picture, iframe, video')).toHaveLength(0);
    expect(container.querySelectorAll('main, header, nav')).toHaveLength(0);
  });

  it('keeps headings in order without skipping a level', () => {
    const { container } = renderHome();
    const levels = within(container)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index] + 1));
  });

  it('sets the document title', () => {
    renderHome();
    expect(document.title).toBe('Grove — a family AI mentor');
  });
});
