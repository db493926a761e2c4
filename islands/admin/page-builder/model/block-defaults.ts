/**
 * What a block just added from the catalogue starts as: its size on the desktop grid and its
 * settings (the server checks them with the kind's schema; the side panel edits them).
 */
import { BLOCK_KIND_INFO, type BlockKind } from '../../../../domain/layout/block-kinds.js';

export interface BlockStart {
  span: number;
  rows: number;
  settings: Record<string, unknown>;
  variant: string | undefined;
}

const SIZES: Partial<Record<BlockKind, { span: number; rows: number }>> = {
  text: { span: 6, rows: 2 },
  image: { span: 6, rows: 4 },
  gallery: { span: 12, rows: 4 },
  summary: { span: 12, rows: 4 },
  button: { span: 3, rows: 1 },
  spacer: { span: 12, rows: 1 },
  line: { span: 12, rows: 1 },
  quote: { span: 6, rows: 2 },
  product: { span: 6, rows: 5 },
  form: { span: 6, rows: 5 },
};

const SETTINGS: Partial<Record<BlockKind, Record<string, unknown>>> = {
  text: { html: '<p>Write here.</p>' },
  image: { mediaId: '', alt: '', link: '' },
  gallery: { collectionId: '' },
  summary: { collectionId: '', count: 3, filter: '' },
  button: { label: 'Learn more', url: '/' },
  form: { formId: '' },
  newsletter: { title: 'Subscribe', buttonLabel: 'Sign up' },
  product: { productId: '' },
  video: { url: '' },
  audio: { title: '' },
  map: { address: '', zoom: 14 },
  accordion: { title: '', body: '' },
  quote: { text: 'A few words worth repeating.', source: '' },
  code: { html: '' },
  embed: { url: '' },
  spacer: { height: 'medium' },
  line: {},
  'social-links': {},
  chart: { title: '', data: '' },
  navigation: {},
  logo: {},
  'site-title': {},
};

export function blockStart(kind: BlockKind): BlockStart {
  const size = SIZES[kind] ?? { span: 6, rows: 2 };
  return { ...size, settings: { ...(SETTINGS[kind] ?? {}) }, variant: BLOCK_KIND_INFO[kind].variants[0] };
}
