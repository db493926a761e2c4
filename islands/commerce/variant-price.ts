/**
 * The price of a product whose variants cost different amounts (a gift card's $25, $50, $100)
 * follows the chosen variant: its `.product-price` shows that variant's price (and its sale
 * price) and goes back to the server's "from …" text when no variant is chosen. Prices come from
 * the variants fragment's `data-variants`. Loaded on demand (the first choice of a variant).
 */
import { decimalText } from '../../domain/money/cart-money.js';
import type { DecimalMoneyJson } from '../../domain/money/money-json.js';

interface VariantPrice {
  id: string;
  priceMoney?: DecimalMoneyJson;
  salePriceMoney?: DecimalMoneyJson;
  onSale?: boolean;
}

/** A variant's price as the site writes money (domain/money/cart-money.ts), in the page's locale. */
export function formatPrice(money: DecimalMoneyJson, locale: string): string {
  return decimalText(money.decimalValue, money.currencyCode, false, locale || undefined);
}

export function readVariantPrices(variants: HTMLElement): VariantPrice[] {
  try {
    const parsed: unknown = JSON.parse(variants.dataset['variants'] ?? '[]');
    return Array.isArray(parsed) ? (parsed as VariantPrice[]) : [];
  } catch {
    return [];
  }
}

const originals = new WeakMap<HTMLElement, string>();

/**
 * Shows the price of `variantId` in the product's `.product-price` when the variants cost
 * different amounts; `null` puts back what the server rendered. Loaded on the first choice.
 */
export function showVariantPrice(variants: HTMLElement, productElement: HTMLElement, variantId: string | null): void {
  const prices = readVariantPrices(variants);
  const amounts = new Set(prices.map((p) => `${p.onSale ? p.salePriceMoney?.decimalValue ?? '' : ''}/${p.priceMoney?.decimalValue ?? ''}`));
  const price = productElement.querySelector<HTMLElement>('.product-price');
  if (!price || amounts.size < 2) return;
  const original = originals.get(price) ?? price.innerHTML;
  originals.set(price, original);
  const chosen = prices.find((p) => p.id === variantId);
  if (!chosen?.priceMoney) {
    price.innerHTML = original;
    return;
  }
  const locale = document.documentElement.lang;
  price.textContent = '';
  if (chosen.onSale && chosen.salePriceMoney) {
    price.append(formatPrice(chosen.salePriceMoney, locale), ' ');
    const was = document.createElement('span');
    was.className = 'original-price';
    was.textContent = formatPrice(chosen.priceMoney, locale);
    price.append(was);
  } else {
    price.append(formatPrice(chosen.priceMoney, locale));
  }
}
