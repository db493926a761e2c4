// How the browser build splits the islands' code into files (a Vite plugin for astro.config.mjs).
// Every file a page loads costs a request and gzip's start-up (a fresh dictionary, a header), so
// code that always loads together goes in one file:
//   - `react`: React, react-dom, scheduler, Astro's React renderer, the cart's store and React hook
//     with the signed-in check the cart waits for, and what the buy boxes need at load (variant
//     choice, add-to-cart messages, product type codes; the cart page's lines use them too): every
//     island page of the site loads these;
//   - `page-shared`: what the tracking script every page runs shares with the islands and its own
//     lazy parts (the page's facts, sending, census calls, the API calls, the preload helper), and
//     the tiny product-data constants the commerce islands and the tracking events share;
// Rollup puts a manual chunk's dependencies in it too, unless they have a chunk of their own: the
// enumerations (the account forms use them) keep theirs.
// And an island's file may export more than its component: Astro keeps entry signatures exact,
// so when a lazily loaded chunk shares a module with its island Rollup otherwise writes the island
// as a two-line facade file that imports the real one (one more request on the page).
// The server build keeps its own settings.
const CHUNKS = [
  [
    'react',
    /\/node_modules\/(react|react-dom|scheduler)\/|\/node_modules\/@astrojs\/react\/dist\/(client|static-html)\.js$|\/islands\/cart-store\/(use-cart|cart-store)\.ts$|\/islands\/shared\/signed-in-check\.ts$|\/domain\/accounts\/site-user-info\.ts$|\/domain\/commerce\/(add-to-cart\/messages|variant-choice)\.ts$|\/domain\/enums\/product-type-codes\.ts$/,
  ],
  [
    'page-shared',
    /\/islands\/tracking\/(browser|event-fields|census|tracking-rules)\.ts$|\/domain\/tracking\/(constants|page-facts|cookie-policy)\.ts$|\/islands\/shared\/(api-request|api-origin|cookies)\.ts$|\/domain\/json-object\.ts$|\/domain\/commerce\/product-data\.ts$|\/islands\/early-press\/enhanced\.ts$|\/islands\/commerce\/enhanced-controls\.ts$|^\0vite\/preload-helper\.js$/,
  ],
  ['enumeration', /\/domain\/enums\/enumeration\.ts$/],
];

export function islandChunk(id) {
  return CHUNKS.find(([, pattern]) => pattern.test(id))?.[0];
}

export function islandChunks() {
  let browser = false;
  return {
    name: 'storefront:island-chunks',
    apply: 'build',
    configResolved(config) {
      browser = !config.build.ssr;
    },
    options(options) {
      return browser ? { ...options, preserveEntrySignatures: 'allow-extension' } : undefined;
    },
    outputOptions(output) {
      return browser ? { ...output, manualChunks: islandChunk } : undefined;
    },
  };
}
