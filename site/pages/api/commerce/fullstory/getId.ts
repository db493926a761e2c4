// GET /api/commerce/fullstory/getId → a string id (001 §7): the recording service's id
// (`SESSION_RECORDING_ID`), or the mock id, which tells the browser to skip recording.
import type { APIRoute } from 'astro';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { recordingId } from '../../../../features/tracking/session-recording.js';

export const prerender = false;

export const GET: APIRoute = handle(async () => jsonResponse(recordingId()));
