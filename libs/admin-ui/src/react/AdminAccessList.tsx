import type { AdminAccessEntry } from '@grove/api-contract';
// Straight from the two core modules it needs, not the core's index: a family's settings chunk then
// holds nothing of the admin area's maths or its CSV writer.
import { adminTimeText } from '../core/adminFormat';
import { ADMIN_ACCESS_WHAT_WORDS } from '../core/adminWords';
import { AdminQueryView } from './adminDisplay';
import { useFamilyAdminAccessQuery } from './familyAdminAccessApi';
import './adminBase.css';

/** The list could not be read. */
export const ADMIN_ACCESS_FAILED = 'Failed to load the admin access to your account.';

/** What the list says when no admin has read anything of the family's. */
export const ADMIN_ACCESS_EMPTY = 'No one at Grove has read your conversations, journal or memories.';

/** Props of {@link AdminAccessList}. */
export interface AdminAccessListProps {
  /** The account whose list it is (the signed-in owner's uid). */
  userId: string;
}

/** One read in the family's words: who read what of whose, and the conversation by its title (never quoted). */
export function adminAccessSentence(entry: AdminAccessEntry): string {
  const what =
    entry.what === 'conversation'
      ? entry.conversation?.title
        ? `the conversation “${entry.conversation.title}”`
        : 'a conversation that has since been deleted'
      : ADMIN_ACCESS_WHAT_WORDS[entry.what];
  const whose = entry.profile ? (entry.profile.kind === 'child' ? ` of ${entry.profile.displayName}` : ` of ${entry.profile.displayName}’s own profile`) : '';
  return `${entry.adminName} read ${what}${whose}`;
}

/**
 * Settings' "Admin access to your account" (issue 20, point 8): every time a Grove admin read this
 * family's content — a whole conversation after a break-glass, or chats, memories or journal through
 * the ordinary routes — with who, when, what and the reason they gave; an empty state that says no one
 * has.
 */
export function AdminAccessList({ userId }: AdminAccessListProps) {
  const access = useFamilyAdminAccessQuery({ userId, limit: 50 });
  return (
    <AdminQueryView query={access} failed={ADMIN_ACCESS_FAILED} loading="Loading...">
      {(data) =>
        data.entries.length === 0 ? (
          <p className="grove-admin-empty">{ADMIN_ACCESS_EMPTY}</p>
        ) : (
          <>
            <ol className="grove-admin-access" aria-label="Admin access to your account">
              {data.entries.map((entry) => (
                <li key={entry.id} className="grove-admin-access__entry">
                  <p className="grove-admin-access__what">{adminAccessSentence(entry)}</p>
                  <p className="grove-admin__muted">
                    <time dateTime={entry.at}>{adminTimeText(entry.at)}</time>
                  </p>
                  <p>
                    Reason given: <q>{entry.reason}</q>
                  </p>
                </li>
              ))}
            </ol>
            {data.total > data.entries.length && <p className="grove-admin__muted">The latest {data.entries.length} of {data.total}.</p>}
          </>
        )
      }
    </AdminQueryView>
  );
}
