/**
 * The popup opened (a modal `<dialog>`: the page behind is inert, Escape closes it, focus goes
 * back where it was): its census `overlay` call, the sign-up through the site's form calls, and
 * what is remembered (closed date and version on close, submitted on a sign-up).
 */
import { POPUP_STORAGE_KEY, rememberPopup } from '../../domain/popup-overlay/memory.js';
import { apiRequest } from '../shared/api-request.js';
import { submitForm } from '../form/submit-flow.js';
import { recordNewsletterSubscribe } from '../form/newsletter-event.js';
import { FORM_MESSAGES } from '../form/messages.js';
import { recordOverlay } from '../tracking/census.js';
import type { PopupPageRule } from './popup-rule.js';

function remember(rule: PopupPageRule, submitted: boolean): void {
  try {
    localStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify(rememberPopup(rule, Date.now(), submitted)));
  } catch {
    // Nothing can be remembered without storage.
  }
}

const census = (rule: PopupPageRule, action: string): void => {
  void recordOverlay({ overlayType: 'popup-overlay', action, overlayVersion: rule.version, pagePath: location.pathname });
};

export function openPopup(dialog: HTMLDialogElement, rule: PopupPageRule): void {
  if (dialog.open) return;
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const form = dialog.querySelector<HTMLFormElement>('.popup-overlay-form');
  const input = form?.querySelector<HTMLInputElement>('input[type="email"]') ?? null;
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null;
  const error = dialog.querySelector<HTMLElement>('.popup-overlay-error');
  const success = dialog.querySelector<HTMLElement>('.popup-overlay-success');
  const close = dialog.querySelector<HTMLButtonElement>('.popup-overlay-close');
  let submitted = false;

  const showError = (message: string): void => {
    if (!error || !input) return;
    error.textContent = message;
    error.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', error.id);
    input.focus();
  };

  close?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.dataset['state'] = 'closed';
    if (!submitted) remember(rule, false);
    census(rule, submitted ? 'closed-after-submit' : 'closed');
    if (before?.isConnected) before.focus();
  }, { once: true });

  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!input || !submit || submit.disabled) return;
    const label = submit.textContent;
    submit.disabled = true;
    submit.textContent = FORM_MESSAGES.submitting;
    void submitForm(apiRequest, { formId: rule.formId, form: { [rule.fieldId]: input.value.trim() }, page: { pagePath: location.pathname } })
      .then((outcome) => {
        if (outcome.ok) {
          submitted = true;
          remember(rule, true);
          recordNewsletterSubscribe({ formId: rule.formId, pagePath: location.pathname });
          census(rule, 'submitted');
          form.hidden = true;
          if (success) {
            success.hidden = false;
            success.tabIndex = -1;
            success.focus();
          }
          return;
        }
        showError(outcome.fieldErrors[rule.fieldId] ?? outcome.message);
      })
      .finally(() => {
        submit.disabled = false;
        submit.textContent = label;
      });
  });

  dialog.showModal();
  dialog.dataset['state'] = 'open';
  census(rule, 'shown');
}
