/**
 * "Forgot password?": asks for a reset link by email. The server answers the same whether or not
 * the email has an account, and the form shows that answer as it is. When the site has a captcha
 * key (`captcha`), its widget is in the form and its token goes with the request.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { useCaptcha } from '../captcha/use-captcha.js';
import { apiRequest } from '../shared/api-request.js';
import { CaptchaField } from './CaptchaField.js';
import { asksForCaptcha, CAPTCHA_INCOMPLETE, captchaMissing, withCaptcha } from './captcha-step.js';
import { loginFailureMessage } from './login-rules.js';
import { isEmailAddress } from '../../domain/email-address.js';

const RESET = '/api/site-users/account/password-reset';

export default function ForgotPasswordForm({ captcha = null }: { captcha?: CaptchaConfig | null }) {
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  const [captchaBox, setCaptchaBox] = useState<HTMLDivElement | null>(null);
  const [captchaError, setCaptchaError] = useState('');
  const [captchaFocus, setCaptchaFocus] = useState(0);
  const cap = useCaptcha(captchaBox, captcha, 'password-reset');

  useEffect(() => {
    if (cap.token !== null) setCaptchaError('');
  }, [cap.token]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFailure('');
    const problem = email === '' ? 'Please enter your email.' : isEmailAddress(email) ? '' : 'Please enter a valid email.';
    setError(problem);
    const unsolved = captchaMissing(cap);
    setCaptchaError(unsolved ? CAPTCHA_INCOMPLETE : '');
    if (problem) return;
    if (unsolved) return setCaptchaFocus((n) => n + 1);
    setBusy(true);
    const body = withCaptcha({ email }, cap);
    let result = await apiRequest<{ message: string }>(RESET, { method: 'POST', body });
    if (!result.ok && result.status === 403) result = await apiRequest<{ message: string }>(RESET, { method: 'POST', body });
    setBusy(false);
    if (result.ok) return setSent(result.data.message);
    // A token is good for one check: a refusal asks for the widget again.
    cap.reset();
    if (asksForCaptcha(result) && cap.shown) {
      setCaptchaError(result.message || CAPTCHA_INCOMPLETE);
      return setCaptchaFocus((n) => n + 1);
    }
    setFailure(loginFailureMessage(result));
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
      {captcha?.siteKey ? (
        <CaptchaField id="reset-captcha" legend="Security check" error={captchaError || undefined} focusKey={captchaFocus} container={setCaptchaBox} />
      ) : null}
      {failure && <p className="admin-error" role="alert">{failure}</p>}
      <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send me a link'}
      </button>
      <p><a href="/account/login">Back to sign in</a></p>
    </form>
  );
}
