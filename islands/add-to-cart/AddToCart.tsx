/**
 * The product page's add-to-cart experience on the engine's buy box: checks the choice, sends
 * the add (or the express, subscription or gift-card purchase), opens the additional-fields form
 * in a lightbox after a stock check, drives the button's states, and shows errors in an alert and
 * "added to cart" in a status region (both present from the start), with a View Cart link.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { $cart, acceptCart, loadCart, nextTicket, watchCart } from '../cart-store/cart-store.js';
import { cookiesEnabled } from '../shared/cookies.js';
import type { ProductData } from '../product-variants/product-data.js';
import { productElement, quantityText, readSelection } from '../product-variants/product-dom.js';
import { ButtonMachine, type ButtonState } from './button-machine.js';
import { addButton, parentShowsAdded, showState } from './button-dom.js';
import { ADDED_ANNOUNCEMENT, CART_PAGE, TITLE_ADD, VIEW_CART_LABEL } from './messages.js';
import { alertTitle, checkStock, purchaseMode, sendPurchase, type Purchase } from './purchase.js';
import { checkAdd } from './validate.js';

const FormLightbox = lazy(() => import('./FormLightbox.js'));

interface Props {
  product: ProductData;
  formId: string;
  /** A refusal of the form posted without JavaScript, shown at load. */
  initialError?: string;
}

interface Alert {
  title: string;
  message: string;
}

export default function AddToCart({ product, formId, initialError }: Props) {
  const [alert, setAlert] = useState<Alert | null>(initialError ? { title: TITLE_ADD, message: initialError } : null);
  const [announcement, setAnnouncement] = useState('');
  const [viewCart, setViewCart] = useState(false);
  const [pending, setPending] = useState<Purchase | null>(null);
  const [formState, setFormState] = useState({ busy: false, error: '' });
  const [label, setLabel] = useState('');
  const machine = useRef<ButtonMachine | null>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const title = alertTitle(purchaseMode(product));

  const complete = useCallback(async (purchase: Purchase): Promise<boolean> => {
    const ticket = nextTicket();
    const outcome = await sendPurchase(purchase, cookiesEnabled());
    if (outcome.kind === 'navigate') {
      window.location.assign(outcome.url);
      return true;
    }
    if (outcome.kind === 'failed') {
      setAlert({ title, message: outcome.message });
      machine.current?.failed();
      return false;
    }
    acceptCart(outcome.cart, ticket);
    setAnnouncement(`${product.title} ${ADDED_ANNOUNCEMENT}`);
    setViewCart(true);
    machine.current?.succeeded();
    return true;
  }, [product, title]);

  const begin = useCallback(async (): Promise<void> => {
    const button = addButton(formId);
    const root = productElement(product.itemId);
    if (!button || !root || !machine.current?.start(parentShowsAdded(button))) return;
    setAlert(null);
    setAnnouncement('');
    const checked = checkAdd(product, readSelection(root), quantityText(root));
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
    const stock = await checkStock(purchase, $cart.get(), cookiesEnabled());
    if (!stock.ok) {
      setAlert({ title, message: stock.message });
      machine.current.failed();
      return;
    }
    machine.current.reset();
    setFormState({ busy: false, error: '' });
    setPending(purchase);
  }, [product, formId, title, complete]);

  useEffect(() => {
    watchCart();
    const button = addButton(formId);
    const form = document.getElementById(formId);
    if (!button || !form) return;
    setLabel(button.dataset['originalLabel'] ?? '');
    // The messages go beside the button the visitor pressed.
    const island = feedback.current?.closest('astro-island') ?? feedback.current;
    if (island) button.parentElement?.after(island);
    machine.current = new ButtonMachine((state: ButtonState) => showState(button, state));
    showState(button, 'idle');
    const onSubmit = (event: Event): void => {
      event.preventDefault();
      void begin();
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('submit', onSubmit);
      machine.current?.reset();
    };
  }, [formId, begin]);

  const sendForm = async (additionalFields: string): Promise<void> => {
    if (!pending || !machine.current?.start()) return;
    setFormState({ busy: true, error: '' });
    const ok = await complete({ ...pending, additionalFields });
    if (ok) setPending(null);
    else setFormState({ busy: false, error: '' });
  };
  const closeForm = useCallback(() => setPending(null), []);

  return (
    <div className="add-to-cart-feedback" ref={feedback}>
      <div className="add-to-cart-alert" role="alert">
        {alert ? <><strong className="add-to-cart-alert-title">{alert.title}</strong> <span className="add-to-cart-alert-message">{alert.message}</span></> : null}
      </div>
      <p className="add-to-cart-status" role="status">{announcement}</p>
      {viewCart ? <a className="view-cart-link" href={CART_PAGE}>{VIEW_CART_LABEL}</a> : null}
      {product.form && pending ? (
        <Suspense fallback={null}>
          <FormLightbox open name={product.form.name} fields={product.form.fields} submitLabel={label} busy={formState.busy}
            error={alert ? alert.message : formState.error} onClose={closeForm} onSubmit={(fields) => void sendForm(fields)} />
        </Suspense>
      ) : null}
    </div>
  );
}
