/**
 * The installment pill under a product's price (the chosen variant's, once the variant selects
 * announce one) and its info popup: a native modal <dialog>
 * with a close button, closed by Escape or a click on the backdrop; focus moves in, Tab stays
 * in, focus returns to the opener, and the page does not scroll behind it.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { VARIANT_CHANGE_EVENT, type VariantChangeDetail } from '../product-variants/product-data.js';
import { outsideBox, wrappedFocus } from './dialog-rules.js';
import { shownOffer, type ProductOffers } from './shown-offer.js';

/** Where the pill goes (in the browser only): right after the product's price block. */
const PRICE_SELECTOR = '.product-detail .product-price';
const OPEN_CLASS = 'installment-dialog-open';
const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export default function InstallmentPill({ itemId, offers }: { itemId: string; offers: ProductOffers }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [variantId, setVariantId] = useState<string | null>(null);
  const { offer, priceText } = shownOffer(offers, variantId);

  useEffect(() => {
    const onVariant = (event: Event) => {
      const detail = (event as CustomEvent<VariantChangeDetail>).detail;
      if (detail?.productId === itemId) setVariantId(detail.variantId);
    };
    document.addEventListener(VARIANT_CHANGE_EVENT, onVariant);
    return () => document.removeEventListener(VARIANT_CHANGE_EVENT, onVariant);
  }, [itemId]);

  useEffect(() => {
    const host = document.createElement('div');
    const price = document.querySelector(PRICE_SELECTOR);
    if (price === null) (document.querySelector('main') ?? document.body).append(host);
    else price.after(host);
    setSlot(host);
    return () => host.remove();
  }, []);

  const open = () => {
    document.documentElement.classList.add(OPEN_CLASS);
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLElement>('.installment-dialog-close')?.focus();
  };
  const onClose = () => {
    document.documentElement.classList.remove(OPEN_CLASS);
    opener.current?.focus();
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

  const brand = <strong className="installment-brand">{offer.brand}</strong>;
  const pill = (
    <div className="installment-pill" data-in-range={offer.inRange}>
      {offer.inRange ? (
        <>
          <span className="installment-text">{offer.text}</span> {brand}
        </>
      ) : (
        <>
          {brand} <span className="installment-text">{offer.text}</span>
        </>
      )}
      <button type="button" ref={opener} className="installment-info-button" aria-haspopup="dialog" onClick={open}>
        Info<span className="visually-hidden"> about {offer.brand}</span>
      </button>
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
    </div>
  );
  return slot === null ? null : createPortal(pill, slot);
}
