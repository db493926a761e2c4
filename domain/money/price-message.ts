/**
 * Fills a price text ("from {fromPrice}", "{price} every {billingPeriodValue} weeks") with
 * values. A placeholder without a value prints nothing, as in message formatting.
 */
export function fillPriceMessage(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\s*([\w-]+)\s*\}/g, (_all, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : '',
  );
}
