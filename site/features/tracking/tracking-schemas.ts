import { z } from 'astro/zod';
import { EVENT_SCHEMA_NAMES, type EventSchemaName } from '../../../domain/tracking/commerce-events.js';
import { EVENT_CONTENT_SCHEMAS } from '../../../domain/tracking/commerce-event-schemas.js';
import { RECORDING_BATCH_MAX, RECORDING_TARGET_MAX } from '../../../domain/tracking/session-recording.js';

const name = z.string({ required_error: 'is required', invalid_type_error: 'must be text' }).trim().min(1, 'must not be empty').max(200, 'is too long (at most 200 characters)');

/** A `data` field sent as a JSON string (form-encoded calls) or already as a value (JSON calls). */
const jsonData = z.union([z.string(), z.record(z.unknown()), z.array(z.unknown())]).transform((value, ctx) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'data must be a JSON string' });
    return z.NEVER;
  }
});

/** RecordEvent and RecordHit: event, data (JSON string); the crumb is checked apart. */
export const eventBody = z
  .object({ event: name, data: jsonData.optional(), ss_cvr: z.string().max(200).optional() })
  .passthrough();

/** Census beacons (button-click, button-render, overlay): an object of page fields. */
export const censusBody = z.record(z.unknown(), { invalid_type_error: 'the body must be an object of fields' });

/** form-render: the form's id and the page fields. */
export const formRenderBody = z.object({ formId: name }).passthrough();

/** RecordJavascriptErrors: a list of events (event, data, timestamp); at most 20 per send. */
const clientError = z.object({
  event: name,
  data: z.unknown(),
  timestamp: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().nonnegative(),
});
export const javascriptErrorsBody = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) && 'events' in body ? (body as { events: unknown }).events : body),
  z.array(clientError, { invalid_type_error: 'the body must be a list of events' }).min(1, 'at least one event').max(20, 'at most 20 events per send'),
);

/** Performance records: app, event, pageLoadId, timestamp, data (not empty). */
const performanceRecord = z.object({
  app: name,
  event: name,
  pageLoadId: name,
  timestamp: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).nonnegative(),
  data: z.record(z.unknown(), { required_error: 'is required', invalid_type_error: 'must be an object' }).refine((d) => Object.keys(d).length > 0, 'Data is empty'),
});
export const performanceBody = z.array(performanceRecord, { invalid_type_error: 'the body must be a JSON array of records' }).min(1, 'at least one record').max(100, 'at most 100 records');

/** RecordQuickView/{id}: the item id. */
export const quickViewId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'the item id must be letters, digits, - or _ (at most 100)');

/**
 * The event pipeline (001 §7): eventSchemaName, one of the client-side tracking events, and
 * eventContent, a JSON string checked against that event's schema (its fields named as
 * `eventContent.<field>`). The stored record keeps the content parsed.
 */
export const eventPipelineBody = z
  .object({
    eventSchemaName: z.enum(EVENT_SCHEMA_NAMES, { errorMap: () => ({ message: `eventSchemaName must be one of ${EVENT_SCHEMA_NAMES.join(', ')}` }) }),
    eventContent: z.string({ required_error: 'eventContent is required', invalid_type_error: 'eventContent must be a JSON string' }).max(32_000, 'eventContent is too long'),
  })
  .transform((body, ctx) => {
    let content: unknown;
    try {
      content = JSON.parse(body.eventContent);
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['eventContent'], message: 'eventContent must be a JSON string' });
      return z.NEVER;
    }
    const checked = checkEventContent(body.eventSchemaName, content);
    if (!checked.ok) {
      for (const issue of checked.issues) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['eventContent', ...issue.path], message: issue.message });
      return z.NEVER;
    }
    return { eventSchemaName: body.eventSchemaName, eventContent: checked.content };
  });

/** An event's content checked against its schema: the content, or each wrong field with a message naming it. */
export function checkEventContent(schema: EventSchemaName, content: unknown): { ok: true; content: unknown } | { ok: false; issues: { path: (string | number)[]; message: string }[] } {
  const result = EVENT_CONTENT_SCHEMAS[schema].safeParse(content);
  if (result.success) return { ok: true, content: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => {
      const field = issue.path.join('.');
      const message = issue.code === 'unrecognized_keys' ? `unknown fields: ${issue.keys.join(', ')}` : `${field || 'the content'} ${issue.message}`;
      return { path: issue.path, message };
    }),
  };
}

export const eventSchemaParam = z.enum(EVENT_SCHEMA_NAMES, { errorMap: () => ({ message: `the schema must be one of ${EVENT_SCHEMA_NAMES.join(', ')}` }) });

/** Our own session recorder's batch (domain/tracking/session-recording.ts): the recording and session ids, 1–100 events. */
const recordedEvent = z.object({
  type: z.enum(['page', 'click', 'scroll', 'visibility'], { errorMap: () => ({ message: 'the type must be page, click, scroll or visibility' }) }),
  at: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().nonnegative(),
  target: z.string().max(RECORDING_TARGET_MAX, `is too long (at most ${String(RECORDING_TARGET_MAX)} characters)`).optional(),
  x: z.number().finite().optional(),
  y: z.number().finite().optional(),
  path: z.string().max(2000, 'is too long (at most 2000 characters)').optional(),
  hidden: z.boolean().optional(),
});
export const sessionRecordingBody = z
  .object({
    recordingId: name,
    sessionId: z.string().regex(/^[0-9a-f]{32}$/, 'the session id must be 32 hex digits'),
    events: z.array(recordedEvent, { invalid_type_error: 'events must be a list' }).min(1, 'at least one event').max(RECORDING_BATCH_MAX, `at most ${String(RECORDING_BATCH_MAX)} events per send`),
  })
  .strict();
