/**
 * Choosing a password from an emailed link (a password reset or an invitation): the new password
 * twice, checked here with the server's rule, then sent with the link's token; the server's
 * refusal (a used or expired link) shown at the form.
 */
import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, newPasswordSchema } from '../../domain/admin/user-admin.js';
import { apiRequest } from '../shared/api-request.js';
import { loginFailureMessage } from './login-rules.js';

export interface SetPasswordFormProps {
  endpoint: string;
  token: string;
  /** The button's words ("Set my password", "Create my account"). */
  action: string;
  /** What is said once it worked. */
  done: string;
}

interface Errors {
  password?: string;
  confirm?: string;
}

export default function SetPasswordForm({ endpoint, token, action, done }: SetPasswordFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [finished, setFinished] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const checked = newPasswordSchema.safeParse(password);
    const found: Errors = {};
    if (!checked.success) found.password = checked.error.issues[0]?.message ?? 'Please choose another password.';
    if (confirm !== password) found.confirm = 'The two passwords are not the same.';
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    let result = await apiRequest(endpoint, { method: 'POST', body: { token, password } });
    if (!result.ok && result.status === 403) result = await apiRequest(endpoint, { method: 'POST', body: { token, password } });
    setBusy(false);
    if (result.ok) setFinished(true);
    else setFailure(loginFailureMessage(result));
  };

  if (finished) {
    return (
      <div className="admin-notice" role="status">
        <p>{done}</p>
        <p><a className="admin-button admin-button-primary" href="/account/login">Sign in</a></p>
      </div>
    );
  }
  return (
    <form className="admin-form account-login-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className={errors.password ? 'admin-field admin-field-invalid' : 'admin-field'}>
        <label htmlFor="new-password">New password</label>
        <input id="new-password" name="password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} aria-invalid={errors.password ? true : undefined} aria-describedby={errors.password ? 'new-password-hint new-password-error' : 'new-password-hint'} />
        <p id="new-password-hint" className="admin-hint">At least {MIN_PASSWORD_LENGTH} characters.</p>
        {errors.password && <p id="new-password-error" className="admin-field-error">{errors.password}</p>}
      </div>
      <div className={errors.confirm ? 'admin-field admin-field-invalid' : 'admin-field'}>
        <label htmlFor="confirm-password">Type it again</label>
        <input id="confirm-password" name="confirm" type="password" autoComplete="new-password" required aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? 'confirm-password-error' : undefined} />
        {errors.confirm && <p id="confirm-password-error" className="admin-field-error">{errors.confirm}</p>}
      </div>
      {failure && <p className="admin-error" role="alert">{failure}</p>}
      <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
        {busy ? 'Saving…' : action}
      </button>
    </form>
  );
}
