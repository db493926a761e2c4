import type { Path } from '../ast.js';
import { toIndex } from '../values.js';

const SEGMENT = '[\\w$@][\\w$@-]*';
const PATH_RE = new RegExp(`^${SEGMENT}(?:\\.${SEGMENT})*$`);

/** Parses `a.b.0` into a path, or returns undefined if it is not a valid variable reference. */
export function parsePath(text: string): Path | undefined {
  if (text === '@') return ['@'];
  if (!PATH_RE.test(text)) return undefined;
  return text.split('.').map(segment);
}

function segment(text: string): string | number {
  const index = toIndex(text);
  return index >= 0 && String(index) === text ? index : text;
}

/** A bound-variable name: `@` followed by at least one name character. */
export function isVariableName(text: string): boolean {
  return /^@[\w$-][\w$@-]*$/.test(text);
}

export function pathText(path: Path): string {
  return path.join('.');
}
