// Each static block kind rendered from fixtures: `fixtures/blocks/<case>.json` (the block, and
// what it reads: media facts, website settings, navigation, pages, the page's path) against
// `<case>.html`, the block as it appears on the page (its wrapper and its template's output;
// whitespace between tags ignored). See fixtures/blocks/README.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '../../../site/features/page-builder/render-layout.js';
import type { Block } from '../../../domain/layout/layout.js';
import type { LayoutMedia } from '../../../domain/layout/layout-media.js';
import type { NavLink, PageRecord, SiteContent } from '../../../site/content/types.js';

const DIR = join(import.meta.dirname, '../../../fixtures/blocks');

interface BlockFixture {
  block: Omit<Block, 'id' | 'desktop'>;
  media?: LayoutMedia;
  website?: Record<string, unknown>;
  navigation?: Record<string, NavLink[]>;
  pages?: PageRecord[];
  path?: string;
}

const squeeze = (html: string): string => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

export function renderFixture(fixture: BlockFixture): { html: string; errors: string[] } {
  const block: Block = { id: 'b1', ...fixture.block, desktop: { column: 1, span: 12, row: 1, rows: 1 } };
  const content: SiteContent = { website: fixture.website ?? { siteTitle: 'Site' }, navigation: fixture.navigation ?? {}, collections: [], pages: fixture.pages ?? [] };
  const done = renderLayout(
    'page/p1',
    { layout: { sections: [{ id: 's1', background: { kind: 'none' }, padding: 'none', theme: 'light', blocks: [block] }] }, media: fixture.media ?? {} },
    { content, path: fixture.path ?? '/', origin: 'https://shop.example', compiled: undefined, palette: {}, locale: 'en-US' },
  );
  return { html: done.blocks['b1'] ?? '', errors: done.errors };
}

const cases = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort().map((f) => f.slice(0, -'.json'.length));

describe('block fixtures', () => {
  it('covers every static kind', () => {
    const kinds = new Set(cases.map((c) => (JSON.parse(readFileSync(join(DIR, `${c}.json`), 'utf8')) as BlockFixture).block.kind));
    expect([...kinds].sort()).toEqual(['accordion', 'button', 'code', 'embed', 'image', 'line', 'logo', 'navigation', 'quote', 'site-title', 'social-links', 'spacer', 'text']);
  });

  it.each(cases)('%s', (name) => {
    const fixture = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as BlockFixture;
    const { html, errors } = renderFixture(fixture);
    expect(errors).toEqual([]);
    const expectedFile = join(DIR, `${name}.html`);
    if (process.env['WRITE_BLOCK_FIXTURES'] === '1') writeFileSync(expectedFile, `${squeeze(html)}\n`);
    expect(squeeze(html)).toBe(squeeze(readFileSync(expectedFile, 'utf8')));
  });
});
