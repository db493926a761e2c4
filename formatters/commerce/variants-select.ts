import type { FormatterDef, JsonValue, RenderScope } from '../../engine/plugin.js';
import { productType } from '../../domain/commerce/product.js';
import { GIFT_CARD } from '../../domain/enums/product-type.js';
import { isSubscribable } from '../../domain/commerce/subscribable.js';
import { variantOptions } from '../../domain/commerce/variant-options.js';
import { contentField } from '../../domain/commerce/structured-content.js';
import { renderFragment } from '../util/fragment.js';
import { localized } from './localized.js';
import { fillPlaceholders } from './placeholders.js';

/**
 * Option title and select prompt. Gift-card options are always named "Value" by the platform,
 * so they get their own translated strings instead of the merchant's name.
 */
function labels(item: JsonValue, scope: RenderScope): { title: string; prompt: string } {
  return productType(item) === GIFT_CARD
    ? {
        title: localized(scope, 'giftCardValueDisplayText', 'Value'),
        prompt: localized(scope, 'giftCardVariantSelectText', 'Select Value'),
      }
    : { title: '{name}', prompt: localized(scope, 'productVariantSelectText', 'Select {variantName}') };
}

/**
 * `{item|variants-select}`: a dropdown and a radio group per variant option; nothing without
 * options. Each radio's label carries the platform's `role="button" tabindex="0"` (the commerce
 * island removes them); `{item|variants-select radios}` writes plain labels of the radios from
 * the start, for markup shown where no island runs (the page builder's canvas).
 */
export const variantsSelect: FormatterDef = {
  name: 'variants-select',
  apply(item, args, scope) {
    const options = variantOptions(item);
    if (options.length === 0) return undefined;
    const { title, prompt } = labels(item, scope);
    return renderFragment(
      'variants-select',
      {
        item,
        variants: contentField(item, 'variants'),
        buttonRole: args[0] !== 'radios',
        subscribable: isSubscribable(item),
        subscriptionPlan: contentField(item, 'subscriptionPlan') ?? null,
        options: options.map(({ name, values }) => ({
          name,
          values,
          title: fillPlaceholders(title, { name }),
          prompt: fillPlaceholders(prompt, { variantName: name }),
        })),
      },
      scope,
    );
  },
};
