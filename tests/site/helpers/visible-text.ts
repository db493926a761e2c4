// What a visitor reads in rendered HTML.

/** The text of the page: no tags, no script bodies, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<noscript\b[\s\S]*?<\/noscript>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The markup without the JSON embedded in script elements (which holds raw content as JSON). */
export function markupOnly(html: string): string {
  return html.replace(/<script type="application\/json"[\s\S]*?<\/script>/g, '');
}

/** The outer HTML of each element opening with `open` (e.g. `<li class="product-card`) up to `close`. */
export function blocks(html: string, open: string, close: string): string[] {
  const out: string[] = [];
  let at = html.indexOf(open);
  while (at !== -1) {
    const end = html.indexOf(close, at);
    out.push(html.slice(at, end === -1 ? undefined : end + close.length));
    at = html.indexOf(open, at + open.length);
  }
  return out;
}
