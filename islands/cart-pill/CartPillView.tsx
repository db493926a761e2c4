/**
 * The cart pill itself (spec 000 §2, §9): count, "item"/"items", the subtotal, linking to the cart
 * page. Loaded by CartPill once the cart holds something: a page whose cart is empty never needs it.
 */
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { serverUrl } from '../shared/api-origin.js';
import { itemWord, pillCount, pillSentence } from './pill-label.js';
import { pillSubtotal } from './pill-subtotal.js';

/** Spec 000 §9: the pill fades in after 0.2 s over 0.5 s. */
export const PILL_FADE = { delaySeconds: 0.2, durationSeconds: 0.5 } as const;
const FADE_STYLE = { animation: `cart-pill-fade ${PILL_FADE.durationSeconds}s ease ${PILL_FADE.delaySeconds}s both` };

export default function CartPillView({ cart, cartUrl }: { cart: CartJson; cartUrl: string }) {
  const quantity = cart.totalQuantity;
  // In a landmark of its own: the pill floats outside the page's header, main and footer.
  return (
    <nav className="cart-pill-nav" aria-label="Cart">
      <a className="cart-pill" href={serverUrl(cartUrl)} style={FADE_STYLE}>
        <span aria-hidden="true" className="cart-pill-text">
          <span className="cart-pill-count">{pillCount(quantity)}</span> <span className="cart-pill-word">{itemWord(quantity)}</span>
          <span className="cart-pill-subtotal">{pillSubtotal(cart)}</span>
        </span>
        <span className="visually-hidden">{pillSentence(quantity)}</span>
      </a>
    </nav>
  );
}
