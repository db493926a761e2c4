import { ApiError } from '../../edge/api-error.js';
import { checkFormAnswers } from '../../../domain/forms/answer-checks.js';
import { FORM_MESSAGES as M } from '../../../domain/forms/form-messages.js';
import type { SiteForm } from '../../../domain/forms/site-form.js';
import { jsonResponse } from '../../edge/json-response.js';

/** A 400 carrying the field errors as the form calls read them (`errors`: field id to message). */
export class FormFieldsError extends ApiError {
  constructor(readonly errors: Record<string, string>) {
    super(400, 'invalid-fields', M.invalidForm, Object.entries(errors).map(([path, message]) => ({ path, message })));
  }

  /** `{error, message, code, issues, errors}` with status 400. */
  response(): Response {
    return jsonResponse({ error: this.message, message: this.message, code: this.code, issues: this.issues, errors: this.errors }, 400);
  }
}

/** The kept answers, or a `FormFieldsError` naming each wrong field. */
export function checkedOrRefused(form: SiteForm, answers: Record<string, unknown>): Record<string, unknown> {
  const { data, errors } = checkFormAnswers(form, answers);
  if (Object.keys(errors).length > 0) throw new FormFieldsError(errors);
  return data;
}
