/**
 * The password asked again before a sensitive change (the server answered `reauth-required`):
 * a modal `<dialog>` with the password, and the two-step code once the server asks for it; the
 * refused call is sent again once it is confirmed (admin-api.ts).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '../shared/api-request.js';
import { adminHeaders, failureMessage, onReauthRequired } from './admin-api.js';
import { Field } from './ui/Field.js';

const REAUTH = '/api/admin/session/reauth';
const NEEDS_CODE = new Set(['second-factor-required', 'second-factor-invalid']);

interface Asking {
  message: string;
  resolve: (confirmed: boolean) => void;
}

export function ReauthDialog({ email }: { email: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState<Asking | undefined>();
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<{ field: 'password' | 'code' | 'form'; message: string } | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => onReauthRequired((message) => new Promise<boolean>((resolve) => {
    setError(undefined);
    setBusy(false);
    setAsking({ message, resolve });
  })), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (asking && !dialog.open) dialog.showModal();
    if (!asking && dialog.open) dialog.close();
  }, [asking]);

  const finish = (confirmed: boolean) => {
    asking?.resolve(confirmed);
    setAsking(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const code = String(data.get('code') ?? '').trim();
    if (password === '') {
      setError({ field: 'password', message: 'Please enter your password.' });
      return;
    }
    setBusy(true);
    setError(undefined);
    const result = await apiRequest(REAUTH, { method: 'POST', body: { password, ...(code === '' ? {} : { code }) }, headers: adminHeaders() });
    setBusy(false);
    if (result.ok) {
      form.reset();
      setNeedsCode(false);
      finish(true);
      return;
    }
    if (NEEDS_CODE.has(result.code)) {
      setNeedsCode(true);
      setError({ field: 'code', message: result.message });
      return;
    }
    setError({ field: result.code === 'wrong-password' ? 'password' : 'form', message: failureMessage(result) });
  };

  return (
    <dialog ref={ref} className="admin-dialog" aria-labelledby="reauth-title" aria-describedby="reauth-why" onCancel={(e) => { e.preventDefault(); finish(false); }}>
      <h2 id="reauth-title">Confirm it is you</h2>
      <p id="reauth-why">{asking?.message ?? ''} This keeps the change safe even if someone else reaches this browser. You will not be asked again for 5 minutes.</p>
      <form className="admin-form" noValidate onSubmit={(e) => void submit(e)}>
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label="Password" error={error?.field === 'password' ? error.message : undefined}>
          <input name="password" type="password" autoComplete="current-password" required autoFocus />
        </Field>
        {needsCode && (
          <Field label="Two-step code" hint="The 6-digit code from your authenticator app, or a recovery code." error={error?.field === 'code' ? error.message : undefined}>
            <input name="code" type="text" inputMode="text" autoComplete="one-time-code" spellCheck={false} />
          </Field>
        )}
        {error?.field === 'form' && <p className="admin-error" role="alert">{error.message}</p>}
        <div className="admin-dialog-actions">
          <button type="button" className="admin-button" onClick={() => finish(false)}>Cancel</button>
          <button type="submit" className="admin-button admin-button-primary" disabled={busy}>{busy ? 'Checking…' : 'Confirm'}</button>
        </div>
      </form>
    </dialog>
  );
}
