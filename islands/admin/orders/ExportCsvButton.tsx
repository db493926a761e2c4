/** Downloads the orders CSV for the filters the list shows (the call carries the session's xsrf token, so it is fetched, then saved). */
import { useState } from 'react';
import { adminHeaders } from '../admin-api.js';

export function ExportCsvButton({ filters }: { filters: Record<string, string> }) {
  const [state, setState] = useState<{ status: 'idle' | 'working' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const download = async () => {
    setState({ status: 'working' });
    const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
    const query = params.toString();
    try {
      const res = await fetch(`/api/admin/orders/export.csv${query ? `?${query}` : ''}`, { headers: adminHeaders(), credentials: 'same-origin' });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        setState({ status: 'failed', message: body.message ?? `The server answered ${String(res.status)}.` });
        return;
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setState({ status: 'idle' });
    } catch {
      setState({ status: 'failed', message: 'The server could not be reached. Check your connection and try again.' });
    }
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
