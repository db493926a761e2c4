import { describe, expect, it } from 'vitest';
import type { PredicateDef } from '../../../engine/plugin.js';
import { galleryPredicates } from '../../../predicates/gallery/index.js';
import { check, fakeScope } from '../../helpers/fake-scope.js';

function named(name: string): PredicateDef {
  const found = galleryPredicates.find((p) => p.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

const gallery = (options: Record<string, unknown>) => ({ options });

describe('gallery predicates', () => {
  it('has one per on/off setting and one per value of the choice settings', () => {
    const names = galleryPredicates.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'gallery-meta?',
        'gallery-design-slideshow?',
        'gallery-aspect-ratio-four-three?',
        'gallery-meta-position-bottom-right?',
        'gallery-active-alignment-left?',
        'gallery-lightboxTheme-light?',
        'gallery-autoplay?',
        'gallery-auto-crop?',
        'gallery-show-meta-on-hover?',
        'gallery-newWindow?',
        'gallery-transparentBackground?',
      ]),
    );
    expect(names.filter((n) => n.startsWith('gallery-padding'))).toEqual([]);
    expect(names).toHaveLength(1 + 4 + 7 + 7 + 3 + 2 + 12);
  });

  it('tests the choice settings by their text', () => {
    expect(check(named('gallery-design-grid?'), gallery({ design: 'grid' }))).toBe(true);
    expect(check(named('gallery-design-grid?'), gallery({ design: 'slider' }))).toBe(false);
    expect(check(named('gallery-meta-position-top?'), gallery({ 'meta-position': 'top-left' }))).toBe(false);
    expect(check(named('gallery-design-grid?'), gallery({}))).toBe(false);
  });

  it('reads on/off settings as the data writes them; missing ones are off', () => {
    expect(check(named('gallery-lightbox?'), gallery({ lightbox: true }))).toBe(true);
    expect(check(named('gallery-lightbox?'), gallery({ lightbox: 'true' }))).toBe(true);
    expect(check(named('gallery-lightbox?'), gallery({ lightbox: 1 }))).toBe(true);
    expect(check(named('gallery-lightbox?'), gallery({ lightbox: 'yes' }))).toBe(false);
    expect(check(named('gallery-auto-crop?'), gallery({}))).toBe(false);
  });

  it('reads settings a design turns off as off', () => {
    expect(check(named('gallery-autoplay?'), gallery({ design: 'grid', autoplay: true }))).toBe(false);
    expect(check(named('gallery-thumbnails?'), gallery({ design: 'stacked', thumbnails: true }))).toBe(false);
    expect(check(named('gallery-thumbnails?'), gallery({ design: 'slider', thumbnails: true }))).toBe(false);
    expect(check(named('gallery-autoplay?'), gallery({ design: 'slider', autoplay: true }))).toBe(true);
    expect(check(named('gallery-thumbnails?'), gallery({ design: 'slideshow', thumbnails: true }))).toBe(true);
    expect(check(named('gallery-thumbnails?'), gallery({ design: 'slideshow', thumbnails: false }))).toBe(false);
    expect(check(named('gallery-autoplay?'), gallery({ autoplay: true }))).toBe(true);
  });

  it('finds options in an enclosing scope', () => {
    const scope = fakeScope({ data: gallery({ design: 'stacked' }), node: {} });
    expect(check(named('gallery-design-stacked?'), {}, [], scope)).toBe(true);
  });
});
