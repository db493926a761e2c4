/** Downloads the orders CSV for the filters the list shows (the call carries the session's xsrf token, so it is fetched, then saved). */
import { useState } from 'react';
import { downloadCsv } from '../ui/download-csv.js';

export function ExportCsvButton({ filters }: { filters: Record<string, string> }) {
  const [state, setState] = useState<{ status: 'idle' | 'working' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const download = async () => {
    setState({ status: 'working' });
    const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
    const query = params.toString();
    const failure = await downloadCsv(`/api/admin/orders/export.csv${query ? `?${query}` : ''}`, 'orders.csv');
    if (!failure) setState({ status: 'idle' });
    else if (failure.status === 0) setState({ status: 'failed', message: 'The server could not be reached. Check your connection and try again.' });
    else setState({ status: 'failed', message: failure.message || `The server answered ${String(failure.status)}.` });
  };
  return (
    <p className="admin-actions">
      <button type="button" className="admin-button" disabled={state.status === 'working'} onClick={() => void download()}>
        {state.status === 'working' ? 'Preparing the CSV…' : 'Export these orders (CSV)'}
      </button>
      {state.status === 'failed' && (
        <span role="alert" className="admin-field-error">
          {state.message}
        </span>
      )}
    </p>
  );
}
