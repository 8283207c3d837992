import { Link } from 'react-router-dom';
import type { User } from '@grove/api-contract';
import { routePath, sessionProfile, type ActiveProfile } from '@grove/session-family';
import { useDefaultChatDestination, useRecentUsers, useSession } from '@grove/session-family/react';
import { selectAuthSnapshot } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useFeatureFlag } from '../../app/providers';
import { PendingInvitationSlot } from '../refer/PendingInvitationSlot';
import { useDocumentTitle } from '../useDocumentTitle';
import '../pages.css';

/** One thing to do from home: a screen this build has, and a line about it. */
interface HomeLink {
  to: string;
  title: string;
  text: string;
}

// Only screens that exist (apps/web/src/app/screens.ts); every guided theme is rated G, every game
// list follows the profile's content mode, so the same doors suit a child.
const PLAY_LINKS: readonly HomeLink[] = [
  { to: routePath('games'), title: 'Games', text: 'Opposites, alphabet chain, twenty questions, riddles and more, played with your mentor.' },
  { to: routePath('chooseStory'), title: 'Story time', text: 'Make up a story with your guide, one idea at a time.' },
  { to: routePath('doorChoice'), title: 'Choose a door', text: 'Calm talks about gardening, flowers, an outdoor trip, a city outing or a meditation.' },
  { to: routePath('hike'), title: 'Plan a hike', text: 'Find a trail that suits you, from an easy nature walk to a real climb.' },
  { to: routePath('videoNature'), title: 'A quiet forest', text: 'Watch the trees sway and take a calm moment.' },
  { to: routePath('videoFantasy'), title: 'A sky full of little lights', text: 'Watch the lights drift, then start a story of your own.' },
  { to: routePath('videoGarden'), title: 'A growing garden', text: 'Watch the flowers open, then learn to grow a garden.' },
  // Issue 21: wellness and wonder.
  { to: routePath('quests'), title: 'Quests', text: 'Small adventures away from the screen: start one, then say how it went. No points, no streaks.' },
  { to: routePath('oldStories'), title: 'Old stories', text: 'Thirty fables and folk tales from around the world, retold to suit you, with read-aloud.' },
  { to: routePath('oracle'), title: 'Reflection cards', text: 'Draw a card with a thought and a question to write or talk about. Never fortune-telling.' },
  { to: routePath('spiritAnimal'), title: 'Animal guide', text: 'Meet an animal whose strengths you share; it joins your mentor in your chat.' },
];

/** A list of home links, each a heading that links and a line on what is there. */
function HomeLinks({ links }: { links: readonly HomeLink[] }) {
  return (
    <ul className="page-features">
      {links.map((link) => (
        <li key={link.to}>
          <h3>
            <Link to={link.to}>{link.title}</Link>
          </h3>
          <p>{link.text}</p>
        </li>
      ))}
    </ul>
  );
}

function accountLinks(profile: ActiveProfile, memories: boolean): readonly HomeLink[] {
  const settings = { to: routePath('settings'), title: 'Settings', text: '' };
  // Issue 16: every profile has a journal (a child's may be switched off; the page then says so kindly).
  const journal: HomeLink = {
    to: routePath('journal'),
    title: 'Journal',
    text: profile.type === 'child' ? 'Write or draw about your day, with prompts to help.' : 'Write with prompts or freely, see your weekly summaries, and choose who can see what.',
  };
  // Issue 17: the daily check-in and the weekly radar.
  const wellness: HomeLink = {
    to: routePath('wellness'),
    title: 'Wellness',
    text:
      profile.type === 'child'
        ? 'Breathe with a calm guide, pick a face for today and see how your week is going.'
        : 'Breathing and calm sessions, a daily check-in and your weekly radar: sleep, energy, focus and more, with what is behind each.',
  };
  // Issue 15: what Grove remembers, while the symbolicMemory flag offers it.
  const remembered: HomeLink[] = memories
    ? [
        {
          to: routePath('memories'),
          title: 'Memories',
          text: profile.type === 'child' ? 'See what Grove remembers about you.' : 'See, change or delete what Grove remembers about you, or turn memory off.',
        },
      ]
    : [];
  if (profile.type === 'child') {
    return [
      journal,
      wellness,
      ...remembered,
      { ...settings, text: 'Choose how Grove looks: light or dark, the background and the glass.' },
      { to: routePath('profiles'), title: 'Switch profile', text: 'Let someone else in your family use Grove.' },
    ];
  }
  const own = { ...settings, text: 'Your name, how Grove looks on this device, signing out and your account.' };
  // Issue 19: inviting friends is a grown-up's, never a child profile's.
  const refer: HomeLink = { to: routePath('refer'), title: 'Refer a friend', text: 'Share your invitation link, see who joined, and your rewards.' };
  if (profile.type === 'solo') {
    return [journal, wellness, ...remembered, own, refer, { to: routePath('childAccounts'), title: 'Add a child profile', text: 'Give a child their own profile, PIN and talk that fits their age.' }];
  }
  return [
    journal,
    wellness,
    ...remembered,
    own,
    refer,
    { to: routePath('profiles'), title: 'Switch profile', text: 'Choose who is using Grove; each profile has its own PIN.' },
    { to: routePath('childAccounts'), title: 'Child accounts', text: 'Add or change your children’s profiles, their PINs and the parent PIN.' },
  ];
}

/** The name home greets: the active child's (from this device's recent users), else the account's. */
function greetedName(user: User | null, profile: ActiveProfile, recentName: string | null): string {
  if (profile.type === 'child') return recentName ?? '';
  return user?.displayName.trim() ?? '';
}

/**
 * / for a signed-in person: their own home, greeting the active profile by name (a child's own name,
 * not the parent's), with a one-click way to that profile's chat (SPEC §2 "Default chat destination",
 * no PIN for the profile already in use), the games and guided conversations, and the account's
 * features that profile may use.
 */
export function MemberHome({ user }: { user: User | null }) {
  useDocumentTitle('Grove — Home');
  const account = useAppSelector(selectAuthSnapshot);
  const chat = useDefaultChatDestination(account);
  const { session } = useSession();
  const { recentUsers } = useRecentUsers();
  const family = account.status === 'signedIn' && account.accountType === 'family';
  const profile: ActiveProfile = session ? sessionProfile(session) : family ? { type: 'parent' } : { type: 'solo' };
  const childId = profile.type === 'child' ? profile.childId : null;
  const recentName = recentUsers.find((entry) => entry.type === 'child' && entry.id === childId)?.displayName ?? null;
  const name = greetedName(user, profile, recentName);
  const memories = useFeatureFlag('symbolicMemory');

  return (
    <article className="page page--home" aria-labelledby="home-title">
      <h1 id="home-title">{name ? `Welcome back, ${name}` : 'Welcome back'}</h1>
      <p className="page-lead">
        {profile.type === 'child' ? 'What would you like to do today?' : 'Your mentor, your games and your guided conversations, all in one place.'}
      </p>
      <PendingInvitationSlot enabled={profile.type !== 'child'} />
      <p className="page-actions">
        <Link to={chat} className="page-button page-button--primary">
          Open my chat
        </Link>
      </p>

      <section className="page-section" aria-labelledby="home-play">
        <h2 id="home-play">Play and explore</h2>
        <HomeLinks links={PLAY_LINKS} />
      </section>

      <section className="page-section" aria-labelledby="home-account">
        <h2 id="home-account">{profile.type === 'child' ? 'Your settings' : 'Your account'}</h2>
        <HomeLinks links={accountLinks(profile, memories)} />
      </section>
    </article>
  );
}
