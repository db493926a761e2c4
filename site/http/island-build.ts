import type { SSRManifest } from 'astro';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import loadDirective from 'astro/client/load.prebuilt.js';

/**
 * Where the build put the islands' client code, read from Astro's manifest: each component's
 * bundle (by its file under `islands/`), React's hydrating renderer, and the island runtime's
 * scripts as this build writes them. Astro builds these bundles from `site/pages/[...path].astro`,
 * which names every island of the site pages; it renders none of them.
 */
export interface IslandBuild {
  componentUrl(file: string): string;
  readonly rendererUrl: string;
  readonly loadDirective: string;
  readonly runtime: string;
  readonly styles: string;
}

/** The style Astro writes before the first island (astro/runtime/server/astro-island-styles.js). */
const ISLAND_STYLES = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const RENDERER = '@astrojs/react/client.js';

function assetUrl(manifest: Pick<SSRManifest, 'base'>, bundle: string): string {
  const base = manifest.base.endsWith('/') ? manifest.base : `${manifest.base}/`;
  return `${base}${bundle.replace(/^\/+/, '')}`;
}

/** The islands' build, or undefined when the manifest lacks React's client renderer (a build without islands). */
export function islandBuildOf(manifest: Pick<SSRManifest, 'entryModules' | 'clientDirectives' | 'base'>): IslandBuild | undefined {
  const renderer = manifest.entryModules[RENDERER];
  if (!renderer) return undefined;
  const bundles = new Map<string, string>();
  for (const [id, bundle] of Object.entries(manifest.entryModules)) {
    const at = id.lastIndexOf('/islands/');
    if (at >= 0 && bundle) bundles.set(id.slice(at + '/islands/'.length), assetUrl(manifest, bundle));
  }
  return {
    componentUrl(file) {
      const url = bundles.get(file);
      if (url === undefined) throw new Error(`The build has no client bundle for islands/${file} (is it mounted with client:load in site/pages/[...path].astro?)`);
      return url;
    },
    rendererUrl: assetUrl(manifest, renderer),
    loadDirective: manifest.clientDirectives.get('load') ?? loadDirective,
    runtime: islandRuntime,
    styles: ISLAND_STYLES,
  };
}
