/**
 * The block kinds an owner can add, with their variants (seed 001's editor block variants) and
 * what the catalogue and the server need to know of each. Rendering lives in
 * `templates/blocks/<kind>.block` (a site folder may override one with `blocks/<kind>.block`).
 */
export const BLOCK_KINDS = [
  'text',
  'image',
  'gallery',
  'summary',
  'button',
  'form',
  'newsletter',
  'product',
  'video',
  'audio',
  'map',
  'accordion',
  'quote',
  'code',
  'embed',
  'spacer',
  'line',
  'social-links',
  'chart',
  'navigation',
  'logo',
  'site-title',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export interface BlockKindInfo {
  kind: BlockKind;
  /** The catalogue's name and search words. */
  label: string;
  keywords: readonly string[];
  variants: readonly string[];
  /** Only an ADMIN may add or change it (raw HTML). */
  adminOnly: boolean;
  /** Only offered on cover pages (navigation, logo, site title). */
  coverOnly: boolean;
}

const info = (kind: BlockKind, label: string, keywords: string[], variants: string[] = [], flags: Partial<Pick<BlockKindInfo, 'adminOnly' | 'coverOnly'>> = {}): BlockKindInfo => ({
  kind,
  label,
  keywords,
  variants,
  adminOnly: flags.adminOnly ?? false,
  coverOnly: flags.coverOnly ?? false,
});

export const BLOCK_KIND_INFO: Readonly<Record<BlockKind, BlockKindInfo>> = {
  text: info('text', 'Text', ['paragraph', 'heading', 'rich text', 'list']),
  image: info('image', 'Image', ['picture', 'photo'], ['inline', 'poster', 'card', 'overlap', 'collage', 'stack']),
  gallery: info('gallery', 'Gallery', ['slideshow', 'carousel', 'grid', 'photos'], ['slideshow', 'carousel', 'grid', 'stack']),
  summary: info('summary', 'Summary', ['blog', 'posts', 'products', 'collection', 'latest'], ['wall', 'carousel', 'list', 'grid']),
  button: info('button', 'Button', ['link', 'call to action']),
  form: info('form', 'Form', ['contact', 'survey']),
  newsletter: info('newsletter', 'Newsletter', ['mailing list', 'subscribe', 'email']),
  product: info('product', 'Product', ['shop', 'buy', 'store']),
  video: info('video', 'Video', ['youtube', 'vimeo', 'film']),
  audio: info('audio', 'Audio', ['music', 'podcast', 'album', 'tracks']),
  map: info('map', 'Map', ['address', 'location']),
  accordion: info('accordion', 'Accordion', ['faq', 'questions', 'collapse']),
  quote: info('quote', 'Quote', ['testimonial', 'citation']),
  code: info('code', 'Code', ['html', 'script', 'custom'], [], { adminOnly: true }),
  embed: info('embed', 'Embed', ['oembed', 'url', 'iframe']),
  spacer: info('spacer', 'Spacer', ['gap', 'space']),
  line: info('line', 'Line', ['divider', 'rule', 'separator']),
  'social-links': info('social-links', 'Social links', ['instagram', 'facebook', 'follow']),
  chart: info('chart', 'Chart', ['graph', 'bar', 'pie', 'data'], ['bar', 'line', 'pie']),
  navigation: info('navigation', 'Navigation', ['menu', 'links'], [], { coverOnly: true }),
  logo: info('logo', 'Logo', ['brand'], [], { coverOnly: true }),
  'site-title': info('site-title', 'Site title', ['name', 'brand'], [], { coverOnly: true }),
};

export const isBlockKind = (value: unknown): value is BlockKind => typeof value === 'string' && (BLOCK_KINDS as readonly string[]).includes(value);
