import { Link } from 'react-router-dom';
import { AdminSystemStatus } from '@grove/admin-ui/react';
import { routePath } from '@grove/session-family';
import { useDocumentTitle } from '../useDocumentTitle';
import { ADMIN_SCREENS } from './adminScreens';
import '../pages.css';
import './admin.css';

/**
 * /admin (SPEC §2; issue 20): the admin area's screens with a line each. Private by default: no admin
 * screen shows a message, journal entry or memory, except a flagged excerpt and a break-glass read,
 * which asks for a reason, is logged and is shown to the family.
 */
export function AdminIndexPage() {
  useDocumentTitle('Grove — Admin area');
  return (
    <article className="page admin-page" aria-labelledby="admin-title">
      <h1 id="admin-title">Admin area</h1>
      <p className="page-lead">
        Figures, not conversations. Reading a family’s words takes a reason, goes in the audit log, and is shown to that family in their settings.
      </p>
      <ul className="admin-index">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.id} className="admin-index__item grove-glass">
            <Link to={routePath(screen.id)} className="admin-index__link">
              {screen.title}
            </Link>
            <p>{screen.summary}</p>
          </li>
        ))}
      </ul>
      <div className="admin-index__system">
        <AdminSystemStatus />
      </div>
    </article>
  );
}

export default AdminIndexPage;
