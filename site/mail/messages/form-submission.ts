import type { OutgoingMail } from '../transport.js';
import { emailHtml, escapeHtml } from './html.js';
import type { SiteInfo } from './site-info.js';

/** The payload a form submission queues for its notification address (site/features/forms/form-notification.ts). */
interface SubmissionPayload {
  formName: string;
  pagePath: string;
  answers: { title: string; answer: string }[];
}

function submissionPayload(payload: unknown): SubmissionPayload | undefined {
  if (payload === null || typeof payload !== 'object') return undefined;
  const { formName, pagePath, answers } = payload as Record<string, unknown>;
  if (typeof formName !== 'string' || !Array.isArray(answers)) return undefined;
  const list = answers.filter((a): a is { title: string; answer: string } => a !== null && typeof a === 'object' && typeof a.title === 'string' && typeof a.answer === 'string');
  return { formName, pagePath: typeof pagePath === 'string' ? pagePath : '', answers: list };
}

/** "New submission: <form>", each answer under its field's title, and where it was sent from. */
export function formSubmissionMail(_recipient: string, payload: unknown, site: SiteInfo): Omit<OutgoingMail, 'to'> | undefined {
  const data = submissionPayload(payload);
  if (!data) return undefined;
  const subject = `New submission: ${data.formName}`;
  const where = data.pagePath.startsWith('/') ? `${site.origin}${data.pagePath}` : site.origin;
  const text = data.answers.map((a) => `${a.title}:\n${a.answer}`).join('\n\n');
  const rows = data.answers
    .map((a) => `<tr><th style="text-align: left; vertical-align: top; padding: 4px 12px 4px 0">${escapeHtml(a.title)}</th><td style="white-space: pre-wrap; padding: 4px 0">${escapeHtml(a.answer)}</td></tr>`)
    .join('\n');
  return {
    subject,
    text: `Someone filled in the form "${data.formName}" on ${where}.\n\n${text}\n\nAll submissions are in your site's admin under Form submissions.\n`,
    html: emailHtml(
      site.title,
      `<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<p>Someone filled in the form on <a href="${escapeHtml(where)}">${escapeHtml(where)}</a>.</p>
<table style="border-collapse: collapse">${rows}</table>
<p style="color: #595959">All submissions are in your site's admin under Form submissions.</p>`,
    ),
  };
}
