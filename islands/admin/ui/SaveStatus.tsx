/** What became of the last save, announced to assistive technology. */
import type { SaveState } from './use-versioned-save.js';

export function SaveStatus({ state, onReload }: { state: SaveState; onReload?: () => void }) {
  if (state.status === 'idle') return <p className="admin-save-status" role="status" />;
  if (state.status === 'saving') return <p className="admin-save-status" role="status">Saving…</p>;
  if (state.status === 'saved') return <p className="admin-save-status admin-ok" role="status">Saved.</p>;
  if (state.status === 'stale') {
    return (
      <div className="admin-error" role="alert">
        <p>{state.message}</p>
        {onReload && (
          <button type="button" className="admin-button" onClick={onReload}>
            Reload
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="admin-error" role="alert">
      <p>{state.message}</p>
      {state.status === 'invalid' && state.issues.length > 0 && (
        <ul>
          {state.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>{issue.path ? `${issue.path}: ${issue.message}` : issue.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
