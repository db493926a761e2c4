import { describe, expect, it } from 'vitest';
import { enteredPasswordSchema, isAccessScope, newPasswordSchema, requiredScopes, safeReturnPath } from '../../../domain/site-access/access.js';

const locks = (site: boolean, ...scopes: string[]) => ({ site, scopes: new Set(site ? ['site', ...scopes] : scopes) });

describe('what a request must be let into', () => {
  it('needs nothing on an open site', () => {
    expect(requiredScopes(locks(false), { pageId: 'about' })).toEqual([]);
  });

  it('needs the site first, then the page or collection password', () => {
    expect(requiredScopes(locks(true, 'page:about'), { pageId: 'about' })).toEqual(['site', 'page:about']);
    expect(requiredScopes(locks(true), {})).toEqual(['site']);
    expect(requiredScopes(locks(false, 'collection:shop'), { collectionId: 'shop' })).toEqual(['collection:shop']);
    expect(requiredScopes(locks(false, 'collection:shop'), { collectionId: 'blog' })).toEqual([]);
  });

  it('knows scopes only of the site, pages and collections', () => {
    expect(['site', 'page:about', 'collection:a_b-1'].every(isAccessScope)).toBe(true);
    expect(['', 'page:', 'item:x', 'page:a b', 'site:x'].some(isAccessScope)).toBe(false);
  });

  it('goes back only to a path of this site', () => {
    expect(safeReturnPath('/shop/p/mug?x=1')).toBe('/shop/p/mug?x=1');
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'shop', undefined, '/a b']) expect(safeReturnPath(bad)).toBe('/');
  });

  it('checks the passwords the owner sets and the ones visitors enter', () => {
    expect(newPasswordSchema.safeParse('short').success).toBe(false);
    expect(newPasswordSchema.safeParse('long enough').success).toBe(true);
    expect(enteredPasswordSchema.safeParse('').error?.issues[0]?.message).toBe('Enter the password.');
  });
});
