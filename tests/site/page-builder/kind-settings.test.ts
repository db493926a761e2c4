// Each static kind's settings: its defaults pass its own schema (a block just added from the
// catalogue saves), and bad settings are refused with the message at the field, table-driven.
import { describe, expect, it } from 'vitest';
import { STATIC_BLOCKS, blockDefinition } from '../../../site/features/page-builder/kinds/index.js';
import { BLOCK_KIND_INFO, type BlockKind } from '../../../domain/layout/block-kinds.js';
import { LINK_URL_MESSAGE } from '../../../domain/layout/link-url.js';
import { EMBED_MESSAGE } from '../../../site/features/page-builder/kinds/embed.js';

describe('defaults', () => {
  it.each(STATIC_BLOCKS.map((d) => d.kind))('%s: its defaults pass its schema', (kind) => {
    const definition = blockDefinition(kind)!;
    for (const variant of [undefined, ...BLOCK_KIND_INFO[kind].variants]) {
      const result = definition.settings.safeParse(definition.defaults(variant));
      // An image block needs an image chosen before it saves.
      if (kind === 'image') expect(result.success).toBe(false);
      else expect(result.success).toBe(true);
    }
  });
});

const REFUSED: [BlockKind, Record<string, unknown>, string, string][] = [
  ['button', { label: ' ', url: '/shop', size: 'medium', alignment: 'left' }, 'label', 'The label is required.'],
  ['button', { label: 'Go', url: 'javascript:alert(1)', size: 'medium', alignment: 'left' }, 'url', LINK_URL_MESSAGE],
  ['button', { label: 'Go', url: '//evil.example', size: 'medium', alignment: 'left' }, 'url', LINK_URL_MESSAGE],
  ['button', { label: 'Go', url: 'data:text/html,x', size: 'medium', alignment: 'left' }, 'url', LINK_URL_MESSAGE],
  ['button', { label: 'Go', url: '/', size: 'medium', alignment: 'middle' }, 'alignment', 'The alignment is one of left, center, right.'],
  ['button', { label: 'Go', url: '/', size: 'medium', alignment: 'left', onclick: 'x()' }, '', "Unrecognized key(s) in object: 'onclick'"],
  ['image', { mediaId: 'm1', alt: 'x', focalX: 2, focalY: 0.5 }, 'focalX', 'A focal point is a number from 0 to 1.'],
  ['image', { mediaId: 'm1', alt: 'x', focalX: 0.5, focalY: 0.5, link: 'vbscript:x' }, 'link', LINK_URL_MESSAGE],
  ['embed', { url: 'https://evil.example/embed' }, 'url', EMBED_MESSAGE],
  ['embed', { url: 'http://vimeo.com/1' }, 'url', EMBED_MESSAGE],
  ['embed', { url: 'https://vimeo.com.evil.example/1' }, 'url', EMBED_MESSAGE],
  ['accordion', { items: [] }, 'items', 'An accordion has at least one item.'],
  ['quote', { text: '' }, 'text', 'The quote is required.'],
  ['spacer', { height: 100 }, 'height', 'The height is a number of rem from 0 to 40.'],
  ['line', { style: 'wavy' }, 'style', 'The line style is one of solid, dashed, dotted.'],
  ['social-links', { useSiteAccounts: false, links: ['http://insecure.example'] }, 'links.0', 'A social link is an https address.'],
  ['code', { html: 5 }, 'html', 'The code is HTML text.'],
  ['site-title', { level: 'h6' }, 'level', 'The heading level is one of h1, h2, p.'],
];

describe('refused settings', () => {
  it.each(REFUSED)('%s %j', (kind, settings, path, message) => {
    const result = blockDefinition(kind)!.settings.safeParse(settings);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });

  it('keeps links of the forms a button may use', () => {
    for (const url of ['https://example.com/a?b=c', 'http://example.com', 'mailto:studio@example.com', 'tel:+1-555-123-4567', '/shop/p/linen-apron']) {
      expect(blockDefinition('button')!.settings.safeParse({ label: 'Go', url, size: 'small', alignment: 'left' }).success, url).toBe(true);
    }
  });

  it('cleans rich text as it parses', () => {
    const parsed = blockDefinition('text')!.settings.parse({ html: '<p onmouseover="x()">Hi<iframe src="https://evil.example"></iframe></p>' });
    expect(parsed).toEqual({ html: '<p>Hi</p>' });
  });
});
