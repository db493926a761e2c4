// GET /api/admin/forms/{formId}/submissions?cursor=&limit= → {form, submissions: SubmissionRow[],
// hasNextPage, nextPageCursor}: one form's submissions, newest first, each answer as text
// (content area, read). An unknown form answers 404, a bad cursor 400.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { answerText, type SubmissionRow } from '../../../../../../domain/admin/form-answers.js';
import { formColumns } from '../../../../../admin/forms/form-columns.js';
import { requireForm } from '../../../../../admin/forms/form-summaries.js';
import { pageUrl } from '../../../../../admin/forms/submissions-csv.js';
import { pageFormSubmissions } from '../../../../../db/index.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantRead } from '../../../../../features/accounts/merchant-guard.js';
import { withCursor } from '../../../../../features/restock/restock-merchant.js';

export const prerender = false;

const query = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
}).strict();

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, query, 'content');
  const form = await requireForm(context.params['formId'] ?? '', store);
  const columns = formColumns(form);
  const page = await withCursor(() => pageFormSubmissions(store, form.id, { cursor: input.cursor, limit: input.limit }));
  const submissions: SubmissionRow[] = page.items.map((s) => ({
    id: s.id,
    created: s.created,
    pageUrl: pageUrl(s.page),
    answers: Object.fromEntries(columns.map((c) => [c.id, answerText(s.data[c.id])])),
  }));
  return jsonResponse(
    { form: { id: form.id, name: form.name, columns }, submissions, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor },
    200,
    { 'cache-control': 'no-store' },
  );
});
