/**
 * Enhances one variants fragment (`.product-variants[data-item-id]`): each option's values show as
 * buttons (the fragment's radio inputs and labels; the selects stay the source of the selection,
 * hidden); values that lead only to sold-out variants stay selectable and read "… (Sold out)";
 * every change announces the chosen variant as a bubbling `variant-change` CustomEvent (detail:
 * productId, variantId, soldOut) and shows the variant's image in the product's element when it
 * has one. Answers the undo.
 */
import { VARIANT_CHANGE_EVENT, type ProductData, type VariantChangeDetail } from '../../domain/commerce/product-data.js';
import { chooseVariant, isSoldOut, soldOutValues } from '../../domain/commerce/variant-choice.js';
import { productRoot, readSelection, variantSelects } from './buy-box-dom.js';

export const SOLD_OUT_SUFFIX = ' (Sold out)';
export const BUTTONS_CLASS = 'product-variants--buttons';

export function enhanceVariants(element: HTMLElement, product: ProductData): () => void {
  const selects = variantSelects(element);
  const root = productRoot(element, product.itemId);
  const undoButtons = showAsButtons(element, selects);
  const update = (): void => {
    const selection = readSelection(element);
    for (const select of selects) {
      const soldOut = soldOutValues(product.variants, product.options, selection, select.dataset['variantOptionName'] ?? '');
      markSoldOut(select, soldOut);
      for (const radio of radiosOf(select)) markRadio(radio, soldOut.has(radio.value), select.value === radio.value);
    }
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
    undoButtons();
  };
}

/** The radio inputs of the select's option (same `.variant-option`). */
function radiosOf(select: HTMLSelectElement): HTMLInputElement[] {
  const option = select.closest('.variant-option');
  return option ? [...option.querySelectorAll<HTMLInputElement>('input.variant-radiobtn')] : [];
}

/**
 * Turns each option into a group of radio buttons shown as buttons: the group is named by the
 * option, a checked radio sets its select (and fires its change), the labels lose the fragment's
 * `role="button"` (a label of a radio is not a button) and their tab stop (the radio has it).
 */
function showAsButtons(element: HTMLElement, selects: HTMLSelectElement[]): () => void {
  const offs: (() => void)[] = [];
  for (const select of selects) {
    const radios = radiosOf(select);
    const wrapper = radios[0]?.closest<HTMLElement>('.variant-radiobtn-wrapper');
    if (!wrapper) continue;
    wrapper.setAttribute('role', 'radiogroup');
    wrapper.setAttribute('aria-label', select.dataset['variantOptionName'] ?? '');
    for (const radio of radios) {
      const label = radio.nextElementSibling;
      if (label instanceof HTMLLabelElement) {
        label.removeAttribute('role');
        label.removeAttribute('tabindex');
      }
      const choose = (): void => {
        if (!radio.checked || select.value === radio.value) return;
        select.value = radio.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      radio.addEventListener('change', choose);
      if (radio.checked && select.value === '') select.value = radio.value; // pressed before the island ran
      offs.push(() => radio.removeEventListener('change', choose));
    }
  }
  element.classList.add(BUTTONS_CLASS);
  return () => {
    element.classList.remove(BUTTONS_CLASS);
    for (const off of offs) off();
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

/** A value's button: checked as its select says, marked sold out in words and in style. */
function markRadio(radio: HTMLInputElement, soldOut: boolean, checked: boolean): void {
  radio.checked = checked;
  radio.toggleAttribute('data-sold-out', soldOut);
  const label = radio.nextElementSibling;
  if (!(label instanceof HTMLLabelElement)) return;
  let mark = label.querySelector<HTMLElement>('.variant-sold-out-mark');
  if (soldOut && !mark) {
    mark = document.createElement('span');
    mark.className = 'visually-hidden variant-sold-out-mark';
    mark.textContent = SOLD_OUT_SUFFIX;
    label.append(mark);
  }
  if (!soldOut) mark?.remove();
}

/** Shows the variant's image: its URL in `src` and in every `srcset` candidate (`?format=` kept). */
function showImage(root: HTMLElement, url: string): void {
  const image = root.querySelector<HTMLImageElement>('img[data-variant-image], .product-image img, img.product-image');
  const src = image?.getAttribute('src');
  if (!image || src == null) return;
  const shown = src.split('?')[0] ?? src;
  if (shown === url) return;
  const srcset = image.getAttribute('srcset');
  if (srcset) image.srcset = srcset.split(`${shown}?`).join(`${url}?`);
  image.src = url + src.slice(shown.length);
}
