/**
 * What a block just added from the catalogue starts as: its size on the desktop grid and its
 * settings (the server checks them with the kind's schema; the side panel edits them).
 */
import { DYNAMIC_STARTS } from '../../../../domain/layout/block-defaults.js';
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

/**
 * The server's defaults of the static kinds (site/features/page-builder/kinds/*.ts, strict
 * schemas), kept equal by hand because islands do not import the site (tests/site/page-builder/
 * block-starts.test.ts compares them); the dynamic kinds' come from their one definition in
 * domain/layout/block-defaults.ts. Choices start blank (domain/layout/block-choices.ts): the draft
 * saves and the block shows what is still to choose.
 */
const SETTINGS: Partial<Record<BlockKind, Record<string, unknown>>> = {
  text: { html: '<p>Write something here.</p>' },
  image: { mediaId: '', alt: '', focalX: 0.5, focalY: 0.5 },
  button: { label: 'Learn more', url: '/', size: 'medium', alignment: 'left' },
  accordion: { items: [{ title: 'A question', html: '<p>Its answer.</p>' }] },
  quote: { text: 'A few words worth repeating.' },
  code: { html: '' },
  embed: { url: 'https://vimeo.com/' },
  spacer: { height: 2 },
  line: { style: 'solid' },
  'social-links': { useSiteAccounts: true, links: [] },
  navigation: { navigationId: 'mainNav', label: 'Main' },
  logo: { linkHome: true },
  'site-title': { level: 'p' },
};

export function settingsStart(kind: BlockKind, variant: string | undefined): Record<string, unknown> {
  const dynamic = Object.hasOwn(DYNAMIC_STARTS, kind) ? DYNAMIC_STARTS[kind] : undefined;
  return dynamic ? dynamic(variant) : structuredClone(SETTINGS[kind] ?? {});
}

export function blockStart(kind: BlockKind): BlockStart {
  const size = SIZES[kind] ?? { span: 6, rows: 2 };
  const variant = BLOCK_KIND_INFO[kind].variants[0];
  return { ...size, settings: settingsStart(kind, variant), variant };
}
