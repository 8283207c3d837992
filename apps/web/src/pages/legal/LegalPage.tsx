import type { ReactNode } from 'react';
import { RETENTION_APPLIES_TO, RETENTION_CHOICES, RETENTION_DEFAULT, RETENTION_LABELS } from '@grove/api-contract';
import { useDocumentTitle } from '../useDocumentTitle';
import { CHILD_PRIVACY_NOTICE_ID, CHILD_PRIVACY_NOTICE_TITLE, ChildPrivacyNotice } from './ChildPrivacyNotice';
import '../pages.css';

/** The address for privacy questions, data export requests and everything else legal. */
const CONTACT_EMAIL = 'privacy@grove.example';

/** One numbered part of the notice or the terms: its anchor id, heading and text. */
interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

const contactLink = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

/** A list in words: "a, b and c" (or "a, b or c"). */
function wordList(items: readonly string[], last: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

// Issue 18: the retention section states what the server does, from the same constants it uses.
const RETENTION_APPLIES_TEXT = wordList(RETENTION_APPLIES_TO, 'and');
const RETENTION_CHOICES_TEXT = wordList(
  RETENTION_CHOICES.map((choice) => `“${RETENTION_LABELS[choice]}”`),
  'or',
);

const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'privacy-who',
    title: 'Who we are',
    body: (
      <>
        <p>
          Grove is a family AI mentor and companion run by the Grove team (“we”, “us”). We decide
          what information Grove keeps and why, and we are responsible for looking after it. You
          can reach us at any time at {contactLink}.
        </p>
        <p>
          This notice covers the Grove web app: the free trial, solo and family accounts, and the
          child profiles a parent creates.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-data',
    title: 'What we store and why',
    body: (
      <>
        <p>We keep only what Grove needs to work. Here is all of it, and the reason for each.</p>

        <h4>Your account</h4>
        <p>
          <strong>What:</strong> your email address, your display name, your settings (such as
          theme and content mode), your role (for example a solo, family or admin account), when
          the account was created and last signed in, whether you finished onboarding, and an
          invitation or referral code if you joined with one. If you set a parent PIN we keep a
          salted, slow hash of it, never the PIN itself.
        </p>
        <p>
          <strong>Why:</strong> to sign you in, greet you by name, remember your choices and
          decide which parts of Grove you can use. Your password is handled by our sign-in
          provider (Firebase Authentication, from Google); Grove never sees or stores it.
        </p>

        <h4>Child profiles</h4>
        <p>
          <strong>What:</strong> the display name, age and avatar the parent chose, a salted, slow
          hash of the child’s PIN (never the PIN itself), the content mode worked out from the
          age, what the profile may do (chat, journal) and which parent it belongs to. We do not
          ask a child for an email address, a surname, a photo or where they live.
        </p>
        <p>
          <strong>Why:</strong> to show the right profile, keep the mentor’s language right for
          the child’s age, let the child in with their PIN, and give the parent control.
        </p>

        <h4>What you write and what Grove learns from it</h4>
        <p>
          <strong>What:</strong> chat history, journal entries and their summaries, saved
          memories, and weekly emotional radar scores with the tags and measures our system works
          out from your conversations. This applies to adults and, in their own profiles, to
          children.
        </p>
        <p>
          <strong>Why:</strong> so the mentor can carry on a conversation, and so you can read
          your journal, see your memories and follow your weekly radar. We do not use it for
          advertising.
        </p>

        <h4>Tokens and purchases</h4>
        <p>
          <strong>What:</strong> your token balance, how many tokens you used today and this
          month, your limits, and a record of each purchase (package, amount, date and the payment
          processor’s reference). We never receive or store your card details.
        </p>
        <p>
          <strong>Why:</strong> to charge each message fairly, show your balance, credit each
          purchase exactly once, and keep the records the law requires.
        </p>

        <h4>The free trial</h4>
        <p>
          <strong>What:</strong> a record keyed by a random device id (made by your browser) and
          the IP address our server sees, with your browser’s user agent, how many trial tokens
          were used, and when the trial was first and last used. It may also include basic device
          details (such as screen and browser features) used only to recognise the same device.
        </p>
        <p>
          <strong>Why:</strong> to give each device its fair allowance of 100,000 tokens in 24
          hours and to stop the trial being reset over and over.
        </p>

        <h4>In your browser</h4>
        <p>
          <strong>What:</strong> your cookie-consent choice, your display settings, your session,
          a cache of recent chat messages and a copy of your trial record. See{' '}
          <a href="#privacy-cookies">Cookies and local storage</a> for the full list.
        </p>
        <p>
          <strong>Why:</strong> so Grove is quick, keeps working when the connection drops and
          remembers your choices on this device.
        </p>

        <h4>Our reasons in law</h4>
        <ul>
          <li>
            <strong>To provide the service you asked for:</strong> your account, conversations,
            journal, memories, radar and tokens.
          </li>
          <li>
            <strong>With a parent’s consent:</strong> child profiles and everything in them.
          </li>
          <li>
            <strong>Our legitimate interest in keeping Grove fair and safe:</strong> the trial
            record, PIN lockouts and error reports.
          </li>
          <li>
            <strong>Legal duties:</strong> purchase records kept for tax and accounting.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacy-retention',
    title: 'How long we keep it',
    body: (
      <>
        <ul>
          <li>
            <strong>Children’s {RETENTION_APPLIES_TEXT}:</strong> {RETENTION_LABELS[RETENTION_DEFAULT].toLowerCase()}{' '}
            unless the parent chooses otherwise. In <strong>Settings → Your family’s data</strong> a
            parent chooses {RETENTION_CHOICES_TEXT}. Grove deletes older ones automatically and
            regularly, with the weekly journal summaries and radar scores made from them. A safety
            flag is kept as a record, but the child’s flagged words are cleared after the same time.
          </li>
          <li>
            <strong>Everything else in an account</strong>, including child profiles and an adult’s
            own chats, journal entries, memories and radar scores: until you delete it or delete
            your account.
          </li>
          <li>
            <strong>Backups:</strong> we commit to purging deleted data from our backups within 30
            days after it is deleted.
          </li>
          <li>
            <strong>Purchase records:</strong> only the package, amount, date and payment
            reference, for as long as tax and accounting law requires, even after the account is
            deleted. They are used for nothing else.
          </li>
          <li>
            <strong>Trial record on our server:</strong> the allowance counts 24 hours from the
            last use. We commit to deleting trial records that have not been used for 30 days.
          </li>
          <li>
            <strong>Trial cookie in your browser:</strong> 30 days.
          </li>
          <li>
            <strong>Chat cache in your browser:</strong> up to 1000 messages per user; the oldest
            are removed first.
          </li>
          <li>
            <strong>Session in your browser:</strong> it ends with the browser session, after 24
            hours, or after 5 minutes without activity.
          </li>
          <li>
            <strong>Cookie-consent choice and display settings:</strong> in your browser until you
            clear this site’s data.
          </li>
          <li>
            <strong>Error reports:</strong> only as long as needed to fix the problem, and at most
            90 days.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacy-children',
    title: 'Children',
    body: (
      <>
        <p>Grove takes special care with children’s information.</p>
        <ul>
          <li>
            <strong>Only a parent creates a child profile.</strong> Children cannot sign up on their
            own. Before adding a child, the parent reads and agrees to the{' '}
            <a href={`#${CHILD_PRIVACY_NOTICE_ID}`}>child privacy notice</a>, which says what Grove
            keeps for that child and who sees it.
          </li>
          <li>
            <strong>The content mode is set on our server from the age</strong> the parent
            entered: G (simple) for ages 4 to 8, PG (exciting but not scary) for ages 9 to 14, and FULL
            (natural, more complex) from 15.
            It cannot be changed from the browser.
          </li>
          <li>
            <strong>Each child profile is behind a PIN.</strong> We keep only a salted, slow hash
            of it, and lock PIN entry for 15 minutes after 5 wrong tries.
          </li>
          <li>
            <strong>Children cannot buy tokens.</strong> Purchases are made only from an adult’s
            account.
          </li>
          <li>
            <strong>No advertising and no selling</strong> of children’s data, or anyone else’s.
          </li>
          <li>
            <strong>Parents stay in charge:</strong> a parent can ask to see what we hold about
            their child, have it exported, stop further collection or delete it at any time (see{' '}
            <a href="#privacy-export-delete">Exporting and deleting your data</a>).
          </li>
        </ul>
        <p>
          If you believe a child is using Grove without a parent’s consent, please write to{' '}
          {contactLink} and we will delete the information.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-export-delete',
    title: 'Exporting and deleting your data',
    body: (
      <>
        <ul>
          <li>
            <strong>Delete a child profile:</strong> a parent can delete a child’s profile from the
            child’s overview (<strong>Profiles → the child</strong>) or from{' '}
            <strong>Child accounts</strong>. This removes the profile and everything in it: chats,
            journal entries, memories, radar scores, alerts, limits and time used.
          </li>
          <li>
            <strong>Delete your account:</strong> go to <strong>Settings → Delete account</strong>.
            This removes you and everything of yours, including all your child profiles and their
            data. Copies in backups are purged within 30 days.
          </li>
          <li>
            <strong>Export your data:</strong> download everything Grove keeps about your family
            from <strong>Settings → Your family’s data</strong>, or one child’s from the child’s
            overview, as a readable file or as JSON (a common machine-readable format). You can
            also write to {contactLink} from the email address of your account and we will send it.
          </li>
          <li>
            <strong>Clear this device:</strong> clearing this site’s data in your browser removes
            the chat cache, settings and everything else Grove keeps in the browser.
          </li>
        </ul>
        <p>We answer export and deletion requests within one month.</p>
      </>
    ),
  },
  {
    id: 'privacy-sharing',
    title: 'Who else handles your data',
    body: (
      <>
        <p>
          We do not sell your data and we do not share it with advertisers. A few service providers
          handle it for us, only to run Grove:
        </p>
        <ul>
          <li>
            <strong>Sign-in:</strong> Firebase Authentication (Google) checks your email and
            password or your social sign-in.
          </li>
          <li>
            <strong>Hosting and database:</strong> the servers where Grove runs and your data is
            stored.
          </li>
          <li>
            <strong>AI model:</strong> when Grove uses an outside AI model service to write the
            mentor’s replies, the messages of that conversation are sent to it for that purpose
            only.
          </li>
          <li>
            <strong>Payments:</strong> our payment processor (see{' '}
            <a href="#privacy-payments">Payments</a>).
          </li>
          <li>
            <strong>Error reports:</strong> Sentry, when it is set up (see{' '}
            <a href="#privacy-errors">Error reports</a>).
          </li>
        </ul>
        <p>We may also disclose information when the law requires it, or to protect a child.</p>
      </>
    ),
  },
  {
    id: 'privacy-errors',
    title: 'Error reports',
    body: (
      <>
        <p>
          When Grove’s error reporting (Sentry) is set up and something breaks, the app sends a
          technical report so we can fix it: the error, the part of the app it happened in, your
          browser and device type, and the page address, which can contain an account id.
        </p>
        <p>
          Error reports never contain the text of your chats, journal entries or memories. If a
          report includes a replay of the screen around the error, all text and typing in it is
          masked.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-payments',
    title: 'Payments',
    body: (
      <p>
        Token packages are paid through our payment processor. Your card details go straight to
        the processor; Grove never receives or stores them. We keep only what the processor tells
        us about the purchase (package, amount, date and a reference), and our server credits your
        tokens exactly once for each payment.
      </p>
    ),
  },
  {
    id: 'privacy-cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          Grove uses only the cookies and browser storage it needs to work. There are no
          advertising cookies and no cross-site tracking, whatever you choose in the cookie banner.
        </p>
        <ul>
          <li>
            <strong>Trial cookie and trial record</strong> (cookie, local storage and browser
            database): the device id and remaining trial tokens, so the trial limit works. The
            cookie lasts 30 days.
          </li>
          <li>
            <strong>Sign-in</strong> (browser database): keeps you signed in on this device.
          </li>
          <li>
            <strong>Session</strong> (session storage): which profile is active and when you were
            last active, so an idle profile closes after 5 minutes.
          </li>
          <li>
            <strong>Recent profiles</strong> (browser storage): up to 5 recently used profiles, with
            display name and avatar, for quick switching on a shared device.
          </li>
          <li>
            <strong>Chat cache</strong> (browser database): up to 1000 recent messages per user, so
            chats load fast and messages written offline are not lost.
          </li>
          <li>
            <strong>Game progress</strong> (browser storage): where you are in a chat game or guided
            conversation. It is cleared when you switch profile or sign out.
          </li>
          <li>
            <strong>Cookie-consent choice</strong> (browser storage): accepted or declined.
          </li>
          <li>
            <strong>Display settings</strong> (local storage): light or dark theme, background and
            glass style.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacy-security',
    title: 'Security',
    body: (
      <>
        <ul>
          <li>Everything between your browser and Grove travels encrypted (HTTPS).</li>
          <li>
            Our server, not the browser, decides everything that costs money or protects a child:
            token balances, the trial allowance, content modes, PIN checks and admin rights.
          </li>
          <li>
            PINs are stored only as salted, slow hashes, and PIN entry locks for 15 minutes after 5
            wrong tries.
          </li>
          <li>Only a small number of authorised team members can reach admin tools.</li>
        </ul>
        <p>
          No system is perfectly secure. If a breach puts your information at risk, we will tell
          you and the authorities as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You, and a parent on behalf of their child, can ask us to:</p>
        <ul>
          <li>tell you what information we hold and give you a copy;</li>
          <li>correct information that is wrong;</li>
          <li>delete information, or the whole account;</li>
          <li>send your information to you in a portable format;</li>
          <li>stop or limit some uses of it, or stop collecting more about a child;</li>
          <li>withdraw consent you gave, at any time.</li>
        </ul>
        <p>
          Write to {contactLink}. We may ask you to confirm that the account is yours before we act,
          and we answer within one month. You can also complain to your local data protection
          authority.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-changes',
    title: 'Changes to this notice',
    body: (
      <p>
        When we change this notice we update the effective date at the top. If a change matters,
        we tell signed-in users in the app or by email before it takes effect.
      </p>
    ),
  },
  {
    id: 'privacy-contact',
    title: 'Contact',
    body: <p>Questions, requests or worries about privacy: {contactLink}.</p>,
  },
];

const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'terms-agreement',
    title: 'Using Grove',
    body: (
      <>
        <p>
          By using Grove you agree to these terms. To create an account you must be an adult (18,
          or the age of adulthood where you live). Children use Grove only through a profile their
          parent created, and the parent is responsible for that profile and for guiding how the
          child uses it.
        </p>
        <p>
          Keep your password and PINs to yourself. You are responsible for what happens in your
          account and its profiles.
        </p>
      </>
    ),
  },
  {
    id: 'terms-acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please use Grove kindly and lawfully. Do not:</p>
        <ul>
          <li>use it to harm, harass, threaten or deceive anyone, and never to harm a child;</li>
          <li>share content that is illegal or that exploits anyone;</li>
          <li>try to make the mentor produce content unsuitable for a child’s profile;</li>
          <li>
            try to get around content modes, PINs, the trial limit, token charges or other
            safeguards;
          </li>
          <li>reach, or try to reach, an account or profile that is not yours;</li>
          <li>overload, attack or scrape Grove, or use it to build a competing service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'terms-not-therapy',
    title: 'The mentor is not a therapist',
    body: (
      <>
        <p>
          Grove’s mentor is an AI. It can be wrong, and what it says is not medical,
          psychological, legal or financial advice. It is not a therapist, a doctor or a crisis
          service, and it cannot call for help.
        </p>
        <div className="page-callout">
          <p>
            <strong>If you or someone else is in danger, call your local emergency services now</strong>{' '}
            (for example 112 in the European Union, 999 in the United Kingdom, 911 in the United
            States and Canada). Children: tell a parent or another adult you trust.
          </p>
        </div>
      </>
    ),
  },
  {
    id: 'terms-tokens',
    title: 'Tokens and purchases',
    body: (
      <ul>
        <li>Each message to the mentor uses tokens; longer conversations use more.</li>
        <li>
          Your balance is kept on our server. Accounts have daily and monthly usage limits to
          protect you and the service.
        </li>
        <li>
          Token packages and their prices are shown before you pay. Only adults can buy tokens;
          children cannot.
        </li>
        <li>
          Tokens are for use in Grove only. They are not money, cannot be exchanged for cash and
          cannot be moved to another account.
        </li>
        <li>
          If a purchase goes wrong, for example you were charged but got no tokens, write to{' '}
          {contactLink} and we will put it right. You keep any refund rights the law gives you.
        </li>
      </ul>
    ),
  },
  {
    id: 'terms-trial',
    title: 'The free trial',
    body: (
      <p>
        Without an account you can use part of Grove for free: up to 100,000 tokens per device in
        24 hours. Some areas, such as settings, profiles and hiking, need an account. Resetting or
        getting around the trial limit is not allowed. We may change or end the free trial.
      </p>
    ),
  },
  {
    id: 'terms-termination',
    title: 'Ending your account',
    body: (
      <>
        <p>
          You can delete your account at any time in <strong>Settings → Delete account</strong>.
          Unused tokens end with the account.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms, or
          when we must to protect a child. Where we can, we tell you why and give you a chance to
          respond.
        </p>
      </>
    ),
  },
  {
    id: 'terms-liability',
    title: 'Our responsibility',
    body: (
      <>
        <p>
          We build Grove with care, but we cannot promise that it will always be available, free
          of mistakes, or that the mentor’s answers are right. Use your own judgement, and a
          parent’s for children.
        </p>
        <p>
          We are not responsible for losses we could not reasonably foresee or that come from
          breaking these terms. Nothing in these terms takes away rights you have by law, or limits
          our responsibility where the law does not allow it to be limited.
        </p>
      </>
    ),
  },
  {
    id: 'terms-changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we update the effective date at the top and, for important
        changes, tell signed-in users before they take effect. If you do not agree, you can delete
        your account.
      </p>
    ),
  },
  {
    id: 'terms-contact',
    title: 'Contact',
    body: <p>Questions about these terms: {contactLink}.</p>,
  },
];

/** Renders the table-of-contents entries for one part. */
function LegalContentsList({ sections }: { readonly sections: readonly LegalSection[] }) {
  return (
    <ol>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.title}</a>
        </li>
      ))}
    </ol>
  );
}

