/** A failed form call as the visitor reads it (spec §8 form catalogue). */
import { errorFields } from '../shared/api-request.js';
import { FORM_MESSAGES as M } from './messages.js';

export interface FormFailure {
  /** The form-level message. */
  message: string;
  /** Field id to message (400 with per-field errors). */
  fieldErrors: Record<string, string>;
}

function fieldErrorsOf(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object') return {};
  const errors = (body as Record<string, unknown>)['errors'];
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export function formFailure(status: number, body: unknown): FormFailure {
  const fieldErrors = status === 400 ? fieldErrorsOf(body) : {};
  if (Object.keys(fieldErrors).length > 0) return { message: M.invalidForm, fieldErrors };
  const byStatus: Record<number, string> = { 401: M.unauthorized, 404: M.notConfigured, 429: M.rateLimited, 500: M.serverError };
  const known = byStatus[status];
  if (known !== undefined) return { message: known, fieldErrors: {} };
  // An answer came but could not be read (a proxy's HTML 502, a cut-off body): api-request leaves it undefined.
  if (status !== 0 && body === undefined) return { message: M.processing, fieldErrors: {} };
  const message = errorFields(body).message || M.unknown;
  return { message, fieldErrors: {} };
}
