/**
 * The one commerce island of a page: on load it finds every buy box the library's fragments
 * rendered (buy-box-dom.ts), looks each product up by `data-item-id` in `products`, and gives
 * each its variant enhancement, its add-to-cart button (BuyBox) and, through RestockGate, its
 * restock sign-up (loaded once a restock view is to show), and each quick-view button its dialog (quick-view-trigger.ts, quick-view.ts). The no-JavaScript form around a buy box (`form.product-add-form`) is never
 * submitted while scripts run. It also renders the product's installment pill (InstallmentPill) and
 * the reviews' loader (ProductReviews) when the page has them, so that neither costs a file of its
 * own; on a product page that sells nothing it is mounted for the reviews alone. Renders nothing
 * on the server.
 */
import { useEffect, useState } from 'react';
import type { CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { watchCart } from '../cart-store/cart-store.js';
import RestockGate from '../restock/RestockGate.js';
import ProductReviews from '../reviews/ProductReviews.js';
import InstallmentPill from '../installments/InstallmentPill.js';
import type { ProductOffers } from '../../domain/commerce/installments/shown-offer.js';
import { BuyBox } from './BuyBox.js';
import { ADD_FORM_SELECTOR, BUTTON_SELECTOR, findBuyBoxes, productRoot, QUANTITY_SELECTOR, QUICK_VIEW_SELECTOR, VARIANTS_SELECTOR, type BuyBox as BuyBoxParts } from './buy-box-dom.js';
import { enhanceVariants } from './variant-enhance.js';
import { enhanceQuantity } from './quantity-stepper.js';
import { VARIANT_CHANGE_EVENT, type ProductData, type VariantChangeDetail } from '../../domain/commerce/product-data.js';

export interface CommerceProps {
  products: Record<string, ProductData>;
  /** A refusal of the form posted without JavaScript, shown beside that product's button. */
  initialError?: { itemId: string; message: string } | undefined;
  captcha?: CaptchaConfig | null;
  /** The product's reviews while they are shown: their API, for the section ProductReviews fills. */
  reviewsApiUrl?: string | undefined;
  /** The installment pill of the page's product, while buy-now-pay-later is offered. */
  installments?: { itemId: string; offers: ProductOffers } | undefined;
}

interface Mounted {
  box: BuyBoxParts;
  product: ProductData;
  host: HTMLElement;
  initialError: string | undefined;
}

export default function Commerce({ products, initialError, captcha = null, reviewsApiUrl, installments }: CommerceProps) {
  const [mounted, setMounted] = useState<Mounted[]>([]);

  // Mounted for the reviews alone on a page that sells nothing: no buy box to enhance.
  const sells = Object.keys(products).length > 0;

  useEffect(() => {
    if (!sells) return undefined;
    watchCart();
    const lookup = productLookup(products);
    // The stepper and the price listen before the variants announce their first choice.
    const undo = [...document.querySelectorAll<HTMLElement>(QUANTITY_SELECTOR)].flatMap((element) => {
      const product = lookup(element.dataset['itemId'] ?? '');
      return product ? [enhanceQuantity(element, product, productRoot(element, product.itemId))] : [];
    });
    for (const element of document.querySelectorAll<HTMLElement>(VARIANTS_SELECTOR)) {
      const product = lookup(element.dataset['itemId'] ?? '');
      if (!product) continue;
      undo.push(followVariant(element, productRoot(element, product.itemId), product));
      undo.push(enhanceVariants(element, product));
    }
    undo.push(quickViews((itemId) => lookup(itemId) !== undefined));
    let errorShown = false;
    const boxes = findBuyBoxes().flatMap((box): Mounted[] => {
      const product = lookup(box.itemId);
      if (!product) return [];
      const host = document.createElement('div');
      host.className = 'add-to-cart-feedback';
      (box.button.closest('.sqs-add-to-cart-button-wrapper') ?? box.button).after(host);
      const error = !errorShown && initialError?.itemId === box.itemId ? initialError.message : undefined;
      if (error) errorShown = true;
      return [{ box, product, host, initialError: error }];
    });
    setMounted(boxes);
    document.addEventListener('submit', keepAddFormHere);
    return () => {
      document.removeEventListener('submit', keepAddFormHere);
      for (const off of undo) off();
      for (const { host } of boxes) host.remove();
    };
  }, [sells, products, initialError]);

  return (
    <>
      {mounted.map(({ box, product, host, initialError: error }, index) => (
        <BuyBox key={`${box.itemId}:${index}`} box={box} product={product} host={host} initialError={error} />
      ))}
      {installments && <InstallmentPill itemId={installments.itemId} offers={installments.offers} />}
      {sells && <RestockGate captcha={captcha} />}
      {reviewsApiUrl !== undefined && <ProductReviews apiUrl={reviewsApiUrl} />}
    </>
  );
}

/** The quick-view buttons' code loads only on a page that has some. Answers the undo. */
function quickViews(known: (itemId: string) => boolean): () => void {
  if (document.querySelector(QUICK_VIEW_SELECTOR) === null) return () => undefined;
  let off: (() => void) | undefined;
  let undone = false;
  void import('./quick-view-trigger.js').then(({ enhanceQuickViews }) => {
    if (!undone) off = enhanceQuickViews(known);
  });
  return () => {
    undone = true;
    off?.();
  };
}

/** The chosen variant's price and scarcity text show in the product (their code loads on the first choice). */
function followVariant(variants: HTMLElement, productElement: HTMLElement, product: ProductData): () => void {
  let chosen = false;
  const onVariant = (event: Event): void => {
    const { productId, variantId } = (event as CustomEvent<VariantChangeDetail>).detail;
    if (productId !== product.itemId || (!chosen && variantId === null)) return;
    chosen = true;
    void import('./variant-views.js').then(({ showVariant }) => showVariant(variants, productElement, product, variantId));
  };
  productElement.addEventListener(VARIANT_CHANGE_EVENT, onVariant);
  return () => productElement.removeEventListener(VARIANT_CHANGE_EVENT, onVariant);
}

/** The product of an item id; an unknown one is left alone, named once on the console. */
function productLookup(products: Record<string, ProductData>): (itemId: string) => ProductData | undefined {
  const named = new Set<string>();
  return (itemId) => {
    if (Object.hasOwn(products, itemId)) return products[itemId];
    if (!named.has(itemId)) console.warn(`[commerce] no product data for the buy box of item "${itemId}"; left as rendered`);
    named.add(itemId);
    return undefined;
  };
}

/** A submit of the no-script add form (Enter in its quantity) presses its one add button instead. */
function keepAddFormHere(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(ADD_FORM_SELECTOR)) return;
  event.preventDefault();
  const buttons = form.querySelectorAll<HTMLElement>(BUTTON_SELECTOR);
  if (buttons.length === 1) buttons[0]?.click();
}
