import type { FormatterDef, JsonValue, RenderScope } from '../../engine/plugin.js';
import { getOwn, scalarText } from '../../engine/values.js';
import { renderFragment } from '../util/fragment.js';
import { localized } from './localized.js';

/** The group argument names a field of the item, else a variable in scope, else is itself. */
function group(item: JsonValue, name: string, scope: RenderScope): string {
  if (name === '') return '';
  const own = getOwn(item, name);
  if (own !== undefined) return scalarText(own);
  const found = scope.resolve([name]);
  return found !== undefined ? scalarText(found) : name;
}

/** `{item|product-quick-view group?}`: the button that opens the product in a quick view. */
export const productQuickView: FormatterDef = {
  name: 'product-quick-view',
  apply(item, args, scope) {
    const data = {
      id: getOwn(item, 'id'),
      group: group(item, args[0] ?? '', scope),
      label: localized(scope, 'productQuickViewText', 'Quick View'),
    };
    return renderFragment('product-quick-view', data, scope);
  },
};
