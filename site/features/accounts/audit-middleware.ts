import { defineMiddleware } from 'astro:middleware';
import { appendAudit, sweepAudit } from '../../db/index.js';
import { GENERIC_ACTION, requestClient } from './audit.js';
import { requestLog } from '../../edge/log.js';
import { accountStore } from './merchant-user.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/** `AUDIT_RETENTION_DAYS` (default 365): entries older than that are deleted, at most hourly. */
export function auditRetentionMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['AUDIT_RETENTION_DAYS'];
  if (raw === undefined || raw === '') return 365 * DAY_MS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`AUDIT_RETENTION_DAYS must be a whole number of days (1 or more), not "${raw}".`);
  return days * DAY_MS;
}

/**
 * After every change (not GET, HEAD or OPTIONS) whose guard knew the actor or whose endpoint
 * named its action, one audit entry: who, what (the endpoint's action, else `admin-write` with
 * the method and route), the status of the answer, the client address and user agent. So an
 * admin endpoint added later is logged without doing anything. Writing the entry never changes
 * the answer: a failure is logged.
 */
export const recordAudit = defineMiddleware(async (context, next) => {
  const response = await next();
  if (READS.has(context.request.method)) return response;
  const { auditActor, auditAction } = context.locals;
  if (auditActor === undefined && auditAction === undefined) return response;
  const actor = auditAction?.actor !== undefined ? auditAction.actor : (auditActor ?? null);
  try {
    const store = await accountStore();
    const client = requestClient(context);
    await appendAudit(store, {
      actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, action: auditAction?.action ?? GENERIC_ACTION,
      target: auditAction?.target ?? null, method: context.request.method, route: context.routePattern || context.url.pathname,
      status: response.status, address: client.address, userAgent: client.userAgent,
    });
    const now = Date.now();
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      await sweepAudit(store, auditRetentionMs(), now);
    }
  } catch (error) {
    requestLog(context.locals.requestId).error({ err: error, method: context.request.method, path: context.url.pathname }, 'audit entry not written');
  }
  return response;
});
