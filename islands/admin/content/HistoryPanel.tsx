/** The kept versions of a content part, each restorable (after a confirmation) by a user who may write. */
import { useState } from 'react';
import type { HistoryView } from '../../../domain/admin/content/views.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';

export interface HistoryPanelProps {
  part: string;
  /** The version the screen shows: a restore is based on it. */
  currentVersion: number;
  canWrite: boolean;
  onRestored: () => void;
}

const when = (ms: number): string => new Date(ms).toLocaleString();

export function HistoryPanel({ part, currentVersion, canWrite, onRestored }: HistoryPanelProps) {
  const history = useApiQuery(api.history, { part, at: currentVersion });
  const restore = useVersionedSave<{ version: number }>();
  const [asked, setAsked] = useState<number | null>(null);
  const confirm = async () => {
    const version = asked;
    setAsked(null);
    if (version === null) return;
    const done = await restore.send(api.restoreHistory, undefined, { part, version, expectedVersion: currentVersion });
    if (done) onRestored();
  };
  return (
    <section className="admin-history" aria-labelledby={`history-${part}`}>
      <h2 id={`history-${part}`}>History</h2>
      <ResourceView resource={history} label="Loading the history…">
        {(data) =>
          data.entries.length === 0 ? (
            <EmptyState title="No earlier versions yet.">
              <p>Each save keeps the version it replaced, so you can go back to it.</p>
            </EmptyState>
          ) : (
            <table className="admin-table">
              <caption className="visually-hidden">Earlier versions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Replaced</th>
                  <th scope="col">By</th>
                  {canWrite && <th scope="col"><span className="visually-hidden">Actions</span></th>}
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.version}>
                    <td>{entry.version}</td>
                    <td>{when(entry.saved)}</td>
                    <td>{entry.savedBy ?? 'Site setup'}</td>
                    {canWrite && (
                      <td>
                        <button type="button" className="admin-button" onClick={() => setAsked(entry.version)}>
                          Restore version {entry.version}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </ResourceView>
      <SaveStatus state={restore.state} onReload={onRestored} />
      <ConfirmDialog open={asked !== null} title={`Restore version ${String(asked ?? '')}?`} confirmLabel="Restore" onConfirm={() => void confirm()} onCancel={() => setAsked(null)}>
        <p>The current content is kept in the history, so you can come back to it.</p>
      </ConfirmDialog>
    </section>
  );
}
