// The navigation links leading to a collection or page, found and removed before it is deleted.
import { describe, expect, it } from 'vitest';
import { leadsTo, linksTo, withoutLinksTo } from '../../../domain/admin/content/navigation-links.js';

const NAV = {
  mainNav: [
    { title: 'Home', url: '/' },
    { title: 'News', url: '/news' },
    { title: 'More', url: '/more', items: [{ title: 'First post', url: '/news/first?ref=nav' }, { title: 'Shop', url: '/shop' }] },
    { title: 'Newsletter', url: '/newsletter' },
  ],
  footerNav: [{ title: 'News feed', url: '/news/#top' }, { title: 'Elsewhere', url: 'https://example.com/news' }],
};

describe('leadsTo', () => {
  it.each([
    ['/news', true], ['/news/', true], ['/news?page=2', true], ['/news/a-post', true],
    ['/newsletter', false], ['//news', false], ['https://example.com/news', false], ['/', false],
  ])('%s → %s', (url, expected) => {
    expect(leadsTo(url, '/news')).toBe(expected);
  });
});

describe('linksTo', () => {
  it('finds the links to the URL and below it in every navigation and folder', () => {
    expect(linksTo(NAV, '/news')).toEqual([
      { navigation: 'mainNav', title: 'News', url: '/news' },
      { navigation: 'mainNav', title: 'First post', url: '/news/first?ref=nav' },
      { navigation: 'footerNav', title: 'News feed', url: '/news/#top' },
    ]);
    expect(linksTo(undefined, '/news')).toEqual([]);
  });
});

describe('withoutLinksTo', () => {
  it('removes those links and keeps the rest in order', () => {
    expect(withoutLinksTo(NAV, '/news')).toEqual({
      mainNav: [
        { title: 'Home', url: '/' },
        { title: 'More', url: '/more', items: [{ title: 'Shop', url: '/shop' }] },
        { title: 'Newsletter', url: '/newsletter' },
      ],
      footerNav: [{ title: 'Elsewhere', url: 'https://example.com/news' }],
    });
  });

  it('puts the other links of a removed folder in its place', () => {
    const nav = { mainNav: [{ title: 'Journal', url: '/news', items: [{ title: 'Shop', url: '/shop' }] }, { title: 'Contact', url: '/contact' }] };
    expect(withoutLinksTo(nav, '/news')).toEqual({ mainNav: [{ title: 'Shop', url: '/shop' }, { title: 'Contact', url: '/contact' }] });
  });
});
