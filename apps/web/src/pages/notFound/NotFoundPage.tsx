import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../useDocumentTitle';
import '../pages.css';

/** Shown for a path Grove knows but has no screen for in this build. */
export function NotFoundPage() {
  useDocumentTitle('Grove — Page not found');
  return (
    <article className="page page--narrow">
      <h1>Page not found</h1>
      <p>This page isn’t available. It may have moved, or it isn’t open yet.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </article>
  );
}

export default NotFoundPage;
