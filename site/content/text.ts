/** The visible text of stored HTML, for search. */

const ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"], ['nbsp', ' '], ['#39', "'"],
]);

export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES.get(name.toLowerCase()) ?? decodeNumeric(name) ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeNumeric(name: string): string | undefined {
  const match = /^#(x[0-9a-f]+|\d+)$/i.exec(name);
  if (!match?.[1]) return undefined;
  const code = match[1][0] === 'x' || match[1][0] === 'X' ? parseInt(match[1].slice(1), 16) : Number(match[1]);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
