/**
 * Rich text (product bodies and excerpts, item and page bodies, descriptions, form texts) is data,
 * not code: the one allowlist of the tags and attributes it may keep, and the one function that
 * cleans it. Admin saves store the cleaned value and the content every page reads is cleaned again
 * (content-cleaning.ts), so HTML stored before, or seeded from a folder's `content/`, renders clean.
 *
 * Kept: the text structure editors write (headings, paragraphs, lists, quotes, tables, figures,
 * emphasis), links with http(s), mailto and tel addresses (`target="_blank"` always gets
 * `rel="noopener noreferrer"`), images with an https or site-relative `src`/`srcset`, `class` and
 * `data-*` attributes (the platform's image blocks rely on `data-src`, `data-image`,
 * `data-image-dimensions`…), and video embeds from YouTube and Vimeo over https.
 * Dropped: scripts and `<style>` with their content, event handler attributes, `style` attributes,
 * `id` and `name` (they could shadow the page's own elements and globals), javascript:, data: and
 * other schemes, protocol-relative addresses, other iframes, forms and controls, `<base>`, `<meta>`,
 * `<link>`, `<object>`, `<embed>`, SVG and MathML. The text of a dropped element stays as text.
 */
import sanitizeHtml from 'sanitize-html';

const TEXT_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'kbd', 'samp',
  'em', 'strong', 'b', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'span', 'div', 'section', 'article',
  'abbr', 'cite', 'q', 'time', 'del', 'ins', 'wbr',
];
const LIST_TAGS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const MEDIA_TAGS = ['a', 'img', 'picture', 'source', 'figure', 'figcaption', 'iframe'];

export const RICH_TEXT_TAGS: readonly string[] = [...TEXT_TAGS, ...LIST_TAGS, ...TABLE_TAGS, ...MEDIA_TAGS];

export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, string[]>> = {
  '*': ['class', 'title', 'lang', 'dir', 'data-*'],
  a: ['href', 'rel', 'target', 'hreflang'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  source: ['src', 'srcset', 'sizes', 'media', 'type', 'width', 'height'],
  iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
  col: ['span'],
  colgroup: ['span'],
  time: ['datetime'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
};

/** Hosts whose video players may be embedded (https only). */
export const EMBED_HOSTS: readonly string[] = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const LINK_RELS = new Set(['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored', 'external', 'me']);

/** A link keeps only known `rel` words and `target` values; a new window never gets the opener. */
function cleanLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: sanitizeHtml.Attributes = { ...attribs };
  const rel = new Set((attribs['rel'] ?? '').toLowerCase().split(/\s+/).filter((word) => LINK_RELS.has(word)));
  const target = attribs['target'];
  if (target !== undefined && target !== '_blank' && target !== '_self') delete out['target'];
  if (out['target'] === '_blank') rel.add('noopener').add('noreferrer');
  if (rel.size > 0) out['rel'] = [...rel].join(' ');
  else delete out['rel'];
  return { tagName, attribs: out };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: RICH_TEXT_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], source: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'data-src', 'data-image', 'data-href', 'data-url'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'noembed', 'noframes', 'iframe', 'object', 'svg', 'math'],
  nestingLimit: 64,
  transformTags: { a: cleanLink },
  // An embed whose address was refused is dropped whole rather than left as an empty frame.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs['src'],
};

/** Text without a tag, comment or declaration start (`<` then a letter, `/`, `!` or `?`) holds no markup. */
const MARKUP = /<[a-zA-Z/!?]/;

/** Cleaned texts by their source, bounded by their total length; oldest first out. */
const cleaned = new Map<string, string>();
const CACHE_CHARACTERS = 8_000_000;
let cachedCharacters = 0;

function remember(source: string, clean: string): void {
  const size = source.length + clean.length;
  if (size > CACHE_CHARACTERS / 8) return;
  cleaned.set(source, clean);
  cachedCharacters += size;
  for (const [oldSource, oldClean] of cleaned) {
    if (cachedCharacters <= CACHE_CHARACTERS) break;
    cleaned.delete(oldSource);
    cachedCharacters -= oldSource.length + oldClean.length;
  }
}

/**
 * The rich text with only what the allowlist keeps. Text without markup is returned as it is (so
 * a plain excerpt's `&` or `<` is not turned into entities); the same text is cleaned once.
 */
export function cleanRichText(html: string): string {
  if (!MARKUP.test(html)) return html;
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  remember(html, clean);
  return clean;
}
