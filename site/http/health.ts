import { pingStore } from '../db/ping.js';
import { logger } from '../edge/log.js';
import { siteStore } from '../server/store.js';
import type { Reply } from './respond.js';

/** How long the database has to answer the health check (`HEALTH_TIMEOUT_MS`). */
const TIMEOUT_MS = Number(process.env['HEALTH_TIMEOUT_MS']) || 3000;

function json(status: number, body: unknown): Reply {
  return { status, headers: [['content-type', 'application/json; charset=utf-8'], ['cache-control', 'no-store']], body: Buffer.from(JSON.stringify(body)) };
}

/** `GET /healthz`: 200 when the store opens and answers a trivial query in time, else 503. */
export async function health(): Promise<Reply> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    await Promise.race([siteStore().then(pingStore), late]);
    return json(200, { status: 'ok' });
  } catch (error) {
    logger.warn({ err: error }, 'health check failed');
    return json(503, { status: 'unavailable', message: 'The database does not answer.' });
  } finally {
    clearTimeout(timer);
  }
}
