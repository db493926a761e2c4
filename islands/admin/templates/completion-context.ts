import { isJsonObject } from '../../../domain/json-object.js';
/**
 * What to complete at a position of a template: a formatter name after `|`, an instruction or
 * predicate after `{.`, a predicate after `{.if ` or `{.or `, else a data path, resolved against
 * the scopes the sections around the position open in the page's JSON context.
 */

export type CompletionNeed =
  | { kind: 'formatter'; from: number }
  | { kind: 'instruction'; from: number }
  | { kind: 'path'; from: number; base: string[]; predicates: boolean };

const MAX_TAG = 400;

/** The need at `pos`, or undefined outside a tag (or in a comment or a formatter's arguments). */
export function completionNeed(source: string, pos: number): CompletionNeed | undefined {
  const open = source.lastIndexOf('{', pos - 1);
  if (open < 0 || pos - open > MAX_TAG) return undefined;
  const inside = source.slice(open + 1, pos);
  if (inside.includes('}') || inside.startsWith('#')) return undefined;
  const formatter = /(?:^|[^|])\|([\w-]*)$/.exec(inside);
  if (formatter) return { kind: 'formatter', from: pos - (formatter[1] ?? '').length };
  if (/\|[^|]/.test(inside.replace(/\|\|/g, ''))) return undefined;
  const instruction = /^\.([\w-]*)$/.exec(inside);
  if (instruction) return { kind: 'instruction', from: pos - (instruction[1] ?? '').length };
  const word = /(?:^|[\s=])([@$\w-]*(?:\.[@$\w-]*)*)$/.exec(inside);
  if (!word) return undefined;
  const before = inside.slice(0, inside.length - (word[1] ?? '').length);
  const pathPlace = before === '' || /^\.(section|repeated\s+section|if|or|var\s+@[\w-]+|[\w-]+\?)\s[\s\S]*$/.test(before) || /^\.if\s/.test(before);
  if (!pathPlace) return undefined;
  const parts = (word[1] ?? '').split('.');
  const prefix = parts.pop() ?? '';
  return { kind: 'path', from: pos - prefix.length, base: parts, predicates: /^\.(if|or)\s+$/.test(before) };
}

interface Frame {
  path: string | null;
  repeated: boolean;
}

/** The sections open at `pos`, outermost first (`null` path: a block that keeps the scope, such as `{.if}`). */
export function openFrames(source: string, pos: number): Frame[] {
  const frames: Frame[] = [];
  const tags = /\{([^{}]*)\}/g;
  const text = source.slice(0, pos);
  for (let match = tags.exec(text); match !== null; match = tags.exec(text)) {
    const tag = match[1] ?? '';
    const repeated = /^\.repeated\s+section\s+(\S+)\s*$/.exec(tag);
    const section = /^\.section\s+(\S+)\s*$/.exec(tag);
    if (repeated) frames.push({ path: repeated[1] ?? '', repeated: true });
    else if (section) frames.push({ path: section[1] ?? '', repeated: false });
    else if (/^\.(if\s|macro\s|struct\b|[\w-]+\?)/.test(tag)) frames.push({ path: null, repeated: false });
    else if (/^\.end\s*$/.test(tag)) frames.pop();
  }
  return frames;
}

function descend(value: unknown, segments: readonly string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) current = current[Number(segment)];
    else if (isJsonObject(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** A path looked up as the engine does: `@` is the innermost scope, else the first scope (innermost out) that has its first segment. */
function lookup(scopes: readonly unknown[], segments: readonly string[]): unknown {
  const [first, ...rest] = segments;
  if (first === undefined || first === '@') return descend(scopes[scopes.length - 1], rest);
  for (let i = scopes.length - 1; i >= 0; i--) {
    const scope = scopes[i];
    if (isJsonObject(scope) && Object.hasOwn(scope, first)) return descend(scope[first], rest);
  }
  return undefined;
}

const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The scopes at `pos` (the root context first), each section's value (a repeated section's first element). */
export function scopesAt(source: string, pos: number, root: unknown): unknown[] {
  const scopes: unknown[] = [root];
  for (const frame of openFrames(source, pos)) {
    if (frame.path === null) {
      scopes.push(scopes[scopes.length - 1]);
      continue;
    }
    const value = lookup(scopes, frame.path.split('.'));
    scopes.push(frame.repeated ? firstOf(value) : value);
  }
  return scopes;
}

export interface PathOption {
  key: string;
  type: string;
}

const typeOf = (v: unknown): string => (Array.isArray(v) ? `array of ${v.length}` : v === null ? 'null' : typeof v);

/** The keys that may follow `base` at `pos`: of the value `base` names, or of every scope when there is no base. */
export function pathOptions(source: string, pos: number, root: unknown, base: readonly string[]): PathOption[] {
  const scopes = scopesAt(source, pos, root);
  const owners = base.length === 0 ? [...scopes].reverse() : [firstOf(lookup(scopes, base))];
  const seen = new Set<string>();
  const options: PathOption[] = [];
  for (const owner of owners) {
    if (!isJsonObject(owner)) continue;
    for (const [key, value] of Object.entries(owner)) {
      if (seen.has(key)) continue;
      seen.add(key);
      options.push({ key, type: typeOf(value) });
    }
  }
  return options;
}
