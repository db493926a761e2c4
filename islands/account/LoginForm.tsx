/**
 * The sign-in form: the session call (email, password, remember me), its refusals shown at the
 * form (wrong credentials, too many attempts, a stale crumb retried once), then the page asked
 * for, or the admin for roles that open it, or the site. An admin whose two-step verification is
 * on is asked, as a second step, for the code (or a recovery code), sent with the same call.
 */
import { useState, type FormEvent } from 'react';
import { mayEnterAdmin } from '../../domain/admin/permissions.js';
import { apiRequest } from '../shared/api-request.js';
import { loginFailureMessage, validateLogin, type LoginErrors } from './login-rules.js';

const SESSION = '/api/site-users/account/session';

export default function LoginForm({ next }: { next: string | null }) {
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  /** Set once the password was right and a second step is asked for. */
  const [secondStep, setSecondStep] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const code = String(data.get('code') ?? '').trim();
    const input = {
      email: String(data.get('email') ?? ''), password: String(data.get('password') ?? ''), rememberMe: data.get('rememberMe') === 'on',
      ...(secondStep && code !== '' ? { code } : {}),
    };
    const found = validateLogin(input);
    if (secondStep && code === '') found.code = 'Please enter the code.';
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    let result = await apiRequest<{ xsrfToken: string }>(SESSION, { method: 'POST', body: input });
    if (!result.ok && result.status === 403) result = await apiRequest<{ xsrfToken: string }>(SESSION, { method: 'POST', body: input });
    if (result.ok) {
      const roles = await signedInRoles();
      window.location.assign(next ?? (mayEnterAdmin(roles) ? '/admin' : '/'));
      return;
    }
    setBusy(false);
    if (result.code === 'second-factor-required' || result.code === 'second-factor-invalid') {
      const first = !secondStep;
      setSecondStep(true);
      if (first && result.code === 'second-factor-required') return;
      setErrors({ code: result.message });
      return;
    }
    setFailure(loginFailureMessage(result));
  };

  return (
    <form className="admin-form account-login-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className={errors.email ? 'admin-field admin-field-invalid' : 'admin-field'}>
        <label htmlFor="login-email">Email</label>
        <input id="login-email" name="email" type="email" autoComplete="username" required aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? 'login-email-error' : undefined} />
        {errors.email && <p id="login-email-error" className="admin-field-error">{errors.email}</p>}
      </div>
      <div className={errors.password ? 'admin-field admin-field-invalid' : 'admin-field'}>
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required aria-invalid={errors.password ? true : undefined} aria-describedby={errors.password ? 'login-password-error' : undefined} />
        {errors.password && <p id="login-password-error" className="admin-field-error">{errors.password}</p>}
      </div>
      {secondStep && (
        <div className={errors.code ? 'admin-field admin-field-invalid' : 'admin-field'}>
          <label htmlFor="login-code">Two-step code</label>
          <p id="login-code-hint" className="admin-hint">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
          <input
            id="login-code" name="code" type="text" autoComplete="one-time-code" spellCheck={false} required autoFocus
            aria-invalid={errors.code ? true : undefined} aria-describedby={errors.code ? 'login-code-hint login-code-error' : 'login-code-hint'}
          />
          {errors.code && <p id="login-code-error" className="admin-field-error">{errors.code}</p>}
        </div>
      )}
      <div className="admin-check">
        <input id="login-remember" name="rememberMe" type="checkbox" />
        <label htmlFor="login-remember">Keep me signed in</label>
      </div>
      {failure && <p className="admin-error" role="alert">{failure}</p>}
      <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

/** The roles of the session just opened, from the admin page's answer to who is signed in. */
async function signedInRoles(): Promise<string[]> {
  const result = await apiRequest<{ roles?: unknown }>('/api/site-users/account/me');
  return result.ok && Array.isArray(result.data.roles) ? result.data.roles.filter((r): r is string => typeof r === 'string') : [];
}
