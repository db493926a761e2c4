// Preloaded (NODE_OPTIONS=--import) into every Node 24 process of the test run on the current LTS
// (scripts/test-node24.mjs): `better-sqlite3` resolves to version 13 in scripts/node24/sqlite/
// instead of the repository's version 12.
//
// Why: better-sqlite3 12 wraps its objects in node::ObjectWrap, which on Node 24 removes an
// environment cleanup hook when V8 collects the object and aborts the process ("Assertion failed:
// (env) != nullptr" in RemoveEnvironmentCleanupHook) when that collection runs outside a Node
// context; the tests of site/db hit it. Version 13 is built on N-API (no such hook) and ships its
// binary prebuilt in the package, but needs Node 22 or later, so the repository keeps 12 for Node 20.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const repoPackage = new URL('../../node_modules/better-sqlite3/', import.meta.url).href;
const node24Package = new URL('./sqlite/node_modules/better-sqlite3/', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.startsWith(repoPackage)) return resolved;
    const url = node24Package + resolved.url.slice(repoPackage.length);
    return existsSync(fileURLToPath(url)) ? { ...resolved, url } : resolved;
  },
});
