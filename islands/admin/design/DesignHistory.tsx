/** The kept earlier versions of the design values, newest first, each restorable (as a new version). */
import type { DesignState } from '../../../domain/design/design-api.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { VersionHistory } from '../ui/VersionHistory.js';
import { RESTORE_AND_SAVE } from '../ui/version-restore.js';
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
  const { state, send, reset } = useVersionedSave<DesignState>();
  const restore = (restoring: number) => {
    reset();
    void send(api.restoreDesign, undefined, { version: restoring, expectedVersion: version }).then((answer) => {
      if (answer) onRestored(answer);
    });
  };
  return (
    <VersionHistory
      name="design"
      history={history}
      restores={RESTORE_AND_SAVE}
      savedBy={(who) => ` (saved by ${who})`}
      canWrite={canWrite}
      onRestore={restore}
    >
      <SaveStatus state={state} />
    </VersionHistory>
  );
}
