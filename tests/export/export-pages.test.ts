// What the export does to each written page: with --api-origin the page names the server and its
// cart, checkout and API links go there; without it the islands are left out and the no-script
// parts shown; the export's own crumb is never written.
import { describe, expect, it } from 'vitest';
import { expectContainsAll } from '../helpers/contains-all.js';
import { parseApiOrigin, pointAtServer, sizedImageFile, staticImages, withoutCrumb, withoutIslands } from '../../scripts/export-pages.mjs';

const PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Apron</title></head><body>',
  '<a href="/cart">Cart</a> <a href="/shop">Shop</a> <a href="/cartography">Maps</a> <a href="/checkout?cartToken=a&amp;b=1">Pay</a>',
  '<form class="product-add-form" method="post" action="/cart/add"><input type="hidden" name="crumb" value="0123abcd">',
  '<div class="product-add-scripted">buttons</div><noscript><style>.product-add-scripted { display: none; }</style><select name="variantId"></select></noscript></form>',
  '<astro-island uid="a" component-url="/_astro/Commerce.js" props="{}" ssr client="load"></astro-island>',
  '<astro-island uid="b" component-url="/_astro/CartPill.js" props="{}" ssr client="load"><span>pill</span></astro-island>',
  '</body></html>',
].join('\n');

describe('the export\'s page rewriting', () => {
  it('points a page at its server: the meta, and the links and forms to the server\'s own paths only', () => {
    const html = pointAtServer(PAGE, 'https://shop.example.com');
    expectContainsAll(html, [
      '<head>\n<meta name="sf-api-origin" content="https://shop.example.com">',
      'href="https://shop.example.com/cart"',
      'href="https://shop.example.com/checkout?cartToken=a&amp;b=1"',
      'action="https://shop.example.com/cart/add"',
      'href="/shop"',
      'href="/cartography"',
      '<astro-island uid="a"',
    ]);
  });

  it('without a server leaves the islands out and shows the no-script buy box', () => {
    const html = withoutIslands(PAGE);
    expect(html).not.toContain('astro-island');
    expect(html).not.toContain('noscript');
    expect(html).toContain('<style>.product-add-scripted { display: none; }</style><select name="variantId"></select>');
    expect(html).not.toContain('sf-api-origin');
  });

  it('writes no crumb', () => {
    expect(withoutCrumb(PAGE)).toContain('<input type="hidden" name="crumb" value="">');
  });

  it('takes an origin as --api-origin and names what is wrong with anything else', () => {
    expect(parseApiOrigin('https://shop.example.com/')).toBe('https://shop.example.com');
    expect(() => parseApiOrigin('shop.example.com')).toThrow(/--api-origin: "shop.example.com" is not a URL/);
    expect(() => parseApiOrigin('ftp://shop.example.com')).toThrow(/must start with https:\/\//);
    expect(() => parseApiOrigin('https://shop.example.com/api')).toThrow(/origin only/);
  });

  it('names a file for each width of an image, and points a page\'s src and srcset at them', () => {
    expect(sizedImageFile('/assets/rasters/images/mug.jpg?format=500w')).toBe('/assets/rasters/images/mug.500w.jpg');
    expect(sizedImageFile('/media/abc/photo.png?format=original')).toBe('/media/abc/photo.png');
    expect(sizedImageFile('/assets/logo.svg?format=500w')).toBeUndefined();
    expect(sizedImageFile('/assets/rasters/images/mug.jpg')).toBeUndefined();
    const html = staticImages('<img src="/a/mug.jpg?format=750w" srcset="/a/mug.jpg?format=100w 100w,/a/mug.jpg?format=original 2500w"><img src="https://cdn.example.com/b.jpg?format=500w">');
    expect(html).toBe('<img src="/a/mug.750w.jpg" srcset="/a/mug.100w.jpg 100w,/a/mug.jpg 2500w"><img src="https://cdn.example.com/b.jpg?format=500w">');
  });
});
