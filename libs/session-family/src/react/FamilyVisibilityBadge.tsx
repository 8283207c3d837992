import { Link } from 'react-router-dom';
import { familyVisibilityOf, routePath, type ContentMode } from '../index';
import './family.css';

/** The link text of {@link FamilyVisibilityBadge}: a child's own question. */
export const FAMILY_VISIBILITY_LINK_TEXT = 'What does my parent see?';

/** Props of {@link FamilyVisibilityBadge}. */
export interface FamilyVisibilityBadgeProps {
  /** The active child's content mode: it decides what the parent sees (issue 18, point 1). */
  contentMode: ContentMode;
  /** Where the link goes (default: /what-my-parent-sees). */
  to?: string;
}

/**
 * The plain sign on a child's chat, journal and memories screens of what their parent can see
 * (issue 18; the UK Age Appropriate Design Code's "obvious sign"), with a link to the page that says
 * it in full. The words come from `familyVisibilityOf`, like the parent's overview.
 */
export function FamilyVisibilityBadge({ contentMode, to = routePath('whatMyParentSees') }: FamilyVisibilityBadgeProps) {
  const visibility = familyVisibilityOf(contentMode);
  return (
    <p className="grove-family-badge" data-band={visibility.band} role="note" aria-label="What your parent can see">
      <svg className="grove-family-badge__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" fill="currentColor" />
      </svg>
      <span className="grove-family-badge__text">{visibility.badge}.</span>
      <Link className="grove-family-badge__link" to={to}>
        {FAMILY_VISIBILITY_LINK_TEXT}
      </Link>
    </p>
  );
}
