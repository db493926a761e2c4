// The direct path's pure pieces: the page script's element from a build's manifest, and the
// request cookies it issues, deletes and hands on to Astro.
import { describe, expect, it } from 'vitest';
import { pageScriptElement } from '../../../site/http/page-script.js';
import { RequestCookies } from '../../../site/edge/cookie-jar.js';

const ID = '/repo/site/pages/[...path].astro?astro&type=script&index=0&lang.ts';

function manifest(entryModules: Record<string, string>, inlined: [string, string][] = [], base = '/') {
  return { entryModules, inlinedScripts: new Map(inlined), base, assetsPrefix: undefined };
}

describe('pageScriptElement', () => {
  it('links the bundled script as Astro writes it', () => {
    expect(pageScriptElement(manifest({ [ID]: '_astro/page.D50Q.js', '/repo/islands/x.tsx': '_astro/x.js' }))).toBe('<script type="module" src="/_astro/page.D50Q.js"></script>');
  });

  it('writes an inlined script inline', () => {
    expect(pageScriptElement(manifest({ [ID]: '' }, [[ID, 'console.log(1)']]))).toBe('<script type="module">console.log(1)</script>');
  });

  it('gives nothing (Astro renders every page) without the script or under a base path', () => {
    expect(pageScriptElement(manifest({ '/repo/islands/x.tsx': '_astro/x.js' }))).toBeUndefined();
    expect(pageScriptElement(manifest({ [ID]: '_astro/page.js' }, [], '/shop/'))).toBeUndefined();
  });
});

describe('RequestCookies', () => {
  it('hands Astro the cookies as the visitor will have them: new ones in, deleted ones out', () => {
    const cookies = new RequestCookies('sf_add_error=Sold%20out; theme=dark');
    cookies.set('crumb', 'abc123', { path: '/' });
    cookies.delete('sf_add_error', { path: '/' });
    expect(cookies.get('sf_add_error')).toBeUndefined();
    expect(cookies.has('sf_add_error')).toBe(false);
    expect(cookies.requestHeader()).toBe('theme=dark; crumb=abc123');
  });

  it('deletes a cookie with the line Astro writes (expired at the epoch), Secure over https', () => {
    const plain = new RequestCookies('sf_add_error=x');
    plain.delete('sf_add_error', { path: '/' });
    expect(plain.setCookieLines()).toEqual(['sf_add_error=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    const secure = new RequestCookies('sf_add_error=x', { secure: true });
    secure.delete('sf_add_error', { path: '/' });
    expect(secure.setCookieLines()).toEqual(['sf_add_error=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure']);
  });
});
