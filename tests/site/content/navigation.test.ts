import { describe, expect, it } from 'vitest';
import { navigationItems } from '../../../site/content/navigation.js';
import type { NavItem, SiteContent } from '../../../site/content/types.js';
import { loadFixture } from './load.js';

const blog = loadFixture('blog-gallery');
const store = loadFixture('store');

/** The marks of a navigation in one line: `*` active, `+` folder active, children in brackets. */
function marks(items: readonly NavItem[]): string {
  return items.map((item) => {
    const name = item.collection?.folder ? item.externalLink?.url ?? item.collection.fullUrl : item.collection?.navigationTitle ?? item.externalLink?.url ?? '?';
    const mark = `${item.active ? '*' : ''}${item.folderActive ? '+' : ''}`;
    return `${mark}${name}${item.items ? `[${marks(item.items)}]` : ''}`;
  }).join(' ');
}

const nav = (content: SiteContent, name: string, path: string): NavItem[] => navigationItems(content.navigation[name] ?? [], content, path);

describe('navigation items', () => {
  it('describe collections, pages, folders and external links', () => {
    expect(nav(blog, 'mainNav', '/elsewhere')).toEqual([
      { title: 'Notebook', active: false, folderActive: false, collection: { id: 'col-journal', urlId: 'journal', fullUrl: '/journal', navigationTitle: 'Notebook', title: 'Notebook', typeName: 'blog' } },
      { title: 'Pictures', active: false, folderActive: false, collection: { id: 'col-pictures', urlId: 'pictures', fullUrl: '/pictures', navigationTitle: 'Pictures', title: 'Pictures', typeName: 'gallery' } },
      {
        title: 'More',
        active: false,
        folderActive: false,
        collection: { id: '', urlId: '', fullUrl: '/more', navigationTitle: 'More', title: 'More', typeName: 'folder', folder: true },
        items: [
          { title: 'About us', active: false, folderActive: false, collection: { id: 'page-about', urlId: 'about', fullUrl: '/about', navigationTitle: 'About us', title: 'About us', typeName: 'page' } },
          { title: 'Colophon', active: false, folderActive: false, collection: { id: 'page-colophon', urlId: 'colophon', fullUrl: '/colophon', navigationTitle: 'Colophon', title: 'Colophon', typeName: 'page' } },
          { title: 'Mastodon', active: false, folderActive: false, externalLink: { url: 'https://social.example/@quiethours', newWindow: true, title: 'Mastodon' } },
        ],
      },
    ]);
  });

  it.each([
    ['mainNav', '/journal', '*Notebook Pictures /more[About us Colophon https://social.example/@quiethours]'],
    ['mainNav', '/journal/', '*Notebook Pictures /more[About us Colophon https://social.example/@quiethours]'],
    ['mainNav', '/journal/kestrel', '*Notebook Pictures /more[About us Colophon https://social.example/@quiethours]'],
    ['mainNav', '/journalism', 'Notebook Pictures /more[About us Colophon https://social.example/@quiethours]'],
    ['mainNav', '/pictures/reeds', 'Notebook *Pictures /more[About us Colophon https://social.example/@quiethours]'],
    ['mainNav', '/about', 'Notebook Pictures +/more[*About us Colophon https://social.example/@quiethours]'],
    ['mainNav', '/about/more', 'Notebook Pictures /more[About us Colophon https://social.example/@quiethours]'],
    ['mainNav', '/', '*Notebook Pictures /more[About us Colophon https://social.example/@quiethours]'],
    ['footerNav', '/search', '*/search mailto:hello@quiet-hours.example'],
    ['footerNav', '/journal', '/search mailto:hello@quiet-hours.example'],
  ])('%s at %s: %s', (name, path, expected) => {
    expect(marks(nav(blog, name, path))).toBe(expected);
  });

  it('a link to / is the home page’s collection, active only at /', () => {
    const links = [{ title: 'Home', url: '/' }, { title: 'Shop', url: '/shop' }, { title: 'Cart', url: '/cart' }];
    const atHome = navigationItems(links, store, '/');
    expect(atHome[0]).toEqual({ title: 'Home', active: true, folderActive: false, collection: { id: 'col-shop', urlId: 'shop', fullUrl: '/', navigationTitle: 'Home', title: 'Shop', typeName: 'products' } });
    expect(marks(atHome)).toBe('*Home *Shop /cart');
    expect(marks(navigationItems(links, store, '/shop/p/linen-apron'))).toBe('Home *Shop /cart');
    expect(marks(navigationItems(links, store, '/cart'))).toBe('Home Shop */cart');
  });

  it('folders nest: a folder inside a folder is folder-active when a link deep inside is active', () => {
    const links = [{ title: 'A', url: '/a', items: [{ title: 'B', url: '/b', items: [{ title: 'Notebook', url: '/journal' }] }] }];
    expect(marks(navigationItems(links, blog, '/journal/heron'))).toBe('+/a[+/b[*Notebook]]');
  });
});
