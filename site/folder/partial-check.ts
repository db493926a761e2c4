/**
 * The partials a template applies (`{@|apply x.block}`, `{value|apply x.block}`) or includes
 * (`{.include x.block}`), checked against the folder before a page needs them: a name that is
 * neither a block of the folder, a system partial of template.conf nor a macro of the template
 * is an error at its place, as it would be when the page renders.
 */
import { ErrorCode, TemplateError, type Node, type Template } from '../../engine/index.js';

export interface PartialReference {
  name: string;
  offset: number;
  length: number;
}

export function partialReferences(template: Template): { references: PartialReference[]; macros: Set<string> } {
  const references: PartialReference[] = [];
  const macros = new Set<string>();
  const walk = (nodes: readonly Node[]): void => {
    for (const node of nodes) {
      if (node.type === 'variable' || node.type === 'bindvar') {
        for (const call of node.formatters) {
          const name = call.args[0];
          if (call.name === 'apply' && name !== undefined) references.push({ name, offset: node.start, length: node.end - node.start });
        }
      } else if (node.type === 'include') {
        references.push({ name: node.name, offset: node.start, length: node.end - node.start });
      } else if (node.type === 'macro') {
        macros.add(node.name);
      }
      if ('body' in node) walk(node.body);
      if ('alternatesWith' in node && node.alternatesWith !== null) walk(node.alternatesWith);
      for (let or = ('alternate' in node ? node.alternate : null); or !== null; or = or.alternate) walk(or.body);
    }
  };
  walk(template.ast.body);
  return { references, macros };
}

/** The references of `template` that nothing answers, as the engine's own error. */
export function missingPartials(template: Template, file: string, known: ReadonlySet<string>): TemplateError[] {
  const { references, macros } = partialReferences(template);
  return references
    .filter((ref) => !known.has(ref.name) && !macros.has(ref.name))
    .map((ref) => new TemplateError(
      ErrorCode.PartialNotFound,
      `Partial '${ref.name}' was not found: the folder has no blocks/${ref.name.endsWith('.block') ? ref.name : `${ref.name} (blocks are applied by file name, ${ref.name}.block)`}`,
      { source: template.source, offset: ref.offset, length: ref.length, file },
    ));
}
