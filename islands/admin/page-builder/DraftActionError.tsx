/** A refused publish, discard or restore (use-draft-actions.ts): why, and each issue on its own line. */
import type { ActionError } from './use-draft-actions.js';

export function DraftActionError({ error }: { error: ActionError | undefined }) {
  if (!error) return null;
  return (
    <div className="admin-error" role="alert">
      <p>{error.message}</p>
      {error.issues.length > 0 && <ul>{error.issues.map((issue) => <li key={issue}>{issue}</li>)}</ul>}
    </div>
  );
}
