import { safetyClassify, safetyRedirect, type SafetyVerdict } from '@grove/safety';
import type { JournalContentMode, JournalPrompt } from './journalPromptTypes';
import { journalTextHash } from './journalSeededRandom';

/**
 * What kind of reply the mentor gives after an answer:
 * - `follow_up`: one of the prompt's own follow-up questions;
 * - `encourage`: the answer was empty or a single word, so a gentle nudge to say a little more;
 * - `care`: the safety classifier found a concern or an urgent matter (low mood, bullying, self-harm,
 *   abuse, grooming, danger): the care reply, never a cheerful question;
 * - `gentle`: the classifier found something minor (a mild scare for a young child, a rude word): a
 *   calm answer that moves on, without repeating it.
 */
export type JournalFollowUpKind = 'follow_up' | 'encourage' | 'care' | 'gentle';

/** The mentor's reply after one answer of a guided session or a prompt. */
export interface JournalFollowUp {
  kind: JournalFollowUpKind;
  /** What the mentor says. It never quotes the answer, so a sensitive word is never echoed back. */
  text: string;
  /** The safety verdict on the answer; the API raises the parent's flag from an `urgent` one (issue 16, point 4). */
  verdict: SafetyVerdict;
}

/** Options of `journalFollowUp`. */
export interface JournalFollowUpOptions {
  /** BCP 47 locale ("en-GB") for the crisis line of a care reply; the international line without one. */
  locale?: string;
  /** Chooses among the prompt's follow-ups; by default a hash of the answer, so the same answer gets the same question. */
  seed?: number;
}

/** The nudge for an empty answer, by mode. */
export const JOURNAL_ENCOURAGE_EMPTY: Readonly<Record<JournalContentMode, string>> = {
  G: "That's okay! Can you tell me just one little thing?",
  PG: 'No rush. Even a few words are a good start: what comes to mind first?',
  FULL: "No pressure. What's the first thing that comes to mind, even if it seems small?",
};

/** Added to the G nudge when the prompt has picture answers. */
export const JOURNAL_ENCOURAGE_PICTURES = 'You can tap a picture too.';

/** The nudge for a one-word answer, by mode. */
export const JOURNAL_ENCOURAGE_SHORT: Readonly<Record<JournalContentMode, string>> = {
  G: 'Good start! Can you tell me a little bit more?',
  PG: "Nice start! What's the story behind that?",
  FULL: 'That word says something. Could you add a sentence about why it came to mind?',
};

/**
 * What the mentor says when an answer raises a concern that is not a person's own distress (for a
 * child: something they saw, were shown or were told): thanks, and a trusted adult to tell.
 */
export const JOURNAL_TELL_A_GROWN_UP: Readonly<Record<JournalContentMode, string>> = {
  G: 'Thank you for telling me. That sounds important. Please tell a grown-up you trust about it, like your mom, dad or teacher.',
  PG: 'Thank you for writing that down. It sounds like something a trusted adult should hear about, like a parent, a teacher or a school counsellor. Could you talk to one of them today?',
  FULL: "Thank you for writing that down. If anyone is in danger, please contact your local emergency number. Is there someone you trust you could talk to about it?",
};

/** The calm answer to something minor (a mild scare for a young child, a rude word), by mode. */
export const JOURNAL_GENTLE: Readonly<Record<JournalContentMode, string>> = {
  G: 'Thank you for telling me. If something feels too big, a grown-up you trust can help. What is something cosy that makes you feel snug?',
  PG: "Thanks for writing. Let's keep your journal a kind place. What else would you like to say about today?",
  FULL: 'Thanks for writing. What else would you like to add about today?',
};

/** Words in an answer: runs of letters or digits (emoji and punctuation alone are not words). */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** True when the answer is one of the prompt's picture answers (a tapped picture is a whole answer). */
function isPictureAnswer(prompt: JournalPrompt, answer: string): boolean {
  const said = answer.trim().toLowerCase();
  return (prompt.pictureChoices ?? []).some(
    (choice) => said === choice.label.toLowerCase() || said === choice.emoji || said === `${choice.emoji} ${choice.label}`.toLowerCase(),
  );
}

/**
 * The mentor's short reply after someone answers a prompt, in the words of `contentMode` (the
 * writer's mode, decided by the server).
 *
 * The answer is first read by `@grove/safety`'s classifier as a message in that mode. A concern or an
 * urgent matter gets care, not a cheerful question: the care reply of `safetyRedirect` (with a crisis
 * line for `locale` where one is needed) for distress, self-harm, abuse and grooming, and a "thank you,
 * tell a grown-up you trust" reply for anything else a child should share with an adult. A minor flag
 * gets a calm reply that moves on. A safe answer that is empty or a single word (unless it is one of
 * the prompt's picture answers) gets a gentle nudge; any other gets one of the prompt's own follow-ups.
 * The reply never quotes the answer.
 */
export function journalFollowUp(
  prompt: JournalPrompt,
  answer: string,
  contentMode: JournalContentMode,
  options: JournalFollowUpOptions = {},
): JournalFollowUp {
  const trimmed = answer.trim();
  const verdict = safetyClassify(trimmed, { direction: 'message', contentMode });
  if (!verdict.safe) {
    if (verdict.distress || verdict.severity === 'urgent') {
      return { kind: 'care', text: safetyRedirect(verdict, contentMode, options.locale), verdict };
    }
    if (verdict.severity === 'concern') return { kind: 'care', text: JOURNAL_TELL_A_GROWN_UP[contentMode], verdict };
    return { kind: 'gentle', text: JOURNAL_GENTLE[contentMode], verdict };
  }
  if (trimmed === '') {
    const pictures = contentMode === 'G' && prompt.pictureChoices ? ` ${JOURNAL_ENCOURAGE_PICTURES}` : '';
    return { kind: 'encourage', text: `${JOURNAL_ENCOURAGE_EMPTY[contentMode]}${pictures}`, verdict };
  }
  if (wordCount(trimmed) <= 1 && !isPictureAnswer(prompt, trimmed)) {
    return { kind: 'encourage', text: JOURNAL_ENCOURAGE_SHORT[contentMode], verdict };
  }
  const seed = options.seed ?? journalTextHash(trimmed.toLowerCase());
  const index = (Math.trunc(seed) >>> 0) % prompt.followUps.length;
  return { kind: 'follow_up', text: prompt.followUps[index], verdict };
}
