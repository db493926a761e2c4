import { ErrorCode, TemplateError, type Node, type Path, type Template } from '../engine/index.js';
import { suggest } from '../engine/suggest.js';

/** Data deeper than this is not searched for names (JSON that deep is not a site's content). */
const MAX_DEPTH = 64;

/**
 * Warnings for variables whose first name is nowhere in `data` (as a key at any depth): they
 * can only print nothing, and are most often a typo. Names bound by the template (`@x`), and
 * what `{.inject}` or macros bring in, are not judged.
 */
export function unknownNameWarnings(template: Template, data: unknown, file: string): TemplateError[] {
  const keys = new Set<string>();
  collectKeys(data, keys, 0);
  const warnings: TemplateError[] = [];
  const reported = new Set<string>();
  const check = (path: Path, start: number, end: number) => {
    const first = path[0];
    if (typeof first !== 'string' || first.startsWith('@') || first.startsWith('$') || keys.has(first) || reported.has(first)) return;
    reported.add(first);
    const hit = suggest(first, keys);
    const hint = hit === undefined ? '' : `; did you mean '${hit}'?`;
    const message = `'${first}' is nowhere in the data given: it prints nothing${hint}`;
    warnings.push(new TemplateError(ErrorCode.UnknownVariable, message, { source: template.source, offset: start, length: end - start, file }, [], 'warning'));
  };
  walk(template.ast.body, check);
  return warnings.sort((a, b) => a.offset - b.offset);
}

function walk(nodes: readonly Node[], check: (path: Path, start: number, end: number) => void): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'variable':
      case 'bindvar':
        for (const path of node.paths) check(path, node.start, node.end);
        break;
      case 'section':
      case 'repeated':
        check(node.path, node.start, node.end);
        break;
      case 'if':
        for (const path of node.paths) check(path, node.start, node.end);
        break;
      case 'ctxvar':
        for (const binding of node.bindings) check(binding.path, node.start, node.end);
        break;
      default:
        break;
    }
    if ('body' in node) walk(node.body, check);
    if ('alternatesWith' in node && node.alternatesWith !== null) walk(node.alternatesWith, check);
    for (let or = ('alternate' in node ? node.alternate : null); or !== null; or = or.alternate) walk(or.body, check);
  }
}

function collectKeys(value: unknown, keys: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectKeys(item, keys, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    keys.add(key);
    collectKeys(item, keys, depth + 1);
  }
}
