// The server entry of the build: @astrojs/node's, with every request passing node-guard.ts first
// (astro.config.mjs names this module as the adapter's entry point).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SSRManifest } from 'astro';
import { createExports as adapterExports } from '@astrojs/node/server.js';
import { guardHandler } from './node-guard.js';

type AdapterOptions = Parameters<typeof adapterExports>[1];
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export function createExports(manifest: SSRManifest, options: AdapterOptions) {
  const exports = adapterExports(manifest, options);
  return {
    ...exports,
    handler: guardHandler(exports.handler),
    startServer() {
      const started = exports.startServer();
      // The adapter's server is listening but has accepted nothing yet: its request listener is
      // swapped for the guarded one before the first connection.
      const server = started.server.server;
      const listeners = server.listeners('request') as Listener[];
      server.removeAllListeners('request');
      for (const listener of listeners) server.on('request', guardHandler(listener));
      return started;
    },
  };
}

export function start(manifest: SSRManifest, options: AdapterOptions): void {
  if (options.mode !== 'standalone' || process.env['ASTRO_NODE_AUTOSTART'] === 'disabled') return;
  createExports(manifest, options).startServer();
}
