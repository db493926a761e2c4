import type { EvalNode, RootNode, Span } from '../ast.js';
import { Scanner } from '../lexer/lexer.js';
import type { Registry } from '../registry.js';
import { parseInstruction } from './instruction.js';
import { Assembler } from './assembler.js';
import type { Item } from './item.js';
import type { Parsed, Problem } from './problem.js';
import { parseVariableRef } from './variable.js';

export interface ParseOptions {
  registry: Registry;
  /** Only `{^…}` tags are instructions; everything else is text. */
  preprocess?: boolean;
}

/**
 * Parses a template into its syntax tree (and lists its `{.eval}` nodes, whose expressions are
 * parsed next). Never throws: what is not an instruction is text.
 */
export function parse(source: string, options: ParseOptions): { ast: RootNode; problems: Problem[]; evals: EvalNode[] } {
  const problems: Problem[] = [];
  const evals: EvalNode[] = [];
  const assembler = new Assembler(problems, source);
  const { registry, preprocess = false } = options;
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
    const inner = source.slice(at, end - 1);
    const first = inner.charCodeAt(0);
    if (first === 35 /* # */) {
      assembler.add({ kind: 'leaf', node: { type: 'comment', value: inner.slice(1), style: 'line', start, end } });
      continue;
    }
    const span = { start, end };
    const parsed = first === 46 /* . */ ? parseInstruction(inner.slice(1), at + 1, span, registry) : variableItem(inner, at, span, registry);
    if (parsed.ok) {
      if (parsed.problems) problems.push(...parsed.problems);
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

function variableItem(text: string, at: number, span: Span, registry: Registry): Parsed<Item> {
  const ref = parseVariableRef(text, at, registry);
  if (!ref.ok) return ref;
  const node = { type: 'variable', paths: ref.value.paths, formatters: ref.value.formatters, start: span.start, end: span.end } as const;
  return { ok: true, value: { kind: 'leaf', node } };
}
