import type { Node, OrNode, Path } from '../../ast.js';
import { toIndex } from '../../values.js';

/** A plain name: not `@…`, not an array index. */
function plainName(head: string | number | undefined): boolean {
  return typeof head === 'string' && head !== '' && head[0] !== '@' && toIndex(head) < 0;
}

/** A bound `{.var}` name, looked up inline (not `@index`, `@index0`, which read the frames). */
function boundName(head: string | number | undefined): boolean {
  return typeof head === 'string' && head.length > 1 && head[0] === '@' && !head.startsWith('@index');
}

/** A path the generated code resolves inline walking up the scopes: a plain name, `@` or a bound `@name`. */
function inlinePath(path: Path): boolean {
  const head = path[0];
  return head === '@' || plainName(head) || boundName(head);
}

/** A path the generated code resolves inline in the current scope only (sections). */
function inlineLocalPath(path: Path): boolean {
  return path[0] === '@' || plainName(path[0]);
}

function orFree(or: OrNode | null): boolean {
  return or === null || (or.predicate === null && frameFree(or.body) && orFree(or.alternate));
}

/**
 * Whether code generated for `nodes` reads nothing of its scope but the scope's node: text,
 * variables without formatters, `{.var}` of a path without formatters, `{.if}` on inline paths,
 * and sections and repeated sections whose own bodies are frame-free, all compiled inline. Such
 * a scope needs no Frame (no closure looks at `c.frame`); its bound variables are locals of the
 * generated code, and `{@index}` printed alone comes from the loop counter.
 */
export function frameFree(nodes: readonly Node[]): boolean {
  return nodes.every((node) => {
    switch (node.type) {
      case 'text':
      case 'meta':
      case 'comment':
        return true;
      case 'variable': {
        if (node.formatters.length > 0 || node.paths.length !== 1) return false;
        const path = node.paths[0] as Path;
        return inlinePath(path) || (path.length === 1 && path[0] === '@index');
      }
      case 'bindvar':
        return node.formatters.length === 0 && node.paths.length === 1 && inlinePath(node.paths[0] as Path);
      case 'if':
        return node.paths.every(inlinePath) && frameFree(node.body) && orFree(node.alternate);
      case 'section':
        return inlineLocalPath(node.path) && frameFree(node.body) && orFree(node.alternate);
      case 'repeated':
        return (
          inlineLocalPath(node.path) &&
          frameFree(node.body) &&
          (node.alternatesWith === null || frameFree(node.alternatesWith)) &&
          orFree(node.alternate)
        );
      default:
        return false;
    }
  });
}

/**
 * The names `{.var}` binds in the scope of `nodes`: in the nodes themselves, in `{.if}` bodies
 * and in every `{.or}` body (those run in this scope), not inside nested sections' bodies.
 */
export function scopeBindings(nodes: readonly Node[], into = new Set<string>()): Set<string> {
  const ors = (or: OrNode | null): void => {
    for (let o = or; o !== null; o = o.alternate) scopeBindings(o.body, into);
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'bindvar':
        into.add(node.name);
        break;
      case 'if':
      case 'predicate':
        scopeBindings(node.body, into);
        ors(node.alternate);
        break;
      case 'section':
      case 'repeated':
        ors(node.alternate);
        break;
      default:
        break;
    }
  }
  return into;
}
