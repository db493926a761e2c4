/**
 * The captcha of the account forms (sign-in once the throttle asks for one, the password reset
 * request): a group named by its legend around the provider's widget (rendered into `container`
 * by `useCaptcha`), the refusal beside it and tied to the group. The group takes the focus each
 * time `focusKey` grows, so a screen reader reads its name and the refusal, and Tab goes on into
 * the widget whatever the provider.
 */
import { useEffect, useRef } from 'react';

interface Props {
  id: string;
  legend: string;
  hint?: string;
  error: string | undefined;
  /** Raised by the form each time it sends the person to the captcha (0: never yet). */
  focusKey: number;
  container(element: HTMLDivElement | null): void;
}

export function CaptchaField({ id, legend, hint, error, focusKey, container }: Props) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (focusKey > 0) group.current?.focus();
  }, [focusKey]);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter((part) => part !== '').join(' ');
  return (
    <fieldset
      ref={group} id={id} tabIndex={-1} aria-describedby={described === '' ? undefined : described}
      className={error ? 'admin-captcha admin-field-invalid' : 'admin-captcha'}
    >
      <legend>{legend}</legend>
      {hint && <p id={`${id}-hint`} className="admin-hint">{hint}</p>}
      <div ref={container} className="admin-captcha-widget" />
      {error && <p id={`${id}-error`} className="admin-field-error">{error}</p>}
    </fieldset>
  );
}
