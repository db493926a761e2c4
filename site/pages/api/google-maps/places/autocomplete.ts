// GET /api/google-maps/places/autocomplete?input= → {predictions: [{placeId, description, mainText,
// secondaryText}]} (seed 001 §7): the configured map provider's suggestions (site/features/maps/);
// 400 naming a missing or too long input, 429 past the lookups' limit, 503 when no provider is set.
import type { APIRoute } from 'astro';
import type { AutocompleteAnswer } from '../../../../../domain/maps/place.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { validate } from '../../../../edge/validate.js';
import { takeMapLimit } from '../../../../features/maps/map-limits.js';
import { mapProvider } from '../../../../features/maps/map-provider.js';
import { autocompleteQuerySchema, queryOf } from '../../../../features/maps/map-schemas.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const provider = mapProvider();
  const { input } = validate(autocompleteQuerySchema, queryOf(context.url, ['input']));
  await takeMapLimit(context);
  const answer: AutocompleteAnswer = { predictions: await provider.autocomplete(input) };
  return jsonResponse(answer);
});
