/**
 * One buy box's add-to-cart experience on the engine's fragments: checks the choice, sends the
 * add (or the express, subscription or gift-card purchase), opens the additional-fields form in
 * a lightbox after a stock check, drives the button's states, and shows errors in an alert and
 * "added to cart" in a status region (both present from the start, beside the button), with a
 * View Cart link. An accepted add is announced on `document` (CART_ADD_EVENT) for tracking.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ProductData } from '../../domain/commerce/product-data.js';
import { $cart, acceptCart, loadCart, nextTicket } from '../cart-store/cart-store.js';
import { cookiesEnabled } from '../shared/cookies.js';
import { serverUrl } from '../shared/api-origin.js';
import { ButtonMachine, type ButtonState } from '../add-to-cart/button-machine.js';
import { parentShowsAdded, showSoldOut, showState, SOLD_OUT_CLASS } from '../add-to-cart/button-dom.js';
import { CART_ADD_EVENT, VARIANT_CHANGE_EVENT, type CartAddDetail, type VariantChangeDetail } from '../../domain/commerce/product-data.js';
import { isSoldOut } from '../../domain/commerce/variant-choice.js';
import { ADDED_ANNOUNCEMENT, CART_PAGE, CHECK_CONNECTION, TITLE_ADD, VIEW_CART_LABEL } from '../../domain/commerce/add-to-cart/messages.js';
import type { Purchase } from '../add-to-cart/purchase.js';
import { alertTitle, purchaseMode } from '../add-to-cart/purchase-mode.js';
import { quantityText, readSelection, type BuyBox as BuyBoxParts } from './buy-box-dom.js';
import { onActivate } from './activate.js';
import { markEnhanced } from '../early-press/enhanced.js';

const FormLightbox = lazy(() => import('../add-to-cart/FormLightbox.js'));

// The checks and calls of an add load when the visitor comes to a button (pointer, touch, focus)
// or, at the latest, at its first press; a page only looked at never loads them. A failed load is
// tried again at the next press.
interface PurchaseCode {
  checkAdd: typeof import('../../domain/commerce/add-to-cart/validate.js').checkAdd;
  sendPurchase: typeof import('../add-to-cart/purchase.js').sendPurchase;
  checkStock: typeof import('../add-to-cart/purchase.js').checkStock;
}
let purchaseCode: Promise<PurchaseCode> | undefined;
function loadPurchase(): Promise<PurchaseCode> {
  purchaseCode ??= Promise.all([import('../../domain/commerce/add-to-cart/validate.js'), import('../add-to-cart/purchase.js')]).then(
    ([{ checkAdd }, { sendPurchase, checkStock }]) => ({ checkAdd, sendPurchase, checkStock }),
    (error: unknown) => {
      purchaseCode = undefined;
      throw error;
    },
  );
  return purchaseCode;
}
const INTENT_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;

interface Props {
  box: BuyBoxParts;
  product: ProductData;
  /** Where the messages go: an element placed right after the button. */
  host: HTMLElement;
  /** A refusal of the form posted without JavaScript, shown at load. */
  initialError?: string | undefined;
}

interface Alert {
  title: string;
  message: string;
}

