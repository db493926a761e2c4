/**
 * "Forgot password?": asks for a reset link by email. The server answers the same whether or not
 * the email has an account, and the form shows that answer as it is.
 */
import { useState, type FormEvent } from 'react';
import { apiRequest } from '../shared/api-request.js';
import { loginFailureMessage } from './login-rules.js';

const RESET = '/api/site-users/account/password-reset';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ForgotPasswordForm() {
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFailure('');
    const problem = email === '' ? 'Please enter your email.' : EMAIL.test(email) ? '' : 'Please enter a valid email.';
    setError(problem);
    if (problem) return;
    setBusy(true);
    let result = await apiRequest<{ message: string }>(RESET, { method: 'POST', body: { email } });
    if (!result.ok && result.status === 403) result = await apiRequest<{ message: string }>(RESET, { method: 'POST', body: { email } });
    setBusy(false);
    if (result.ok) setSent(result.data.message);
    else setFailure(loginFailureMessage(result));
  };

  if (sent) {
    return (
      <div className="admin-notice" role="status">
        <p>{sent}</p>
        <p><a href="/account/login">Back to sign in</a></p>
      </div>
    );
  }
  return (
    <form className="admin-form account-login-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className={error ? 'admin-field admin-field-invalid' : 'admin-field'}>
        <label htmlFor="reset-email">Email</label>
        <input id="reset-email" name="email" type="email" autoComplete="username" required aria-invalid={error ? true : undefined} aria-describedby={error ? 'reset-email-error' : undefined} />
        {error && <p id="reset-email-error" className="admin-field-error">{error}</p>}
      </div>
      {failure && <p className="admin-error" role="alert">{failure}</p>}
      <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send me a link'}
      </button>
      <p><a href="/account/login">Back to sign in</a></p>
    </form>
  );
}
