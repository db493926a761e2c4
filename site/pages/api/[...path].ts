// Any other /api/ path: a JSON 404 naming the path asked for (001 §8: NotFoundError carries the
// path); 405 for a known path with another method is Astro's own.
import type { APIRoute } from 'astro';
import { errorResponse } from '../../edge/json-response.js';

export const prerender = false;

/** Long enough to recognise the call, never the whole of a hostile address. */
const SHOWN_PATH = 200;

export const ALL: APIRoute = ({ request, url, locals }) => {
  const path = url.pathname.length > SHOWN_PATH ? `${url.pathname.slice(0, SHOWN_PATH)}…` : url.pathname;
  return errorResponse(404, 'not-found', `There is no such API call: ${request.method} ${path}.`, [], {}, locals.requestId);
};
