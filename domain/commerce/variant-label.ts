/** A chosen variant as a shopper reads it: its option names and values, never its SKU. */

/** `{ Color: 'Natural', Size: 'S/M' }` → `['Color: Natural', 'Size: S/M']`; empty values are left out. */
export function variantLabels(attributes: Readonly<Record<string, string>> | null | undefined): string[] {
  return Object.entries(attributes ?? {})
    .filter(([name, value]) => name.trim() !== '' && String(value).trim() !== '')
    .map(([name, value]) => `${name.trim()}: ${String(value).trim()}`);
}

/** The labels as one line, as the cart, checkout and order confirmation show them: "Color: Natural, Size: S/M". */
export function variantLabel(attributes: Readonly<Record<string, string>> | null | undefined): string {
  return variantLabels(attributes).join(', ');
}
