/** The three states every admin screen has besides its content: loading, failed, empty. */
import type { ReactNode } from 'react';
import type { Resource } from '../query/use-api-query.js';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="admin-loading" role="status">
      <span className="admin-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="admin-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="admin-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-empty">
      <p className="admin-empty-title">{title}</p>
      {children}
    </div>
  );
}

/**
 * Renders a resource: its loading and error states, else `children` with the data. `failed`: the
 * editor's words for a failed read ("Unable to load collections."), said before the reason.
 */
export function ResourceView<T>({ resource, label, failed, children }: { resource: Resource<T>; label?: string; failed?: string; children: (data: T) => ReactNode }) {
  if (resource.status === 'loading') return <Loading label={label} />;
  if (resource.status === 'error') return <ErrorState message={failed ? `${failed} ${resource.message}` : resource.message} onRetry={resource.reload} />;
  return <>{children(resource.data)}</>;
}
