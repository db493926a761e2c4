import type { Node, Span } from '../ast.js';
import type { Registry } from '../registry.js';
import { parseInstruction } from './instruction.js';
import type { Item } from './item.js';
import type { Parsed, Problem } from './problem.js';
import { parseVariableRef } from './variable.js';

/**
 * Parses one tag's text (`{…}`, or `{^…}` in preprocess mode) found at offset `start`: an
 * instruction, a variable, or a failure (the tag is text). Line comments are handled before.
 */
export function parseTag(text: string, registry: Registry, start: number): Parsed<Item> {
  const at = text.charCodeAt(1) === 94 /* ^ */ ? 2 : 1;
  const end = start + text.length;
  if (text.charCodeAt(at) === 46 /* . */) return parseInstruction(text.slice(at + 1, -1), start + at + 1, { start, end }, registry);
  const ref = parseVariableRef(text, at, text.length - 1, start, registry);
  if (!ref.ok) return ref;
  const node = { type: 'variable', paths: ref.value.paths, formatters: ref.value.formatters, start, end } as const;
  return { ok: true, value: { kind: 'leaf', node } };
}

/**
 * A parse made at offset 0 moved to `delta`: fresh nodes with their positions shifted and empty
 * bodies. What never changes after parsing (paths, arguments, predicate calls) is shared.
 */
export function relocate(parsed: Parsed<Item>, delta: number): Parsed<Item> {
  if (!parsed.ok) return parsed.problem === undefined ? parsed : { ok: false, problem: moved(parsed.problem, delta) };
  const value = relocateItem(parsed.value, delta);
  if (parsed.problems === undefined || parsed.problems.length === 0) return { ok: true, value };
  return { ok: true, value, problems: parsed.problems.map((p) => moved(p, delta)) };
}

function relocateItem(item: Item, delta: number): Item {
  switch (item.kind) {
    case 'end':
    case 'alternates':
      return { kind: item.kind, start: item.start + delta, end: item.end + delta };
    case 'or':
      return { kind: 'or', node: { ...item.node, body: [], start: item.node.start + delta, end: item.node.end + delta } };
    case 'open':
      return { kind: 'open', node: { ...item.node, body: [], start: item.node.start + delta, end: item.node.end + delta } };
    case 'leaf':
      return { kind: 'leaf', node: relocateLeaf(item.node, delta) };
  }
}

function relocateLeaf(node: Node, delta: number): Node {
  const start = node.start + delta;
  const end = node.end + delta;
  switch (node.type) {
    case 'variable':
    case 'bindvar':
      return { ...node, formatters: node.formatters.map((f) => moved(f, delta)), start, end };
    case 'eval':
      return { ...node, codeStart: node.codeStart + delta, start, end };
    default:
      return { ...node, start, end };
  }
}

function moved<T extends Span | Problem>(span: T, delta: number): T {
  return { ...span, start: span.start + delta, end: span.end + delta };
}
