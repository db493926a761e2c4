// GET /api/google-maps/places/details?placeId= → {result: {placeId, name, formattedAddress,
// location: {lat, lng}}} (seed 001 §7) from the configured map provider (site/features/maps/); 404
// naming an unknown place, 400 a bad placeId, 429 past the lookups' limit, 503 when no provider is set.
import type { APIRoute } from 'astro';
import type { DetailsAnswer } from '../../../../../domain/maps/place.js';
import { ApiError } from '../../../../edge/api-error.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { validate } from '../../../../edge/validate.js';
import { takeMapLimit } from '../../../../features/maps/map-limits.js';
import { mapProvider } from '../../../../features/maps/map-provider.js';
import { detailsQuerySchema, queryOf } from '../../../../features/maps/map-schemas.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const provider = mapProvider();
  const { placeId } = validate(detailsQuerySchema, queryOf(context.url, ['placeId']));
  await takeMapLimit(context);
  const result = await provider.details(placeId);
  if (!result) throw new ApiError(404, 'unknown-place', `No place has the id ${placeId}.`, [{ path: 'placeId', message: 'No such place.' }]);
  const answer: DetailsAnswer = { result };
  return jsonResponse(answer);
});
