import type { ReactNode } from 'react';
import {
  ALERT_EXCERPT_MAX_CHARS,
  BREAK_REMINDER_MINUTES,
  CHILD_PRIVACY_NOTICE_VERSION,
  DAILY_MINUTES_MAX,
  DAILY_MINUTES_MIN,
  RETENTION_APPLIES_TO,
  RETENTION_CHOICES,
  RETENTION_DEFAULT,
  RETENTION_LABELS,
} from '@grove/api-contract';

/** The anchor of the child privacy notice on /legal (the add-child form links here). */
export const CHILD_PRIVACY_NOTICE_ID = 'child-privacy-notice';

/** The notice's title, as the table of contents and the add-child form name it. */
export const CHILD_PRIVACY_NOTICE_TITLE = 'Child privacy notice';

/** "a, b and c". */
function listed(items: readonly string[], last: 'and' | 'or'): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

// Issue 18: the notice states what the server does, from the constants the server uses.
const RETENTION_DEFAULT_TEXT = RETENTION_LABELS[RETENTION_DEFAULT].toLowerCase();
const RETENTION_CHOICES_TEXT = listed(
  RETENTION_CHOICES.map((choice) => `“${RETENTION_LABELS[choice]}”`),
  'or',
);
const RETENTION_APPLIES_TEXT = listed(RETENTION_APPLIES_TO, 'and');

/** Props of {@link ChildPrivacyNotice}. */
export interface ChildPrivacyNoticeProps {
  /** The address for questions and requests, as a link. */
  contact: ReactNode;
}

/**
 * Grove's child privacy notice (issue 18, point 3), with its version: what Grove keeps about a child,
 * who sees what (by the child's age), how long it is kept, and a parent's rights. A parent agrees to
 * this version before adding a child; a new version is agreed to again before the next child. The
 * words follow what the app does: the parent's overview by age band, the retention choices and the
 * limits come from the same constants as the server's.
 */
