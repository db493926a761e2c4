/**
 * Whether a page's HTML has an element a tweak's `showOnlyWhenPresent` selector names, as far as
 * a simple selector tells: each comma-separated part's last compound (`tag`, `#id`, `.class`s).
 * A selector this cannot read (attributes, pseudo-classes) counts as present: the tweak is shown.
 */
const COMPOUND = /^([a-z][a-z0-9-]*|\*)?((?:[#.][A-Za-z_][A-Za-z0-9_-]*)*)$/i;
const TAG = /<([a-z][a-z0-9-]*)(\s[^>]*)?>/gi;

interface Wanted {
  tag: string | undefined;
  id: string | undefined;
  classes: string[];
}

function compoundOf(part: string): Wanted | undefined {
  const last = part.trim().split(/[\s>+~]+/).filter(Boolean).pop() ?? '';
  const found = COMPOUND.exec(last);
  if (!found || last === '') return undefined;
  const tag = found[1] === undefined || found[1] === '*' ? undefined : found[1].toLowerCase();
  const pieces = (found[2] ?? '').match(/[#.][A-Za-z_][A-Za-z0-9_-]*/g) ?? [];
  const id = pieces.find((p) => p.startsWith('#'))?.slice(1);
  return { tag, id, classes: pieces.filter((p) => p.startsWith('.')).map((p) => p.slice(1)) };
}

function attribute(attributes: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return found ? (found[1] ?? found[2] ?? found[3] ?? '') : undefined;
}

export function hasElementMatching(html: string, selector: string): boolean {
  const wanted = selector.split(',').map(compoundOf);
  if (wanted.some((w) => w === undefined)) return true;
  for (const match of html.matchAll(TAG)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attributes = match[2] ?? '';
    const classes = (attribute(attributes, 'class') ?? '').split(/\s+/);
    const id = attribute(attributes, 'id');
    const fits = (w: Wanted | undefined): boolean => w !== undefined && (w.tag === undefined || w.tag === tag) && (w.id === undefined || w.id === id) && w.classes.every((c) => classes.includes(c));
    if (wanted.some(fits)) return true;
  }
  return false;
}
