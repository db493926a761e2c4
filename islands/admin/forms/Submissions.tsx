/** One form's submissions, newest first, page by page, with a CSV download of all of them. */
import { useCallback, useState } from 'react';
import type { FormSummary, SubmissionRow } from '../../../domain/admin/form-answers.js';
import { adminRequest, failureMessage } from '../admin-api.js';
import { usePaged } from '../ui/use-paged.js';
import { EmptyState, ErrorState, Loading } from '../ui/StateViews.js';
import { downloadCsv } from './download-csv.js';

interface SubmissionsAnswer {
  form: Pick<FormSummary, 'id' | 'name' | 'columns'>;
  submissions: SubmissionRow[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

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
        <a
          href="/admin/forms"
          onClick={(e) => {
            e.preventDefault();
            navigate('/admin/forms');
          }}
        >
          All forms
        </a>
      </p>
      <h1>{form ? `Submissions: ${form.name}` : 'Submissions'}</h1>
      {rows.status === 'error' && rows.items.length === 0 ? (
        <ErrorState message={rows.error} onRetry={rows.reload} />
      ) : rows.status === 'loading' && rows.items.length === 0 ? (
        <Loading label="Loading submissions…" />
      ) : rows.items.length === 0 || !form ? (
        <EmptyState title="No submissions yet." />
      ) : (
        <>
          <div className="admin-toolbar">
            <button type="button" className="admin-button" onClick={() => void saveCsv()} disabled={download.busy}>
              {download.busy ? 'Preparing CSV…' : 'Download CSV'}
            </button>
          </div>
          {download.error && <ErrorState message={download.error} />}
          <div className="admin-scroll" tabIndex={0} role="region" aria-label="Submissions table">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Submitted</th>
                  {form.columns.map((c) => (
                    <th scope="col" key={c.id}>
                      {c.title}
                    </th>
                  ))}
                  <th scope="col">Page</th>
                </tr>
              </thead>
              <tbody>
                {rows.items.map((row) => (
                  <tr key={row.id}>
                    <td>{new Date(row.created).toLocaleString()}</td>
                    {form.columns.map((c) => (
                      <td key={c.id}>{row.answers[c.id] ?? ''}</td>
                    ))}
                    <td>{row.pageUrl}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {rows.hasMore && (
        <button type="button" className="admin-button" onClick={rows.more} disabled={rows.status === 'loading'}>
          {rows.status === 'loading' ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}
