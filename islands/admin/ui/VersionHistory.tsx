/**
 * The kept earlier versions of a versioned thing (a template, the design values, a layout, a
 * slide), newest first, each restorable after a confirmation and, where the screen can draw one,
 * previewed.
 */
import { useState, type ReactNode } from 'react';
import type { Resource } from '../query/use-api-query.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { EmptyState, ResourceView } from './StateViews.js';
import type { RestoreWords } from './version-restore.js';

export interface VersionEntry {
  version: number;
  savedBy: string | null;
  saved: number;
}

export interface VersionHistoryProps<E extends VersionEntry> {
  /** The section's class and the start of its ids (`<name>-history`, `<name>-history-list`). */
  name: string;
  history: Resource<E[]>;
  /** What restoring does, in words (version-restore.ts). */
  restores: RestoreWords;
  /** How an entry names who saved it (` by <who>` when not said). */
  savedBy?: (who: string) => string;
  canWrite: boolean;
  onRestore: (version: number) => void;
  /** Shows a kept version (a "Preview version N" button on each entry). */
  onPreview?: (version: number) => void;
  /** Shown under the list (the restore's outcome). */
  children?: ReactNode;
}

const byWho = (who: string): string => ` by ${who}`;

export function VersionHistory<E extends VersionEntry>({ name, history, restores, savedBy = byWho, canWrite, onRestore, onPreview, children }: VersionHistoryProps<E>) {
  const [asking, setAsking] = useState<number | undefined>();
  const { emptyText, confirmLabel, confirmText } = restores;
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
                  {onPreview && (
                    <button type="button" className="admin-button" onClick={() => onPreview(entry.version)}>
                      Preview version {entry.version}
                    </button>
                  )}
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
