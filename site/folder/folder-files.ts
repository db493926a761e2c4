import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { folderError, type FolderError } from './folder-error.js';

/** Largest text file of a folder that is read. */
const MAX_TEXT_BYTES = 2 * 1024 * 1024;

export type Read<T> = { ok: true; value: T } | { ok: false; error: FolderError };

function failure<T>(file: string, message: string, code: string): Read<T> {
  return { ok: false, error: folderError(file, 1, 1, message, code) };
}

/** True when `rel` is a plain relative path that stays inside the folder. */
export function isInsidePath(rel: string): boolean {
  if (rel === '' || path.isAbsolute(rel) || rel.includes('\\') || rel.includes('\0')) return false;
  return rel.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function contains(root: string, real: string): boolean {
  return real === root || real.startsWith(root + path.sep);
}

/** Resolves `rel` in `root` (a real path), following symlinks only while they stay inside it. */
export async function resolveInside(root: string, rel: string): Promise<Read<string>> {
  if (!isInsidePath(rel)) return failure(rel, `'${rel}' is not a path inside the site folder`, 'path-outside-folder');
  let real: string;
  try {
    real = await realpath(path.join(root, ...rel.split('/')));
  } catch {
    return failure(rel, `${rel} does not exist`, 'missing-file');
  }
  if (!contains(root, real)) return failure(rel, `${rel} points outside the site folder`, 'path-outside-folder');
  return { ok: true, value: real };
}

/** Reads a UTF-8 text file of the folder. */
export async function readInside(root: string, rel: string): Promise<Read<string>> {
  const resolved = await resolveInside(root, rel);
  if (!resolved.ok) return resolved;
  try {
    const info = await stat(resolved.value);
    if (!info.isFile()) return failure(rel, `${rel} is not a file`, 'not-a-file');
    if (info.size > MAX_TEXT_BYTES) return failure(rel, `${rel} is larger than ${MAX_TEXT_BYTES} bytes`, 'file-too-large');
    return { ok: true, value: await readFile(resolved.value, 'utf8') };
  } catch (e) {
    return failure(rel, `${rel} cannot be read: ${(e as Error).message}`, 'unreadable-file');
  }
}

/**
 * Every file under `sub` (recursively), relative to the folder, sorted. Symlinks to files inside
 * the folder are listed; a symlink leading outside, or to a folder, is an error and skipped.
 */
export async function listFiles(root: string, sub: string): Promise<{ files: string[]; errors: FolderError[] }> {
  const files: string[] = [];
  const errors: FolderError[] = [];
  const walk = async (rel: string, depth: number): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(root, ...rel.split('/')), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (depth < 16) await walk(child, depth + 1);
      } else if (entry.isFile()) {
        files.push(child);
      } else if (entry.isSymbolicLink()) {
        const resolved = await resolveInside(root, child);
        if (!resolved.ok) {
          errors.push(resolved.error);
          continue;
        }
        const info = await stat(resolved.value);
        if (info.isFile()) files.push(child);
        else errors.push(folderError(child, 1, 1, `${child} is a symlink to a folder, which is not followed`, 'symlinked-folder'));
      }
    }
  };
  const top = await lstat(path.join(root, sub)).catch(() => undefined);
  if (top?.isDirectory()) await walk(sub, 0);
  else if (top?.isSymbolicLink()) errors.push(folderError(sub, 1, 1, `${sub}/ is a symlink, which is not followed`, 'symlinked-folder'));
  return { files, errors };
}
