import { describe, expect, it } from 'vitest';
import { INLINE_STYLESHEET_MAX_BYTES, stylesheetHtml } from '../../../site/pipeline/site-assets.js';
import type { SiteRuntime } from '../../../site/pipeline/site-runtime.js';

const siteWith = (css: string): SiteRuntime => ({ css }) as unknown as SiteRuntime;

describe('stylesheetHtml', () => {
  it('puts a small stylesheet inside the page', () => {
    const html = stylesheetHtml(siteWith('body{color:#222}'));
    expect(html).toMatch(/^<style data-site-css="[0-9a-f]{12}">body\{color:#222\}<\/style>$/);
  });

  it('never lets the stylesheet close its element early', () => {
    const html = stylesheetHtml(siteWith('a::after{content:"</style><script>x()</script>"}'));
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toContain('<\\/style>');
  });

  it('links a stylesheet past the limit', () => {
    const css = `body{margin:0}${' '.repeat(INLINE_STYLESHEET_MAX_BYTES)}`;
    expect(stylesheetHtml(siteWith(css))).toMatch(/^<link rel="stylesheet" href="\/site\.css\?v=[0-9a-f]{12}">$/);
  });
});
