/**
 * The email a form's storage settings ask for: when the form names a notification address, each
 * submission queues an outbox message (kind `form-submission`) with the answers by field title,
 * which the mailer delivers (site/mail/messages/form-submission.ts).
 */
import { answerText } from '../../../domain/admin/form-answers.js';
import { isJsonObject } from '../../../domain/json-object.js';
import type { SiteForm } from '../../../domain/forms/site-form.js';

export const FORM_SUBMISSION_KIND = 'form-submission';

export interface FormSubmissionPayload {
  formId: string;
  formName: string;
  pagePath: string;
  answers: { title: string; answer: string }[];
}

export function formNotification(form: SiteForm, data: Record<string, unknown>, pagePath: string): { kind: string; recipient: string; payload: FormSubmissionPayload } | undefined {
  const storage = isJsonObject(form['storage']) ? form['storage'] : {};
  const recipient = typeof storage['notificationEmail'] === 'string' ? storage['notificationEmail'].trim() : '';
  if (recipient === '') return undefined;
  const answers = form.fields
    .filter((f) => f.type !== 'section' && f.type !== 'hidden' && data[f.id] !== undefined)
    .map((f) => ({ title: f.title ?? f.id, answer: answerText(data[f.id]) }));
  return { kind: FORM_SUBMISSION_KIND, recipient, payload: { formId: form.id, formName: form.name, pagePath, answers } };
}
