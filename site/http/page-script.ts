import type { SSRManifest } from 'astro';

/** The module id Astro gives the `<script>` of `site/pages/[...path].astro`. */
const PAGE_SCRIPT = /\/site\/pages\/\[\.\.\.path\]\.astro\?astro&type=script&index=0&lang\.ts$/;

/**
 * The element Astro writes for the site pages' script (`site/pages/[...path].astro`), as its
 * `renderScript` writes it: the bundled module by its link, or inline when Astro inlined it.
 * Undefined when the build has no such script or puts its assets elsewhere (a base or an assets
 * prefix): site pages are then always rendered by Astro.
 */
export function pageScriptElement(manifest: Pick<SSRManifest, 'entryModules' | 'inlinedScripts' | 'base' | 'assetsPrefix'>): string | undefined {
  if (manifest.assetsPrefix || (manifest.base !== '/' && manifest.base !== '')) return undefined;
  const id = Object.keys(manifest.entryModules).find((key) => PAGE_SCRIPT.test(key));
  if (id === undefined) return undefined;
  const inlined = manifest.inlinedScripts.get(id);
  if (inlined !== undefined) return inlined ? `<script type="module">${inlined}</script>` : '';
  const bundle = manifest.entryModules[id];
  if (!bundle || bundle.startsWith('data:')) return undefined;
  return `<script type="module" src="/${bundle.replace(/^\/+/, '')}"></script>`;
}
