// A slide drawn as a whole page (site/features/page-builder/render-slide.ts): each slice at its
// grid position in reading order, texts escaped, the lock's password form in a password slice,
// a text colour readable on the background, image URLs escaped for CSS.
import { describe, expect, it } from 'vitest';
import { renderSlideInPage, renderSlidePage, textColourOn } from '../../../site/features/page-builder/render-slide.js';
import type { StoredSlide } from '../../../domain/layout/layout-media.js';

const env = { compiled: undefined, website: { siteTitle: 'Acme' }, title: 'Launch — Acme', language: 'en-GB', timeZone: undefined, crumb: 'CRUMB' };
const MEDIA = { logo1: { assetUrl: '/media/logo1/a "b".png', originalSize: '200x100', systemDataVariants: '100w' } };

function html(stored: StoredSlide, extra: Partial<typeof env> & Record<string, unknown> = {}): string {
  const done = renderSlidePage(stored, { ...env, ...extra });
  if (!done.ok) throw new Error(done.error);
  return done.html;
}

describe('renderSlidePage', () => {
  it('draws the heading, buttons and logo at their positions, in grid order, escaped', () => {
    const out = html({
      slide: {
        type: 'cover-page',
        background: { kind: 'image', mediaId: 'logo1' },
        slices: [
          { id: 'b', name: 'buttons', position: 'bottom-center', content: { links: [{ label: 'Shop & more', url: '/shop' }] } },
          { id: 'h', name: 'heading', position: 'center', content: { text: '<script>x</script>' } },
          { id: 'l', name: 'logo', position: 'top-left', content: { mediaId: 'logo1', alt: 'Acme' } },
        ],
      },
      media: MEDIA,
    });
    expect(out).toMatch(/^<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">/);
    expect(out).toContain('<title>Launch — Acme</title>');
    const order = ['data-position="top-left"', 'data-position="center"', 'data-position="bottom-center"'].map((s) => out.indexOf(s));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(out).toContain('<h1 class="slice-heading">&lt;script&gt;x&lt;/script&gt;</h1>');
    expect(out).toContain('<a class="button slice-button" href="/shop">Shop &amp; more</a>');
    expect(out).toContain('<img class="slice-image" src="/media/logo1/a &quot;b&quot;.png" alt="Acme" width="200" height="100">');
    expect(out).toContain('url("/media/logo1/a%20%22b%22.png")');
    expect(out).not.toContain('<script');
    expect(out).toContain('.slide-center{grid-row:2;grid-column:2;');
  });

  it('a password slice draws the lock screen form with its error; elsewhere only its prompt', () => {
    const stored: StoredSlide = { slide: { type: 'lock-screen', background: { kind: 'none' }, slices: [{ id: 'p', name: 'password', position: 'center', content: { text: 'Members only' } }] }, media: {} };
    const locked = html(stored, { access: { scope: 'site', action: '/api/site-access', crumb: 'C1', returnTo: '/x', error: 'That password is not correct. Please try again.' } });
    expect(locked).toContain('<p class="slice-text">Members only</p>');
    expect(locked).toContain('<form class="access-form" method="post" action="/api/site-access">');
    expect(locked).toContain('aria-describedby="access-error"');
    expect(locked).toContain('role="alert">That password is not correct. Please try again.</p>');
    expect(html(stored)).not.toContain('<form');
  });

  it.each([
    ['#000000', '#ffffff'],
    ['#ffffff', '#111111'],
    ['#1a2b3c', '#ffffff'],
    ['#f5d142', '#111111'],
  ])('text on %s is %s', (bg, fg) => {
    expect(textColourOn(bg)).toBe(fg);
  });
});

describe('renderSlideInPage (the popup overlay)', () => {
  it('draws the slide as a <div> under its scope, every rule of its stylesheet scoped, no document around it', () => {
    const done = renderSlideInPage(
      { slide: { type: 'popup-overlay', background: { kind: 'color', color: '#1f2a44' }, slices: [{ id: 'h', name: 'heading', position: 'center', content: { text: 'Sale' } }] }, media: {} },
      env,
      '#popup-overlay',
    );
    if (!done.ok) throw new Error(done.error);
    expect(done.html).not.toContain('<main');
    expect(done.html).not.toContain('<html');
    expect(done.html).toContain('<div class="slide slide-popup-overlay" id="slide"');
    expect(done.html).toContain('<h1 class="slice-heading">Sale</h1>');
    const css = /<style data-slide>([^<]*)<\/style>/.exec(done.html)?.[1] ?? '';
    expect(css).toContain('#popup-overlay{background:#1f2a44;color:#ffffff;');
    expect(css).not.toMatch(/(^|\n)(html|body)[,{]/);
    // Every selector, also inside the phone's @media block, is under the dialog.
    const selectors = css.replace(/@media[^{]*\{/g, '').split('}').map((r) => r.split('{')[0] ?? '').filter((r) => r.trim() !== '').flatMap((r) => r.split(','));
    expect(selectors.length).toBeGreaterThan(10);
    for (const selector of selectors) expect(selector.trim()).toMatch(/^#popup-overlay/);
  });
});
