/** The kept published versions of a template, newest first, each restorable (as a new version). */
import { VersionHistory } from '../ui/VersionHistory.js';
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
  return (
    <VersionHistory
      name="tpl"
      history={history}
      emptyText="Each publication keeps the version it replaces here."
      savedBy={(who) => ` by ${who}`}
      canWrite={canWrite}
      confirmLabel="Restore and publish"
      confirmText="The site will be served with that version at once. The version published now stays in the history."
      onRestore={onRestore}
    />
  );
}
