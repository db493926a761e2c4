// The storefront: Astro renders pages on the server (JSON-T output), React only for islands.
// `npm start` builds to dist-site/ and runs `node dist-site/server/entry.mjs`.
import { defineConfig, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// Where the server listens. The built server reads HOST and PORT again at start-up; the values
// here are the defaults baked into the build.
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT) || 4321;

// Behind the node adapter Astro trusts the Host header only when it matches one of these
// patterns (otherwise its `Astro.url` says "localhost"). Astro's own origin check is off: it
// knows neither the public origin nor trusted proxies, so it refused same-origin form posts on
// any other host; site/server/origin-check.ts does that check (SITE_URL, TRUSTED_PROXIES).
const hostnames = new Set(['127.0.0.1', 'localhost']);
if (host !== '0.0.0.0' && host !== '::') hostnames.add(host);

/**
 * @astrojs/node with its server entry replaced by site/server/node-entry.ts (the same server, with
 * every request passing site/server/node-guard.ts first: security headers on the built files too,
 * 405 for TRACE and other methods no route answers).
 * @param {import('astro').AstroIntegration} adapter
 * @returns {import('astro').AstroIntegration}
 */
function guarded(adapter) {
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (params) =>
        configDone?.({
          ...params,
          setAdapter: (entry) => params.setAdapter({ ...entry, serverEntrypoint: new URL('./site/server/node-entry.ts', import.meta.url) }),
        }),
    },
  };
}

export default defineConfig({
  srcDir: './site',
  outDir: './dist-site',
  output: 'server',
  adapter: guarded(node({ mode: 'standalone' })),
  integrations: [react()],
  server: { host, port },
  // No module-preload polyfill in every page's JavaScript (chromium, and every browser the
  // islands target, preloads modules natively).
  vite: { build: { modulePreload: false } },
  // No on-demand image transforms: `/_image` answers 404 (site/server/image-endpoint-off.ts).
  image: { service: passthroughImageService(), endpoint: { entrypoint: './site/server/image-endpoint-off.ts' } },
  security: {
    checkOrigin: false,
    allowedDomains: [...hostnames].map((hostname) => ({ protocol: 'http', hostname })),
  },
});
