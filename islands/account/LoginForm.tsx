/**
 * The sign-in form: the session call (email, password, remember me), its refusals shown at the
 * form (wrong credentials, too many attempts, a stale crumb retried once), then the page asked
 * for, or the admin for roles that open it, or the site. An admin whose two-step verification is
 * on is asked, as a second step, for the code (or a recovery code), sent with the same call. When
 * the sign-in throttle asks this address for a captcha (400 `captcha-required`), the site's
 * captcha (`captcha`: its provider and key) shows in the form with the refusal beside it, and its
 * token goes with every later attempt; a normal sign-in never shows it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { mayEnterAdmin } from '../../domain/admin/permissions.js';
import type { CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { useCaptcha } from '../captcha/use-captcha.js';
import { apiRequest } from '../shared/api-request.js';
import { CaptchaField } from './CaptchaField.js';
import { asksForCaptcha, CAPTCHA_INCOMPLETE, captchaMissing, withCaptcha } from './captcha-step.js';
import { loginFailureMessage, validateLogin, type LoginErrors } from './login-rules.js';

const SESSION = '/api/site-users/account/session';

export default function LoginForm({ next, captcha = null }: { next: string | null; captcha?: CaptchaConfig | null }) {
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  /** Set once the password was right and a second step is asked for. */
  const [secondStep, setSecondStep] = useState(false);
  /** Set once the server asked for a captcha; the widget stays for every later attempt. */
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captchaBox, setCaptchaBox] = useState<HTMLDivElement | null>(null);
  const [captchaFocus, setCaptchaFocus] = useState(0);
  const cap = useCaptcha(captchaAsked ? captchaBox : null, captcha, 'sign-in');
  const showCaptcha = captchaAsked && Boolean(captcha?.siteKey);

  useEffect(() => {
    if (cap.token !== null) setErrors((now) => ({ ...now, captcha: undefined }));
  }, [cap.token]);

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
    if (captchaMissing(cap)) found.captcha = CAPTCHA_INCOMPLETE;
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      if (Object.keys(found).length === 1 && found.captcha) setCaptchaFocus((n) => n + 1);
      return;
    }
    setBusy(true);
    const body = withCaptcha(input, cap);
    let result = await apiRequest<{ xsrfToken: string }>(SESSION, { method: 'POST', body });
    if (!result.ok && result.status === 403) result = await apiRequest<{ xsrfToken: string }>(SESSION, { method: 'POST', body });
    if (result.ok) {
      const roles = await signedInRoles();
      window.location.assign(next ?? (mayEnterAdmin(roles) ? '/admin' : '/'));
      return;
    }
    setBusy(false);
    // A token is good for one check: every refusal asks for the widget again.
    cap.reset();
    if (asksForCaptcha(result) && captcha?.siteKey) {
      setCaptchaAsked(true);
      setErrors({ captcha: result.message || CAPTCHA_INCOMPLETE });
      setCaptchaFocus((n) => n + 1);
      return;
    }
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
      {showCaptcha && (
        <CaptchaField
          id="login-captcha" legend="Security check" error={errors.captcha} focusKey={captchaFocus} container={setCaptchaBox}
          hint="There were many failed attempts to sign in to this account. Complete the check, then sign in."
        />
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
