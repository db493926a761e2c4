import type { APIContext } from 'astro';
import { isStoreError } from '../db/index.js';
import { ApiError } from './api-error.js';
import { requestIdIn, requestLog } from './log.js';
import { errorResponse } from './json-response.js';
import { STORE_ERROR_STATUS } from './store-errors.js';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Runs an endpoint and turns every failure into a JSON answer: refusals with their status and
 * message, anything else a 500 with a generic body (the error itself is only logged here, with the
 * request's id, which every error body carries).
 */
export function handle(endpoint: (context: APIContext) => Promise<Response>): (context: APIContext) => Promise<Response> {
  return async (context) => {
    try {
      return await endpoint(context);
    } catch (error) {
      const requestId = requestIdIn(context.locals);
      if (error instanceof ApiError) return errorResponse(error.status, error.code, error.message, error.issues, error.headers, requestId);
      if (isStoreError(error)) return errorResponse(STORE_ERROR_STATUS[error.code], error.code, error.message, [], {}, requestId);
      requestLog(requestId).error({ err: error, method: context.request.method, path: context.url.pathname }, 'api call failed');
      return errorResponse(500, 'internal-error', GENERIC_ERROR_MESSAGE, [], {}, requestId);
    }
  };
}
