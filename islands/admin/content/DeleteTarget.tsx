/**
 * Deleting a collection or page: the navigation is read when Delete is pressed, and the
 * confirmation names what is lost and the navigation links that go with it; one call removes
 * both (a navigation or target changed meanwhile answers 409 and nothing is deleted).
 */
import { useState, type ReactNode } from 'react';
import { linksTo } from '../../../domain/admin/content/navigation-links.js';
import type { LinkToTarget } from '../../../domain/admin/content/views.js';
import { failureMessage } from '../admin-api.js';
import { callApi, type Endpoint } from '../query/endpoint.js';
import { api, type TargetDelete } from '../query/api.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { navigationName } from './AddToNavigation.js';

export interface DeleteTargetProps {
  /** "collection" or "page", as the buttons name it. */
  kind: string;
  title: string;
  /** Its address on the site: navigation links leading there (or below) go with it. */
  fullUrl: string;
  /** The DELETE call (`api.deletePage`, `api.deleteCollection`) and the id it deletes. */
  endpoint: Endpoint<{ id: string } & TargetDelete, undefined, { deleted: boolean }>;
  id: string;
  version: number;
  /** What goes with it, shown in the confirmation. */
  lost: ReactNode;
  onDeleted: () => void;
  onReload: () => void;
}

type Outcome = { status: 'idle' | 'reading' | 'deleting' } | { status: 'stale' | 'failed'; message: string };

interface Asking {
  links: LinkToTarget[];
  navigationVersion: number;
}

export function DeleteTarget({ kind, title, fullUrl, endpoint, id, version, lost, onDeleted, onReload }: DeleteTargetProps) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const ask = async () => {
    setOutcome({ status: 'reading' });
    const navigation = await callApi(api.navigation, undefined);
    if (!navigation.ok) {
      setOutcome({ status: 'failed', message: failureMessage(navigation) });
      return;
    }
    setOutcome({ status: 'idle' });
    setAsking({ links: linksTo(navigation.data.value, fullUrl), navigationVersion: navigation.data.version });
  };
  const remove = async ({ navigationVersion }: Asking) => {
    setAsking(null);
    setOutcome({ status: 'deleting' });
    const result = await callApi(endpoint, { id, expectedVersion: version, navigationVersion });
    if (result.ok) {
      onDeleted();
      return;
    }
    const message = failureMessage(result);
    setOutcome({ status: result.status === 409 && result.code === 'stale-version' ? 'stale' : 'failed', message });
  };
  const busy = outcome.status === 'reading' || outcome.status === 'deleting';
  return (
    <section className="admin-danger-zone" aria-labelledby="delete-target-title">
      <h2 id="delete-target-title">Delete this {kind}</h2>
      <button type="button" className="admin-button admin-button-danger" disabled={busy} onClick={() => void ask()}>
        Delete {kind}
      </button>
      <p className="admin-save-status" role="status">{outcome.status === 'deleting' ? 'Deleting…' : outcome.status === 'reading' ? 'Reading the navigation…' : ''}</p>
      {'message' in outcome && (
        <div className="admin-error" role="alert">
          <p>{outcome.message}</p>
          {outcome.status === 'stale' && (
            <button type="button" className="admin-button" onClick={onReload}>
              Reload
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`Delete the ${kind} "${title}"?`}
        confirmLabel={asking && asking.links.length > 0 ? `Delete ${kind} and links` : `Delete ${kind}`}
        danger
        onConfirm={() => asking && void remove(asking)}
        onCancel={() => setAsking(null)}
      >
        {lost}
        {asking && asking.links.length > 0 && (
          <>
            <p>{asking.links.length === 1 ? 'This navigation link leads to it and is removed with it:' : `These ${String(asking.links.length)} navigation links lead to it and are removed with it:`}</p>
            <ul className="admin-delete-links">
              {asking.links.map((link, i) => (
                <li key={`${link.navigation}-${link.url}-${String(i)}`}>
                  “{link.title || link.url}” in {navigationName(link.navigation)} ({link.url})
                </li>
              ))}
            </ul>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