/** Renders the numbered sections of one part, each with an anchor id and an h3 heading. */
function LegalSections({ sections }: { readonly sections: readonly LegalSection[] }) {
  return sections.map((section) => (
    <section key={section.id} id={section.id} className="page-section">
      <h3>{section.title}</h3>
      {section.body}
    </section>
  ));
}

/** The legal page: Grove's privacy notice and terms of use, each with a table of contents. */
export function LegalPage() {
  useDocumentTitle('Grove — Privacy & terms');

  return (
    <article className="page page--legal" aria-labelledby="legal-title">
      <h1 id="legal-title">Privacy notice and terms of use</h1>
      <p className="page-meta">
        Effective date: <time dateTime="2026-11-22">22 November 2026</time>
      </p>
      <p className="page-lead">
        Grove is made for families, so we have written this in plain words. If you are a child,
        please read it with your parent.
      </p>

      <div className="page-toc" id="contents">
        <h2>Contents</h2>
        <ol>
          <li>
            <a href="#privacy">Privacy notice</a>
            <LegalContentsList sections={PRIVACY_SECTIONS} />
          </li>
          <li>
            <a href={`#${CHILD_PRIVACY_NOTICE_ID}`}>{CHILD_PRIVACY_NOTICE_TITLE}</a>
          </li>
          <li>
            <a href="#terms">Terms of use</a>
            <LegalContentsList sections={TERMS_SECTIONS} />
          </li>
        </ol>
      </div>

      <section id="privacy" className="page-section">
        <h2>Privacy notice</h2>
        <p>What Grove stores about you and your children, why, for how long, and your choices.</p>
        <LegalSections sections={PRIVACY_SECTIONS} />
        <p className="page-back">
          <a href="#contents">Back to contents</a>
        </p>
      </section>

      <ChildPrivacyNotice contact={contactLink} />
      <p className="page-back">
        <a href="#contents">Back to contents</a>
      </p>

      <section id="terms" className="page-section">
        <h2>Terms of use</h2>
        <p>The rules for using Grove, and what you can expect from us.</p>
        <LegalSections sections={TERMS_SECTIONS} />
        <p className="page-back">
          <a href="#contents">Back to contents</a>
        </p>
      </section>
    </article>
  );
}

export default LegalPage;
