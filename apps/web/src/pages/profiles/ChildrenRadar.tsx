import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Child } from '@grove/api-contract';
import { RadarTrend } from '@grove/radar/react';
import { routePath } from '@grove/session-family';

function ChildRadarRow({ child }: { child: Child }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="family-memories__child">
      <div className="family-memories__row">
        <span className="family-memories__name">{child.displayName}</span>
        <button
          type="button"
          className="grove-button grove-button--secondary"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`This week for ${child.displayName}`}
          onClick={() => setOpen((shown) => !shown)}
        >
          This week
        </button>
      </div>
      <div id={panelId} className="family-memories__panel" hidden={!open}>
        {open && (
          <>
            <RadarTrend profileId={child.id} mode={child.contentMode} title={`${child.displayName}'s week`} />
            <p>
              <Link to={`${routePath('wellness')}?profile=${encodeURIComponent(child.id)}`}>Open {child.displayName}'s weekly radar</Link>
            </p>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * On /profiles, for the parent profile: each child's week at a glance (issue 17, point 5) — the areas
 * the child talked about, each reading and which way it went since last week — opened in place, with
 * a link to the child's full radar on /wellness. A 9–15 child's words never reach this view.
 */
export function ChildrenRadar({ kids }: { kids: readonly Child[] }) {
  const headingId = useId();
  if (kids.length === 0) return null;
  return (
    <section className="family-memories" aria-labelledby={headingId}>
      <h2 id={headingId}>Your children's weeks</h2>
      <p className="family-status">How each child's week is going, from their chats, journal and check-ins. For children aged 9 to 15 you see the trend, not what they said.</p>
      <ul className="family-memories__list">
        {kids.map((child) => (
          <ChildRadarRow key={child.id} child={child} />
        ))}
      </ul>
    </section>
  );
}
