import type { FormatterCall, Path } from '../ast.js';
import type { Registry } from '../registry.js';
import { parseFormatters } from './formatters.js';
import { parsePath } from './paths.js';
import { fail, type Parsed } from './problem.js';
import { isSpace } from './chars.js';


export interface VariableRef {
  paths: Path[];
  formatters: FormatterCall[];
}

/**
 * Parses `a.b, c|fmt args|fmt2` (the inside of a variable tag, starting at `offset`). Anything
 * that is not a variable reference fails without a problem: it is text, like `{ "json": 1 }`.
 */
export function parseVariableRef(text: string, offset: number, registry: Registry): Parsed<VariableRef> {
  const bar = text.indexOf('|');
  if (bar < 0 && text.indexOf(',') < 0) {
    const path = parsePath(text);
    return path === undefined ? fail() : { ok: true, value: { paths: [path], formatters: [] } };
  }
  const names = bar < 0 ? text : text.slice(0, bar);
  if (names.length === 0 || isSpace(names.charCodeAt(0)) || isSpace(names.charCodeAt(names.length - 1))) return fail();
  const paths: Path[] = [];
  for (const piece of names.includes(',') ? names.split(/\s*,\s*/) : [names]) {
    const path = parsePath(piece);
    if (path === undefined) return fail();
    paths.push(path);
  }
  if (bar < 0) return { ok: true, value: { paths, formatters: [] } };
  const chain = parseFormatters(text.slice(bar + 1), offset + bar + 1, registry);
  if (!chain.ok) return chain;
  return { ok: true, value: { paths, formatters: chain.value } };
}
