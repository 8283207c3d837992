import type { ReactNode } from 'react';
import { API_NETWORK_FAILED, apiErrorRead } from '@grove/api-client';

/**
 * Renders a link to a path of the app. The app passes its router's link (so admin pages open without a
 * load); without one, a plain `<a href>`.
 */
export type AdminLink = (to: string, label: ReactNode, className?: string) => ReactNode;

/** The plain link used when the app gives none. */
export const adminPlainLink: AdminLink = (to, label, className) => (
  <a href={to} className={className}>
    {label}
  </a>
);

/** Props of {@link AdminLoadError}. */
export interface AdminLoadErrorProps {
  /** What failed, in SPEC §8's words ("Failed to load …"). */
  message: string;
  /** The RTK Query error: the server's reason (a 400 naming `query.from`, a 403) is shown under it. */
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: what failed, the server's reason when it gave one, and Try again. */
export function AdminLoadError({ message, error, onRetry }: AdminLoadErrorProps) {
  const read = apiErrorRead(error);
  // No answer at all (offline, the server down): say so, rather than leave "Failed to load" unexplained.
  const detail = read.message ?? (read.status === 'FETCH_ERROR' ? API_NETWORK_FAILED : null);
  return (
    <div className="grove-admin-error" role="alert">
      <p>{message}</p>
      {detail && detail !== message && <p className="grove-admin__muted">{detail}</p>}
      <button type="button" className="grove-button grove-button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The line a panel shows while its figures load (SPEC §2's spinner text, said in words for a panel). */
export function AdminLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p className="grove-admin-loading" role="status">
      <span className="grove-admin-loading__dot" aria-hidden="true" />
      {label}
    </p>
  );
}

/** A panel's empty state: what would be here, in words. */
export function AdminEmpty({ children }: { children: ReactNode }) {
  return <p className="grove-admin-empty">{children}</p>;
}

/** The read state of one RTK Query call, as {@link AdminQueryView} takes it. */
export interface AdminQueryState<Data> {
  data?: Data;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Props of {@link AdminQueryView}. */
export interface AdminQueryViewProps<Data> {
  query: AdminQueryState<Data>;
  /** What failed, in SPEC §8's words. */
  failed: string;
  /** What loads, for the loading line ("Loading the codes..."). */
  loading?: string;
  children: (data: Data) => ReactNode;
}

/**
 * One read's three states before its content: the loading line, the error with Try again, then the
 * content. A refetch after a change keeps the figures on screen (no flash back to loading).
 */
export function AdminQueryView<Data>({ query, failed, loading, children }: AdminQueryViewProps<Data>) {
  if (query.data !== undefined && !query.isError) return <>{children(query.data)}</>;
  if (query.isError) return <AdminLoadError message={failed} error={query.error} onRetry={() => void query.refetch()} />;
  return <AdminLoading label={loading} />;
}
