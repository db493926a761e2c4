/**
 * The cart page island: takes over the engine's cart markup (`#sqs-cart-root`) once the shared
 * cart has loaded, and renders the entries (thumbnail and title linking to the product, quantity
 * steppers capped at the stock, remove buttons, why a quantity was held back), the
 * subtotal, Afterpay/Clearpay's installments when the cart qualifies, the minimum-subtotal message
 * and the checkout link. Before that (and without
 * JavaScript) the engine's rendering of the same cart stays.
 */
import { useAtom as useStore } from '../cart-store/use-cart.js';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { $cart, $cartStatus, watchCart } from '../cart-store/cart-store.js';
import { cartCurrency, decimalText } from '../../domain/money/cart-money.js';
import { minimumSubtotalMessage } from './cart-messages.js';
import { overStockMessage } from '../../domain/commerce/entry-limit.js';
import { belowMinimum, cartSettings, type CartSettings } from './cart-settings.js';
import { CartEntryRow } from './CartEntryRow.js';
import { useCartActions } from './use-cart-actions.js';
import { CartDiscount } from './CartDiscount.js';

export const CART_ROOT_ID = 'sqs-cart-root';

export default function CartPage() {
  const cart = useStore($cart);
  const recalculating = useStore($cartStatus) === 'recalculating';
  const [root, setRoot] = useState<{ element: HTMLElement; settings: CartSettings } | null>(null);
  const actions = useCartActions();
  // After a removal, focus goes to the next row's Remove button, else the previous row's, else the heading.
  const focusAfterRemove = useRef<string | null>(null);

  useEffect(() => watchCart(), []);
  // Before paint, so the server's rendering and the island's replace each other in one frame.
  useLayoutEffect(() => {
    const element = document.getElementById(CART_ROOT_ID);
    if (cart === null || element === null || root !== null) return;
    // The engine puts the links on the root and the texts and minimum on its container.
    const container = element.querySelector<HTMLElement>('.cart-container');
    const settings = cartSettings({ ...container?.dataset, ...element.dataset });
    element.replaceChildren();
    element.dataset['island'] = 'ready';
    setRoot({ element, settings });
  }, [cart, root]);

  useEffect(() => {
    const removedId = focusAfterRemove.current;
    if (removedId === null || cart?.entries.some((e) => e.id === removedId)) return;
    focusAfterRemove.current = null;
    const target = rowAfterRemoval.current?.querySelector<HTMLElement>('.cart-remove') ?? document.querySelector<HTMLElement>('.cart-title');
    if (target?.classList.contains('cart-title')) target.tabIndex = -1;
    target?.focus();
  }, [cart]);
  const rowAfterRemoval = useRef<HTMLElement | null>(null);
  const removeEntry = (id: string): void => {
    const row = document.querySelector<HTMLElement>(`.cart-entry[data-entry-id="${CSS.escape(id)}"]`);
    const next = row?.nextElementSibling ?? row?.previousElementSibling ?? null;
    rowAfterRemoval.current = next instanceof HTMLElement ? next : null;
    focusAfterRemove.current = id;
    void actions.remove(id);
  };

  if (root === null || cart === null) return null;
  const { settings } = root;
  const currency = cartCurrency(cart.currencyCode);
  const below = belowMinimum(cart.subtotal.decimalValue, settings.minimumSubtotal);
  const view = (
    <div className="cart-container" aria-busy={recalculating}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {actions.announcement}
      </p>
      {recalculating && <p className="cart-recalculating">Updating your cart…</p>}
      {cart.entries.length === 0 ? (
        <>
          <p className="cart-empty">{settings.emptyText}</p>
          <p>
            <a className="button cart-continue" href={settings.continueUrl}>Continue shopping</a>
          </p>
        </>
      ) : (
        <>
          <ul className="cart-entries">
            {cart.entries.map((entry) => (
              <CartEntryRow
                key={entry.id}
                entry={entry}
                currency={currency}
                quantity={actions.pending[entry.id] ?? entry.quantity}
                removing={actions.removing[entry.id] === true}
                message={actions.messages[entry.id] ?? overStockMessage(entry.quantity, entry.maxQuantity, entry.chosenVariant?.unlimited === true)}
                onQuantity={(q) => actions.setQuantity(entry.id, q)}
                onRemove={() => removeEntry(entry.id)}
              />
            ))}
          </ul>
          <p className="cart-subtotal">
            <span>Subtotal</span> <span className="cart-subtotal-amount">{decimalText(cart.subtotal.decimalValue, currency)}</span>
          </p>
          <CartDiscount cart={cart} currency={currency} />
          {cart.installments && (
            <p className="cart-installments">
              or {cart.installments.count} interest-free payments of {cart.installments.installment} with <strong>{cart.installments.brand}</strong>
            </p>
          )}
          {below && settings.minimumSubtotal !== undefined && (
            <p className="cart-minimum" id="cart-minimum">{minimumSubtotalMessage(decimalText(settings.minimumSubtotal, currency))}</p>
          )}
          <p>
            <a
              className="button cart-checkout"
              href={settings.checkoutUrl}
              aria-disabled={below}
              aria-describedby={below ? 'cart-minimum' : undefined}
              onClick={(event) => below && event.preventDefault()}
            >
              Checkout
            </a>
          </p>
        </>
      )}
    </div>
  );
  return createPortal(view, root.element);
}
