import { ApiError } from '../../edge/api-error.js';

/** A 400 naming one field of the edit (`value.<path>`), as the zod refusals do. */
export function fieldRefusal(path: string, message: string): ApiError {
  return new ApiError(400, 'invalid-input', message, [{ path: path === '' ? 'value' : `value.${path}`, message }]);
}

export const notFound = (what: string): ApiError => new ApiError(404, 'not-found', `${what} does not exist.`);
