import type { KeyboardEvent, ReactNode } from 'react';
import { MEMORY_TAGS_MAX, type MemoryItem } from '@grove/api-contract';

/**
 * Renders the link to the conversation a memory came from. The app passes its router's link (so the
 * chat opens without a page load); without one, the source is named but not linked.
 */
export type MemorySourceLink = (conversationId: string, label: string) => ReactNode;

/** Who is looking at the memories: the profile itself, or a parent looking at a child's. */
export type MemoryViewer = 'self' | 'parent';

/** The badge of a memory that waits for the parent, as the child and as the parent read it. */
export const MEMORY_PENDING_TEXT = { self: 'Waiting for your grown-up', parent: 'Waiting for your approval' } as const;

/** The badge of an expired memory: kept on the list, no longer used by the mentor. */
export const MEMORY_EXPIRED_TEXT = 'Expired: no longer used';

/** The badge of a pinned memory. */
export const MEMORY_PINNED_TEXT = 'Pinned';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** A memory's date as people read it ("14 Mar 2025"). */
export function memoryDateText(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Splits typed tags ("pet, dog") into the API's list: trimmed, lowercase, no blanks or repeats, at most 10. */
export function memoryTagsParse(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)].slice(0, MEMORY_TAGS_MAX);
}

/** The badges of a memory: pinned, waiting for approval, expired. */
export function MemoryBadges({ memory, viewer }: { memory: MemoryItem; viewer: MemoryViewer }) {
  const badges: Array<{ key: string; text: string }> = [];
  if (memory.pinned) badges.push({ key: 'pinned', text: MEMORY_PINNED_TEXT });
  if (memory.state === 'pending') badges.push({ key: 'pending', text: MEMORY_PENDING_TEXT[viewer] });
  if (memory.state === 'expired') badges.push({ key: 'expired', text: MEMORY_EXPIRED_TEXT });
  if (badges.length === 0) return null;
  return (
    <span className="grove-memory__badges">
      {badges.map((badge) => (
        <span key={badge.key} className={`grove-memory__badge grove-memory__badge--${badge.key}`}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}

/** Where a memory came from: a link to its conversation (when the app gives one), "From your journal" or "Added by hand". */
export function MemorySource({ memory, sourceLink }: { memory: MemoryItem; sourceLink?: MemorySourceLink }) {
  const { source } = memory;
  if (source.kind === 'manual') return <span>Added by hand</span>;
  if (source.kind === 'journal') return <span>From your journal</span>;
  // A temporary or since-deleted conversation leaves no id to open.
  if (source.conversationId === null || !sourceLink) return <span>From a conversation</span>;
  return <>{sourceLink(source.conversationId, 'From a conversation')}</>;
}

/**
 * A memory is a sentence, so its text box behaves like the chat's composer: Enter saves, Shift+Enter
 * starts a new line.
 */
export function enterSubmits(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}
