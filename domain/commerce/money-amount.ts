/**
 * An amount the merchant types ("5", "5.50", "1250.00") in minor units of a currency with
 * `digits` fraction digits, exactly (no floating point): "5.5", 2 → 550. Undefined when the text
 * is not such an amount or has more fraction digits than the currency.
 */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,4})?$/;

export function amountCents(text: string, digits = 2): number | undefined {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  if (fraction.length > digits) return undefined;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
