/**
 * The cart's discount code: a field with Apply, the code on the cart with what it gives and a
 * Remove button, why it does not apply yet (its reason from the cart's `invalidCoupons`), the
 * refusal of a code that cannot be used, and the Discount and total rows. The server decides
 * everything; the cart shown is always the one it answered.
 */
import { useId, useState, type FormEvent } from 'react';
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { decimalText } from '../../domain/money/cart-money.js';
import { acceptCart, nextTicket } from '../cart-store/cart-store.js';
import { deleteDiscountCode, postDiscountCode } from './discount-calls.js';

export function CartDiscount({ cart, currency }: { cart: CartJson; currency: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const id = useId();
  const money = (decimal: string): string => decimalText(decimal, currency);
  const coupon = cart.coupons[0];
  const invalid = cart.invalidCoupons.find((c) => c.code === coupon?.code);

  const apply = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Enter a discount code.');
      return;
    }
    setBusy(true);
    const ticket = nextTicket();
    const result = await postDiscountCode(code);
    setBusy(false);
    if (result.ok) {
      acceptCart(result.data.shoppingCart, ticket);
      setCode('');
      setError(null);
      const applied = result.data.shoppingCart.coupons[0];
      setSaid(applied ? `Discount code ${applied.code} added.` : '');
    } else setError(result.message || 'The code could not be applied. Please try again.');
  };
  const remove = async (): Promise<void> => {
    setBusy(true);
    const ticket = nextTicket();
    const result = await deleteDiscountCode();
    setBusy(false);
    if (result.ok) {
      acceptCart(result.data.shoppingCart, ticket);
      setSaid('Discount code removed.');
    } else setError(result.message || 'The code could not be removed. Please try again.');
  };

  return (
    <section className="cart-discount" aria-labelledby={`${id}-title`}>
      <h2 className="cart-discount-title" id={`${id}-title`}>Discount code</h2>
      <p className="visually-hidden cart-discount-said" aria-live="polite">{said}</p>
      {coupon ? (
        <div className="cart-coupon">
          <p className={invalid ? 'cart-coupon-invalid' : 'cart-coupon-valid'}>
            <strong className="cart-coupon-code">{coupon.code}</strong>
            {coupon.summary && <span className="cart-coupon-summary">: {coupon.summary}</span>}
          </p>
          {invalid?.reason && <p className="cart-coupon-reason" id={`${id}-reason`}>{invalid.reason}</p>}
          <button type="button" className="button cart-coupon-remove" disabled={busy} onClick={() => void remove()} aria-describedby={invalid?.reason ? `${id}-reason` : undefined}>
            Remove code {coupon.code}
          </button>
        </div>
      ) : (
        <form className="cart-discount-form" onSubmit={(e) => void apply(e)} noValidate>
          <label htmlFor={`${id}-code`}>Discount code</label>
          <input
            id={`${id}-code`}
            className="cart-discount-input"
            name="code"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => { setCode(e.target.value); setError(null); }}
          />
          <button type="submit" className="button cart-discount-apply" disabled={busy}>Apply</button>
          {error && <p className="cart-discount-error" id={`${id}-error`} role="alert">{error}</p>}
        </form>
      )}
      {coupon && error && <p className="cart-discount-error" role="alert">{error}</p>}
      {cart.discountCents > 0 && (
        <>
          <p className="cart-discount-row"><span>Discount</span> <span className="cart-discount-amount">-{money(cart.discountTotal.decimalValue)}</span></p>
          <p className="cart-total-row"><span>{cart.shippingLocation ? 'Total' : 'Total before shipping and tax'}</span> <span className="cart-total-amount">{money(cart.grandTotal.decimalValue)}</span></p>
        </>
      )}
    </section>
  );
}
