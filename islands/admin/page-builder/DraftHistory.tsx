/** The published versions a layout or a slide keeps, newest first: each previewed in the preview frame and restorable as the draft (the frame back to the draft). */
import type { LayoutHistoryEntry } from '../query/api.js';
import type { Resource } from '../query/use-api-query.js';
import { VersionHistory } from '../ui/VersionHistory.js';
import { RESTORE_AS_DRAFT } from '../ui/version-restore.js';
import type { VersionPreview } from './use-version-preview.js';

export interface DraftHistoryProps {
  /** The history call's answer (`GET …/history`). */
  history: Resource<{ entries: LayoutHistoryEntry[] }>;
  canWrite: boolean;
  onRestore: (version: number) => void;
  /** The preview frame's kept version (useVersionPreview). */
  kept: VersionPreview;
}

export function DraftHistory({ history, canWrite, onRestore, kept }: DraftHistoryProps) {
  const entries: Resource<LayoutHistoryEntry[]> = history.status === 'ready' ? { ...history, data: history.data.entries, replace: () => undefined } : history;
  const restore = (version: number) => {
    if (kept.version !== undefined) kept.back();
    onRestore(version);
  };
  return <VersionHistory name="pb" history={entries} restores={RESTORE_AS_DRAFT} canWrite={canWrite} onRestore={restore} onPreview={kept.show} />;
}
