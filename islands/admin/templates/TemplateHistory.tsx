/** The kept published versions of a template, newest first, each restorable (as a new version). */
import { VersionHistory } from '../ui/VersionHistory.js';
import { RESTORE_AND_PUBLISH } from '../ui/version-restore.js';
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
  return <VersionHistory name="tpl" history={history} restores={RESTORE_AND_PUBLISH} canWrite={canWrite} onRestore={onRestore} />;
}
