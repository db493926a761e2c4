// A refused delete's places as each role may follow them: a link only to a screen the role opens.
import { describe, expect, it } from 'vitest';
import type { MediaUse } from '../../../domain/media/media-use.js';
import { mediaUsesFor } from '../../../domain/media/media-use-links.js';

const draft: MediaUse = { kind: 'page', title: 'Contact', state: 'draft', href: '/admin/layouts/page/col-contact' };
const post: MediaUse = { kind: 'post', title: 'Spring glazes', href: '/admin/collections/col-journal/i1' };
const plate: MediaUse = { kind: 'product', title: 'Glazed Plate', href: '/admin/products/p1' };
const part: MediaUse = { kind: 'content', title: 'website' };

describe('the places of a refused delete, for the user who asked', () => {
  it('gives an editor the links to content screens and names the product without a link', () => {
    expect(mediaUsesFor([draft, post, plate, part], ['EDITOR'])).toEqual([draft, post, { kind: 'product', title: 'Glazed Plate' }, part]);
  });

  it('gives an admin and a website manager every link', () => {
    expect(mediaUsesFor([draft, post, plate], ['ADMIN'])).toEqual([draft, post, plate]);
    expect(mediaUsesFor([draft, post, plate], ['WEBSITE_MANAGER'])).toEqual([draft, post, plate]);
  });

  it('gives a store manager the product’s link and no content link, keeping each place’s state', () => {
    expect(mediaUsesFor([draft, plate], ['STORE_MANAGER'])).toEqual([{ kind: 'page', title: 'Contact', state: 'draft' }, plate]);
  });

  it('follows the strongest of several roles', () => {
    expect(mediaUsesFor([draft, plate], ['EDITOR', 'STORE_MANAGER'])).toEqual([draft, plate]);
  });
});
