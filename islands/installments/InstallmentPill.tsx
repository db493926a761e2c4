/**
 * The installment pill under a product's price (the chosen variant's, once the variant selects
 * announce one; rendered by the commerce island, so no file of its own) and its info popup: a native modal <dialog>
 * with a close button, closed by Escape or a click on the backdrop; focus moves in, Tab stays
 * in, focus returns to the opener, and the page does not scroll behind it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { VARIANT_CHANGE_EVENT, type VariantChangeDetail } from '../../domain/commerce/product-data.js';
import { shownOffer, type ProductOffers } from '../../domain/commerce/installments/shown-offer.js';

/** Where the pill goes (in the browser only): right after the price block of its product's element. */
const priceOf = (itemId: string): Element | null =>
  document.querySelector(`[data-item-id="${CSS.escape(itemId)}"] .product-price`);
// The popup's code loads when a visitor first opens it.
const InstallmentDialog = lazy(() => import('./InstallmentDialog.js'));

export default function InstallmentPill({ itemId, offers }: { itemId: string; offers: ProductOffers }) {
  const opener = useRef<HTMLButtonElement>(null);
  const [showing, setShowing] = useState(false);
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
    const price = priceOf(itemId);
    if (price === null) (document.querySelector('main') ?? document.body).append(host);
    else price.after(host);
    setSlot(host);
    return () => host.remove();
  }, [itemId]);

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
      <button type="button" ref={opener} className="installment-info-button" aria-haspopup="dialog" onClick={() => setShowing(true)}>
        Info<span className="visually-hidden"> about {offer.brand}</span>
      </button>
      {showing && (
        <Suspense fallback={null}>
          <InstallmentDialog offer={offer} priceText={priceText} opener={opener} infoUrl={offers.infoUrl} onClosed={() => setShowing(false)} />
        </Suspense>
      )}
    </div>
  );
  return slot === null ? null : createPortal(pill, slot);
}
