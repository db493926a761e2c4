/** Re-sends a paid order's download links: fresh links (the old ones stop), emailed to the customer again. */
import { useState } from 'react';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';

export function ResendDownloads({ orderId }: { orderId: string }) {
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text: string }>({ kind: 'idle', text: '' });
  const resend = async () => {
    setStatus({ kind: 'busy', text: 'Sending…' });
    const result = await callApi(api.resendDownloads, { id: orderId });
    setStatus(result.ok ? { kind: 'done', text: `New download links sent to the customer (${String(result.data.links.length)}).` } : { kind: 'error', text: failureMessage(result) });
  };
  return (
    <div className="admin-actions">
      <button type="button" className="admin-button" disabled={status.kind === 'busy'} onClick={() => void resend()}>
        Re-send download links
      </button>
      <p className={status.kind === 'error' ? 'admin-field-error' : 'admin-save-status'} role={status.kind === 'error' ? 'alert' : 'status'}>
        {status.text}
      </p>
    </div>
  );
}
