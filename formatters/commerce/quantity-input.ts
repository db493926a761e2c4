import type { FormatterDef, JsonValue, RenderScope } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { QUANTITY_INPUT, showsQuantityInput } from '../../domain/commerce/quantity.js';
import { renderFragment } from '../util/fragment.js';
import { pageData, type PageData } from './page-context.js';

/** The settings holding `storeSettings`: `websiteSettings`, else `website`. */
function storeSettingsHolder(scope: RenderScope): JsonValue {
  const settings = scope.resolve(['websiteSettings']);
  return getOwn(settings, 'storeSettings') !== undefined ? settings : scope.resolve(['website']);
}

/** `{item|quantity-input}`: the quantity field, only where more than one unit can be bought. */
export const quantityInput: FormatterDef = {
  name: 'quantity-input',
  apply(item, _args, scope) {
    if (!showsQuantityInput(item, storeSettingsHolder(scope))) return undefined;
    const data: PageData & { limits?: typeof QUANTITY_INPUT } = pageData(scope, item);
    data.limits = QUANTITY_INPUT;
    return renderFragment('quantity-input', data, scope);
  },
};
