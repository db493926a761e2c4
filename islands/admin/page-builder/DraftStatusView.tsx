/** "Saving… / Saved / Not saved" of the autosave, and what to do when it failed or someone else saved first. */
import type { ApiIssue } from '../../../domain/admin/api-issue.js';
import type { DraftStatus } from './use-versioned-draft.js';

export interface DraftStatusProps {
  status: DraftStatus;
  onRetry: () => void;
  onReloadTheirs: () => void;
  onOverwrite: () => void;
  /** What is edited, as the 409 names it. */
  noun?: string;
  /** What to add to a refused save's issue the editor does not show beside a field (a gallery setting of another design), if anything. */
  noteOf?: (issue: ApiIssue) => string | undefined;
}

export function DraftStatusView({ status, onRetry, onReloadTheirs, onOverwrite, noun = 'layout', noteOf }: DraftStatusProps) {
  switch (status.status) {
    case 'saved':
      return <p className="pb-status admin-ok" role="status">Saved</p>;
    case 'saving':
      return <p className="pb-status" role="status">Saving…</p>;
    case 'unsaved':
      return <p className="pb-status" role="status">Not saved</p>;
    case 'stale':
      return (
        <div className="admin-error pb-status" role="alert">
          <p>Not saved: someone else saved this {noun} since you opened it. Your changes are still here.</p>
          <button type="button" className="admin-button" onClick={onReloadTheirs}>Load their version (Undo brings yours back)</button>
          <button type="button" className="admin-button" onClick={onOverwrite}>Save mine over theirs</button>
        </div>
      );
    case 'invalid':
      return (
        <div className="admin-error pb-status" role="alert">
          <p>Not saved: {status.message}</p>
          {status.issues.length > 0 && (
            <ul>
              {status.issues.map((i) => {
                // Named by its block ("Chart block 2 of section 1") when it is a block's; the panel shows it beside the field too.
                const block = (i as { block?: unknown }).block;
                const where = typeof block === 'string' ? block : i.path;
                const said = [i.message, noteOf?.(i)].filter((t) => t !== undefined).join(' ');
                return <li key={`${i.path}:${i.message}`}>{where ? `${where}: ${said}` : said}</li>;
              })}
            </ul>
          )}
        </div>
      );
    case 'failed':
      return (
        <div className="admin-error pb-status" role="alert">
          <p>Not saved: {status.message}</p>
          <button type="button" className="admin-button" onClick={onRetry}>Try again</button>
        </div>
      );
  }
}
