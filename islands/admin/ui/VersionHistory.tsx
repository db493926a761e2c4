/** The kept earlier versions of a versioned thing (a template, the design values), newest first, each restorable after a confirmation. */
import { useState, type ReactNode } from 'react';
import type { Resource } from '../query/use-api-query.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { EmptyState, ResourceView } from './StateViews.js';

export interface VersionEntry {
  version: number;
  savedBy: string | null;
  saved: number;
}

export interface VersionHistoryProps<E extends VersionEntry> {
  /** The section's class and the start of its ids (`<name>-history`, `<name>-history-list`). */
  name: string;
  history: Resource<E[]>;
  emptyText: string;
  /** How an entry names who saved it. */
  savedBy: (who: string) => string;
  canWrite: boolean;
  confirmLabel: string;
  confirmText: string;
  onRestore: (version: number) => void;
  /** Shown under the list (the restore's outcome). */
  children?: ReactNode;
}

export function VersionHistory<E extends VersionEntry>({ name, history, emptyText, savedBy, canWrite, confirmLabel, confirmText, onRestore, children }: VersionHistoryProps<E>) {
  const [asking, setAsking] = useState<number | undefined>();
  return (
    <section className={`${name}-history`} aria-labelledby={`${name}-history-title`}>
      <h2 id={`${name}-history-title`}>History</h2>
      <ResourceView resource={history} label="Loading the history…">
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState title="No earlier versions.">
              <p>{emptyText}</p>
            </EmptyState>
          ) : (
            <ul className={`${name}-history-list`}>
              {entries.map((entry) => (
                <li key={entry.version}>
                  <span>
                    Version {entry.version}, replaced {new Date(entry.saved).toLocaleString()}
                    {entry.savedBy ? savedBy(entry.savedBy) : ''}
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
      {children}
      <ConfirmDialog
        open={asking !== undefined}
        title={`Restore version ${asking ?? ''}?`}
        confirmLabel={confirmLabel}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          const restoring = asking;
          setAsking(undefined);
          if (restoring !== undefined) onRestore(restoring);
        }}
      >
        <p>{confirmText}</p>
      </ConfirmDialog>
    </section>
  );
}
