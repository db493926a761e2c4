/** The kept earlier versions of the design values, newest first, each restorable (as a new version). */
import { useState } from 'react';
import type { DesignState } from '../../../domain/design/design-api.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';

export interface DesignHistoryProps {
  /** The version saved now (the list is read again when it changes). */
  version: number;
  canWrite: boolean;
  onRestored: (state: DesignState) => void;
}

export function DesignHistory({ version, canWrite, onRestored }: DesignHistoryProps) {
  const history = useApiQuery(api.designHistory, { saved: version });
  const [asking, setAsking] = useState<number | undefined>();
  const { state, send, reset } = useVersionedSave<DesignState>();
  return (
    <section className="design-history" aria-labelledby="design-history-title">
      <h2 id="design-history-title">History</h2>
      <ResourceView resource={history} label="Loading the history…">
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState title="No earlier versions.">
              <p>Each save keeps the values it replaces here.</p>
            </EmptyState>
          ) : (
            <ul className="design-history-list">
              {entries.map((entry) => (
                <li key={entry.version}>
                  <span>
                    Version {entry.version}, replaced {new Date(entry.saved).toLocaleString()}
                    {entry.savedBy ? ` (saved by ${entry.savedBy})` : ''}
                  </span>
                  {canWrite && (
                    <button type="button" className="admin-button" onClick={() => setAsking(entry.version)}>
                      Restore version {entry.version}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
      <SaveStatus state={state} />
      <ConfirmDialog
        open={asking !== undefined}
        title={`Restore version ${asking ?? ''}?`}
        confirmLabel="Restore and save"
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          const restoring = asking;
          setAsking(undefined);
          if (restoring === undefined) return;
          reset();
          void send(api.restoreDesign, undefined, { version: restoring, expectedVersion: version }).then((answer) => {
            if (answer) onRestored(answer);
          });
        }}
      >
        <p>The live site takes that version&apos;s design at once. The values saved now stay in the history.</p>
      </ConfirmDialog>
    </section>
  );
}
