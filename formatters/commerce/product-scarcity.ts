import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn, scalarText } from '../../engine/values.js';
import { fieldFlag } from '../../domain/commerce/json-number.js';
import { renderFragment } from '../util/fragment.js';
import { fillPlaceholders } from './placeholders.js';

/**
 * `{item|product-scarcity}`: "only N left" per variant view, when the merchant turned scarcity
 * messages on for the product. The storefront script reveals the view of the chosen variant.
 */
export const productScarcity: FormatterDef = {
  name: 'product-scarcity',
  apply(item, _args, scope) {
    const id = scalarText(getOwn(item, 'id'));
    const merchandising = getOwn(scope.resolve(['productMerchandisingContext']), id);
    if (!fieldFlag(getOwn(merchandising, 'scarcityEnabled'))) return undefined;
    const text = scalarText(getOwn(merchandising, 'scarcityText'));
    const views = getOwn(merchandising, 'scarcityTemplateViews');
    const data = {
      views: (Array.isArray(views) ? views : []).map((view) => ({
        attributes: getOwn(view, 'attributes'),
        text: fillPlaceholders(text, { qtyInStock: scalarText(getOwn(view, 'qtyInStock')) }),
      })),
    };
    return renderFragment('product-scarcity', data, scope);
  },
};
