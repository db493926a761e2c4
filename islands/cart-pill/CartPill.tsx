/**
 * The floating cart pill: the shared cart's item count and subtotal, linking to the cart page.
 * Mounted by StorePage on every page but the cart and checkout pages.
 */
import { useAtom as useStore } from '../cart-store/use-cart.js';
import { useEffect, useState } from 'react';
import { $cart, watchCart } from '../cart-store/cart-store.js';
import { serverUrl } from '../shared/api-origin.js';
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { itemWord, pillCount, pillSentence, pillVisible } from './pill-label.js';

/** Spec 000 §9: the pill fades in after 0.2 s over 0.5 s. */
export const PILL_FADE = { delaySeconds: 0.2, durationSeconds: 0.5 } as const;
const FADE_STYLE = { animation: `cart-pill-fade ${PILL_FADE.durationSeconds}s ease ${PILL_FADE.delaySeconds}s both` };

export default function CartPill({ cartUrl = '/cart' }: { cartUrl?: string }) {
  const cart = useStore($cart);
  const [pathname, setPathname] = useState<string | null>(null);
  // The subtotal's formatting loads once there is something to show (an empty cart never needs it).
  const [subtotal, setSubtotal] = useState<((cart: CartJson) => string) | null>(null);
  useEffect(() => {
    setPathname(window.location.pathname);
    watchCart();
  }, []);
  const visible = pathname !== null && pillVisible(cart, pathname);
  useEffect(() => {
    if (visible && subtotal === null) void import('./pill-subtotal.js').then(({ pillSubtotal }) => setSubtotal(() => pillSubtotal));
  }, [visible, subtotal]);
  if (!visible || cart === null || subtotal === null) return null;
  const quantity = cart.totalQuantity;
  // In a landmark of its own: the pill floats outside the page's header, main and footer.
  return (
    <nav className="cart-pill-nav" aria-label="Cart">
      <a className="cart-pill" href={serverUrl(cartUrl)} style={FADE_STYLE}>
        <span aria-hidden="true" className="cart-pill-text">
          <span className="cart-pill-count">{pillCount(quantity)}</span> <span className="cart-pill-word">{itemWord(quantity)}</span>
          <span className="cart-pill-subtotal">{subtotal(cart)}</span>
        </span>
        <span className="visually-hidden">{pillSentence(quantity)}</span>
      </a>
    </nav>
  );
}
