/** The kept published versions of a template, newest first, each restorable (as a new version). */
import { useState } from 'react';
import type { TemplateHistoryEntry } from '../../../domain/admin/templates.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';

export interface TemplateHistoryProps {
  path: string;
  /** The version now published (the list is read again when it changes). */
  version: number;
  canWrite: boolean;
  onRestore: (version: number) => void;
}

export function TemplateHistory({ path, version, canWrite, onRestore }: TemplateHistoryProps) {
  const history = useApiQuery(api.templateHistory, { path, published: version });
  const [asking, setAsking] = useState<number | undefined>();
  return (
    <section className="tpl-history" aria-labelledby="tpl-history-title">
      <h2 id="tpl-history-title">History</h2>
      <ResourceView resource={history} label="Loading the history…">
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState title="No earlier versions.">
              <p>Each publication keeps the version it replaces here.</p>
            </EmptyState>
          ) : (
            <ul className="tpl-history-list">
              {entries.map((entry) => (
                <li key={entry.version}>
                  <span>
                    Version {entry.version}, replaced {new Date(entry.saved).toLocaleString()}
                    {entry.savedBy ? ` by ${entry.savedBy}` : ''}
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
      <ConfirmDialog
        open={asking !== undefined}
        title={`Restore version ${asking ?? ''}?`}
        confirmLabel="Restore and publish"
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          if (asking !== undefined) onRestore(asking);
          setAsking(undefined);
        }}
      >
        <p>The site will be served with that version at once. The version published now stays in the history.</p>
      </ConfirmDialog>
    </section>
  );
}
