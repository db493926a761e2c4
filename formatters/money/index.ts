import type { FormatterDef } from '../../engine/plugin.js';
import { bookkeeperMoneyFormat } from './bookkeeper-money-format.js';
import { cartQuantity } from './cart-quantity.js';
import { cartSubtotal } from './cart-subtotal.js';
import { cartUrl } from './cart-url.js';
import { fromPrice } from './from-price.js';
import { i18nMoneyFormat } from './i18n-money-format.js';
import { money } from './money.js';
import { moneyFormat, moneyFormatCamel } from './money-format.js';
import { moneyString } from './money-string.js';
import { normalPrice } from './normal-price.js';
import { percentageFormat } from './percentage-format.js';
import { productPrice } from './product-price.js';
import { salePrice } from './sale-price.js';
import { subscriptionPrice } from './subscription-price.js';
import { variantDescriptor } from './variant-descriptor.js';

/** The money formatters. */
export const moneyFormatters: readonly FormatterDef[] = [
  bookkeeperMoneyFormat,
  cartQuantity,
  cartSubtotal,
  cartUrl,
  fromPrice,
  i18nMoneyFormat,
  money,
  moneyFormat,
  moneyFormatCamel,
  moneyString,
  normalPrice,
  percentageFormat,
  productPrice,
  salePrice,
  subscriptionPrice,
  variantDescriptor,
];
