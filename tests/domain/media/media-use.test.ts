import { describe, expect, it } from 'vitest';
import { mediaUsesOf, mediaUsesText, mediaUseText, type MediaUse } from '../../../domain/media/media-use.js';

const contactDraft: MediaUse = { kind: 'page', title: 'Contact', state: 'draft', href: '/admin/layouts/page/col-contact' };
const contactLive: MediaUse = { kind: 'page', title: 'Contact', state: 'published', href: '/admin/layouts/page/col-contact' };
const post: MediaUse = { kind: 'post', title: 'Spring glazes', href: '/admin/collections/blog/p1' };
const product: MediaUse = { kind: 'product', title: 'Linen Apron', href: '/admin/products/a1' };
const gallery: MediaUse = { kind: 'gallery', title: 'Studio', href: '/admin/gallery/g1' };

describe('naming the places that still show a file', () => {
  it.each([
    [contactDraft, 'the page “Contact” (draft)'],
    [contactLive, 'the page “Contact” (published)'],
    [post, 'the blog post “Spring glazes”'],
    [product, 'the product “Linen Apron”'],
    [gallery, 'the gallery “Studio”'],
    [{ kind: 'popup', title: 'popup-overlay', state: 'draft' } as MediaUse, 'the popup (draft)'],
    [{ kind: 'content', title: 'website' } as MediaUse, 'the site content “website”'],
  ])('%o reads %s', (use, text) => {
    expect(mediaUseText(use)).toBe(text);
  });

  it('names every place when there are at most three', () => {
    expect(mediaUsesText([contactDraft, post])).toBe('the page “Contact” (draft), the blog post “Spring glazes”');
    expect(mediaUsesText([contactDraft, contactLive, post])).toBe('the page “Contact” (draft), the page “Contact” (published), the blog post “Spring glazes”');
  });

  it('names three then says how many more ("and N more")', () => {
    expect(mediaUsesText([contactDraft, contactLive, post, product, gallery])).toBe('the page “Contact” (draft), the page “Contact” (published), the blog post “Spring glazes” and 2 more');
    expect(mediaUsesText([contactDraft, contactLive, post, product], 1)).toBe('the page “Contact” (draft) and 3 more');
  });
});

describe('reading usedBy from a refused delete', () => {
  it('keeps well-formed places and leaves out the rest, and any link outside the admin', () => {
    const body = { code: 'media-in-use', usedBy: [contactDraft, post, { kind: 'script', title: 'x' }, 'page', { kind: 'page', title: 'Home', href: 'https://elsewhere.example/' }, { kind: 'gallery', title: 'Studio', state: 'old' }] };
    expect(mediaUsesOf(body)).toEqual([contactDraft, post, { kind: 'page', title: 'Home' }, { kind: 'gallery', title: 'Studio' }]);
  });

  it('is empty for a body without usedBy', () => {
    expect(mediaUsesOf({ code: 'media-in-use' })).toEqual([]);
    expect(mediaUsesOf(undefined)).toEqual([]);
  });
});
