// Preloaded (NODE_OPTIONS=--import) into every Node 24 process of the test run on the current LTS
// (scripts/test-node24.mjs): the repository's better-sqlite3 binary is compiled for the machine's
// Node 20, so its native addon is swapped for the one compiled against Node 24's headers in
// scripts/node24/node_modules. The JavaScript of the package is the repository's own (same version).
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const ADDON = '/node_modules/better-sqlite3/build/Release/better_sqlite3.node';
const node24Addon = new URL('./node_modules/better-sqlite3/build/Release/better_sqlite3.node', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (resolved.url.endsWith(ADDON) && resolved.url !== node24Addon) return { ...resolved, url: node24Addon };
    return resolved;
  },
});

export const addonPath = fileURLToPath(node24Addon);