export function BuyBox({ box, product, host, initialError }: Props) {
  const [alert, setAlert] = useState<Alert | null>(initialError ? { title: TITLE_ADD, message: initialError } : null);
  const [announcement, setAnnouncement] = useState('');
  const [viewCart, setViewCart] = useState(false);
  const [pending, setPending] = useState<Purchase | null>(null);
  const [formState, setFormState] = useState({ busy: false, error: '' });
  const machine = useRef<ButtonMachine | null>(null);
  const title = alertTitle(purchaseMode(product));
  const { button } = box;

  // The add's code could not be loaded: said as a call that could not reach the server.
  const purchaseCodeOrAlert = useCallback(async (): Promise<PurchaseCode | undefined> => {
    try {
      return await loadPurchase();
    } catch {
      setAlert({ title, message: CHECK_CONNECTION });
      machine.current?.failed();
      return undefined;
    }
  }, [title]);

  const complete = useCallback(async (purchase: Purchase): Promise<boolean> => {
    const ticket = nextTicket();
    const code = await purchaseCodeOrAlert();
    if (!code) return false;
    const outcome = await code.sendPurchase(purchase, cookiesEnabled());
    if (outcome.kind === 'navigate') {
      window.location.assign(serverUrl(outcome.url));
      return true;
    }
    if (outcome.kind === 'failed') {
      setAlert({ title, message: outcome.message });
      machine.current?.failed();
      return false;
    }
    acceptCart(outcome.cart, ticket);
    const added: CartAddDetail = { itemId: product.itemId, variantId: purchase.variant.id, sku: purchase.variant.sku, quantity: purchase.quantity, cart: outcome.cart };
    document.dispatchEvent(new CustomEvent(CART_ADD_EVENT, { detail: added }));
    setAnnouncement(`${product.title} ${ADDED_ANNOUNCEMENT}`);
    setViewCart(true);
    machine.current?.succeeded();
    return true;
  }, [product, title, purchaseCodeOrAlert]);

  const begin = useCallback(async (): Promise<void> => {
    if (button.classList.contains(SOLD_OUT_CLASS)) return;
    if (!machine.current?.start(parentShowsAdded(button))) return;
    setAlert(null);
    setAnnouncement('');
    const code = await purchaseCodeOrAlert();
    if (!code) return;
    const checked = code.checkAdd(product, readSelection(box.variants), quantityText(box.quantity));
    if (!checked.ok) {
      setAlert({ title, message: checked.message });
      machine.current.failed();
      return;
    }
    const purchase: Purchase = { product, variant: checked.variant, quantity: checked.quantity };
    if (!product.form) {
      await complete(purchase);
      return;
    }
    await loadCart(); // the cart as it is now (another tab may have added to it)
    const stock = await code.checkStock(purchase, $cart.get(), cookiesEnabled());
    if (!stock.ok) {
      setAlert({ title, message: stock.message });
      machine.current.failed();
      return;
    }
    machine.current.reset();
    setFormState({ busy: false, error: '' });
    setPending(purchase);
  }, [product, box, button, title, complete, purchaseCodeOrAlert]);

  useEffect(() => {
    machine.current = new ButtonMachine((state: ButtonState) => showState(button, state));
    const only = product.options.length === 0 ? product.variants[0] : undefined;
    showSoldOut(button, only !== undefined && isSoldOut(only), 'idle');
    const off = onActivate(button, () => void begin());
    const prepare = (): void => void loadPurchase().catch(() => undefined);
    for (const type of INTENT_EVENTS) button.addEventListener(type, prepare, { once: true, passive: true });
    // A choice clears the message about choosing; a sold-out variant disables the button.
    const onVariant = (event: Event): void => {
      const detail = (event as CustomEvent<VariantChangeDetail>).detail;
      if (detail.productId !== product.itemId) return;
      setAlert(null);
      showSoldOut(button, detail.soldOut, machine.current?.state ?? 'idle');
    };
    const variants = box.variants;
    variants?.addEventListener(VARIANT_CHANGE_EVENT, onVariant);
    // Last, so that a press kept before hydration (early-press/) finds everything in place.
    const unmark = markEnhanced([button]);
    return () => {
      unmark();
      variants?.removeEventListener(VARIANT_CHANGE_EVENT, onVariant);
      for (const type of INTENT_EVENTS) button.removeEventListener(type, prepare);
      off();
      machine.current?.reset();
    };
  }, [button, begin, box, product]);

  const sendForm = async (additionalFields: string): Promise<void> => {
    if (!pending || !machine.current?.start()) return;
    setFormState({ busy: true, error: '' });
    const ok = await complete({ ...pending, additionalFields });
    if (ok) setPending(null);
    else setFormState({ busy: false, error: '' });
  };
  const closeForm = useCallback(() => setPending(null), []);

  return createPortal(
    <>
      <div className="add-to-cart-alert" role="alert">
        {alert ? <><strong className="add-to-cart-alert-title">{alert.title}</strong> <span className="add-to-cart-alert-message">{alert.message}</span></> : null}
      </div>
      <p className="add-to-cart-status" role="status">{announcement}</p>
      {viewCart ? <a className="view-cart-link" href={serverUrl(CART_PAGE)}>{VIEW_CART_LABEL}</a> : null}
      {product.form && pending ? (
        <Suspense fallback={null}>
          <FormLightbox open name={product.form.name} fields={product.form.fields} submitLabel={button.dataset['originalLabel'] ?? ''} busy={formState.busy}
            error={alert ? alert.message : formState.error} onClose={closeForm} onSubmit={(fields) => void sendForm(fields)} />
        </Suspense>
      ) : null}
    </>,
    host,
  );
}
