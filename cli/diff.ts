/** Text and JSON comparison helpers for the spec runner's reports. */

const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u00a0\u00ad\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;
const MAX_SHOWN = 160;

/** A string quoted so that whitespace that looks alike (U+2009, U+202F, U+00A0, tabs) can be told apart. */
export function quote(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\t/g, '\\t')
    .replace(/\r/g, '\\r')
    .replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `"${escaped}"`;
}

/** One line saying where two texts first differ, e.g. `line 3: expected "a" but got "b"`. */
export function firstDifference(expected: string, actual: string): string {
  const want = expected.split('\n');
  const got = actual.split('\n');
  const count = Math.max(want.length, got.length);
  for (let i = 0; i < count; i++) {
    const a = want[i];
    const b = got[i];
    if (a === b) continue;
    if (a === undefined) return `line ${i + 1}: expected end of output but got ${quote(clip(b ?? '', 0))}`;
    if (b === undefined) return `line ${i + 1}: expected ${quote(clip(a, 0))} but got end of output`;
    const column = firstColumn(a, b);
    return `line ${i + 1}, col ${column + 1}: expected ${quote(clip(a, column))} but got ${quote(clip(b, column))}`;
  }
  return 'no difference';
}

function firstColumn(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Long lines are cut around the column where they start to differ. */
function clip(line: string, column: number): string {
  if (line.length <= MAX_SHOWN) return line;
  const start = Math.max(0, Math.min(column - MAX_SHOWN / 4, line.length - MAX_SHOWN));
  const head = start > 0 ? '…' : '';
  const tail = start + MAX_SHOWN < line.length ? '…' : '';
  return head + line.slice(start, start + MAX_SHOWN) + tail;
}

/** A line diff (`- expected`, `+ actual`, `  both`), from the longest common subsequence. */
export function lineDiff(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  if (a.length * b.length > 4_000_000) {
    return [...a.map((l) => `- ${quoteIfNeeded(l)}`), ...b.map((l) => `+ ${quoteIfNeeded(l)}`)].join('\n');
  }
  // lengths[i][j]: length of the longest common subsequence of a[i..] and b[j..]
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(`  ${quoteIfNeeded(a[i] ?? '')}`);
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || (lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0))) {
      out.push(`- ${quoteIfNeeded(a[i] ?? '')}`);
      i++;
    } else {
      out.push(`+ ${quoteIfNeeded(b[j] ?? '')}`);
      j++;
    }
  }
  return out.join('\n');
}

/** Lines with invisible or trailing whitespace are shown quoted. */
function quoteIfNeeded(line: string): string {
  INVISIBLE.lastIndex = 0;
  const needs = INVISIBLE.test(line) || /[\t\r]|\s$/.test(line);
  INVISIBLE.lastIndex = 0;
  return needs ? quote(line) : line;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ob = b as Record<string, unknown>;
  const oa = a as Record<string, unknown>;
  return ka.every((key) => Object.prototype.hasOwnProperty.call(ob, key) && deepEqual(oa[key], ob[key]));
}

/** Where two JSON values first differ: `at [2][1]: expected … but got …`. */
export function firstJsonDifference(expected: unknown, actual: unknown, path = ''): string | undefined {
  if (deepEqual(expected, actual)) return undefined;
  const here = () => `at ${path || 'root'}: expected ${short(expected)} but got ${short(actual)}`;
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const n = Math.min(expected.length, actual.length);
    for (let i = 0; i < n; i++) {
      const inner = firstJsonDifference(expected[i], actual[i], `${path}[${i}]`);
      if (inner !== undefined) return inner;
    }
    return here();
  }
  if (isObject(expected) && isObject(actual)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      const inner = firstJsonDifference(expected[key], actual[key], `${path}.${key}`);
      if (inner !== undefined) return inner;
    }
  }
  return here();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function short(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/** JSON with short arrays and objects kept on one line, for readable AST diffs. */
export function compactJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value) ?? 'undefined';
  if (flat.length + indent.length <= 80 || typeof value !== 'object' || value === null) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => inner + compactJson(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compactJson(v, inner)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}
