import type { FormatterDef } from '../../engine/plugin.js';
import { isSubscribable } from '../../domain/commerce/subscribable.js';
import { renderFragment } from '../util/fragment.js';
import { pageContext } from './page-context.js';

/** `{item|add-to-cart-btn}`: the add-to-cart (or subscribe) button of a product. */
export const addToCartBtn: FormatterDef = {
  name: 'add-to-cart-btn',
  apply: (item, _args, scope) =>
    renderFragment('add-to-cart-btn', { ...pageContext(scope), item, subscribable: isSubscribable(item) }, scope),
};
