// GET /api/admin/forms/{formId}/submissions.csv → every submission of the form as CSV, newest
// first (a header row of the field titles; cells escaped, formula-looking answers defused),
// streamed page by page (content area, read).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { formColumns } from '../../../../../admin/forms/form-columns.js';
import { requireForm } from '../../../../../admin/forms/form-summaries.js';
import { submissionsCsvHeader, submissionsCsvRows } from '../../../../../admin/forms/submissions-csv.js';
import { pageFormSubmissions } from '../../../../../db/index.js';
import { handle } from '../../../../../edge/handle.js';
import { merchantRead } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'content');
  const form = await requireForm(context.params['formId'] ?? '', store);
  const columns = formColumns(form);
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark, so spreadsheets read the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${submissionsCsvHeader(columns)}`));
        return;
      }
      const page = await pageFormSubmissions(store, form.id, { cursor, limit: 500 });
      if (page.items.length > 0) controller.enqueue(encoder.encode(submissionsCsvRows(columns, page.items)));
      if (!page.hasNextPage || page.nextPageCursor === null) controller.close();
      else cursor = page.nextPageCursor;
    },
  });
  const filename = `${form.name.replace(/[^A-Za-z0-9 _-]/g, '').trim().replace(/\s+/g, '-') || 'form'}-submissions.csv`;
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
});
