import { answerText, type FormSummary } from '../../../domain/admin/form-answers.js';
import type { StoredSubmission } from '../../db/index.js';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; and a text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) is
 * prefixed with an apostrophe, so a visitor's answer can never run in the owner's spreadsheet.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function submissionsCsvHeader(columns: FormSummary['columns']): string {
  return csvLine(['Submitted (UTC)', 'Page', ...columns.map((c) => c.title)]);
}

export function submissionsCsvRows(columns: FormSummary['columns'], submissions: readonly StoredSubmission[]): string {
  return submissions
    .map((s) => csvLine([new Date(s.created).toISOString(), pageUrl(s.page), ...columns.map((c) => answerText(s.data[c.id]))]))
    .join('');
}

export function pageUrl(page: Record<string, unknown>): string {
  const url = page['pagePath'] ?? page['url'] ?? page['pageUrl'];
  return typeof url === 'string' ? url : '';
}
