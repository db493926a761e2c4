import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { useCaptcha } from '../captcha/use-captcha.js';
import { apiRequest } from '../shared/api-request.js';
import { RESTOCK_MESSAGES as M, RESTOCK_PATH, restockEmailError, restockPayload, successText } from './restock-rules.js';

type Status = { kind: 'idle' | 'sending' } | { kind: 'error'; message: string; email: boolean } | { kind: 'done'; text: string };

interface Props {
  view: HTMLElement;
  shown: boolean;
  captcha: CaptchaConfig | null;
}

/** One "email me when it is back" form the engine rendered (product-restock-notification.jsont). */
export function RestockView({ view, shown, captcha }: Props) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const cap = useCaptcha(shown ? view.querySelector<HTMLElement>('.captcha-container') : null, captcha, 'restock');
  const live = useRef({ status, cap });
  live.current = { status, cap };
  const messageId = `restock-message-${view.dataset['variantId'] ?? ''}`;
  const form = view.querySelector<HTMLFormElement>('form.product-restock-form');
  const email = form?.querySelector<HTMLInputElement>('input[name="email"]') ?? null;
  const button = form?.querySelector<HTMLInputElement>('input[type="submit"]') ?? null;

  useEffect(() => {
    if (!form || !email) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const { status: now, cap: c } = live.current;
      if (now.kind === 'sending' || now.kind === 'done') return;
      const invalid = restockEmailError(email.value);
      if (invalid) return setStatus({ kind: 'error', message: invalid, email: true });
      if (c.shown && !c.token) return setStatus({ kind: 'error', message: M.captchaIncomplete, email: false });
      const join = view.querySelector<HTMLInputElement>('input[name="isJoinMailingList"]')?.checked === true;
      const ids = { productId: view.dataset['productId'] ?? '', variantId: view.dataset['variantId'] ?? '' };
      setStatus({ kind: 'sending' });
      void apiRequest(RESTOCK_PATH, { method: 'POST', body: restockPayload(ids, email.value, join, c.shown ? c.token : undefined) }).then((result) => {
        if (result.ok) {
          live.current.cap.destroy();
          return setStatus({ kind: 'done', text: successText(result.data) });
        }
        live.current.cap.reset();
        setStatus({ kind: 'error', message: result.message || M.failed, email: false });
      });
    };
    form.addEventListener('submit', onSubmit);
    form.dataset['restockReady'] = 'true';
    if (form.dataset['restockPending'] === 'true') {
      delete form.dataset['restockPending'];
      form.requestSubmit();
    }
    return () => {
      form.removeEventListener('submit', onSubmit);
      delete form.dataset['restockReady'];
    };
  }, [form, email, view]);

  useEffect(() => {
    const invalid = status.kind === 'error' && status.email;
    if (email) {
      if (invalid) email.setAttribute('aria-invalid', 'true');
      else email.removeAttribute('aria-invalid');
      email.setAttribute('aria-describedby', messageId);
      // The fragment's address field has no label: it is named by the sign-up's call to action.
      if (!email.labels?.length && !email.hasAttribute('aria-label')) email.setAttribute('aria-label', 'Email address');
      email.autocomplete = 'email';
    }
    if (button) {
      if (status.kind === 'sending') button.setAttribute('aria-busy', 'true');
      else button.removeAttribute('aria-busy');
      if (status.kind === 'sending') button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    }
    if (status.kind === 'done') for (const child of view.children) if (!child.classList.contains('product-restock-status')) (child as HTMLElement).hidden = true;
  }, [status, email, button, view, messageId]);

  const text = status.kind === 'error' ? status.message : status.kind === 'done' ? status.text : '';
  const className = `product-restock-status${status.kind === 'error' ? ' product-restock-status--error' : ''}`;
  return createPortal(
    <p className={className} id={messageId} role="status">
      {text}
    </p>,
    view,
  );
}
