import type { ContentMode } from '@grove/session-family';
import { useSession } from '@grove/session-family/react';
import { useMemoryProfileQuery } from '@grove/memory/react';

/** The active child profile as the family-visibility screens need it. */
export interface ActiveChild {
  childId: string;
  /** The child's content mode, once known (null while it is read, or when it cannot be). */
  contentMode: ContentMode | null;
  /** The content mode could not be read. */
  failed: boolean;
}

/**
 * The child profile active in this tab, with its content mode — or null for a parent, a solo user or
 * nobody. A child profile may not read the family's list (the API keeps it to the parent), so its
 * mode comes from its own memory profile, as the journal page reads it.
 */
export function useActiveChild(): ActiveChild | null {
  const { session } = useSession();
  const childId = session?.activeProfileType === 'child' ? session.activeProfileId : null;
  const memory = useMemoryProfileQuery(childId ?? '', { skip: childId === null });
  if (childId === null) return null;
  return { childId, contentMode: memory.data?.contentMode ?? null, failed: memory.isError };
}
