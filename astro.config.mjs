// The storefront: Astro renders pages on the server (JSON-T output), React only for islands.
// `npm start` builds to dist-site/ and runs `node dist-site/server/entry.mjs`: the project's own
// HTTP server (site/http/), built by the adapter below with the site.
import { defineConfig, passthroughImageService } from 'astro/config';
import storefrontAdapter from './site/http/adapter.mjs';
import react from '@astrojs/react';
import { cssOnlyPreloadHelper } from './scripts/css-only-preload-helper.mjs';
import { islandChunks } from './scripts/island-chunks.mjs';

// Where the server listens by default. The build does not depend on HOST or PORT: the built server
// reads them at start-up (site/http/entry.ts), so another port or host never rebuilds dist-site/.
const host = '127.0.0.1';
const port = 4321;

// Behind the node adapter Astro trusts the Host header only when it matches one of these
// patterns (otherwise its `Astro.url` says "localhost"); the server adds the HOST it starts with
// (site/http/allowed-domains.ts). Astro's own origin check is off: it knows neither the public
// origin nor trusted proxies, so it refused same-origin form posts on any other host;
// site/edge/origin-check.ts does that check (SITE_URL, TRUSTED_PROXIES).
const hostnames = ['127.0.0.1', 'localhost'];

export default defineConfig({
  srcDir: './site',
  outDir: './dist-site',
  output: 'server',
  adapter: storefrontAdapter(),
  integrations: [react()],
  server: { host, port },
  // No module-preload polyfill in every page's JavaScript (chromium, and every browser the
  // islands target, preloads modules natively), and Vite's preload helper only for the CSS of a
  // lazily loaded island part (scripts/css-only-preload-helper.mjs). The islands' files: React in
  // one, and what always loads together together (scripts/island-chunks.mjs).
  vite: {
    plugins: [cssOnlyPreloadHelper(), islandChunks()],
    build: {
      modulePreload: false,
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
    },
  },
  // No on-demand image transforms: `/_image` answers 404 (site/edge/image-endpoint-off.ts).
  image: { service: passthroughImageService(), endpoint: { entrypoint: './site/edge/image-endpoint-off.ts' } },
  security: {
    checkOrigin: false,
    allowedDomains: hostnames.map((hostname) => ({ protocol: 'http', hostname })),
  },
});
