// The policy builder: the storefront's own scripts on every response; a page adds its templates'
// literal scripts and, when they are on the page, the owner's code and the ad pixel; nothing is
// read from a page's HTML.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import load from 'astro/client/load.prebuilt.js';
import type { CompiledSite } from '../../../site/folder/compile-folder.js';
import { contentSecurityPolicy } from '../../../site/http/csp.js';
import { ownScriptHashes, trustOwnScripts } from '../../../site/http/own-scripts.js';
import { customCodeTrust, pagePolicy } from '../../../site/http/page-policy.js';
import type { PageObject } from '../../../site/pipeline/page-object.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (policy: string) => (/script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');

function pageWith(inlineScripts: string[], code = { header: '', footer: '' }, pixel?: string): Pick<PageObject, 'site' | 'code' | 'commerceEvents'> {
  const compiled = { inlineScripts } as unknown as CompiledSite;
  const site = { compiled } as unknown as PageObject['site'];
  const commerceEvents = pixel ? ({ events: false, websiteId: 's', pageId: 'p', currency: 'USD', adPixel: { scriptUrl: pixel, pixelId: 'PX' } } as PageObject['commerceEvents']) : undefined;
  return { site, code, commerceEvents };
}

describe('the storefront\'s own scripts', () => {
  it('are Astro\'s island runtime and directives, and the built-in fragments\' literal scripts', () => {
    const own = ownScriptHashes();
    expect(own).toContain(sha(islandScript));
    expect(own).toContain(sha(load));
    expect(own).toContain(sha("Y.use('squarespace-audio-player-frontend');"));
  });

  it('take in what the server registers at start-up, and every policy made after has it', () => {
    expect(contentSecurityPolicy()).not.toContain(sha('inlinedByAstro()'));
    trustOwnScripts(['inlinedByAstro()']);
    expect(scriptSrc(contentSecurityPolicy())).toContain(sha('inlinedByAstro()'));
  });

  it('are all a policy allows by default: no third-party origin, no unsafe-inline for scripts', () => {
    const policy = contentSecurityPolicy();
    expect(scriptSrc(policy)[0]).toBe("'self'");
    expect(scriptSrc(policy).slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });
});

describe('a page\'s policy', () => {
  it('trusts the island runtime only when the page wrote it, and the fragments\' scripts always', () => {
    const bare = scriptSrc(pagePolicy(pageWith([])));
    expect(bare).not.toContain(sha(islandScript));
    expect(bare).not.toContain(sha(load));
    expect(bare).toContain(sha("Y.use('squarespace-audio-player-frontend');"));
    const withIslands = scriptSrc(pagePolicy(pageWith([]), [load, islandScript]));
    expect(withIslands).toContain(sha(islandScript));
    expect(withIslands).toContain(sha(load));
  });

  it('adds the hashes of its templates\' literal scripts', () => {
    const sources = scriptSrc(pagePolicy(pageWith(['menu()'])));
    expect(sources).toContain(sha('menu()'));
    expect(sources).not.toContain(sha('other()'));
  });

  it('adds the owner\'s inline scripts and https script origins only when the code is on the page', () => {
    const code = { header: '<script>owner()</script><script src="https://cdn.example.com/a.js"></script><script src="http://plain.example.com/b.js"></script>', footer: '<script async src="/local.js"></script>' };
    const policy = pagePolicy(pageWith([], code));
    expect(scriptSrc(policy)).toContain(sha('owner()'));
    expect(scriptSrc(policy)).toContain('https://cdn.example.com');
    expect(policy).not.toContain('plain.example.com');
    expect(customCodeTrust({ header: '', footer: '' })).toEqual({ hashes: [], origins: [] });
    expect(pagePolicy(pageWith([]))).not.toContain(sha('owner()'));
  });

  it('adds the ad pixel\'s origin to scripts and calls when the pixel is on the page', () => {
    const policy = pagePolicy(pageWith([], undefined, 'https://pixel.example.com/p.js'));
    expect(scriptSrc(policy)).toContain('https://pixel.example.com');
    expect(policy).toMatch(/connect-src 'self' https:\/\/pixel\.example\.com(;|$)/);
    expect(pagePolicy(pageWith([]))).not.toContain('pixel.example.com');
  });

  it('is the same for the same page, whatever its HTML ends up holding', () => {
    expect(pagePolicy(pageWith(['menu()']))).toBe(pagePolicy(pageWith(['menu()'])));
  });
});
