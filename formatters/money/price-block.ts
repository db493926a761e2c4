import type { RenderScope } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';
import { renderFragment } from '../util/fragment.js';

/** The parts of a price block; the first of from, sale and normal that is there is shown. */
export interface PriceBlock {
  /** "from $10.00 every week": the whole line when prices vary. */
  fromHtml?: string;
  /** The sale price line; the normal price line is then shown struck as the original. */
  saleHtml?: string;
  normalHtml?: string;
}

function localized(scope: RenderScope, key: string): string | undefined {
  const text = scope.resolve(['localizedStrings', key]);
  return text === undefined ? undefined : scalarText(text);
}

/** Renders templates/product-price.jsont in a `<div class="…">` with the site's translated labels. */
export function renderPriceBlock(blockClass: string, block: PriceBlock, scope: RenderScope): string {
  const data = {
    blockClass,
    originalPriceText: localized(scope, 'originalPriceText'),
    salePriceText: localized(scope, 'salePriceText'),
    ...block,
  };
  return renderFragment('product-price', data, scope);
}

/** A translated text from `localizedStrings`, else the English default. */
export function localizedOr(scope: RenderScope, key: string, fallback: string): string {
  return localized(scope, key) ?? fallback;
}
