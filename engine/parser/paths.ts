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

/** Parses `a.b.0` into a path, or returns undefined if it is not a valid variable reference. */
export function parsePath(text: string): Path | undefined {
  return parsed.get(text)?.slice();
}

function segment(text: string): string | number {
  const index = toIndex(text);
  return index >= 0 && String(index) === text ? index : text;
}

/** A bound-variable name: `@` followed by at least one name character. */
export function isVariableName(text: string): boolean {
  return /^@[\w$-][\w$@-]*$/.test(text);
}
