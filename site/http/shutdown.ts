import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export interface Shutdown {
  /** True once a signal came: answers then close their connection. */
  readonly closing: boolean;
  /** Called when an answer is sent. */
  answered(): void;
  /** An answer that never ends by itself (a stream of events): ended as soon as the shutdown starts. */
  endless(res: ServerResponse): void;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (at most
 * `timeoutMs`, then their connections are cut), run `close` (the database), flush the log and
 * exit 0. A second signal does not cut it short; the bound does.
 */
export function shutDownGracefully(server: Server, options: { timeoutMs: number; close: () => Promise<void>; log: Logger }): Shutdown {
  const state = { closing: false };
  const streams = new Set<ServerResponse>();
  const stop = (signal: NodeJS.Signals): void => {
    if (state.closing) return;
    state.closing = true;
    for (const res of streams) res.end();
    options.log.info({ signal }, 'shutting down: no new connections, waiting for the requests in flight');
    const forced = setTimeout(() => {
      options.log.warn({ timeoutMs: options.timeoutMs }, 'requests still in flight at the shutdown bound: closing their connections');
      server.closeAllConnections();
    }, options.timeoutMs);
    server.close(() => {
      clearTimeout(forced);
      options
        .close()
        .catch((error: unknown) => options.log.error({ err: error }, 'closing the database failed'))
        .finally(() => {
          options.log.info('stopped');
          options.log.flush(() => process.exit(0));
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return {
    get closing() {
      return state.closing;
    },
    endless(res) {
      if (state.closing) {
        res.end();
        return;
      }
      streams.add(res);
      res.once('close', () => streams.delete(res));
    },
    answered() {
      // A keep-alive connection whose request finishes during the shutdown is closed right away.
      if (state.closing) server.closeIdleConnections();
    },
  };
}
