import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The TCP peer of the request being handled, handed from the Node server (node-guard.ts) to the
 * middleware through the request's async context: Astro's own `clientAddress` prefers the first
 * `X-Forwarded-For` entry, which any client can write.
 */
const peers = new AsyncLocalStorage<string | undefined>();

export function withPeerAddress<T>(address: string | undefined, run: () => T): T {
  return peers.run(address, run);
}

/** The peer the Node server saw; undefined outside a request it handed on. */
export function currentPeerAddress(): string | undefined {
  return peers.getStore();
}
