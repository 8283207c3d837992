import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { authSnapshotSignedIn, type AuthSnapshot } from '../index';
import { RouteGate, type RouteGateProps, type RouteScreen } from './RouteGate';

function Screen(title: string): RouteScreen {
  function DemoScreen({ params }: { params: Record<string, string> }) {
    return (
      <section>
        <h1>{title}</h1>
        {Object.keys(params).length > 0 && <pre>{JSON.stringify(params)}</pre>}
      </section>
    );
  }
  return DemoScreen;
}

function AddressBar() {
  const { pathname } = useLocation();
  return (
    <nav style={{ fontFamily: 'monospace', borderBottom: '1px solid #ccc', marginBottom: 8, paddingBottom: 8 }}>
      <span>{pathname}</span>
      {' · '}
      <Link to="/">/</Link> <Link to="/quests">/quests</Link> <Link to="/admin">/admin</Link>{' '}
      <Link to="/chat/someone-else">/chat/someone-else</Link> <Link to="/hike">/hike</Link>
    </nav>
  );
}

function withPath(path: string) {
  return function AtPath(Story: () => ReactNode) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <AddressBar />
        <Story />
      </MemoryRouter>
    );
  };
}

const family: AuthSnapshot = authSnapshotSignedIn({ activeProfile: { type: 'child', childId: 'c9' } });

const args: RouteGateProps = {
  auth: family,
  screens: {
    home: Screen('Home'),
    login: Screen('Log in'),
    signup: Screen('Sign up'),
    onboarding: Screen('Onboarding'),
    profiles: Screen('Who is using Grove?'),
    chatTrial: Screen('Trial chat'),
    chatUser: Screen('Chat'),
    chatChild: Screen('Child chat'),
    quests: Screen('Quests'),
    founders: Screen('Founders club'),
  },
  loading: <p role="status">Loading...</p>,
  notFound: <p>This screen is not built yet.</p>,
};

export default {
  title: 'session-family/RouteGate',
  component: RouteGate,
  args,
} satisfies Meta<typeof RouteGate>;

type Story = StoryObj<typeof RouteGate>;

/** Auth is still loading: the spinner. */
export const Loading: Story = { args: { auth: { status: 'loading' } }, decorators: [withPath('/quests')] };

/** A signed-in child opens their own chat: the screen receives the path's parameters. */
export const ChildChat: Story = { decorators: [withPath('/chat/u1/child/c9')] };

/** A signed-out visitor on a signed-in page is sent home. */
export const SignedOutRedirect: Story = {
  args: { auth: { status: 'signedOut', trialActive: false } },
  decorators: [withPath('/quests')],
};

/** A trial visitor may open the founders page, but /hike needs an account. */
export const TrialVisitor: Story = {
  args: { auth: { status: 'signedOut', trialActive: true } },
  decorators: [withPath('/founders')],
};

/** A family without an active profile landing on / goes to the profile picker. */
export const FamilyLanding: Story = {
  args: { auth: { ...family, activeProfile: null } },
  decorators: [withPath('/')],
};

/** A route that may render but has no screen in this app yet. */
export const NotBuiltYet: Story = { decorators: [withPath('/old-stories')] };
