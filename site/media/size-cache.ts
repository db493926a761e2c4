/**
 * The resized copies under `MEDIA_DIR/sizes/` kept within a byte budget: when a new copy takes the
 * total over it, the least recently served copies go (oldest modification time first; a copy
 * served from disk is touched) until a tenth of the budget is free again. Another process sharing
 * the folder is seen at the next count, which every pruning makes afresh.
 */
import { readdir, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';

let total: number | undefined;
let pruning: Promise<void> | undefined;

interface CopyFile {
  path: string;
  bytes: number;
  used: number;
}

async function copies(folder: string): Promise<CopyFile[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const found = await Promise.all(
    names
      .filter((name) => !name.endsWith('.tmp'))
      .map(async (name) => {
        const info = await stat(join(folder, name)).catch(() => undefined);
        return info?.isFile() ? { path: join(folder, name), bytes: info.size, used: info.mtimeMs } : undefined;
      }),
  );
  return found.filter((file): file is CopyFile => file !== undefined);
}

async function prune(folder: string, budget: number): Promise<void> {
  const files = (await copies(folder)).sort((a, b) => a.used - b.used);
  let left = files.reduce((sum, file) => sum + file.bytes, 0);
  const target = budget * 0.9;
  for (const file of files) {
    if (left <= target) break;
    await unlink(file.path).catch(() => undefined);
    left -= file.bytes;
  }
  total = left;
}

/** Counts a copy just written to `folder`; prunes the folder when it is over `budget` bytes. */
export async function keptCopy(folder: string, bytes: number, budget: number): Promise<void> {
  total = total === undefined ? (await copies(folder)).reduce((sum, file) => sum + file.bytes, 0) : total + bytes;
  if (total <= budget) return;
  pruning ??= prune(folder, budget).finally(() => {
    pruning = undefined;
  });
  await pruning;
}

/** Marks a copy as just served, so that pruning takes it last. */
export function servedCopy(file: string): void {
  const now = new Date();
  utimes(file, now, now).catch(() => undefined);
}
