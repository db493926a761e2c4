/**
 * The Content-Security-Policy of a site page, made from what the page was rendered with, never
 * from its HTML: the inline scripts its site's templates and the built-in fragments write
 * literally (hashed when they were compiled), the scripts serve-page.ts wrote into it (the
 * islands' runtime and directive, an inlined page script), and, only when they are on the page
 * (an ADMIN allowed custom code: resolve-page.ts leaves them out otherwise), the owner's header
 * and footer code (its inline scripts' hashes and the https origins of its `src` scripts) and the
 * ad pixel's origin. A script that content carries into the page is in none of these lists, so
 * it never runs. The same for every visitor of the page, so the page cache keeps it with the page.
 */
import { httpsOrigin } from '../../domain/tracking/ad-pixel.js';
import { scriptElements } from '../../domain/security/script-elements.js';
import type { CompiledSite } from '../folder/compile-folder.js';
import type { PageObject } from '../pipeline/page-object.js';
import { contentSecurityPolicy, type TrustedScripts } from './csp.js';
import { templateScriptHashes } from './own-scripts.js';
import { scriptHash } from './script-hash.js';

const siteHashes = new WeakMap<CompiledSite, readonly string[]>();
const codeTrust = new WeakMap<PageObject['code'], TrustedScripts>();

function templateHashes(compiled: CompiledSite | undefined): readonly string[] {
  if (compiled === undefined) return [];
  let hashes = siteHashes.get(compiled);
  if (hashes === undefined) {
    hashes = [...new Set(compiled.inlineScripts.map(scriptHash))];
    siteHashes.set(compiled, hashes);
  }
  return hashes;
}

/** What the owner's code (as stored, not as it ends up in a page) needs: its inline scripts and script origins. */
export function customCodeTrust(code: PageObject['code']): TrustedScripts {
  let trust = codeTrust.get(code);
  if (trust === undefined) {
    const hashes = new Set<string>();
    const origins = new Set<string>();
    for (const html of [code.header, code.footer]) {
      const elements = scriptElements(html);
      for (const text of elements.inline) hashes.add(scriptHash(text));
      for (const src of elements.sources) {
        const origin = httpsOrigin(src);
        if (origin !== undefined) origins.add(origin);
      }
    }
    trust = { hashes: [...hashes], origins: [...origins] };
    codeTrust.set(code, trust);
  }
  return trust;
}

/** `written`: the exact texts of the inline scripts the server wrote into this page (islands, page script). */
export function pagePolicy(page: Pick<PageObject, 'site' | 'code' | 'commerceEvents'>, written: readonly string[] = []): string {
  const code = customCodeTrust(page.code);
  const pixel = page.commerceEvents?.adPixel ? httpsOrigin(page.commerceEvents.adPixel.scriptUrl) : undefined;
  return contentSecurityPolicy(
    {
      hashes: [...new Set([...written.map(scriptHash), ...templateHashes(page.site.compiled), ...code.hashes])],
      origins: pixel === undefined ? code.origins : [...code.origins, pixel],
    },
    templateScriptHashes(),
  );
}
