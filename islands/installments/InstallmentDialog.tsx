/**
 * The installment info popup: a native modal <dialog>, loaded when a visitor first opens it.
 * Opening moves focus to its close button and stops the page scrolling; Tab stays inside;
 * Escape, the close button or a click outside close it, and focus goes back to the opener.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { outsideBox, wrappedFocus } from './dialog-rules.js';
import type { PricedOffer } from '../../domain/commerce/installments/shown-offer.js';

const OPEN_CLASS = 'installment-dialog-open';
const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  offer: PricedOffer['offer'];
  priceText: string;
  opener: RefObject<HTMLButtonElement | null>;
  onClosed: () => void;
}

export default function InstallmentDialog({ offer, priceText, opener, onClosed }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    document.documentElement.classList.add(OPEN_CLASS);
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLElement>('.installment-dialog-close')?.focus();
  }, []);

  const onClose = () => {
    document.documentElement.classList.remove(OPEN_CLASS);
    opener.current?.focus();
    onClosed();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current && outsideBox(dialog.current.getBoundingClientRect(), event.clientX, event.clientY)) dialog.current.close();
  };
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || dialog.current === null) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const next = wrappedFocus(items.indexOf(document.activeElement as HTMLElement), items.length, event.shiftKey);
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <dialog ref={dialog} className="installment-dialog" aria-labelledby="installment-dialog-title" onClose={onClose} onClick={onBackdrop} onKeyDown={keepTabInside}>
      <button type="button" className="installment-dialog-close" aria-label="Close" onClick={() => dialog.current?.close()}>
        ×
      </button>
      <h2 id="installment-dialog-title">{offer.brand}</h2>
      <p>
        Pay {priceText} in {offer.count} interest-free installments of {offer.installment}, due every two weeks.
      </p>
      <p>{offer.inRange ? `${offer.brand} is available for this item at checkout.` : `${offer.brand} is ${offer.text}.`}</p>
    </dialog>
  );
}
