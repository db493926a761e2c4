/**
 * Enhances one variants fragment (`.product-variants[data-item-id]`): values that lead only to
 * sold-out variants stay selectable and read "… (Sold out)"; every change announces the chosen
 * variant as a bubbling `variant-change` CustomEvent (detail: productId, variantId, soldOut) and
 * shows the variant's image in the product's element when it has one. Answers the undo.
 */
import { VARIANT_CHANGE_EVENT, type ProductData, type VariantChangeDetail } from '../../domain/commerce/product-data.js';
import { chooseVariant, isSoldOut, soldOutValues } from '../../domain/commerce/variant-choice.js';
import { productRoot, readSelection, variantSelects } from './buy-box-dom.js';

export const SOLD_OUT_SUFFIX = ' (Sold out)';

export function enhanceVariants(element: HTMLElement, product: ProductData): () => void {
  const selects = variantSelects(element);
  const root = productRoot(element, product.itemId);
  const update = (): void => {
    const selection = readSelection(element);
    for (const select of selects) markSoldOut(select, soldOutValues(product.variants, product.options, selection, select.dataset['variantOptionName'] ?? ''));
    const choice = chooseVariant(product.variants, product.options, selection);
    const variant = choice.kind === 'chosen' ? choice.variant : null;
    if (variant?.imageUrl) showImage(root, variant.imageUrl);
    const detail: VariantChangeDetail = { productId: product.itemId, variantId: variant?.id ?? null, soldOut: variant ? isSoldOut(variant) : false };
    element.dispatchEvent(new CustomEvent(VARIANT_CHANGE_EVENT, { detail, bubbles: true }));
  };
  update();
  for (const select of selects) select.addEventListener('change', update);
  return () => {
    for (const select of selects) select.removeEventListener('change', update);
  };
}

function markSoldOut(select: HTMLSelectElement, soldOut: Set<string>): void {
  for (const option of select.options) {
    if (option.value === '') continue;
    option.dataset['label'] ??= option.text;
    const out = soldOut.has(option.value);
    option.text = out ? `${option.dataset['label']}${SOLD_OUT_SUFFIX}` : option.dataset['label'];
    option.toggleAttribute('data-sold-out', out);
  }
}

function showImage(root: HTMLElement, url: string): void {
  const image = root.querySelector<HTMLImageElement>('img[data-variant-image], .product-image img, img.product-image');
  if (image && image.getAttribute('src') !== url) image.src = url;
}
