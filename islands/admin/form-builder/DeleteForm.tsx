/**
 * Deleting a form: the confirmation says which page shows it and that its submissions are kept
 * (under Form submissions); the call names the page part's version (409: someone changed it).
 */
import { useState } from 'react';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { ErrorState } from '../ui/StateViews.js';

interface Props {
  formId: string;
  name: string;
  pageTitle: string;
  pageUrl: string;
  version: number;
  onDeleted: () => void;
}

export function DeleteForm({ formId, name, pageTitle, pageUrl, version, onDeleted }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const remove = async () => {
    setAsking(false);
    setBusy(true);
    setError('');
    const result = await callApi(api.deleteForm, { id: formId, expectedVersion: version });
    setBusy(false);
    if (result.ok) return onDeleted();
    setError(result.status === 409 ? 'The page holding this form changed since you opened it. Reload, check the form and try again.' : failureMessage(result));
  };
  return (
    <div className="fb-delete">
      <button type="button" className="admin-button admin-button-danger" disabled={busy} onClick={() => setAsking(true)}>
        {busy ? 'Deleting…' : 'Delete form'}
      </button>
      {error && <ErrorState message={error} />}
      <ConfirmDialog open={asking} title={`Delete the form “${name}”?`} confirmLabel="Delete form" danger onConfirm={() => void remove()} onCancel={() => setAsking(false)}>
        <p>
          It is used on the page {pageTitle} ({pageUrl}): visitors there will no longer see it.
        </p>
        <p>Its submissions are kept and stay under Form submissions.</p>
      </ConfirmDialog>
    </div>
  );
}
