import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Child } from '@grove/api-contract';
import { MemoryList, useMemoryProfileQuery } from '@grove/memory/react';
import { routePath } from '@grove/session-family';

/** How many of a child's memories wait for the parent, as the row says it. */
function pendingText(count: number): string {
  if (count === 0) return 'Nothing waiting for your approval';
  return `${count} ${count === 1 ? 'memory waits' : 'memories wait'} for your approval`;
}

function ChildMemoriesRow({ child }: { child: Child }) {
  // The child may have told Grove something since this was last read: count afresh on every visit.
  const profile = useMemoryProfileQuery(child.id, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pending = profile.data?.pendingCount ?? 0;

  return (
    <li className="family-memories__child">
      <div className="family-memories__row">
        <span className="family-memories__name">{child.displayName}</span>
        <span className="family-memories__pending" data-pending={pending > 0 || undefined}>
          {profile.data ? pendingText(pending) : profile.isError ? 'Memories could not be loaded' : 'Loading memories…'}
        </span>
        <button
          type="button"
          className="grove-button grove-button--secondary"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`Memories of ${child.displayName}`}
          onClick={() => setOpen((shown) => !shown)}
        >
          Memories{pending > 0 ? ` (${pending})` : ''}
        </button>
      </div>
      <div id={panelId} className="family-memories__panel" hidden={!open}>
        {open && (
          <>
            <MemoryList profileId={child.id} viewer="parent" canPin title={`${child.displayName}'s memories`} />
            <p>
              <Link to={`${routePath('memories')}?profile=${encodeURIComponent(child.id)}`}>Open {child.displayName}'s memories and timeline</Link>
            </p>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * On /profiles, for the parent profile: each child's memories and how many wait for approval
 * (issue 15: a 4–8 child's new memory is not used until the parent approves it). "Memories" opens the
 * child's list in place, with Approve, Pin and Delete; a link opens the full memories page.
 */
export function ChildrenMemories({ kids }: { kids: readonly Child[] }) {
  const headingId = useId();
  if (kids.length === 0) return null;
  return (
    <section className="family-memories" aria-labelledby={headingId}>
      <h2 id={headingId}>Your children's memories</h2>
      <p className="family-status">What Grove remembers about each child. A young child's new memories wait for your approval before Grove uses them.</p>
      <ul className="family-memories__list">
        {kids.map((child) => (
          <ChildMemoriesRow key={child.id} child={child} />
        ))}
      </ul>
    </section>
  );
}
