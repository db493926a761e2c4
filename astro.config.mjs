// The storefront: Astro renders pages on the server (JSON-T output), React only for islands.
// `npm start` builds to dist-site/ and runs `node dist-site/server/entry.mjs`: the project's own
// HTTP server (site/http/), built by the adapter below with the site.
import { defineConfig } from 'astro/config';
import storefrontAdapter from './site/http/adapter.mjs';
import react from '@astrojs/react';

// Where the server listens. The built server reads HOST and PORT again at start-up; the values
// here are the defaults baked into the build.
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT) || 4321;

// Behind the node adapter Astro trusts the Host header only when it matches one of these
// patterns; otherwise it takes the request to be for "localhost", and its origin check then
// rejects same-origin form POSTs ("Cross-site POST form submissions are forbidden"). No port is
// given, so a server started with another PORT still matches.
const hostnames = new Set(['127.0.0.1', 'localhost']);
if (host !== '0.0.0.0' && host !== '::') hostnames.add(host);

export default defineConfig({
  srcDir: './site',
  outDir: './dist-site',
  output: 'server',
  adapter: storefrontAdapter(),
  integrations: [react()],
  server: { host, port },
  // No module-preload polyfill in every page's JavaScript (chromium, and every browser the
  // islands target, preloads modules natively).
  vite: { build: { modulePreload: false } },
  security: {
    checkOrigin: true,
    allowedDomains: [...hostnames].map((hostname) => ({ protocol: 'http', hostname })),
  },
});
