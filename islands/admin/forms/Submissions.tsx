/** One form's submissions, newest first, page by page, with a CSV download of all of them. */
import { useCallback, useState } from 'react';
import type { FormSummary, SubmissionRow } from '../../../domain/admin/form-answers.js';
import { adminRequest, failureMessage } from '../admin-api.js';
import { AppLink } from '../ui/AppLink.js';
import { usePaged } from '../ui/use-paged.js';
import { PagedTable } from '../ui/PagedTable.js';
import { EmptyState, ErrorState } from '../ui/StateViews.js';
import type { Column } from '../ui/table-columns.js';
import { downloadCsv } from './download-csv.js';

interface SubmissionsAnswer {
  form: Pick<FormSummary, 'id' | 'name' | 'columns'>;
  submissions: SubmissionRow[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

const submissionColumns = (fields: SubmissionsAnswer['form']['columns']): Column<SubmissionRow>[] => [
  { key: 'submitted', header: 'Submitted', cell: (row) => new Date(row.created).toLocaleString() },
  ...fields.map((field): Column<SubmissionRow> => ({ key: `field-${field.id}`, header: field.title, cell: (row) => row.answers[field.id] ?? '' })),
  { key: 'page', header: 'Page', cell: (row) => row.pageUrl },
];

export function Submissions({ formId, navigate }: { formId: string; navigate: (href: string) => void }) {
  const [form, setForm] = useState<SubmissionsAnswer['form'] | null>(null);
  const base = `/api/admin/forms/${encodeURIComponent(formId)}`;
  const rows = usePaged(
    useCallback(
      async (cursor: string | null) => {
        const result = await adminRequest<SubmissionsAnswer>(`${base}/submissions${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
        if (!result.ok) return result;
        setForm(result.data.form);
        return { ...result, data: { items: result.data.submissions, hasNextPage: result.data.hasNextPage, nextPageCursor: result.data.nextPageCursor } };
      },
      [base],
    ),
  );
  const [download, setDownload] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });

  const saveCsv = async () => {
    setDownload({ busy: true, error: '' });
    const failure = await downloadCsv(`${base}/submissions.csv`);
    setDownload({ busy: false, error: failure ? failureMessage(failure) : '' });
  };

  return (
    <>
      <p>
        <AppLink href="/admin/forms" navigate={navigate}>
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
        moreLabel="Load more"
        caption="Submissions"
        scroll
        columns={submissionColumns(form?.columns ?? [])}
        rowKey={(row) => row.id}
        empty={<EmptyState title="No submissions yet." />}
      />
    </>
  );
}
