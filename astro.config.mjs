// The storefront: Astro renders pages on the server (JSON-T output), React only for islands.
// `npm start` builds to dist-site/ and runs `node dist-site/server/entry.mjs`: the project's own
// HTTP server (site/http/), built by the adapter below with the site.
import { defineConfig, passthroughImageService } from 'astro/config';
import storefrontAdapter from './site/http/adapter.mjs';
import react from '@astrojs/react';

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
  // islands target, preloads modules natively).
  vite: {
    build: {
      modulePreload: false,
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      // React in one file: one download and one gzip dictionary instead of five small files.
      rollupOptions: { output: { manualChunks: (id) => (/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined) } },
    },
  },
  // No on-demand image transforms: `/_image` answers 404 (site/edge/image-endpoint-off.ts).
  image: { service: passthroughImageService(), endpoint: { entrypoint: './site/edge/image-endpoint-off.ts' } },
  security: {
    checkOrigin: false,
    allowedDomains: hostnames.map((hostname) => ({ protocol: 'http', hostname })),
  },
});
