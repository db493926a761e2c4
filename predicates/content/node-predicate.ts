import type { JsonValue, PredicateDef, RenderScope } from '../../engine/plugin.js';

/** A predicate that tests the current node (and maybe the scope); arguments are ignored. */
export function nodePredicate(name: string, test: (node: JsonValue, scope: RenderScope) => boolean): PredicateDef {
  return { name, test: (node, _args, scope) => test(node, scope) };
}
