import type { SSRManifest } from 'astro';

/** The module id Astro gives the `<script>` of `site/pages/[...path].astro`. */
const PAGE_SCRIPT = /\/site\/pages\/\[\.\.\.path\]\.astro\?astro&type=script&index=0&lang\.ts$/;

/** The site pages' script as serve-page.ts writes it at the end of every site page. */
export interface PageScript {
  readonly element: string;
  /** Its text when the build inlined it (trusted by the page's policy by that text). */
  readonly inline?: string;
}

/**
 * The site pages' script (`site/pages/[...path].astro`'s, built by Astro), as Astro's
 * `renderScript` writes it: the bundled module by its link, or inline when Astro inlined it.
 * Nothing when the build has no such script.
 */
export function pageScriptOf(manifest: Pick<SSRManifest, 'entryModules' | 'inlinedScripts' | 'base' | 'assetsPrefix'>): PageScript {
  const id = Object.keys(manifest.entryModules).find((key) => PAGE_SCRIPT.test(key));
  if (id === undefined) return { element: '' };
  const inlined = manifest.inlinedScripts.get(id);
  if (inlined !== undefined) return inlined ? { element: `<script type="module">${inlined}</script>`, inline: inlined } : { element: '' };
  const bundle = manifest.entryModules[id];
  if (!bundle || bundle.startsWith('data:')) return { element: '' };
  const prefix = manifest.assetsPrefix ? (typeof manifest.assetsPrefix === 'string' ? manifest.assetsPrefix : (manifest.assetsPrefix['js'] ?? manifest.assetsPrefix.fallback)) : manifest.base;
  return { element: `<script type="module" src="${prefix.replace(/\/+$/, '')}/${bundle.replace(/^\/+/, '')}"></script>` };
}
