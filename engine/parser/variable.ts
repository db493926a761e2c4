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
 * Parses `a.b, c|fmt args|fmt2`, the inside of a variable tag: `text` from `from` to `to`, where
 * `offset` is the position of `text` in the source. Anything that is not a variable reference
 * fails without a problem: it is text, like `{ "json": 1 }`.
 */
export function parseVariableRef(text: string, from: number, to: number, offset: number, registry: Registry): Parsed<VariableRef> {
  const found = text.indexOf('|', from);
  const bar = found < to ? found : -1;
  const namesEnd = bar < 0 ? to : bar;
  const comma = text.indexOf(',', from);
  const commas = comma >= 0 && comma < namesEnd;
  if (bar < 0 && !commas) {
    const path = parsePath(text.slice(from, to));
    return path === undefined ? fail() : { ok: true, value: { paths: [path], formatters: [] } };
  }
  if (namesEnd === from || isSpace(text.charCodeAt(from)) || isSpace(text.charCodeAt(namesEnd - 1))) return fail();
  const paths: Path[] = [];
  if (commas) {
    for (const piece of text.slice(from, namesEnd).split(/\s*,\s*/)) {
      const path = parsePath(piece);
      if (path === undefined) return fail();
      paths.push(path);
    }
  } else {
    const path = parsePath(text.slice(from, namesEnd));
    if (path === undefined) return fail();
    paths.push(path);
  }
  if (bar < 0) return { ok: true, value: { paths, formatters: [] } };
  const chain = parseFormatters(text, bar + 1, to, offset, registry);
  if (!chain.ok) return chain;
  return { ok: true, value: { paths, formatters: chain.value } };
}
