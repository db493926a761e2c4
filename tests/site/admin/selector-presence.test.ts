// A tweak's `showOnlyWhenPresent` against a rendered page: simple selectors matched, others shown.
import { describe, expect, it } from 'vitest';
import { hasElementMatching } from '../../../site/admin/design/selector-presence.js';

const html = '<body class="homepage tweak-x"><section class="home-hero wide" id="top"><h1>Hi</h1></section><ul class=product-list></ul></body>';

describe('hasElementMatching', () => {
  it.each([
    ['.home-hero', true], ['section.home-hero.wide', true], ['#top', true], ['body .home-hero', true], ['.product-list', true],
    ['.blog-list', false], ['article.home-hero', false], ['.home-hero.narrow', false], ['#bottom', false],
    ['.blog-list, .home-hero', true], ['.blog-list, .events', false],
    ['a[href]', true], ['.home-hero:hover', true],
  ])('%s → %s', (selector, present) => {
    expect(hasElementMatching(html, selector)).toBe(present);
  });
});
