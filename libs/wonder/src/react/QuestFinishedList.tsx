import type { QuestEntry } from '@grove/api-contract';
import { questById } from '../core/wonderCatalog';
import './wonderGuide.css';

/** Props of {@link QuestFinishedList}. */
export interface QuestFinishedListProps {
  /** Finished entries, newest first (open ones are left out here). */
  entries: readonly QuestEntry[];
  /** Who looks: the person (their own words) or a parent (a 9–15 child's words are not sent). */
  viewer: 'self' | 'parent';
  /** Whose quests, for a parent's wording ("Mia"). */
  name?: string;
  /** A parent looking at a 9–15 child's quests: the server sends no words, and the list says they stay the child's. */
  wordsPrivate?: boolean;
  /** Formats a finished time (injected so tests and previews do not depend on the machine's zone). */
  formatDate?: (iso: string) => string;
}

const defaultFormat = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Finished quests, newest first, with the day and the reflection (issue 21). A parent sees a 4–8
 * child's reflections; for a 9–15 child the server sends none, and the list says the words stay theirs.
 */
export function QuestFinishedList({ entries, viewer, name, wordsPrivate = false, formatDate = defaultFormat }: QuestFinishedListProps) {
  const done = entries.filter((entry) => entry.status === 'done' && entry.doneAt !== null);
  if (done.length === 0) {
    return <p className="wonder-quests__empty">{viewer === 'parent' ? `${name ?? 'Your child'} has not finished a quest yet.` : 'Nothing finished yet. Every quest waits for you as long as you like.'}</p>;
  }
  return (
    <ul className="wonder-quests__finished">
      {done.map((entry) => {
        const quest = questById(entry.questId);
        return (
          <li key={entry.id} className="wonder-quests__finished-item">
            <p className="wonder-quests__finished-title">
              <strong>{quest?.title ?? 'A quest no longer offered'}</strong> <span className="wonder-quests__finished-date">· done {formatDate(entry.doneAt!)}</span>
            </p>
            {entry.reflection ? (
              <p className="wonder-quests__reflection">“{entry.reflection}”</p>
            ) : viewer === 'parent' && wordsPrivate ? (
              <p className="wonder-quests__reflection wonder-quests__reflection--private">What they wrote stays theirs.</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
