import type { Node, OrNode, Path } from '../../ast.js';
import { toIndex } from '../../values.js';

/** A path the generated code resolves inline: a plain name (walking up the scopes) or `@`. */
function inlinePath(path: Path): boolean {
  const head = path[0];
  return head === '@' || (typeof head === 'string' && head !== '' && head[0] !== '@' && toIndex(head) < 0);
}

function orFree(or: OrNode | null): boolean {
  return or === null || (or.predicate === null && frameFree(or.body) && orFree(or.alternate));
}

/**
 * Whether code generated for `nodes` reads nothing of its scope but the scope's node: text,
 * variables without formatters and `{.if}` on plain names, all compiled inline. Such a scope
 * needs no Frame (no closure looks at `c.frame`, nothing binds a variable in it); `{@index}`
 * printed alone comes from the loop counter.
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
      case 'if':
        return node.paths.every(inlinePath) && frameFree(node.body) && orFree(node.alternate);
      default:
        return false;
    }
  });
}
