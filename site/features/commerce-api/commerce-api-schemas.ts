/** The Commerce API's queries and the inventory adjustment body, with messages naming the field. */
import { z } from 'astro/zod';
import { MAX_STOCK } from '../../db/index.js';

export const MAX_PAGE_SIZE = 50;
/** Operations one adjustment may hold, all kinds together. */
export const MAX_OPERATIONS = 50;

const cursor = z.string().min(1, 'cursor must not be empty').max(500, 'cursor is too long').optional();
const limit = z.coerce
  .number({ invalid_type_error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(MAX_PAGE_SIZE, `limit must be at most ${String(MAX_PAGE_SIZE)}`)
  .default(MAX_PAGE_SIZE);

export const pageQuery = z.object({ cursor, limit }).strict();

const isoDate = (name: string) =>
  z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), `${name} must be an ISO 8601 date and time, such as 2026-01-31T12:00:00Z`)
    .transform((v) => Date.parse(v))
    .optional();

export const FULFILLMENT_STATUSES = ['PENDING', 'FULFILLED', 'CANCELED'] as const;

export const ordersQuery = z
  .object({
    cursor,
    limit,
    modifiedAfter: isoDate('modifiedAfter'),
    modifiedBefore: isoDate('modifiedBefore'),
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES, { errorMap: () => ({ message: 'fulfillmentStatus must be PENDING, FULFILLED or CANCELED' }) }).optional(),
  })
  .strict()
  .refine((q) => (q.modifiedAfter === undefined) === (q.modifiedBefore === undefined), { message: 'modifiedAfter and modifiedBefore must be given together', path: ['modifiedAfter'] })
  .refine((q) => q.modifiedAfter === undefined || q.modifiedBefore === undefined || q.modifiedAfter < q.modifiedBefore, { message: 'modifiedAfter must be before modifiedBefore', path: ['modifiedAfter'] });

const variantId = z.string({ required_error: 'variantId is required', invalid_type_error: 'variantId must be text' }).min(1, 'variantId must not be empty').max(100, 'variantId is too long');
const quantity = (min: number) =>
  z
    .number({ required_error: 'quantity is required', invalid_type_error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(min, `quantity must be at least ${String(min)}`)
    .max(MAX_STOCK, `quantity must be at most ${String(MAX_STOCK)}`);
const operations = (min: number) => z.array(z.object({ variantId, quantity: quantity(min) }).strict(), { invalid_type_error: 'must be a list of operations' }).default([]);

export const adjustmentsBody = z
  .object({
    incrementOperations: operations(1),
    decrementOperations: operations(1),
    setFiniteOperations: operations(0),
    setUnlimitedOperations: z
      .array(z.union([variantId, z.object({ variantId }).strict().transform((o) => o.variantId)]), { invalid_type_error: 'must be a list of variant ids' })
      .default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    const ids = [
      ...body.incrementOperations.map((o) => o.variantId),
      ...body.decrementOperations.map((o) => o.variantId),
      ...body.setFiniteOperations.map((o) => o.variantId),
      ...body.setUnlimitedOperations,
    ];
    if (ids.length === 0) ctx.addIssue({ code: 'custom', path: [], message: 'Give at least one operation.' });
    if (ids.length > MAX_OPERATIONS) ctx.addIssue({ code: 'custom', path: [], message: `At most ${String(MAX_OPERATIONS)} operations per request.` });
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [], message: `Variant ${id} appears in more than one operation.` });
      seen.add(id);
    }
  });

/** `Idempotency-Key`: printable, at most 100 characters. */
export const idempotencyKey = z.string().regex(/^[\x21-\x7e]{1,100}$/, 'The Idempotency-Key header must be 1 to 100 printable characters.');
