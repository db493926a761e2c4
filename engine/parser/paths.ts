import type { Path } from '../ast.js';
import { Memo } from '../runtime/memo.js';
import { toIndex } from '../values.js';

/** Segment characters: letters, digits, `_`, `$`, `@`, and `-` after the first. */
function isSegmentChar(c: number, first: boolean): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36 || c === 64 || (!first && c === 45)
  );
}

const parsed = new Memo<Path | null>((text) => {
  if (text === '@') return ['@'];
  const path: Path = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 46;
    if (c === 46 /* . */) {
      if (i === start) return null;
      path.push(segment(text.slice(start, i)));
      start = i + 1;
    } else if (!isSegmentChar(c, i === start)) {
      return null;
    }
  }
  return path;
});

/**
 * Parses `a.b.0` into a path, or returns undefined if it is not a valid variable reference. The
 * path is shared by every tag that names it (the syntax tree is read-only).
 */
export function parsePath(text: string): Path | undefined {
  // A plain name (the commonest path) needs no lookup: a one-segment array costs less.
  const n = text.length;
  if (n > 0 && isLetterOrUnderscore(text.charCodeAt(0))) {
    let i = 1;
    while (i < n && isSegmentChar(text.charCodeAt(i), false)) i++;
    if (i === n) return [text];
  }
  return parsed.get(text) ?? undefined;
}

/** A first character after which a segment can be no array index and no `@` name. */
function isLetterOrUnderscore(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36;
}

function segment(text: string): string | number {
  const index = toIndex(text);
  return index >= 0 && String(index) === text ? index : text;
}

/** A bound-variable name: `@` followed by at least one name character. */
export function isVariableName(text: string): boolean {
  return /^@[\w$-][\w$@-]*$/.test(text);
}
