/** Changing your password: the current one, the new one twice; the other sessions are signed out and the notice says how many. */
import { useState, type FormEvent } from 'react';
import { passwordChangeSchema } from '../../../domain/admin/user-admin.js';
import { adminRequest, failureMessage } from '../admin-api.js';
import { Field } from '../ui/Field.js';

interface Errors {
  currentPassword?: string;
  newPassword?: string;
  confirm?: string;
}

export function PasswordForm({ onChanged }: { onChanged: (otherSessionsEnded: number) => void }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    const found: Errors = {};
    const checked = passwordChangeSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (!checked.success) for (const issue of checked.error.issues) found[issue.path[0] as 'currentPassword' | 'newPassword'] ??= issue.message;
    if (values.confirm !== values.newPassword) found.confirm = 'The two new passwords are not the same.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !checked.success) return;
    setBusy(true);
    const result = await adminRequest<{ otherSessionsEnded: number }>('/api/admin/account/password', { method: 'PUT', body: checked.data });
    setBusy(false);
    if (result.ok) {
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      onChanged(result.data.otherSessionsEnded);
      return;
    }
    const issues = (result.body as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
    const server: Errors = {};
    for (const issue of issues) if (issue.path === 'currentPassword' || issue.path === 'newPassword') server[issue.path] ??= issue.message;
    setErrors(server);
    if (Object.keys(server).length === 0) setFailure(failureMessage(result));
  };

  return (
    <form className="admin-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="acc-password-title">
      <h2 id="acc-password-title">Change your password</h2>
      <Field label="Current password" error={errors.currentPassword}>
        <input type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => set('currentPassword')(e.currentTarget.value)} />
      </Field>
      <Field label="New password" error={errors.newPassword} hint="At least 12 characters. Your other sessions will be signed out.">
        <input type="password" autoComplete="new-password" value={values.newPassword} onChange={(e) => set('newPassword')(e.currentTarget.value)} />
      </Field>
      <Field label="New password again" error={errors.confirm}>
        <input type="password" autoComplete="new-password" value={values.confirm} onChange={(e) => set('confirm')(e.currentTarget.value)} />
      </Field>
      {failure && <div className="admin-error" role="alert"><p>{failure}</p></div>}
      <button type="submit" className="admin-button admin-button-primary" disabled={busy}>{busy ? 'Changing…' : 'Change password'}</button>
    </form>
  );
}
