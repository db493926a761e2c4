/** The map calls' query strings (`?input=` and `?placeId=`), each refusal naming the parameter. */
import { z } from 'astro/zod';
import { MAX_PLACE_QUERY } from '../../../domain/maps/place.js';

export const autocompleteQuerySchema = z
  .object({
    input: z
      .string({ required_error: 'input is required: the text to suggest places for.' })
      .trim()
      .min(1, 'input is required: the text to suggest places for.')
      .max(MAX_PLACE_QUERY, `input may be at most ${String(MAX_PLACE_QUERY)} characters.`),
  })
  .strict();

export const detailsQuerySchema = z
  .object({
    placeId: z
      .string({ required_error: 'placeId is required: the id of a suggestion.' })
      .trim()
      .min(1, 'placeId is required: the id of a suggestion.')
      .max(200, 'placeId may be at most 200 characters.')
      .regex(/^[A-Za-z0-9:_-]+$/, 'placeId may hold only letters, digits, colons, hyphens and underscores.'),
  })
  .strict();

/** The named parameters of a query string (others ignored), first value of each. */
export function queryOf(url: URL, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}
