import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { RouteId } from '@grove/session-family';
import { routePath } from '@grove/session-family';
import { useDocumentTitle } from '../useDocumentTitle';
import { ADMIN_SCREENS, adminScreen } from './adminScreens';
import '../pages.css';
import './admin.css';

/** Props of {@link AdminFrame}. */
export interface AdminFrameProps {
  screen: RouteId;
  /** A sentence under the heading: what the screen is for. */
  lead: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every admin screen: its heading and lead, the way back to the admin index and a row of
 * the other screens (a scrolling row on a phone), then the screen's panels at the page's full width.
 */
export function AdminFrame({ screen, lead, children }: AdminFrameProps) {
  const { title } = adminScreen(screen);
  useDocumentTitle(`Grove — Admin: ${title}`);
  return (
    <article className="page admin-page" aria-labelledby="admin-title">
      <p className="admin-page__back">
        <Link to={routePath('admin')}>Admin area</Link>
      </p>
      <h1 id="admin-title">{title}</h1>
      <p className="page-lead">{lead}</p>
      <nav className="admin-page__screens" aria-label="Admin screens">
        <ul>
          {ADMIN_SCREENS.map((other) => (
            <li key={other.id}>
              <NavLink to={routePath(other.id)}>{other.title}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </article>
  );
}
