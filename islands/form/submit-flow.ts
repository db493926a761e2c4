/**
 * One submission after local validation passed (spec §4, §7): the server validates the answers,
 * then a one-time key is fetched, then the submission is saved. No DOM: the calls are given.
 */
import type { ApiRequestInit, ApiResult } from '../shared/api-request.js';
import { FORM_MESSAGES as M } from './messages.js';
import type { SanitizedValue } from './sanitize.js';
import { formFailure, type FormFailure } from './submit-errors.js';

export type ApiCall = <T>(path: string, init?: ApiRequestInit) => Promise<ApiResult<T>>;

export interface Submission {
  formId: string;
  form: Record<string, SanitizedValue>;
  /** The captcha token, when the form shows a captcha. */
  captchaKey?: string | null;
  /** The page event fields of spec 000 §3 sent beside the answers (page-fields.ts). */
  page: Record<string, string | number | boolean | null>;
}

export interface FormSuccess {
  submissionMessage: string | null;
  submissionHTML: string | null;
  successRedirect: string | null;
}

export type SubmitOutcome = ({ ok: true } & FormSuccess) | ({ ok: false } & FormFailure);

export const VALIDATE_PATH = (formId: string): string => `/api/rest/forms/validate/${encodeURIComponent(formId)}`;
export const KEY_PATH = '/api/form/FormSubmissionKey';
export const SAVE_PATH = '/api/form/SaveFormSubmission';

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export async function submitForm(call: ApiCall, submission: Submission): Promise<SubmitOutcome> {
  const checked = await call(VALIDATE_PATH(submission.formId), { method: 'POST', body: submission.form });
  if (!checked.ok) return { ok: false, ...formFailure(checked.status, checked.body) };
  const keyed = await call<{ key?: unknown; data?: { key?: unknown } }>(KEY_PATH, { method: 'POST' });
  const key = keyed.ok ? text(keyed.data?.key) ?? text(keyed.data?.data?.key) : null;
  if (key === null) return { ok: false, message: M.keyUnavailable, fieldErrors: {} };
  const body: Record<string, unknown> = { ...submission.page, key, formId: submission.formId, form: submission.form };
  if (submission.captchaKey !== undefined) body['captchaKey'] = submission.captchaKey;
  const saved = await call<Record<string, unknown>>(SAVE_PATH, { method: 'POST', body });
  if (!saved.ok) return { ok: false, ...formFailure(saved.status, saved.body) };
  // Saved, but its answer could not be read: the visitor cannot know what happened.
  if (saved.data === null || typeof saved.data !== 'object') return { ok: false, message: M.processing, fieldErrors: {} };
  return {
    ok: true,
    submissionMessage: text(saved.data?.['submissionMessage']),
    submissionHTML: text(saved.data?.['submissionHTML']),
    successRedirect: text(saved.data?.['successRedirect']),
  };
}
