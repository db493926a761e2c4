/** What the content calls share: the ids in their paths, `?expectedVersion=` of a DELETE, the query of a read. */
import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { validate } from '../../edge/validate.js';
import { notFound } from './refusal.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A path parameter that is an id, else 404 (an id that cannot exist names nothing). */
export function idParam(context: APIContext, name: string, what: string): string {
  const id = context.params[name];
  if (id === undefined || !ID.test(id)) throw notFound(what);
  return id;
}

export const noQuery = z.object({}).passthrough();

const versionQuery = z.object({
  expectedVersion: z.coerce.number({ required_error: 'expectedVersion is required.', invalid_type_error: 'expectedVersion must be a number.' }).int().min(0),
});

/** `?expectedVersion=` of a DELETE (400 when missing or not a version). */
export function expectedVersionQuery(context: APIContext): number {
  return validate(versionQuery, Object.fromEntries(context.url.searchParams)).expectedVersion;
}

const linksRemovalQuery = z
  .object({
    removeLinks: z.enum(['true', 'false'], { invalid_type_error: 'removeLinks must be true or false.' }).optional(),
    navigationVersion: z.string().regex(/^\d{1,9}$/, 'navigationVersion must be a version number.').transform(Number).optional(),
  })
  .refine((q) => q.removeLinks !== 'true' || q.navigationVersion !== undefined, {
    message: 'navigationVersion is required with removeLinks=true: the version of the navigation whose links are removed.',
    path: ['navigationVersion'],
  });

/**
 * `?removeLinks=true&navigationVersion=N` of a DELETE: the navigation's links to what is deleted
 * go with it if the navigation is still at version N (returned); undefined leaves the navigation.
 */
export function linksRemovalParam(context: APIContext): number | undefined {
  const params = context.url.searchParams;
  const query = validate(linksRemovalQuery, { removeLinks: params.get('removeLinks') ?? undefined, navigationVersion: params.get('navigationVersion') ?? undefined });
  return query.removeLinks === 'true' ? query.navigationVersion : undefined;
}

export const historyQuery = z.object({ part: z.string({ required_error: 'part is required.' }).min(1, 'part is required.').max(80) });

export const restoreBody = z
  .object({ part: z.string().min(1).max(80), version: z.number().int().min(1), expectedVersion: z.number().int().min(0) })
  .strict();

export const moveBody = z.object({ expectedVersion: z.number().int().min(0), by: z.union([z.literal(-1), z.literal(1)]) }).strict();

export const createBody = <S extends z.ZodTypeAny>(value: S) => z.object({ value }).strict();

/** A content edit's body may carry a long post or page (their fields' own limits are in the schemas). */
export const CONTENT_BODY_BYTES = 1024 * 1024;
