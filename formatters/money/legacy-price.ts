import type { FormatterDef } from '../../engine/plugin.js';
import { CENTS_SHIFT } from '../../domain/money/constants.js';
import { shiftDecimal } from '../../domain/money/decimal.js';
import type { Money } from '../../domain/money/money.js';

/** A formatter printing one of a product's prices in cents ("1.50" → "150"), as older templates expect. */
export function legacyPriceFormatter(name: string, price: (item: unknown) => Money): FormatterDef {
  return {
    name,
    apply: (value) => shiftDecimal(price(value).amount, CENTS_SHIFT),
  };
}
