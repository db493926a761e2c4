import { randomUUID } from 'node:crypto';

/** What a proxy's or a client's `X-Request-Id` may be to be kept: short, and safe in a header and a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the `X-Request-Id` it came with when well formed, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
}
