import { FamilyVisibilityBadge } from '@grove/session-family/react';
import { useActiveChild } from './useActiveChild';
import './activeChildBadge.css';

/**
 * On the chat, journal and memories screens: when a child profile is active, the badge that says what
 * their parent can see (issue 18), linking to /what-my-parent-sees. Nothing for anyone else.
 */
export function ActiveChildBadge({ className }: { className?: string }) {
  const child = useActiveChild();
  if (child === null || child.contentMode === null) return null;
  return (
    <div className={className}>
      <FamilyVisibilityBadge contentMode={child.contentMode} />
    </div>
  );
}
