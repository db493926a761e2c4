// Who opens which admin screen, read from one table by the admin app and by the server (a refused
// media delete links only the screens the user opens).
import { describe, expect, it } from 'vitest';
import { mayOpen, mayOpenAdminHref, SCREEN_ACCESS, screenPathOf } from '../../../domain/admin/screen-access.js';

describe('the screen of an admin address', () => {
  it('is the longest screen path the address starts with, and the rest after it', () => {
    expect(screenPathOf('/admin')).toEqual({ path: '', subpath: '' });
    expect(screenPathOf('/admin/products/p1')).toEqual({ path: 'products', subpath: 'p1' });
    expect(screenPathOf('/admin/form-builder/contact/')).toEqual({ path: 'form-builder', subpath: 'contact' });
    expect(screenPathOf('/admin/layouts/page/col-contact')).toEqual({ path: 'layouts', subpath: 'page/col-contact' });
    expect(screenPathOf('/admin/productsx')).toEqual({ path: undefined, subpath: '' });
    expect(screenPathOf('/admin/constructor')).toEqual({ path: undefined, subpath: '' });
  });
});

describe('who opens a screen', () => {
  it('follows the area of the screen, and the role some screens need besides', () => {
    expect(mayOpen(SCREEN_ACCESS.products, ['EDITOR'])).toBe(false);
    expect(mayOpen(SCREEN_ACCESS.products, ['STORE_MANAGER'])).toBe(true);
    expect(mayOpen(SCREEN_ACCESS.pages, ['STORE_MANAGER'])).toBe(false);
    expect(mayOpen(SCREEN_ACCESS.pages, ['VIEWER'])).toBe(true);
    expect(mayOpen(SCREEN_ACCESS.users, ['WEBSITE_MANAGER'])).toBe(false);
    expect(mayOpen(SCREEN_ACCESS.users, ['ADMIN'])).toBe(true);
    expect(mayOpen(SCREEN_ACCESS.account, ['REPORTING'])).toBe(true);
    // Several roles: the strongest access any gives.
    expect(mayOpen(SCREEN_ACCESS.products, ['EDITOR', 'STORE_MANAGER'])).toBe(true);
  });

  it('opens an address only when it leads to a screen the roles open', () => {
    expect(mayOpenAdminHref(['EDITOR'], '/admin/products/p1')).toBe(false);
    expect(mayOpenAdminHref(['EDITOR'], '/admin/collections/col-journal/i1')).toBe(true);
    expect(mayOpenAdminHref(['EDITOR'], '/admin/layouts/page/col-contact?x=1#top')).toBe(true);
    expect(mayOpenAdminHref(['EDITOR'], '/admin/code-injection')).toBe(false);
    expect(mayOpenAdminHref(['ADMIN'], '/admin/products/p1')).toBe(true);
    expect(mayOpenAdminHref(['ADMIN'], '/admin/no-such-screen')).toBe(false);
    expect(mayOpenAdminHref(['ADMIN'], '/administrator/products')).toBe(false);
    expect(mayOpenAdminHref(['ADMIN'], 'https://elsewhere.example/admin/products')).toBe(false);
    expect(mayOpenAdminHref(['BILLING'], '/admin/account')).toBe(false);
  });
});
