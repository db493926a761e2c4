/** Money of the store's currency for the admin's tables ("$42.00"). */
export function formatCents(cents: number, currencyCode: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: currencyCode }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currencyCode}`;
  }
}

export function priceRange(min: number, max: number, currencyCode: string): string {
  return min === max ? formatCents(min, currencyCode) : `${formatCents(min, currencyCode)} – ${formatCents(max, currencyCode)}`;
}
