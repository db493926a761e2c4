/**
 * The checkout's summary follows the address as it is typed: once a country (and its region, when
 * it has any) is chosen, the address goes to the cart (`PUT /api/commerce/shopping-cart/shipping`)
 * and the cart's answer fills in the shipping options (the chosen or cheapest checked), the
 * discount, shipping, tax and total, or says that nothing ships there. Choosing an option sends it
 * the same way. The server prices the order again when it is placed, by the same rule.
 */
import { apiRequest } from '../shared/api-request.js';
import { cartCurrency, decimalText } from '../../domain/money/cart-money.js';
import type { CartJson } from '../../domain/commerce/cart-json.js';

interface Parts {
  form: HTMLFormElement;
  totals: HTMLElement;
  choices: HTMLElement | null;
  url: string;
}

export function followAddress(form: HTMLFormElement, totals: HTMLElement): void {
  const fieldset = document.getElementById('checkout-shipping-options');
  const parts: Parts = {
    form,
    totals,
    choices: fieldset?.querySelector<HTMLElement>('.checkout-shipping-choices') ?? null,
    url: fieldset?.dataset['shippingUrl'] ?? '/api/commerce/shopping-cart/shipping',
  };
  const field = (name: string) => form.elements.namedItem(name);
  let sent = '';
  let ticket = 0;
  const send = async (body: Record<string, unknown>): Promise<void> => {
    const mine = ++ticket;
    parts.totals.setAttribute('aria-busy', 'true');
    const token = field('cartToken');
    const result = await apiRequest<{ shoppingCart: CartJson }>(parts.url, { method: 'PUT', body: { ...body, ...(token instanceof HTMLInputElement ? { cartToken: token.value } : {}) } });
    if (mine !== ticket) return;
    parts.totals.removeAttribute('aria-busy');
    if (result.ok) show(parts, result.data.shoppingCart);
  };
  const onAddress = (): void => {
    const country = field('shippingAddress.country');
    const region = field('shippingAddress.region');
    const postal = field('shippingAddress.postalCode');
    if (!(country instanceof HTMLSelectElement) || country.value === '') return;
    const regionValue = region instanceof HTMLSelectElement && !region.disabled ? region.value : '';
    if (region instanceof HTMLSelectElement && region.required && regionValue === '') return;
    const location = { country: country.value, region: regionValue.replace(/^[A-Z]{2}-/, '') || null, postalCode: postal instanceof HTMLInputElement ? postal.value.trim() : '' };
    const key = JSON.stringify(location);
    if (key === sent) return;
    sent = key;
    void send({ location });
  };
  form.addEventListener('change', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === 'shippingOption') void send({ optionId: target.value });
    else if (target instanceof HTMLElement && /^shippingAddress\.(country|region|postalCode)$/.test((target as HTMLInputElement).name)) onAddress();
  });
  onAddress();
}

function show(parts: Parts, cart: CartJson): void {
  const currency = cartCurrency(cart.currencyCode);
  const money = (decimal: string): string => decimalText(decimal, currency);
  const set = (selector: string, text: string): void => {
    const element = parts.totals.querySelector(selector);
    if (element) element.textContent = text;
  };
  set('.checkout-subtotal', money(cart.subtotal.decimalValue));
  set('.checkout-discount', `${cart.discountCents > 0 ? '-' : ''}${money(cart.discountTotal.decimalValue)}`);
  set('.checkout-shipping', money(cart.shippingTotal.decimalValue));
  set('.checkout-tax', money(cart.taxTotal.decimalValue));
  set('.checkout-grand-total-label', 'Total');
  set('.checkout-grand-total', money(cart.grandTotal.decimalValue));
  const shippingLabel = parts.totals.querySelector('.checkout-shipping')?.previousElementSibling;
  if (shippingLabel) shippingLabel.textContent = cart.selectedShippingOption ? `Shipping (${cart.selectedShippingOption.name})` : 'Shipping';
  if (parts.choices) renderChoices(parts.choices, cart, money);
}

function renderChoices(choices: HTMLElement, cart: CartJson, money: (decimal: string) => string): void {
  const rows: HTMLElement[] = [];
  if (cart.shippingProblem) {
    const p = document.createElement('p');
    p.className = 'checkout-shipping-problem';
    p.setAttribute('role', 'alert');
    p.textContent = cart.shippingProblem;
    rows.push(p);
  }
  cart.shippingOptions.forEach((option, index) => {
    const p = document.createElement('p');
    p.className = 'checkout-shipping-option';
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'shippingOption';
    input.id = `checkout-shipping-option-${String(index)}`;
    input.value = option.id;
    input.checked = option.id === cart.selectedShippingOption?.id;
    const label = document.createElement('label');
    label.htmlFor = input.id;
    const cost = document.createElement('span');
    cost.className = 'checkout-shipping-option-cost';
    cost.textContent = money(option.cost.decimalValue);
    label.append(`${option.name}: `, cost);
    p.append(input, ' ', label);
    rows.push(p);
  });
  choices.replaceChildren(...rows);
}
