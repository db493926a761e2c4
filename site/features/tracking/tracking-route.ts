import type { APIContext, APIRoute } from 'astro';
import type { z } from 'astro/zod';
import { assertCrumb } from '../../edge/crumb.js';
import { handle } from '../../edge/handle.js';
import { jsonResponse } from '../../edge/json-response.js';
import { readTrackingBody } from './tracking-body.js';
import { storeTracking, takeTracking } from './tracking-record.js';
import { validate } from '../../edge/validate.js';

export interface TrackingRoute<S extends z.ZodTypeAny> {
  /** The kind stored (`census/RecordHit`, `events/RecordEvent`…). */
  kind: string | ((context: APIContext) => string);
  schema: S;
  /** Whether the call must echo the crumb (header or `crumb` field). */
  crumb?: boolean;
  /** The records to store from the input (default: the input itself). */
  records?: (input: z.output<S>, context: APIContext) => unknown[];
  status?: number;
}

/**
 * A tracking call: limit (429), body size and type (413, 415), crumb (403), JSON and schema
 * (400) — nothing stored unless all pass — then stored; a storage failure is only logged.
 */
export function trackingRoute<S extends z.ZodTypeAny>(route: TrackingRoute<S>): APIRoute {
  return handle(async (context) => {
    await takeTracking(context);
    const body = await readTrackingBody(context.request);
    if (route.crumb) {
      const bodyCrumb = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)['crumb'] : undefined;
      assertCrumb(context.request, context.url, context.cookies, bodyCrumb);
    }
    const input = validate(route.schema, body === undefined ? {} : body);
    const records = route.records ? route.records(input, context) : [withoutCrumb(input)];
    const kind = typeof route.kind === 'string' ? route.kind : route.kind(context);
    const stored = await storeTracking(context, kind, records);
    return jsonResponse({ ok: true, received: records.length, stored }, route.status ?? 200);
  });
}

function withoutCrumb(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const { crumb: _crumb, ...rest } = input as Record<string, unknown>;
  return rest;
}
