/** One form's submissions, newest first, page by page, with a CSV download of all of them. */
import { useState } from 'react';
import type { SubmissionRow, SubmissionsAnswer } from '../../../domain/admin/form-answers.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { pathOf } from '../query/endpoint.js';
import { useApiPages } from '../query/use-api-pages.js';
import { AppLink } from '../ui/AppLink.js';
import { PagedTable } from '../ui/PagedTable.js';
import { ErrorState } from '../ui/StateViews.js';
import type { Column } from '../ui/table-columns.js';
import { downloadCsv } from '../ui/download-csv.js';

const submissionColumns = (fields: SubmissionsAnswer['form']['columns']): Column<SubmissionRow>[] => [
  { key: 'submitted', header: 'Submitted', cell: (row) => new Date(row.created).toLocaleString() },
  ...fields.map((field): Column<SubmissionRow> => ({ key: `field-${field.id}`, header: field.title, cell: (row) => row.answers[field.id] ?? '' })),
  { key: 'page', header: 'Page', cell: (row) => row.pageUrl },
];

export function Submissions({ formId }: { formId: string }) {
  const rows = useApiPages(api.submissions, { id: formId }, (answer) => ({ items: answer.submissions, hasNextPage: answer.hasNextPage, nextPageCursor: answer.nextPageCursor }));
  const form = rows.answers[0]?.form ?? null;
  const [download, setDownload] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });

  const saveCsv = async () => {
    setDownload({ busy: true, error: '' });
    const failure = await downloadCsv(pathOf(api.submissionsCsv, { id: formId }), 'submissions.csv');
    setDownload({ busy: false, error: failure ? failureMessage(failure) : '' });
  };

  return (
    <>
      <p>
        <AppLink href="/admin/forms">
          All forms
        </AppLink>
      </p>
      <h1>{form ? `Submissions: ${form.name}` : 'Submissions'}</h1>
      {form && rows.items.length > 0 && (
        <div className="admin-toolbar">
          <button type="button" className="admin-button" onClick={() => void saveCsv()} disabled={download.busy}>
            {download.busy ? 'Preparing CSV…' : 'Download CSV'}
          </button>
        </div>
      )}
      {download.error && <ErrorState message={download.error} />}
      <PagedTable
        paged={rows}
        loadingLabel="Loading submissions…"
        caption="Submissions"
        scroll
        columns={submissionColumns(form?.columns ?? [])}
        empty="No submissions yet."
      />
    </>
  );
}
