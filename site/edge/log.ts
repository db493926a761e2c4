import { pino, type Logger } from 'pino';

/**
 * The process's structured log: one JSON object a line on standard output (`LOG_LEVEL`, default
 * `info`; `silent` turns it off). The HTTP server (site/http/) logs one line per request with its
 * id (`reqId`) and hands the id to Astro as `locals.requestId`; what the site logs while serving a
 * request goes through `requestLog(locals.requestId)`, so it carries the same id.
 */
export const logger: Logger = pino({
  level: process.env['LOG_LEVEL'] || 'info',
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** The logger of a request (its lines carry `reqId`), or the process's when there is no id. */
export function requestLog(requestId: string | undefined): Logger {
  return requestId ? logger.child({ reqId: requestId }) : logger;
}

/** The request id the HTTP server put in Astro's `locals` (none when the site runs without it). */
export function requestIdIn(locals: object | undefined): string | undefined {
  const id = (locals as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === 'string' ? id : undefined;
}
