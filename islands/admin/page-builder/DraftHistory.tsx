/** The published versions a layout or a slide keeps, newest first: each previewed (where the editor can) and restorable as the draft. */
import type { LayoutHistoryEntry } from '../query/api.js';
import type { Resource } from '../query/use-api-query.js';
import { VersionHistory } from '../ui/VersionHistory.js';
import { RESTORE_AS_DRAFT } from '../ui/version-restore.js';

export interface DraftHistoryProps {
  /** The history call's answer (`GET …/history`). */
  history: Resource<{ entries: LayoutHistoryEntry[] }>;
  canWrite: boolean;
  onRestore: (version: number) => void;
  onPreview?: (version: number) => void;
}

export function DraftHistory({ history, canWrite, onRestore, onPreview }: DraftHistoryProps) {
  const entries: Resource<LayoutHistoryEntry[]> = history.status === 'ready' ? { ...history, data: history.data.entries, replace: () => undefined } : history;
  return <VersionHistory name="pb" history={entries} restores={RESTORE_AS_DRAFT} canWrite={canWrite} onRestore={onRestore} onPreview={onPreview} />;
}
