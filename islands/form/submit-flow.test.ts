import { describe, expect, it } from 'vitest';
import type { ApiRequestInit, ApiResult } from '../shared/api-request.js';
import { formReducer, initialFormState } from './form-state.js';
import { formFailure } from './submit-errors.js';
import { KEY_PATH, SAVE_PATH, submitForm, VALIDATE_PATH, type ApiCall } from './submit-flow.js';

type Reply = ApiResult<unknown>;
const ok = (data: unknown): Reply => ({ ok: true, status: 200, data });
const fail = (status: number, body: unknown = {}): Reply => ({ ok: false, status, code: '', message: '', body });

function fakeApi(replies: Record<string, Reply>) {
  const calls: { path: string; init?: ApiRequestInit }[] = [];
  const call = (async (path: string, init?: ApiRequestInit) => {
    calls.push({ path, init });
    return replies[path] ?? fail(500);
  }) as ApiCall;
  return { call, calls };
}

const submission = { formId: 'form-contact', form: { a: 'x' }, captchaKey: 'tok', page: { pagePath: '/contact' } };

describe('a submission', () => {
  it('validates, takes a key, then saves key, form, captchaKey and the page fields', async () => {
    const api = fakeApi({
      [VALIDATE_PATH('form-contact')]: ok({ valid: true }),
      [KEY_PATH]: ok({ key: 'k1' }),
      [SAVE_PATH]: ok({ success: true, submissionMessage: 'Thanks', submissionHTML: null, successRedirect: null }),
    });
    expect(await submitForm(api.call, submission)).toEqual({ ok: true, submissionMessage: 'Thanks', submissionHTML: null, successRedirect: null });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/rest/forms/validate/form-contact', KEY_PATH, SAVE_PATH]);
    expect(api.calls[0]?.init?.body).toEqual({ a: 'x' });
    expect(api.calls[2]?.init?.body).toEqual({ pagePath: '/contact', key: 'k1', formId: 'form-contact', form: { a: 'x' }, captchaKey: 'tok' });
  });

  it('stops at the server validation with its per-field errors', async () => {
    const api = fakeApi({ [VALIDATE_PATH('form-contact')]: fail(400, { errors: { a: 'Required' } }) });
    expect(await submitForm(api.call, submission)).toEqual({ ok: false, message: 'One or more fields is invalid, please check your entries.', fieldErrors: { a: 'Required' } });
    expect(api.calls).toHaveLength(1);
  });

  it('says "Error processing form submission" when the save answers something it cannot read', async () => {
    const processing = 'Error processing form submission. Please reload and try again.';
    const unreadable502 = fakeApi({ [VALIDATE_PATH('form-contact')]: ok({}), [KEY_PATH]: ok({ key: 'k1' }), [SAVE_PATH]: { ok: false, status: 502, code: '', message: '', body: undefined } });
    expect(await submitForm(unreadable502.call, submission)).toEqual({ ok: false, message: processing, fieldErrors: {} });
    const unreadable200 = fakeApi({ [VALIDATE_PATH('form-contact')]: ok({}), [KEY_PATH]: ok({ key: 'k1' }), [SAVE_PATH]: ok(undefined) });
    expect(await submitForm(unreadable200.call, submission)).toEqual({ ok: false, message: processing, fieldErrors: {} });
  });

  it('says when no key could be had', async () => {
    const api = fakeApi({ [VALIDATE_PATH('form-contact')]: ok({}), [KEY_PATH]: fail(500) });
    expect(await submitForm(api.call, submission)).toMatchObject({ ok: false, message: 'Could not get a form submission key, please try again later.' });
  });
});

describe('the failure catalogue', () => {
  it.each([
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, {}, 'This form has not been configured yet.'],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, {}, 'Unable to send form. Please try again later.'],
    [403, { error: 'Your session has expired. Please reload the page and try again.' }, 'Your session has expired. Please reload the page and try again.'],
    [418, {}, 'Unknown error, please try again later.'],
    [0, undefined, 'Unknown error, please try again later.'],
    [400, { error: 'Complete CAPTCHA before submitting.' }, 'Complete CAPTCHA before submitting.'],
    // An answer that cannot be read (api-request leaves its body undefined), e.g. a proxy's HTML 502.
    [502, undefined, 'Error processing form submission. Please reload and try again.'],
    [400, undefined, 'Error processing form submission. Please reload and try again.'],
  ])('%i', (status, body, message) => {
    expect(formFailure(status, body)).toEqual({ message, fieldErrors: {} });
  });
});

describe('the form states', () => {
  it('locks while submitting (no double submit), unlocks on failure, ends on success', () => {
    const submitting = formReducer(initialFormState, { type: 'submit' });
    expect(submitting.phase).toBe('submitting');
    expect(formReducer(submitting, { type: 'submit' })).toBe(submitting);
    const failed = formReducer(submitting, { type: 'failed', message: 'm', errors: { a: 'Required' } });
    expect(failed).toMatchObject({ phase: 'failure', failures: 1, errors: { a: 'Required' } });
    expect(formReducer(failed, { type: 'field', fieldId: 'a', error: undefined }).errors).toEqual({});
    const done = formReducer(formReducer(failed, { type: 'submit' }), { type: 'succeeded', success: { submissionMessage: 'ok', submissionHTML: null, successRedirect: null } });
    expect(formReducer(done, { type: 'submit' })).toBe(done);
  });
});
