import type { FormatterDef } from '../../engine/plugin.js';
import { renderFragment } from '../util/fragment.js';
import { pageData } from './page-context.js';

/** `{item|product-checkout}`: variant selectors, quantity input and add-to-cart button. */
export const productCheckout: FormatterDef = {
  name: 'product-checkout',
  apply: (item, _args, scope) => renderFragment('product-checkout', pageData(scope, item), scope),
};
