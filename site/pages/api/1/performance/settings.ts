// GET /api/1/performance/settings → { pageLoadId, … }: a fresh id naming this page load's records.
import { randomUUID } from 'node:crypto';
import type { APIRoute } from 'astro';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';

export const prerender = false;

export const GET: APIRoute = handle(async () =>
  jsonResponse({
    pageLoadId: randomUUID(),
    enabled: true,
    version: '4.3.0',
    sendAfterMs: 30_000,
    maxWaitMs: 60_000,
    metrics: ['CLS', 'FCP', 'FID', 'LCP', 'TTFB'],
  }),
);
