import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authSnapshotSignedIn, type AuthSnapshot, type SignedInSnapshot } from '../index';
import { RouteGate, type RouteScreen } from './RouteGate';

function signedIn(overrides: Partial<SignedInSnapshot> = {}): SignedInSnapshot {
  return authSnapshotSignedIn({ activeProfile: { type: 'parent' }, ...overrides });
}

const Home: RouteScreen = () => (
  <main>
    <h1>Home</h1>
    <Link to="/who-is-using">Switch profile</Link>
  </main>
);
const Profiles: RouteScreen = () => <h1>Who is using Grove?</h1>;
const ChatChild: RouteScreen = ({ params }) => <h1>{`Chat of ${params.userId} with child ${params.childId}`}</h1>;
const ReferCode: RouteScreen = ({ params }) => <h1>{`Invitation ${params.invitationCode}`}</h1>;

const screens = { home: Home, profiles: Profiles, chatChild: ChatChild, referCode: ReferCode };

function renderAt(path: string, auth: AuthSnapshot) {
  const gate = (a: AuthSnapshot) => (
    <MemoryRouter initialEntries={[path]}>
      <RouteGate auth={a} screens={screens} loading={<p role="status">Loading...</p>} notFound={<h1>Not built yet</h1>} />
    </MemoryRouter>
  );
  const result = render(gate(auth));
  return { ...result, rerenderWith: (a: AuthSnapshot) => result.rerender(gate(a)) };
}

describe('RouteGate', () => {
  afterEach(cleanup);

  it('shows the spinner while auth is loading', () => {
    renderAt('/chat/u1', { status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows the screen of the route with its decoded parameters', () => {
    renderAt('/chat/u1/child/c%209', signedIn({ activeProfile: { type: 'child', childId: 'c 9' } }));
    expect(screen.getByRole('heading', { name: 'Chat of u1 with child c 9' })).toBeTruthy();
  });

  it('redirects a signed-out visitor from a signed-in page to home', async () => {
    renderAt('/quests', { status: 'signedOut', trialActive: false });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('redirects an old path to the profile picker', async () => {
    renderAt('/who-is-using', signedIn());
    expect(await screen.findByRole('heading', { name: 'Who is using Grove?' })).toBeTruthy();
  });

  it('follows a chain of redirects: a non-admin on /admin lands on / and then on /profiles', async () => {
    renderAt('/admin', signedIn({ activeProfile: null }));
    expect(await screen.findByRole('heading', { name: 'Who is using Grove?' })).toBeTruthy();
  });

  it('shows notFound when the route may render but the app has no screen for it', () => {
    renderAt('/journal', { status: 'signedOut', trialActive: false });
    expect(screen.getByRole('heading', { name: 'Not built yet' })).toBeTruthy();
  });

  it('decides again when the user follows a link', async () => {
    renderAt('/', signedIn());
    await userEvent.click(screen.getByRole('link', { name: 'Switch profile' }));
    expect(await screen.findByRole('heading', { name: 'Who is using Grove?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });

  it('decides again when auth changes: the spinner gives way to the screen', async () => {
    const { rerenderWith } = renderAt('/refer/INV-42', { status: 'loading' });
    expect(screen.getByRole('status')).toBeTruthy();
    rerenderWith({ status: 'signedOut', trialActive: false });
    expect(await screen.findByRole('heading', { name: 'Invitation INV-42' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
