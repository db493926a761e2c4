/**
 * The header & footer code's saved versions (who saved each, when), each compared line by line
 * with the code saved now, and restorable (after a confirmation) as a new version.
 */
import { useState } from 'react';
import type { CodeHistoryView, SavedVersion } from '../../../domain/admin/content/code-history.js';
import type { CodeInjection } from '../../../domain/admin/content/code-injection.js';
import { lineDiff } from '../../../domain/admin/content/line-diff.js';
import type { CodeInjectionView } from '../../../domain/admin/content/views.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';


const savedOn = (entry: SavedVersion): string => (entry.savedAt === null ? (entry.version === 1 ? 'Before the first save' : 'Not known') : new Date(entry.savedAt).toLocaleString());
const savedBy = (entry: SavedVersion): string => entry.savedBy ?? (entry.version === 1 ? 'Site setup' : 'Not known');

function CodeDiff({ label, from, to }: { label: string; from: string; to: string }) {
  const lines = lineDiff(from, to);
  const changed = lines.some((line) => line.kind !== 'same');
  return (
    <div className="admin-diff">
      <h4>{label}</h4>
      {!changed ? (
        <p className="admin-hint">The same as now.</p>
      ) : (
        <pre className="admin-diff-lines">
          {lines.map((line, at) =>
            line.kind === 'added' ? (
              <ins key={at}>{`+ ${line.text}`}</ins>
            ) : line.kind === 'removed' ? (
              <del key={at}>{`- ${line.text}`}</del>
            ) : (
              <span key={at}>{`  ${line.text}`}</span>
            ),
          )}
        </pre>
      )}
    </div>
  );
}

function Comparison({ version, current }: { version: number; current: CodeInjection }) {
  const kept = useApiQuery(api.codeVersion, { version });
  return (
    <section className="admin-comparison" aria-labelledby="code-comparison">
      <h3 id="code-comparison">What restoring version {version} changes</h3>
      <p className="admin-hint">Lines marked − go, lines marked + come back.</p>
      <ResourceView resource={kept} label={`Loading version ${String(version)}…`}>
        {(data) => (
          <>
            <CodeDiff label="Header code" from={current.header} to={data.value.header} />
            <CodeDiff label="Footer code" from={current.footer} to={data.value.footer} />
          </>
        )}
      </ResourceView>
    </section>
  );
}

export interface CodeHistoryProps {
  current: CodeInjectionView;
  canWrite: boolean;
  onRestored: (view: CodeInjectionView) => void;
  onReload: () => void;
}

export function CodeHistory({ current, canWrite, onRestored, onReload }: CodeHistoryProps) {
  const history = useApiQuery(api.codeHistory, { at: current.version });
  const restore = useVersionedSave<CodeInjectionView>();
  const [compared, setCompared] = useState<number | null>(null);
  const [asked, setAsked] = useState<number | null>(null);
  const confirm = async () => {
    const version = asked;
    setAsked(null);
    if (version === null) return;
    const done = await restore.send(api.restoreCode, undefined, { version, expectedVersion: current.version });
    if (done) {
      setCompared(null);
      onRestored(done);
    }
  };
  return (
    <section className="admin-history" aria-labelledby="code-history">
      <h2 id="code-history">Saved versions</h2>
      <ResourceView resource={history} label="Loading the saved versions…">
        {(data) =>
          data.versions.length === 0 ? (
            <EmptyState title="No code has been saved yet.">
              <p>Each save is kept here with who saved it, so you can compare and go back.</p>
            </EmptyState>
          ) : (
            <table className="admin-table">
              <caption className="visually-hidden">Saved versions of the header and footer code, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Saved</th>
                  <th scope="col">By</th>
                  <th scope="col"><span className="visually-hidden">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {data.versions.map((entry) => (
                  <tr key={entry.version}>
                    <td>{entry.version}{entry.current && ' (current)'}</td>
                    <td>{savedOn(entry)}</td>
                    <td>{savedBy(entry)}</td>
                    <td>
                      {!entry.current && (
                        <div className="admin-row-actions">
                          <button type="button" className="admin-button" aria-pressed={compared === entry.version} onClick={() => setCompared(compared === entry.version ? null : entry.version)}>
                            Compare version {entry.version}
                          </button>
                          {canWrite && (
                            <button type="button" className="admin-button" onClick={() => setAsked(entry.version)}>
                              Restore version {entry.version}
                            </button>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </ResourceView>
      {compared !== null && <Comparison key={`${String(compared)}:${String(current.version)}`} version={compared} current={current.value} />}
      <SaveStatus state={restore.state} onReload={onReload} />
      <ConfirmDialog open={asked !== null} title={`Restore version ${String(asked ?? '')}?`} confirmLabel="Restore" onConfirm={() => void confirm()} onCancel={() => setAsked(null)}>
        <p>Every page gets that version's header and footer code at once. The code saved now stays in this list, so you can come back to it.</p>
      </ConfirmDialog>
    </section>
  );
}