export function ChildPrivacyNotice({ contact }: ChildPrivacyNoticeProps) {
  return (
    <section id={CHILD_PRIVACY_NOTICE_ID} className="page-section" aria-labelledby={`${CHILD_PRIVACY_NOTICE_ID}-title`}>
      <h2 id={`${CHILD_PRIVACY_NOTICE_ID}-title`}>{CHILD_PRIVACY_NOTICE_TITLE}</h2>
      <p className="page-meta">
        Version <time dateTime={CHILD_PRIVACY_NOTICE_VERSION}>{CHILD_PRIVACY_NOTICE_VERSION}</time>
      </p>
      <p>
        This notice is for parents. Grove asks you to read it and agree to it before you add a child profile. When we change it, it gets a new
        version here, and Grove asks you to agree again before you add another child. The privacy notice above applies to children too; this
        part says what is special about them.
      </p>

      <h3>What Grove keeps about a child</h3>
      <ul>
        <li>
          <strong>The profile you create:</strong> the name and age you enter, the avatar, the content mode worked out from the age, what the
          profile may use (chat, journal), and a salted, slow hash of the child’s PIN — never the PIN itself. We never ask a child for an email
          address, a surname, a photo, a school or where they live.
        </li>
        <li>
          <strong>What your child writes, and what Grove makes of it:</strong> chats with Grove’s mentor and its replies, journal entries and their
          weekly summaries, memories (short notes Grove keeps to remember your child, like a pet’s name), and a weekly picture of how the week is
          going (sleep, mood, friends and more) worked out from what they write.
        </li>
        <li>
          <strong>Safety records:</strong> when Grove’s safety check is worried by something your child writes, the kind of worry, the time and,
          for a chat, the sentence that worried it (at most {ALERT_EXCERPT_MAX_CHARS} characters), so that you can be told.
        </li>
        <li>
          <strong>Time:</strong> when your child chats and for how long each day, and the time limits you set.
        </li>
        <li>
          <strong>Your decisions:</strong> each time you agree to this notice or give or withdraw a consent, with its version and time.
        </li>
      </ul>

      <h3>Who sees what</h3>
      <ul>
        <li>
          <strong>Your child</strong> sees their own chats, journal and memories, and the time they have left today.
        </li>
        <li>
          <strong>You, for a young child</strong> (content mode G, ages 4 to 8): their chats and journal entries of the last 30 days, their memories, how
          their week is going, and their minutes with Grove on each day.
        </li>
        <li>
          <strong>You, for an older child</strong> (content mode PG or FULL, ages 9 and over): the topics they talk about and their time each day, the week’s trend, the journal
          summaries they choose to approve, their memories, and only the sentences the safety check flagged — not their full chats or journal
          entries. A private place to think out loud helps children of this age keep talking.
        </li>
        <li>
          <strong>Alerts:</strong> anything that sounds urgent (such as self-harm, abuse or someone trying to get close in secret) reaches you at
          once, in Grove and by email; other worries come in a daily email, and a weekly recap tells you about time and topics.
        </li>
        <li>
          <strong>Your child is told what you see</strong>, in words for their age: a badge on their chat, journal and memories screens, and a
          page that says it in full.
        </li>
        <li>
          <strong>AI models:</strong> your child’s chats are answered by Grove’s own mind, which runs on Grove’s server. If Grove is connected to
          another AI model (one that is not Grove’s own), your child’s messages go to it only if you turn on “Let children’s chats go to …” in{' '}
          <strong>Child accounts</strong>. That is a separate consent; you can turn it off at any time and it applies from your child’s next
          message.
        </li>
        <li>
          <strong>Nobody else:</strong> no advertising and no selling. Grove’s team looks at a child’s data only to keep Grove running and safe,
          and the few service providers that help run Grove are listed in the privacy notice above.
        </li>
      </ul>

      <h3>How long it is kept</h3>
      <p>
        Your child’s {RETENTION_APPLIES_TEXT} are kept for {RETENTION_DEFAULT_TEXT}, unless you choose {RETENTION_CHOICES_TEXT} in{' '}
        <strong>Settings → Your family’s data</strong>. Older ones are deleted automatically, with the summaries and weekly scores made from them;
        a safety record stays, but your child’s flagged words are cleared after the same time. The profile, its limits and the record of your
        decisions stay until you delete the child’s profile or your account. Copies in backups are purged within 30 days of deletion.
      </p>

      <h3>Time with Grove</h3>
      <p>
        In <strong>Child accounts</strong> you can give each child a daily chat time ({DAILY_MINUTES_MIN} to {DAILY_MINUTES_MAX} minutes) and
        quiet hours when Grove does not chat. Your child sees the minutes left, and Grove tells them kindly when time is up. After{' '}
        {BREAK_REMINDER_MINUTES} minutes of chat without a break, Grove suggests one, to children and grown-ups alike.
      </p>

      <h3>Your rights as a parent</h3>
      <ul>
        <li>
          <strong>Review:</strong> see what Grove keeps about your child on their overview (<strong>Profiles → your child</strong>).
        </li>
        <li>
          <strong>Download:</strong> a copy of everything Grove keeps about your child, as a readable file or as JSON, from the same page; or your
          whole family’s from <strong>Settings → Your family’s data</strong>.
        </li>
        <li>
          <strong>Delete:</strong> your child’s profile and everything in it, at any time, from their overview or from{' '}
          <strong>Child accounts</strong>; or your whole account from Settings.
        </li>
        <li>
          <strong>Stop or limit:</strong> switch off chat or the journal for a profile, shorten how long things are kept, set time limits, or
          withdraw your consent to an outside AI model.
        </li>
        <li>
          <strong>Ask us:</strong> write to {contact} about anything here. We answer within one month.
        </li>
      </ul>
    </section>
  );
}
