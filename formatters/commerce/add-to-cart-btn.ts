import type { FormatterDef } from '../../engine/plugin.js';
import { isSubscribable } from '../../domain/commerce/subscribable.js';
import { renderFragment } from '../util/fragment.js';
import { pageData, type PageData } from './page-context.js';

/** `{item|add-to-cart-btn}`: the add-to-cart (or subscribe) button of a product. */
export const addToCartBtn: FormatterDef = {
  name: 'add-to-cart-btn',
  apply(item, _args, scope) {
    const data: PageData & { subscribable?: boolean } = pageData(scope, item);
    data.subscribable = isSubscribable(item);
    return renderFragment('add-to-cart-btn', data, scope);
  },
};
