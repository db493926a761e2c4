/** What the form island changes on the engine's markup besides what it renders. */
import type { ScrollPage } from '../../domain/motion/scroll-to.js';
import { characterCount } from './validate.js';

/** The window as the page a scroll moves (vertically; the horizontal position stays). */
export const windowPage: ScrollPage = {
  get scrollY() {
    return window.scrollY;
  },
  scrollTo: (y) => window.scrollTo(window.scrollX, y),
};

export const errorId = (fieldId: string): string => `${fieldId}-error`;

/** aria-invalid and aria-describedby on a field's controls, set or cleared. */
export function markInvalid(controls: readonly HTMLElement[], fieldId: string, invalid: boolean): void {
  for (const control of controls) {
    const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id !== '' && id !== errorId(fieldId));
    if (invalid) {
      control.setAttribute('aria-invalid', 'true');
      described.push(errorId(fieldId));
    } else control.removeAttribute('aria-invalid');
    if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
    else control.removeAttribute('aria-describedby');
  }
}

/** The submit button while locked: visible busy text, focus kept (aria-disabled, not disabled). */
export function setBusy(button: HTMLButtonElement | null, busy: boolean, busyText: string): void {
  if (!button) return;
  button.dataset['label'] ??= button.textContent ?? '';
  button.textContent = busy ? busyText : button.dataset['label'];
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

export function setBlocked(button: HTMLButtonElement | null, blocked: boolean): void {
  if (blocked) button?.setAttribute('aria-disabled', 'true');
  else button?.removeAttribute('aria-disabled');
}

/** The textarea's "count / max" counter, with an error style when over. */
export function updateCounter(textarea: HTMLTextAreaElement): void {
  const max = Number(textarea.dataset['maxLength']);
  const counter = textarea.closest('[data-field-id]')?.querySelector<HTMLElement>('.char-count');
  if (!counter || !(max > 0)) return;
  const { text, over } = characterCount(textarea.value, max);
  counter.textContent = text;
  counter.classList.toggle('char-count--over', over);
}

/** Inserts site-owner HTML so that its scripts run (a contextual fragment's scripts execute). */
export function insertHtmlWithScripts(container: HTMLElement, html: string): void {
  container.append(document.createRange().createContextualFragment(html));
}
