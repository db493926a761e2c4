import type { FormatterCall, Node, OrNode, Path, PredicateCall, RootNode } from './ast.js';

/**
 * Prints a syntax tree back to template source. Parsing the output gives the same tree
 * (offsets aside). With `preprocess`, instructions are printed as `{^…}` tags.
 */
export function printTemplate(root: RootNode, options: { preprocess?: boolean } = {}): string {
  const open = options.preprocess === true ? '{^' : '{';
  const tag = (inside: string) => `${open}${inside}}`;
  const nodes = (list: Node[]): string => list.map(node).join('');

  const alternate = (or: OrNode | null): string => {
    if (or === null) return '';
    const head = or.predicate === null ? '.or' : `.or ${predicate(or.predicate)}`;
    return tag(head) + nodes(or.body) + alternate(or.alternate);
  };

  function node(n: Node): string {
    switch (n.type) {
      case 'text':
        return n.value;
      case 'comment':
        if (n.style === 'caret') return `{^${n.value}}`;
        return n.style === 'block' ? `${open}##${n.value}##}` : tag(`#${n.value}`);
      case 'meta':
        return tag(`.${n.kind}`);
      case 'variable':
        return tag(variable(n.paths, n.formatters));
      case 'section':
        return tag(`.section ${path(n.path)}`) + nodes(n.body) + alternate(n.alternate) + tag('.end');
      case 'repeated': {
        const between = n.alternatesWith === null ? '' : tag('.alternates with') + nodes(n.alternatesWith);
        return tag(`.repeated section ${path(n.path)}`) + nodes(n.body) + between + alternate(n.alternate) + tag('.end');
      }
      case 'predicate':
        return tag(`.${n.viaIf ? 'if ' : ''}${predicate(n.predicate)}`) + nodes(n.body) + alternate(n.alternate) + tag('.end');
      case 'if': {
        const condition = n.paths.map((p, i) => (i === 0 ? path(p) : ` ${n.operators[i - 1]} ${path(p)}`)).join('');
        return tag(`.if ${condition}`) + nodes(n.body) + alternate(n.alternate) + tag('.end');
      }
      case 'bindvar':
        return tag(`.var ${n.name} ${variable(n.paths, n.formatters)}`);
      case 'ctxvar':
        return tag(`.ctx ${n.name} ${n.bindings.map((b) => `${b.key}=${path(b.path)}`).join(' ')}`);
      case 'macro':
        return tag(`.macro ${n.name}`) + nodes(n.body) + tag('.end');
      case 'struct':
        return tag(n.label === '' ? '.struct' : `.struct ${n.label}`) + nodes(n.body) + tag('.end');
      case 'include':
        return tag(['.include', n.name, ...n.args].join(' '));
      case 'inject':
        return tag(['.inject', n.name, n.path, ...n.args].join(' '));
      case 'eval':
        return tag(`.eval ${n.code}`);
    }
  }

  return nodes(root.body);
}

function path(p: Path): string {
  return p.join('.');
}

function variable(paths: Path[], formatters: FormatterCall[]): string {
  return paths.map(path).join(', ') + formatters.map(formatter).join('');
}

function formatter(f: FormatterCall): string {
  return `|${f.name}${f.delimiter}${f.args.join(f.delimiter)}`;
}

function predicate(p: PredicateCall): string {
  return `${p.name}${p.delimiter}${p.args.join(p.delimiter)}`;
}
