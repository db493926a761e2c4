/**
 * The `<script>` elements written in a piece of HTML we wrote or an admin trusted (a template's
 * literal text, the owner's code injection): the text of each inline script a browser runs, and
 * the address of each script loaded by `src`. Never used on a finished page, whose content may
 * hold scripts nobody trusted. Data blocks (`application/json`, `application/ld+json`) are
 * neither: browsers do not run them.
 */
export interface ScriptElements {
  /** The exact text between `<script …>` and `</script>` of each inline script, in order. */
  readonly inline: readonly string[];
  /** The `src` of each script element that names one, in order. */
  readonly sources: readonly string[];
}

const SCRIPT_BLOCK = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

const attributePattern = (name: string): RegExp => new RegExp(`(?:^|\\s)${name}\\s*(?:=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i');
const SRC = attributePattern('src');
const TYPE = attributePattern('type');

function attribute(attributes: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(attributes);
  if (match === null) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

export function scriptElements(html: string): ScriptElements {
  const inline: string[] = [];
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_BLOCK)) {
    const type = (attribute(attributes, TYPE) ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    const src = attribute(attributes, SRC);
    if (src !== undefined) sources.push(src.trim());
    else inline.push(text);
  }
  return { inline, sources };
}
