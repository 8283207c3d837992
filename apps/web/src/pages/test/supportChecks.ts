import type { MentorStatus } from '@grove/api-contract';

/** How one check came out: fine, a problem, still running, or a plain fact (the version, the browser). */
export type SupportCheckState = 'ok' | 'problem' | 'checking' | 'info';

/** One line of the support page and of its copied report. */
export interface SupportCheck {
  id: string;
  /** What was checked ("Local storage"). */
  label: string;
  state: SupportCheckState;
  /** What was found, in words ("Works: a test value was saved, read and removed."). */
  detail: string;
}

/** The words for each state: shown beside the icon, and in the report, so nothing rests on colour. */
export const SUPPORT_STATE_WORDS: Readonly<Record<SupportCheckState, string>> = {
  ok: 'OK',
  problem: 'Problem',
  checking: 'Checking…',
  info: 'Info',
};

/** The key the storage checks write, read and remove again. */
export const SUPPORT_PROBE_KEY = 'grove-support-check';

/** Why the browser refused storage, in words (a DOMException's name says it; nothing else is shown). */
export function supportStorageReason(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return 'the storage is full';
  if (name === 'SecurityError') return "the browser's privacy settings block it";
  if (name === 'InvalidStateError') return 'the browser closed it (a private window may do that)';
  if (name === 'TimeoutError') return 'it did not answer in time';
  if (name === 'NotSupportedError') return 'this browser does not have it';
  return 'the browser refused it';
}

/** Writes, reads and removes a test value in a Web Storage (local or session storage). */
export function supportStorageCheck(id: string, label: string, storage: () => Storage | null, value: string): SupportCheck {
  try {
    const store = storage();
    if (!store) return { id, label, state: 'problem', detail: 'Not available in this browser.' };
    store.setItem(SUPPORT_PROBE_KEY, value);
    const back = store.getItem(SUPPORT_PROBE_KEY);
    store.removeItem(SUPPORT_PROBE_KEY);
    if (back !== value) return { id, label, state: 'problem', detail: 'A test value was saved but did not read back the same.' };
    if (store.getItem(SUPPORT_PROBE_KEY) !== null) return { id, label, state: 'problem', detail: 'A test value could not be removed again.' };
    return { id, label, state: 'ok', detail: 'Works: a test value was saved, read and removed.' };
  } catch (error) {
    return { id, label, state: 'problem', detail: `Not available: ${supportStorageReason(error)}.` };
  }
}

/** The mentor in use, as the footer says it, without the footer's "Mind:" prefix. */
export function supportMentorWords(mentor: MentorStatus): string {
  if (mentor.mind === 'builtin') return "Grove's own builtin mentor";
  const host = mentor.server === null ? null : mentor.server.replace(/^https?:\/\//, '');
  return host === null ? `A model: ${mentor.model}` : `A model: ${mentor.model} at ${host}`;
}

/** How long ago, in words: "just now", "12 seconds ago", "3 minutes ago", "2 hours ago", "1 day ago". */
export function supportAgoWords(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 5) return 'just now';
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** A moment as the report shows it: `2026-11-27 21:50 UTC` (minutes, in UTC: the same wherever support reads it). */
export function supportTimeText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The plain-text report "Copy report" puts on the clipboard: exactly the lines on the page, nothing
 * more (no name, e-mail, account or profile id: none is ever on the page).
 */
export function supportReportText(checkedAt: number, checks: readonly SupportCheck[]): string {
  const problems = checks.filter((check) => check.state === 'problem').length;
  return [
    'Grove support check',
    `Checked: ${supportTimeText(checkedAt)}`,
    `Result: ${supportSummaryWords(problems, checks.some((check) => check.state === 'checking'))}`,
    '',
    ...checks.map((check) => `${check.label}: ${check.state === 'info' ? '' : `${SUPPORT_STATE_WORDS[check.state]} — `}${check.detail}`),
  ].join('\n');
}

/** The summary line: all fine, how many problems, or still checking. */
export function supportSummaryWords(problems: number, checking: boolean): string {
  if (checking) return 'Checking…';
  if (problems === 0) return 'Everything works.';
  return problems === 1 ? '1 problem found.' : `${problems} problems found.`;
}
