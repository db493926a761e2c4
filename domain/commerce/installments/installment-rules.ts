/**
 * The installment pill's offer (spec 000 §4, §5, §9): Afterpay (Clearpay in Great Britain) for
 * physical products whose item context says it is available, in the supported country and
 * language pairs; "or {installment} with" when the price is above the minimum and not above the
 * maximum, else the order-range message. Pure: the page computes it on the server.
 */
import type { JsonValue } from '../../../engine/plugin.js';
import { afterpayBrand, type InstallmentBrand } from '../afterpay.js';
import { fieldFlag } from '../json-number.js';
import { localeParts } from '../locale-parts.js';
import { PHYSICAL } from '../../enums/product-type.js';
import { textOf as text } from '../../json-object.js';
import { compareDecimal } from '../../money/decimal.js';
import { readAmount, type Money } from '../../money/money.js';
import { moneyCents } from '../../money/minor-units.js';
import { decimalText, minorUnitsText } from '../../money/cart-money.js';

/** Installments a price is split into by default. */
export const INSTALLMENT_COUNT = 4;

export const INSTALLMENT_TEXT = {
  inRange: 'or {installment} with',
  over: 'available for orders over {amount}',
  upTo: 'available for orders up to {amount}',
} as const;

/** The item's installment context (`productMerchandisingContext[itemId]`). */
export interface InstallmentContext {
  afterPayAvailable?: unknown;
  afterPayMin?: unknown;
  afterPayMax?: unknown;
  shopperLanguage?: unknown;
  stripeAccountCountry?: unknown;
}

export interface InstallmentOffer {
  brand: InstallmentBrand;
  inRange: boolean;
  /** "or $10.50 with" in range; "available for orders over $35.00" or "… up to …" outside. */
  text: string;
  /** One installment ("$10.50") and how many there are. */
  installment: string;
  count: number;
}


/** The shopper's language with the merchant's country (`en-US`): the pair the offer and its info page follow. */
export function installmentLocale(context: InstallmentContext): string {
  const { language, region } = localeParts(text(context.shopperLanguage));
  const country = text(context.stripeAccountCountry).trim() || region || '';
  return `${language}-${country}`;
}

/** The brand for the shopper's language and the merchant's country, if the pair is supported. */
export function installmentBrand(context: InstallmentContext): InstallmentBrand | undefined {
  return afterpayBrand(installmentLocale(context));
}

/** One of `count` installments of a price, in the price's currency (its minor units rounded). */
export function installmentAmount(price: Money, count: number = INSTALLMENT_COUNT): string {
  return minorUnitsText(Math.round(moneyCents(price) / count), price.currency);
}

export function installmentOffer(productType: number | undefined, price: Money, context: InstallmentContext | undefined, count: number = INSTALLMENT_COUNT): InstallmentOffer | undefined {
  if (productType !== PHYSICAL || context === undefined || !fieldFlag(context.afterPayAvailable as JsonValue)) return undefined;
  const brand = installmentBrand(context);
  if (brand === undefined) return undefined;
  const min = readAmount(context.afterPayMin) ?? '0';
  const max = readAmount(context.afterPayMax);
  const installment = installmentAmount(price, count);
  const offer = { brand, installment, count };
  if (compareDecimal(price.amount, min) <= 0) {
    return { ...offer, inRange: false, text: INSTALLMENT_TEXT.over.replace('{amount}', decimalText(min, price.currency)) };
  }
  if (max !== undefined && compareDecimal(price.amount, max) > 0) {
    return { ...offer, inRange: false, text: INSTALLMENT_TEXT.upTo.replace('{amount}', decimalText(max, price.currency)) };
  }
  return { ...offer, inRange: true, text: INSTALLMENT_TEXT.inRange.replace('{installment}', installment) };
}
