import { Link } from 'react-router-dom';
import { routePath } from '@grove/session-family';
import { selectAuthStatus, selectAuthUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../useDocumentTitle';
import { MemberHome } from './MemberHome';
import '../pages.css';

/**
 * / (SPEC §2, a route for everyone): a signed-in person gets their own home ({@link MemberHome}), a
 * visitor the page about Grove with the ways in.
 */
export function HomePage() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  return status === 'signedIn' ? <MemberHome user={user} /> : <VisitorHome />;
}

/** The signed-out home page: what Grove is, for whom, and how it keeps families safe. */
function VisitorHome() {
  useDocumentTitle('Grove — a family AI mentor');

  return (
    <article className="page page--home" aria-labelledby="home-title">
      <h1 id="home-title">Grove</h1>
      <p className="page-lead">
        A warm AI mentor for grown-ups and children, with talk that fits every age.
      </p>
      <p>
        Grove is a place to think out loud, reflect on your week and play with words. Adults get a
        thoughtful companion; parents get a safe corner for their children, set up and looked after
        by them.
      </p>
      <p className="page-actions">
        <Link to="/signup" className="page-button page-button--primary">
          Create an account
        </Link>
        <Link to="/trial-choice" className="page-button">
          Try it free
        </Link>
        <Link to="/login" className="page-button">
          Sign in
        </Link>
      </p>

      <section className="page-section">
        <h2 id="home-mentor">A mentor to talk with</h2>
        <p>
          Chat with a kind, patient mentor about your day, a plan, a worry or a question you have
          been turning over. It listens, asks good questions and helps you find your own next step.
          It is an AI, not a person, and not a therapist or a crisis service.
        </p>
      </section>

      <section className="page-section">
        <h2 id="home-families">Made for families</h2>
        <p>
          A parent account can hold profiles for children. Only the parent creates them, and each
          one is behind its own PIN. Going back from a child's profile to the parent's needs the
          parent's PIN.
        </p>
        <ul className="page-features">
          <li>
            <h3>Ages 4 to 8: rated G</h3>
            <p>Simple, gentle words and short ideas.</p>
          </li>
          <li>
            <h3>Ages 9 to 14: rated PG</h3>
            <p>Adventurous and exciting, but never scary.</p>
          </li>
          <li>
            <h3>Ages 15 and up: FULL</h3>
            <p>Natural conversation that can go deeper and get more complex.</p>
          </li>
        </ul>
      </section>

      <section className="page-section">
        <h2 id="home-reflect">Reflect and remember</h2>
        <ul className="page-features">
          <li>
            <h3>Journal</h3>
            <p>Write with gentle prompts and read back short summaries of your entries.</p>
          </li>
          <li>
            <h3>Memories</h3>
            <p>Keep the moments that matter and see them on a timeline.</p>
          </li>
          <li>
            <h3>Weekly emotional radar</h3>
            <p>
              A chart of nine areas of your week, such as sleep, energy, concentration and
              self-esteem, to notice how things are going.
            </p>
          </li>
        </ul>
      </section>

      <section className="page-section">
        <h2 id="home-play">Play and explore</h2>
        <p>Open any of these now, no account needed:</p>
        <ul className="page-features">
          <li>
            <h3>
              <Link to={routePath('games')}>Games</Link>
            </h3>
            <p>Opposites, alphabet chain, twenty questions, prompt detective, riddles, a beekeeping mentor, a bee story and a dragon story.</p>
          </li>
          <li>
            <h3>
              <Link to={routePath('doorChoice')}>Guided conversations</Link>
            </h3>
            <p>Every one rated G: stories, gardening, flowers, outdoor trips, city outings and a grounding meditation.</p>
          </li>
          <li>
            <h3>
              <Link to={routePath('wellness')}>Breathing and calm</Link>
            </h3>
            <p>Short guided sessions for every age: box breathing, 4-7-8, grounding, a body scan, gratitude and a wind-down for bedtime.</p>
          </li>
          <li>
            <h3>
              <Link to={routePath('oracle')}>Reflection cards</Link>
            </h3>
            <p>Draw a card with a thought and a question to think about. Prompts for reflection, never fortune-telling.</p>
          </li>
          <li>
            <h3>
              <Link to={routePath('spiritAnimal')}>Animal guide</Link>
            </h3>
            <p>Answer six short questions and meet an animal whose strengths you share.</p>
          </li>
        </ul>
        <p>With an account there are also real-world quests and thirty old tales, retold for every age.</p>
      </section>

      <section className="page-section">
        <h2 id="home-trial">Try it first, no account needed</h2>
        <p>
          You can try Grove without signing up. The free trial gives each device up to 100,000
          tokens of conversation in 24 hours. When you want more, or want to add your family, you
          can create an account.
        </p>
        <p className="page-actions">
          <Link to="/trial-choice" className="page-button">
            Start the free trial
          </Link>
        </p>
      </section>

      <section className="page-section">
        <h2 id="home-safety">Privacy and safety</h2>
        <ul>
          <li>
            <strong>Our server decides the content mode</strong> from each child's age, so a
            child's profile cannot be switched to grown-up talk from the browser.
          </li>
          <li>
            <strong>Children's profiles are protected</strong> by a PIN. We keep only a salted,
            slow hash of it, never the PIN itself, and lock PIN entry for 15 minutes after 5 wrong
            tries.
          </li>
          <li>
            <strong>Children cannot buy anything.</strong> Tokens are bought by adults, and every
            balance is kept on our server.
          </li>
          <li>
            <strong>No ads</strong>, no advertising cookies, and we do not sell your data.
          </li>
          <li>
            <strong>Your words stay private.</strong> Error reports never contain the text of your
            chats.
          </li>
        </ul>
      </section>

      <section className="page-next">
        <h2 id="home-more">Find out more</h2>
        <ul>
          <li>
            <Link to="/about">About Grove</Link>
          </li>
          <li>
            <Link to="/legal">Privacy notice and terms of use</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}

export default HomePage;
