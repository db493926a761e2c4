/**
 * Deleting a collection or page: a confirmation naming what is lost; a refusal because the
 * navigation still links it offers to delete it with those links; a stale version offers a reload.
 */
import { useState, type ReactNode } from 'react';
import { adminRequest, failureMessage } from '../admin-api.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';

export interface DeleteTargetProps {
  /** "collection" or "page", as the buttons name it. */
  kind: string;
  title: string;
  /** The DELETE call without its query (`/api/admin/content/collections/<id>`). */
  path: string;
  version: number;
  /** What goes with it, shown in the confirmation. */
  lost: ReactNode;
  onDeleted: () => void;
  onReload: () => void;
}

type Outcome = { status: 'idle' | 'deleting' } | { status: 'linked' | 'stale' | 'failed'; message: string };

export function DeleteTarget({ kind, title, path, version, lost, onDeleted, onReload }: DeleteTargetProps) {
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const remove = async (removeLinks: boolean) => {
    setAsking(false);
    setOutcome({ status: 'deleting' });
    const query = new URLSearchParams({ expectedVersion: String(version), ...(removeLinks ? { removeLinks: 'true' } : {}) });
    const result = await adminRequest<{ deleted: boolean }>(`${path}?${query.toString()}`, { method: 'DELETE' });
    if (result.ok) {
      onDeleted();
      return;
    }
    const message = failureMessage(result);
    if (result.status === 409 && result.code === 'linked-in-navigation') setOutcome({ status: 'linked', message });
    else if (result.status === 409 && result.code === 'stale-version') setOutcome({ status: 'stale', message });
    else setOutcome({ status: 'failed', message });
  };
  return (
    <section className="admin-danger-zone" aria-labelledby="delete-target-title">
      <h2 id="delete-target-title">Delete this {kind}</h2>
      <button type="button" className="admin-button admin-button-danger" disabled={outcome.status === 'deleting'} onClick={() => setAsking(true)}>
        Delete {kind}
      </button>
      <p className="admin-save-status" role="status">{outcome.status === 'deleting' ? 'Deleting…' : ''}</p>
      {'message' in outcome && (
        <div className="admin-error" role="alert">
          <p>{outcome.message}</p>
          {outcome.status === 'linked' && (
            <button type="button" className="admin-button admin-button-danger" onClick={() => void remove(true)}>
              Remove the links and delete
            </button>
          )}
          {outcome.status === 'stale' && (
            <button type="button" className="admin-button" onClick={onReload}>
              Reload
            </button>
          )}
        </div>
      )}
      <ConfirmDialog open={asking} title={`Delete the ${kind} "${title}"?`} confirmLabel={`Delete ${kind}`} danger onConfirm={() => void remove(false)} onCancel={() => setAsking(false)}>
        {lost}
      </ConfirmDialog>
    </section>
  );
}
