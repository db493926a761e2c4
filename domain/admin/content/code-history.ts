/**
 * The header & footer code's saved versions as the screen lists them. The history keeps each
 * replaced version with who replaced it and when, so version v was saved by whoever replaced
 * v − 1; version 1 is what the site had before the first save.
 */

export interface KeptEntry {
  version: number;
  savedBy: string | null;
  saved: number;
}

export interface SavedVersion {
  version: number;
  /** Null: not known (version 1, or the entry before it is no longer kept). */
  savedBy: string | null;
  savedAt: number | null;
  current: boolean;
}

export interface CodeHistoryView {
  versions: SavedVersion[];
}

/** The current version and the kept ones, newest first, each with its author and time where known. */
export function savedVersions(current: { version: number; updated: number }, kept: readonly KeptEntry[]): SavedVersion[] {
  const byVersion = new Map(kept.map((entry) => [entry.version, entry]));
  const author = (version: number) => byVersion.get(version - 1);
  const list: SavedVersion[] = [];
  if (current.version > 0) {
    list.push({ version: current.version, savedBy: author(current.version)?.savedBy ?? null, savedAt: current.version > 1 ? current.updated : null, current: true });
  }
  for (const entry of [...kept].sort((a, b) => b.version - a.version)) {
    if (entry.version >= current.version) continue;
    const before = author(entry.version);
    list.push({ version: entry.version, savedBy: before?.savedBy ?? null, savedAt: before?.saved ?? null, current: false });
  }
  return list;
}
