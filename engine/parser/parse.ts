import type { EvalNode, RootNode } from '../ast.js';
import { engineCache } from '../engine-cache.js';
import { Scanner } from '../lexer/lexer.js';
import type { Registry } from '../registry.js';
import { Assembler } from './assembler.js';
import type { Item } from './item.js';
import type { Problem } from './problem.js';
import { parsePath } from './paths.js';
import { parseTag } from './tag.js';

export interface ParseOptions {
  registry: Registry;
  /** Only `{^…}` tags are instructions; everything else is text. */
  preprocess?: boolean;
}

/** Tags longer than this are parsed where they stand, not kept in the engine's cache. */
const MAX_CACHED_TAG = 256;

/**
 * Parses a template into its syntax tree (and lists its `{.eval}` nodes, whose expressions are
 * parsed next). Each distinct tag text is parsed once per engine (see tag.ts). Never throws:
 * what is not an instruction is text.
 */
export function parse(source: string, options: ParseOptions): { ast: RootNode; problems: Problem[]; evals: EvalNode[] } {
  const problems: Problem[] = [];
  const evals: EvalNode[] = [];
  const assembler = new Assembler(problems, source);
  const { registry, preprocess = false } = options;
  const cache = engineCache(registry);
  cache.begin(source);
  const seenBefore = cache.recordingTags;
  const piece = new Scanner(source);
  while (piece.next()) {
    const { start, end } = piece;
    if (piece.kind === 'text' || (piece.kind === 'comment' && preprocess)) {
      assembler.text(source.slice(start, end), start, end);
      continue;
    }
    if (piece.kind === 'comment') {
      assembler.add({ kind: 'leaf', node: { type: 'comment', value: source.slice(start + 3, end - 3), style: 'block', start, end } });
      continue;
    }
    let at = start + 1;
    if (source.charCodeAt(at) === 94 /* ^ */) {
      if (!preprocess) {
        assembler.add({ kind: 'leaf', node: { type: 'comment', value: source.slice(at + 1, end - 1), style: 'caret', start, end } });
        continue;
      }
      at++;
    } else if (preprocess) {
      assembler.text(source.slice(start, end), start, end);
      continue;
    }
    if (source.charCodeAt(at) === 35 /* # */) {
      assembler.add({ kind: 'leaf', node: { type: 'comment', value: source.slice(at + 1, end - 1), style: 'line', start, end } });
      continue;
    }
    // `{.end}` and `{.or}`, the commonest tags, need neither the cache nor a parse; nor do
    // `{.if a.b}` and `{.section a.b}` on one plain path in a source new to the engine.
    if (source.charCodeAt(at) === 46 /* . */) {
      const bare =
        end - at === 5 ? endTag(source, at, start, end) : end - at === 4 ? orTag(source, at, start, end) : seenBefore ? undefined : onePathTag(source, at, start, end);
      if (bare !== undefined && assembler.add(bare)) continue;
    }
    // A plain variable (`{title}`, `{item.price}`) costs less to parse than to look up in the cache.
    if (at === start + 1 && plainName(source, at, end - 1)) {
      const path = parsePath(source.slice(at, end - 1));
      if (path !== undefined) {
        assembler.add({ kind: 'leaf', node: { type: 'variable', paths: [path], formatters: [], start, end } });
        continue;
      }
    }
    const text = source.slice(start, end);
    const parsed = text.length <= MAX_CACHED_TAG ? cache.tag(text, start) : parseTag(text, registry, start);
    if (parsed.ok) {
      if (parsed.problems !== undefined && parsed.problems.length > 0) problems.push(...parsed.problems);
      if (assembler.add(parsed.value)) {
        if (parsed.value.kind === 'leaf' && parsed.value.node.type === 'eval') evals.push(parsed.value.node);
        continue;
      }
    } else if (parsed.problem) {
      problems.push(parsed.problem);
    }
    assembler.text(source.slice(start, end), start, end);
  }
  return { ast: assembler.finish(), problems, evals };
}

/** Whether `source` from `from` to `to` is a letter, `_` or `$` followed by letters, digits, `_`, `$`, `-` and dots. */
function plainName(source: string, from: number, to: number): boolean {
  const first = source.charCodeAt(from);
  if (!((first >= 97 && first <= 122) || (first >= 65 && first <= 90) || first === 95 || first === 36)) return false;
  for (let i = from + 1; i < to; i++) {
    const c = source.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36 || c === 45 || c === 46)) return false;
  }
  return true;
}

/** `{.end}` at `start` (its `.` at `at`), or undefined. */
function endTag(source: string, at: number, start: number, end: number): Item | undefined {
  return source.charCodeAt(at + 1) === 101 /* e */ && source.charCodeAt(at + 2) === 110 /* n */ && source.charCodeAt(at + 3) === 100 /* d */
    ? { kind: 'end', start, end }
    : undefined;
}

/** `{.or}` at `start` (its `.` at `at`), or undefined. */
function orTag(source: string, at: number, start: number, end: number): Item | undefined {
  return source.charCodeAt(at + 1) === 111 /* o */ && source.charCodeAt(at + 2) === 114 /* r */
    ? { kind: 'or', node: { type: 'or', predicate: null, body: [], alternate: null, start, end } }
    : undefined;
}

/** `{.if path}` or `{.section path}` at `start` (its `.` at `at`) with a plain path after one space, or undefined. */
function onePathTag(source: string, at: number, start: number, end: number): Item | undefined {
  const c = source.charCodeAt(at + 1);
  if (c === 105 /* i */) {
    if (source.charCodeAt(at + 2) !== 102 /* f */ || source.charCodeAt(at + 3) !== 32 || !plainName(source, at + 4, end - 1)) return undefined;
    const path = parsePath(source.slice(at + 4, end - 1));
    return path === undefined ? undefined : { kind: 'open', node: { type: 'if', paths: [path], operators: [], body: [], alternate: null, start, end } };
  }
  if (c !== 115 /* s */ || source.charCodeAt(at + 8) !== 32 || !source.startsWith('section', at + 1) || !plainName(source, at + 9, end - 1)) return undefined;
  const path = parsePath(source.slice(at + 9, end - 1));
  return path === undefined ? undefined : { kind: 'open', node: { type: 'section', path, body: [], alternate: null, start, end } };
}
