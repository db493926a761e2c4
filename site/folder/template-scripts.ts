/**
 * The inline scripts a template writes literally: those whose whole element, from `<script>` to
 * `</script>`, is one run of the template's own text. Templates are code (written by the roles
 * that may publish them), so these scripts are trusted on the site's pages. A script with a
 * variable, a section or any other tag inside is not literal, and neither is a script that
 * arrives through a variable (`{body}`, `{squarespace-footers}`): content is data, never code.
 */
import type { Node, OrNode, RootNode } from '../../engine/index.js';
import { scriptElements } from '../../domain/security/script-elements.js';

function* texts(nodes: readonly Node[]): Generator<string> {
  for (const node of nodes) {
    if (node.type === 'text') {
      yield node.value;
      continue;
    }
    if (!('body' in node)) continue;
    yield* texts(node.body);
    if (node.type === 'repeated' && node.alternatesWith) yield* texts(node.alternatesWith);
    if ('alternate' in node) {
      for (let or: OrNode | null = node.alternate; or !== null; or = or.alternate) yield* texts(or.body);
    }
  }
}

/** The text of each inline script written literally in the template. */
export function literalInlineScripts(ast: RootNode): string[] {
  const found: string[] = [];
  for (const text of texts(ast.body)) {
    if (/<script/i.test(text)) found.push(...scriptElements(text).inline);
  }
  return found;
}
