// Any other /api/ path: a JSON 404 (405 for a known path with another method is Astro's own).
import type { APIRoute } from 'astro';
import { errorResponse } from '../../edge/json-response.js';

export const prerender = false;

export const ALL: APIRoute = ({ locals }) => errorResponse(404, 'not-found', 'There is no such API call.', [], {}, locals.requestId);
