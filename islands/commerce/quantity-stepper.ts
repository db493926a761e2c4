/**
 * The quantity fragment (`.product-quantity-input`) as a stepper: − and + buttons around the
 * number, capped at what can still be added of the chosen variant (its stock less what the cart
 * holds). Asking for more (+ at the cap, or a larger number typed) says "Only N left" in a status
 * line under it; + stays pressable at the cap so that pressing it says why nothing changed. Answers the undo.
 */
import type { ProductData, VariantData } from '../../domain/commerce/product-data.js';
import { VARIANT_CHANGE_EVENT, type VariantChangeDetail } from '../../domain/commerce/product-data.js';
import { $cart } from '../cart-store/cart-store.js';
import { quantityInCart } from '../add-to-cart/stock-rule.js';

export function onlyLeftMessage(left: number): string {
  return left <= 0 ? 'No more left to add' : `Only ${String(left)} left`;
}

/** How many more of `variant` can be added (Infinity when unlimited). */
export function stillAvailable(variant: VariantData | null, inCart: number): number {
  if (!variant || variant.unlimited) return Number.POSITIVE_INFINITY;
  return Math.max(0, variant.qtyInStock - inCart);
}

export function enhanceQuantity(quantity: HTMLElement, product: ProductData, productElement: HTMLElement): () => void {
  const input = quantity.querySelector<HTMLInputElement>('input');
  if (!input) return () => undefined;
  let variant: VariantData | null = product.options.length === 0 ? product.variants[0] ?? null : null;

  const stepper = document.createElement('div');
  stepper.className = 'quantity-stepper';
  const minus = stepButton('−', 'Decrease quantity');
  const plus = stepButton('+', 'Increase quantity');
  input.before(stepper);
  stepper.append(minus, input, plus);
  const limit = document.createElement('p');
  limit.className = 'quantity-limit';
  limit.setAttribute('role', 'status');
  quantity.append(limit);

  const available = (): number => stillAvailable(variant, variant ? quantityInCart($cart.get(), product.itemId, variant.id) : 0);
  const value = (): number => {
    const n = Number(input.value);
    return Number.isInteger(n) && n > 0 ? n : 1;
  };
  const refresh = (asked = value()): void => {
    const left = available();
    if (Number.isFinite(left)) input.max = String(Math.max(1, left));
    else input.removeAttribute('max');
    minus.setAttribute('aria-disabled', String(value() <= 1));
    limit.textContent = asked > left && variant ? onlyLeftMessage(left) : '';
  };
  const step = (by: number): void => {
    const wanted = value() + by;
    if (wanted < 1) return;
    if (wanted > available()) {
      refresh(wanted);
      return;
    }
    input.value = String(wanted);
    refresh();
  };
  const onMinus = (): void => step(-1);
  const onPlus = (): void => step(1);
  const onInput = (): void => refresh();
  const onVariant = (event: Event): void => {
    const detail = (event as CustomEvent<VariantChangeDetail>).detail;
    if (detail.productId !== product.itemId) return;
    variant = product.variants.find((v) => v.id === detail.variantId) ?? null;
    refresh();
  };
  minus.addEventListener('click', onMinus);
  plus.addEventListener('click', onPlus);
  input.addEventListener('input', onInput);
  productElement.addEventListener(VARIANT_CHANGE_EVENT, onVariant);
  const offCart = $cart.listen(() => refresh());
  refresh();
  return () => {
    offCart();
    productElement.removeEventListener(VARIANT_CHANGE_EVENT, onVariant);
    input.removeEventListener('input', onInput);
    stepper.replaceWith(input);
    limit.remove();
  };
}

function stepButton(text: string, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'quantity-step';
  button.textContent = text;
  button.setAttribute('aria-label', label);
  return button;
}
