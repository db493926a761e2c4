// The one door's pure pieces: the page script and the islands' bundles read from a build's
// manifest, the islands' markup (what Astro's island runtime hydrates), the one 405 answer, and
// the page cache keeping a page once per cart-pill case.
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { islandBuildOf } from '../../../site/http/island-build.js';
import { islandMount, writeIslands } from '../../../site/http/island-markup.js';
import { methodNotAllowed } from '../../../site/http/method-not-allowed.js';
import { keepPage, keptKind, keptPage } from '../../../site/http/page-cache.js';
import { pageScriptOf } from '../../../site/http/page-script.js';

const ID = '/repo/site/pages/[...path].astro?astro&type=script&index=0&lang.ts';

function manifest(entryModules: Record<string, string>, inlined: [string, string][] = [], base = '/') {
  return { entryModules, inlinedScripts: new Map(inlined), base, assetsPrefix: undefined, clientDirectives: new Map([['load', 'LOAD()']]) };
}

describe('pageScriptOf', () => {
  it('links the bundled script as Astro writes it', () => {
    expect(pageScriptOf(manifest({ [ID]: '_astro/page.D50Q.js', '/repo/islands/x.tsx': '_astro/x.js' }))).toEqual({ element: '<script type="module" src="/_astro/page.D50Q.js"></script>' });
  });

  it('writes an inlined script inline, and gives its text to be trusted by hash', () => {
    expect(pageScriptOf(manifest({ [ID]: '' }, [[ID, 'console.log(1)']]))).toEqual({ element: '<script type="module">console.log(1)</script>', inline: 'console.log(1)' });
  });

  it('links under a base path, and writes nothing without the script', () => {
    expect(pageScriptOf(manifest({ [ID]: '_astro/page.js' }, [], '/shop/')).element).toBe('<script type="module" src="/shop/_astro/page.js"></script>');
    expect(pageScriptOf(manifest({ '/repo/islands/x.tsx': '_astro/x.js' }))).toEqual({ element: '' });
  });
});

function Greeting({ name, items }: { name: string; items: string[] }) {
  return createElement('p', null, `Hello ${name} (${items.length})`);
}

describe('writeIslands', () => {
  const build = islandBuildOf(manifest({ '@astrojs/react/client.js': '_astro/client.X.js', '/build/islands/greet/Greeting.tsx': '_astro/Greeting.Y.js' }))!;

  it('renders the component on the server inside the element Astro\'s runtime hydrates, after its style and scripts', () => {
    const written = writeIslands(build, [islandMount('greet/Greeting.tsx', 'Greeting', Greeting, { name: 'Ada & "Bo"', items: ['a'] })]);
    expect(written.scripts).toEqual(['LOAD()', islandRuntime]);
    expect(written.html.startsWith('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style><script>LOAD()</script><script>')).toBe(true);
    const island = /<astro-island ([^>]*)>(.*)<\/astro-island>$/.exec(written.html);
    expect(island?.[2]).toBe('<p>Hello Ada &amp; &quot;Bo&quot; (1)</p><!--astro:end-->');
    const attrs = island?.[1] ?? '';
    expect(attrs).toContain('component-url="/_astro/Greeting.Y.js"');
    expect(attrs).toContain('renderer-url="/_astro/client.X.js"');
    expect(attrs).toContain('client="load"');
    expect(attrs).toContain(' ssr ');
    expect(attrs).toContain('await-children');
    // Astro's prop encoding: [0, value] and [1, array], escaped for the attribute.
    const props = /props="([^"]*)"/.exec(attrs)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(JSON.parse(props ?? '')).toEqual({ name: [0, 'Ada & "Bo"'], items: [1, [[0, 'a']]] });
  });

  it('writes nothing, and no script, without islands', () => {
    expect(writeIslands(build, [])).toEqual({ html: '', scripts: [] });
  });

  it('names a component the build has no bundle for', () => {
    expect(() => writeIslands(build, [islandMount('nope/Nope.tsx', 'Nope', Greeting, { name: '', items: [] })])).toThrow(/islands\/nope\/Nope.tsx/);
  });
});

describe('the one 405 answer', () => {
  it('is JSON under /api/ and a page elsewhere, with Allow and no-store', () => {
    const api = methodNotAllowed('PUT', ['POST'], '/api/form/FormSubmissionKey');
    expect(api.status).toBe(405);
    expect(api.headers).toEqual([['content-type', 'application/json; charset=utf-8'], ['allow', 'POST'], ['cache-control', 'no-store']]);
    expect(JSON.parse(api.body)).toEqual({ code: 'method-not-allowed', message: 'This API call does not answer PUT requests (it answers POST).', error: 'This API call does not answer PUT requests (it answers POST).' });
    const page = methodNotAllowed('POST', ['GET', 'HEAD'], '/shop');
    expect(page.headers).toContainEqual(['allow', 'GET, HEAD']);
    expect(page.body).toContain('This address does not answer POST requests (it answers GET, HEAD).');
  });
});

describe('the page cache', () => {
  it('keeps a page whose pill follows the cart once per case, and a plain page once', () => {
    keepPage('/blog', 'k1', false, '<p>no pill CRUMB</p>', 'CRUMB', []);
    keepPage('/blog', 'k1', true, '<p>pill CRUMB</p>', 'CRUMB', []);
    expect(keptKind('/blog')).toBe('by-cart');
    expect(keptPage('/blog', 'k1', false)?.parts).toEqual(['<p>no pill ', '</p>']);
    expect(keptPage('/blog', 'k1', true)?.parts).toEqual(['<p>pill ', '</p>']);
    expect(keptPage('/blog', 'k2', true)).toBeUndefined();
    keepPage('/shop', 'k1', undefined, '<p>shop</p>', 'CRUMB', [['content-type', 'text/html']]);
    expect(keptKind('/shop')).toBe('plain');
    expect(keptPage('/shop', 'k1')?.headers).toEqual([['content-type', 'text/html'], ['cache-control', 'private, no-cache']]);
  });
});
