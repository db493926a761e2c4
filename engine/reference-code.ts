import type { FormatterCall, Node, OrNode, Path, PredicateCall, RootNode } from './ast.js';
import type { Template } from './template.js';

/** The reference engines' instruction opcodes. */
const Op = {
  TEXT: 0, VARIABLE: 1, SECTION: 2, END: 3, REPEATED: 4, PREDICATE: 5, BINDVAR: 6, OR_PREDICATE: 7,
  IF: 8, INJECT: 9, MACRO: 10, COMMENT: 11, META_LEFT: 12, META_RIGHT: 13, NEWLINE: 14, SPACE: 15,
  TAB: 16, ROOT: 17, EOF: 18, STRUCT: 20, CTXVAR: 22, EVAL: 23, INCLUDE: 24,
} as const;

type Code = number | string | Code[];

/**
 * The template as the reference engines' serialised instruction tree (`[17, 1, [...], 18]`), so
 * that tools built for them can read what this engine parsed.
 */
export function toReferenceCode(template: Template | RootNode): Code {
  const root = 'type' in template ? template : template.ast;
  return [Op.ROOT, 1, block(root.body), Op.EOF];
}

function block(nodes: Node[]): Code[] {
  return nodes.flatMap((n) => {
    const code = instruction(n);
    return code === undefined ? [] : [code];
  });
}

function instruction(n: Node): Code | undefined {
  switch (n.type) {
    case 'text':
      return [Op.TEXT, n.value];
    case 'comment':
      return n.style === 'caret' ? undefined : [Op.COMMENT, n.value, n.style === 'block' ? 1 : 0];
    case 'meta':
      return { 'meta-left': Op.META_LEFT, 'meta-right': Op.META_RIGHT, newline: Op.NEWLINE, space: Op.SPACE, tab: Op.TAB }[n.kind];
    case 'variable':
      return [Op.VARIABLE, n.paths.map(path), formatters(n.formatters)];
    case 'section':
      return [Op.SECTION, path(n.path), block(n.body), alternate(n.alternate)];
    case 'repeated':
      return [Op.REPEATED, path(n.path), block(n.body), alternate(n.alternate), n.alternatesWith === null ? [] : block(n.alternatesWith)];
    case 'predicate':
      return [Op.PREDICATE, n.predicate.name, args(n.predicate), block(n.body), alternate(n.alternate)];
    case 'if':
      return [Op.IF, n.operators.map((op) => (op === '&&' ? 1 : 0)), n.paths.map(path), block(n.body), alternate(n.alternate)];
    case 'bindvar':
      return [Op.BINDVAR, n.name, n.paths.map(path), formatters(n.formatters)];
    case 'ctxvar':
      return [Op.CTXVAR, n.name, n.bindings.map((b) => [b.key, path(b.path)])];
    case 'macro':
      return [Op.MACRO, n.name, block(n.body)];
    case 'struct':
      return [Op.STRUCT, n.label, block(n.body)];
    case 'include':
      return [Op.INCLUDE, n.name, n.args.length === 0 ? 0 : [n.args, ' ']];
    case 'inject':
      return [Op.INJECT, n.name, n.path, n.args.length === 0 ? 0 : [n.args, ' ']];
    case 'eval':
      return [Op.EVAL, n.code];
  }
}

function alternate(or: OrNode | null): Code {
  if (or === null) return Op.END;
  const name = or.predicate === null ? 0 : or.predicate.name;
  const a = or.predicate === null ? 0 : args(or.predicate);
  return [Op.OR_PREDICATE, name, a, block(or.body), alternate(or.alternate)];
}

function args(p: PredicateCall): Code {
  return p.delimiter === '' ? 0 : [p.args, p.delimiter];
}

function formatters(list: FormatterCall[]): Code {
  if (list.length === 0) return 0;
  return list.map((f) => (f.delimiter === '' ? [f.name] : [f.name, [f.args, f.delimiter]]));
}

function path(p: Path): Code {
  return p;
}
