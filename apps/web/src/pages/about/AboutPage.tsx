import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../useDocumentTitle';
import '../pages.css';

/** The about page: what Grove is, who it is for, how the mentor adapts and what the team promises. */
export function AboutPage() {
  useDocumentTitle('Grove — About');

  return (
    <article className="page page--about" aria-labelledby="about-title">
      <h1 id="about-title">About Grove</h1>
      <p className="page-lead">
        Grove is a friendly AI mentor and companion for adults, families and children.
      </p>

      <section className="page-section">
        <h2 id="about-what">What Grove is</h2>
        <p>
          At its heart Grove is a conversation. You talk with a warm mentor that listens, asks
          questions and helps you think things through. Around that conversation are a few quiet
          tools:
        </p>
        <ul>
          <li>a journal with prompts and short summaries of what you wrote;</li>
          <li>saved memories you can look back on in a timeline;</li>
          <li>
            a weekly emotional radar, a chart of nine areas of your week such as sleep, energy,
            concentration, self-esteem and emotional clarity;
          </li>
          <li>
            chat games (opposites, alphabet chain, twenty questions, prompt detective, riddles, a
            beekeeping mentor, a bee story and a dragon story);
          </li>
          <li>
            guided conversations about stories, gardening, flowers, outdoor trips, hiking, city
            outings and a grounding meditation, each rated G.
          </li>
        </ul>
        <p>
          The mentor is an AI. It can be wrong, and it is not a therapist, a doctor or a crisis
          service. If someone is in danger, call your local emergency number.
        </p>
      </section>

      <section className="page-section">
        <h2 id="about-who">Who it is for</h2>
        <ul>
          <li>
            <strong>Adults on their own</strong>, who want a thoughtful companion for reflection
            and everyday questions.
          </li>
          <li>
            <strong>Families</strong>: a parent account with profiles for children from 4 to 15,
            each set up by the parent.
          </li>
          <li>
            <strong>Curious visitors</strong>, who can try Grove for free before making an account.
          </li>
        </ul>
      </section>

      <section className="page-section">
        <h2 id="about-tone">How the mentor adapts its tone</h2>
        <p>
          Every conversation runs in a content mode. For a child, our server sets the mode from the
          age the parent entered; the browser cannot change it.
        </p>
        <dl className="page-card">
          <dt>G, for ages 4 to 8</dt>
          <dd>Simple words, short sentences and gentle ideas.</dd>
          <dt>PG, for ages 9 to 14</dt>
          <dd>Exciting and adventurous, but not scary.</dd>
          <dt>FULL, for adults and teens from 15</dt>
          <dd>Natural conversation that can go deeper and handle more complex ideas.</dd>
        </dl>
      </section>

      <section className="page-section">
        <h2 id="about-families">How families and PINs work</h2>
        <ol>
          <li>A parent creates an account and sets a parent PIN that protects parental controls.</li>
          <li>
            The parent adds a profile for each child, with a display name, an age and an avatar,
            and gives it its own PIN.
          </li>
          <li>
            On a shared device, everyone picks their profile. A child enters their PIN to start;
            going back to the parent's profile needs the parent's PIN.
          </li>
          <li>
            After 5 wrong PIN tries, PIN entry is locked for 15 minutes. We store only a salted,
            slow hash of each PIN, never the PIN itself.
          </li>
          <li>
            After 5 minutes without activity a family session ends, so a profile is not left open
            for the next person.
          </li>
          <li>
            The parent can change or delete a child's profile at any time from Child accounts.
          </li>
        </ol>
      </section>

      <section className="page-section">
        <h2 id="about-trial">The free trial</h2>
        <p>
          You can talk with Grove without an account. Each device gets up to 100,000 tokens in 24
          hours; the allowance starts again 24 hours after it was last used. To keep the trial fair,
          our server remembers which device used it. When the trial runs out you can create an
          account to carry on.
        </p>
      </section>

      <section className="page-section">
        <h2 id="about-promises">Our promises</h2>
        <ul>
          <li>
            <strong>Safety.</strong> Our server decides each conversation's content mode and checks
            every PIN. Guided conversations are rated G for everyone, and children cannot buy
            tokens.
          </li>
          <li>
            <strong>Privacy.</strong> No ads and no advertising cookies. We do not sell your data.
            Error reports never contain the text of your chats. You can delete your account, and
            everything in it, whenever you like.
          </li>
          <li>
            <strong>Money handled on the server.</strong> Token balances, spending and purchases
            are recorded on our server, never trusted to the browser alone. Card details are handled
            by our payment processor and never stored by Grove.
          </li>
        </ul>
      </section>

      <section className="page-next">
        <h2 id="about-more">The details</h2>
        <p>
          Read exactly what we store, why and for how long, and the rules for using Grove.
        </p>
        <ul>
          <li>
            <Link to="/legal">Privacy notice and terms of use</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}

export default AboutPage;
