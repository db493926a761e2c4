/** A decimal number written in JSON text or a template string, as Intl reads exact decimals. */
export function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s) ? s : undefined;
}

/** How many fraction digits the text shows ("1.0" shows 1): plural rules depend on it. */
export function visibleFractionDigits(text: string): number {
  const m = /\.(\d*)/.exec(text.replace(/[eE].*$/, ''));
  return m?.[1]?.length ?? 0;
}
