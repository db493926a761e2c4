/**
 * The built server's entry point (the adapter's server entrypoint, see adapter.mjs): Astro's
 * generated `dist-site/server/entry.mjs` calls `createExports` and then `start`, which listens on
 * `HOST`:`PORT` (defaults baked into the build) unless `ASTRO_NODE_AUTOSTART=disabled`.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SSRManifest } from 'astro';
import { applyPolyfills, NodeApp } from 'astro/app/node';
import { setGetEnv } from 'astro/env/setup';
import { startStorefront, storefrontHandler, type StorefrontOptions } from './server.js';
import { loadStaticFiles } from './static-files.js';
import { pageScriptOf } from './page-script.js';
import { islandBuildOf } from './island-build.js';
import { trustOwnScripts } from './own-scripts.js';
import { boot, warmUp } from '../boot.js';

applyPolyfills();
setGetEnv((key) => process.env[key]);

/** What @astrojs/node passes its server entrypoint (the build's folders, host and port). */
export interface AdapterArgs {
  client: string;
  server: string;
  host: string | boolean;
  port: number;
  assets: string;
}

/** The client folder next to the running server folder (the build may have been moved since). */
function clientDir(args: AdapterArgs): string {
  const serverDir = fileURLToPath(args.server);
  const rel = relative(serverDir, fileURLToPath(args.client));
  let dir = dirname(fileURLToPath(import.meta.url));
  const name = serverDir.replace(/\/+$/, '').split('/').pop() ?? 'server';
  while (!dir.endsWith(`/${name}`) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, rel);
}

let storefront: StorefrontOptions | undefined;

function storefrontOf(manifest: SSRManifest, args: AdapterArgs): StorefrontOptions {
  if (storefront) return storefront;
  const client = clientDir(args);
  const errorPage = async (url: string): Promise<Response> => {
    const status = url.includes('/500') ? 500 : url.includes('/404') ? 404 : undefined;
    if (status !== undefined) {
      for (const file of [`${status}.html`, `${status}/index.html`]) {
        try {
          return new Response(await readFile(join(client, file)), { headers: { 'content-type': 'text/html; charset=utf-8' } });
        } catch {
          // not prerendered
        }
      }
    }
    return new Response(null, { status: 404 });
  };
  // The scripts Astro writes inline, as this build made them: trusted by every page's policy.
  trustOwnScripts([...manifest.inlinedScripts.values(), ...manifest.clientDirectives.values()]);
  storefront = { app: new NodeApp(manifest, false), statics: loadStaticFiles(client, args.assets), errorPage, pages: { islands: islandBuildOf(manifest), script: pageScriptOf(manifest) } };
  return storefront;
}

export function createExports(manifest: SSRManifest, args: AdapterArgs): { handler: ReturnType<typeof storefrontHandler>; options: AdapterArgs } {
  // The database, seed and mailer, once: a failure is logged and tried again by the first request needing the store.
  boot().catch((error: unknown) => console.error('[boot] the store did not open:', error));
  return { handler: storefrontHandler(storefrontOf(manifest, args)), options: args };
}

export function start(manifest: SSRManifest, args: AdapterArgs): void {
  if (process.env['ASTRO_NODE_AUTOSTART'] === 'disabled') return;
  const host = process.env['HOST'] ?? (typeof args.host === 'string' ? args.host : args.host ? '0.0.0.0' : 'localhost');
  const port = process.env['PORT'] ? Number(process.env['PORT']) : args.port;
  const server = startStorefront(storefrontOf(manifest, args), host, port);
  server.once('listening', warmUp);
}
