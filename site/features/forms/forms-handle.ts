import type { APIContext } from 'astro';
import { isStoreError } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { FormFieldsError } from './forms-check.js';
import { FORM_MESSAGES as M } from '../../../domain/forms/form-messages.js';
import { handle } from '../../edge/handle.js';
import { requestIdIn, requestLog } from '../../edge/log.js';

/**
 * `handle` for the form calls: the rate limit answers the form catalogue's 429 message, and an
 * unexpected failure its 500 message (the error itself is only logged).
 */
export function formsHandle(endpoint: (context: APIContext) => Promise<Response>): (context: APIContext) => Promise<Response> {
  return handle(async (context) => {
    try {
      return await endpoint(context);
    } catch (error) {
      if (error instanceof FormFieldsError) return error.response();
      if (error instanceof ApiError && error.status === 429) throw new ApiError(429, error.code, M.rateLimited, error.issues, error.headers);
      if (error instanceof ApiError || isStoreError(error)) throw error;
      requestLog(requestIdIn(context.locals)).error({ err: error, method: context.request.method, path: context.url.pathname }, 'form call failed');
      throw new ApiError(500, 'internal-error', M.serverError);
    }
  });
}

export const formNotFound = (): ApiError => new ApiError(404, 'form-not-found', M.notConfigured);
export const submissionKeyRefused = (): ApiError => new ApiError(401, 'invalid-submission-key', M.unauthorized);
