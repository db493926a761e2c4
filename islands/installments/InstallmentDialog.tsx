/**
 * The installment info popup: a native modal <dialog>, loaded when a visitor first opens it. Its
 * content is the static installment-info page of the shopper's locale (info-page.ts), the
 * built-in words when there is none or it cannot be fetched.
 * Opening moves focus to its close button and stops the page scrolling; Tab stays inside;
 * Escape, the close button or a click outside close it, and focus goes back to the opener.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { fetchInfoPage, type InfoContent } from './info-page.js';
import { outsideBox, wrappedFocus } from './dialog-rules.js';
import type { PricedOffer } from '../../domain/commerce/installments/shown-offer.js';

const OPEN_CLASS = 'installment-dialog-open';
const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  offer: PricedOffer['offer'];
  priceText: string;
  opener: RefObject<HTMLButtonElement | null>;
  onClosed: () => void;
  /** The static installment-info page of the shopper's locale; without one, the built-in words. */
  infoUrl?: string | undefined;
}

export default function InstallmentDialog({ offer, priceText, opener, onClosed, infoUrl }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // undefined: loading; null: none (no address, or the fetch failed: the built-in words).
  const [info, setInfo] = useState<InfoContent | null | undefined>(infoUrl === undefined ? null : undefined);

  useEffect(() => {
    if (infoUrl === undefined) return;
    const abort = new AbortController();
    void fetchInfoPage(infoUrl, abort.signal).then((content) => !abort.signal.aborted && setInfo(content ?? null));
    return () => abort.abort();
  }, [infoUrl]);

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
      {info === undefined ? (
        <p className="installment-info-loading" aria-busy="true">Loading…</p>
      ) : info === null ? (
        <div className="installment-info-builtin">
          <p>
            Pay {priceText} in {offer.count} interest-free installments of {offer.installment}, due every two weeks.
          </p>
          <p>{offer.inRange ? `${offer.brand} is available for this item at checkout.` : `${offer.brand} is ${offer.text}.`}</p>
        </div>
      ) : (
        <div className="installment-info-page">
          {info.title !== '' && <h3>{info.title}</h3>}
          {info.paragraphs.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
      )}
    </dialog>
  );
}
