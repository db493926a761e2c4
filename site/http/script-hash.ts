import { createHash } from 'node:crypto';

const MAX_REMEMBERED = 500;
const remembered = new Map<string, string>();

/** The CSP source (`'sha256-…'`) allowing an inline script whose text is exactly `text`. */
export function scriptHash(text: string): string {
  let hash = remembered.get(text);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(text, hash);
  }
  return hash;
}
