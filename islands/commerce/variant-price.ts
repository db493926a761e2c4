/**
 * The price of a product whose variants cost different amounts (a gift card's $25, $50, $100)
 * follows the chosen variant: its `.product-price` shows that variant's price (and its sale
 * price) and goes back to the server's "from …" text when no variant is chosen. Prices come from
 * the variants fragment's `data-variants`. Answers the undo.
 */
import { VARIANT_CHANGE_EVENT, type VariantChangeDetail } from '../../domain/commerce/product-data.js';

interface Money {
  decimalValue: string;
  currencyCode: string;
}

interface VariantPrice {
  id: string;
  priceMoney?: Money;
  salePriceMoney?: Money;
  onSale?: boolean;
}

export function formatPrice(money: Money, locale: string): string {
  return new Intl.NumberFormat(locale || 'en-US', { style: 'currency', currency: money.currencyCode }).format(Number(money.decimalValue));
}

export function readVariantPrices(variants: HTMLElement): VariantPrice[] {
  try {
    const parsed: unknown = JSON.parse(variants.dataset['variants'] ?? '[]');
    return Array.isArray(parsed) ? (parsed as VariantPrice[]) : [];
  } catch {
    return [];
  }
}

export function followVariantPrice(variants: HTMLElement, productElement: HTMLElement, itemId: string): () => void {
  const prices = readVariantPrices(variants);
  const amounts = new Set(prices.map((p) => `${p.onSale ? p.salePriceMoney?.decimalValue ?? '' : ''}/${p.priceMoney?.decimalValue ?? ''}`));
  const price = productElement.querySelector<HTMLElement>('.product-price');
  if (!price || amounts.size < 2) return () => undefined;
  const original = price.innerHTML;
  const locale = document.documentElement.lang;
  const onVariant = (event: Event): void => {
    const detail = (event as CustomEvent<VariantChangeDetail>).detail;
    if (detail.productId !== itemId) return;
    const chosen = prices.find((p) => p.id === detail.variantId);
    if (!chosen?.priceMoney) {
      price.innerHTML = original;
      return;
    }
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
  };
  productElement.addEventListener(VARIANT_CHANGE_EVENT, onVariant);
  return () => {
    productElement.removeEventListener(VARIANT_CHANGE_EVENT, onVariant);
    price.innerHTML = original;
  };
}
