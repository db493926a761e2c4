// POST /api/form/SaveFormSubmission {key, formId?, form: {fieldId: value}, captchaKey?, page
// fields…} → {success, submissionId, submissionMessage, submissionHTML, successRedirect}.
// Refusals: 400 {errors: {fieldId: message}} (the key stays usable), 401 missing, used or
// expired key, 404 unknown form, 429 rate limit, 500.
import type { APIRoute } from 'astro';
import { saveFormSubmission } from '../../../db/index.js';
import { kickMailer } from '../../../mail/mailer.js';
import { formNotification } from '../../../features/forms/form-notification.js';
import { formPurpose } from '../../../../domain/captcha/captcha-purpose.js';
import { assertCaptcha } from '../../../features/captcha/captcha.js';
import { checkedOrRefused } from '../../../features/forms/forms-check.js';
import { formNotFound, formsHandle, submissionKeyRefused } from '../../../features/forms/forms-handle.js';
import { findForm, formForAnswers } from '../../../features/forms/forms-registry.js';
import { pageFields, saveSubmissionSchema } from '../../../features/forms/forms-schema.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { stateChange } from '../../../edge/state-change.js';
import { apiStore } from '../../../server/store.js';

export const prerender = false;

export const POST: APIRoute = formsHandle(async (context) => {
  const { visitorId, input } = await stateChange(context, saveSubmissionSchema);
  const form = input.formId !== undefined ? await findForm(input.formId) : await formForAnswers(Object.keys(input.form));
  if (!form) throw formNotFound();
  const data = checkedOrRefused(form, input.form);
  await assertCaptcha(context, { required: form.captchaEnabled, purpose: formPurpose(form.id), token: input.captchaKey });
  const key = input.key?.trim() ?? '';
  if (key === '') throw submissionKeyRefused();
  const page = pageFields(input);
  const outcome = await saveFormSubmission(await apiStore(), {
    key,
    formId: form.id,
    data,
    page,
    visitorId,
    notify: formNotification(form, data, typeof page['pagePath'] === 'string' ? page['pagePath'] : ''),
  });
  if (!outcome.saved) throw submissionKeyRefused();
  kickMailer();
  return jsonResponse({
    success: true,
    submissionId: outcome.submissionId,
    submissionMessage: form.submissionMessage ?? null,
    submissionHTML: form.submissionHTML ?? null,
    successRedirect: form.successRedirect ?? null,
  });
});
