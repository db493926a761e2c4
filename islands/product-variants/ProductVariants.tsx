/**
 * Enhances the engine's variant selects: values that lead only to sold-out variants stay
 * selectable and read "… (Sold out)"; every change announces the chosen variant as a
 * `variant-change` CustomEvent on the product element (detail: productId, variantId, soldOut)
 * and shows the variant's image when it has one. Renders nothing of its own.
 */
import { useEffect } from 'react';
import { VARIANT_CHANGE_EVENT, type ProductData, type VariantChangeDetail } from './product-data.js';
import { productElement, readSelection, variantSelects } from './product-dom.js';
import { chooseVariant, isSoldOut, soldOutValues } from './variant-choice.js';

export const SOLD_OUT_SUFFIX = ' (Sold out)';

export default function ProductVariants({ product }: { product: ProductData }) {
  useEffect(() => {
    const root = productElement(product.itemId);
    if (!root) return;
    const selects = variantSelects(root);
    const update = (): void => {
      const selection = readSelection(root);
      for (const select of selects) markSoldOut(select, soldOutValues(product.variants, product.options, selection, select.dataset['variantOptionName'] ?? ''));
      const choice = chooseVariant(product.variants, product.options, selection);
      const variant = choice.kind === 'chosen' ? choice.variant : null;
      if (variant?.imageUrl) showImage(root, variant.imageUrl);
      const detail: VariantChangeDetail = { productId: product.itemId, variantId: variant?.id ?? null, soldOut: variant ? isSoldOut(variant) : false };
      root.dispatchEvent(new CustomEvent(VARIANT_CHANGE_EVENT, { detail, bubbles: true }));
    };
    update();
    for (const select of selects) select.addEventListener('change', update);
    return () => {
      for (const select of selects) select.removeEventListener('change', update);
    };
  }, [product]);
  return null;
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
