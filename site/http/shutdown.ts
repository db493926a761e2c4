import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Logger } from 'pino';

export interface Shutdown {
  /** True once a signal came. */
  readonly closing: boolean;
  /** Every request, as it arrives: its answer says `Connection: close` when it is its connection's last during the shutdown. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** An answer that never ends by itself (a stream of events): ended as soon as the shutdown starts. */
  endless(res: ServerResponse): void;
}

export interface ShutdownOptions {
  /** The whole shutdown's bound: the process has exited by then, whatever is still open. */
  timeoutMs: number;
  /** Closes what the process holds (the database). */
  close: () => Promise<void>;
  log: Logger;
  /**
   * How long a connection with no request in flight is kept after the signal, so that a request a
   * client sent on it just before (still in the socket's buffer) is read and answered, not reset.
   */
  idleGraceMs?: number;
}

interface Connection {
  inFlight: number;
  /** The answer to the latest request received on it, while it is not sent. */
  latest: ServerResponse | undefined;
}

const DEFAULT_IDLE_GRACE_MS = 200;

/**
 * On SIGTERM or SIGINT: stop accepting connections; answer every request already received — in
 * flight, pipelined, or sent on a kept-alive connection just before the signal — each
 * connection's last answer with `Connection: close`; end idle kept-alive connections gracefully
 * (a FIN once `idleGraceMs` has passed with nothing to read, never a reset); then close the
 * database, flush the log and exit 0. Past three quarters of `timeoutMs` the connections still
 * open are cut; at `timeoutMs` the process exits (1) whatever is still open (timers, pools, mail,
 * image workers). A second signal does not cut it short; the bound does.
 */
export function shutDownGracefully(server: Server, options: ShutdownOptions): Shutdown {
  const state = { closing: false };
  const streams = new Set<ServerResponse>();
  const connections = new Map<Socket, Connection>();
  const graceMs = options.idleGraceMs ?? DEFAULT_IDLE_GRACE_MS;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { inFlight: 0, latest: undefined });
    socket.once('close', () => connections.delete(socket));
  });

  const endIfIdle = (socket: Socket): void => {
    const connection = connections.get(socket);
    if (connection && connection.inFlight === 0 && !socket.destroyed) socket.end();
  };

  const stop = (signal: NodeJS.Signals): void => {
    if (state.closing) return;
    state.closing = true;
    for (const res of streams) res.end();
    options.log.info({ signal }, 'shutting down: no new connections, answering the requests received');
    for (const connection of connections.values()) if (connection.latest && !connection.latest.headersSent) connection.latest.setHeader('connection', 'close');
    const cut = setTimeout(() => {
      options.log.warn({ timeoutMs: options.timeoutMs }, 'requests still in flight at the shutdown bound: closing their connections');
      server.closeAllConnections();
    }, Math.floor((options.timeoutMs * 3) / 4));
    const deadline = setTimeout(() => {
      options.log.error({ timeoutMs: options.timeoutMs }, 'the shutdown did not finish within its bound: exiting');
      options.log.flush(() => process.exit(1));
    }, options.timeoutMs);
    deadline.unref();
    // net.Server's close: stops listening without http.Server's ending of idle connections at
    // once, which resets a connection whose request is still unread in its buffer.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(cut);
      options
        .close()
        .catch((error: unknown) => options.log.error({ err: error }, 'closing the database failed'))
        .finally(() => {
          options.log.info('stopped');
          options.log.flush(() => process.exit(0));
        });
    });
    setTimeout(() => {
      for (const socket of connections.keys()) endIfIdle(socket);
    }, graceMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  return {
    get closing() {
      return state.closing;
    },
    track(req, res) {
      const socket = req.socket;
      let connection = connections.get(socket);
      if (!connection) connections.set(socket, (connection = { inFlight: 0, latest: undefined }));
      const tracked = connection;
      const previous = tracked.latest;
      tracked.inFlight += 1;
      tracked.latest = res;
      if (state.closing) {
        // A pipelined request after this one would be dropped behind a `Connection: close`: only the last says it.
        if (previous && !previous.headersSent) previous.removeHeader('connection');
        res.setHeader('connection', 'close');
      }
      res.once('close', () => {
        tracked.inFlight -= 1;
        if (tracked.latest === res) tracked.latest = undefined;
        if (state.closing) endIfIdle(socket);
      });
    },
    endless(res) {
      if (state.closing) {
        res.end();
        return;
      }
      streams.add(res);
      res.once('close', () => streams.delete(res));
    },
  };
}
