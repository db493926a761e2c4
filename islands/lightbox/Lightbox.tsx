/**
 * A modal lightbox on the native <dialog> (spec 000 §4): opening adds an open class to the page,
 * keeps Tab inside (focus contained by the dialog), fades in over a tween and closes on Escape; closing undoes these and gives focus back to the opener
 * and the page its scroll position. Its top margin follows lightboxTop.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { containment, nextContainedFocus } from '../../domain/focus/focus-containment.js';
import { browserClock, tween } from '../../domain/motion/tween.js';
import { lightboxTop } from './position.js';

export const LIGHTBOX_OPEN_CLASS = 'lightbox-open';

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

export function Lightbox({ open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read through a ref: a caller's new closure must not close and reopen (and fade in again) an open lightbox.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const scrollY = window.scrollY;
    document.documentElement.classList.add(LIGHTBOX_OPEN_CLASS);
    dialog.showModal();
    dialog.style.marginTop = `${lightboxTop(dialog.offsetHeight, window.innerHeight)}px`;
    const fade = tween({ from: 0, to: 1, step: (o) => void (dialog.style.opacity = String(o)) }, browserClock);
    const inside = containment<Element>({ container: dialog });
    const onCancel = (event: Event): void => {
      event.preventDefault();
      closeRef.current();
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') return;
      const focusable = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled'));
      const next = nextContainedFocus<Element>(focusable, document.activeElement, event.shiftKey, inside);
      if (next instanceof HTMLElement) {
        event.preventDefault();
        next.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKey);
    return () => {
      fade.cancel();
      dialog.style.opacity = '';
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKey);
      dialog.close();
      document.documentElement.classList.remove(LIGHTBOX_OPEN_CLASS);
      window.scrollTo(window.scrollX, scrollY);
      opener?.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    <dialog ref={ref} className="lightbox" aria-label={title}>
      <button type="button" className="lightbox-close" aria-label="Close" onClick={onClose}>×</button>
      {open ? children : null}
    </dialog>
  );
}
