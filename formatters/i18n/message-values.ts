import type { JsonValue } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';
import { decimalText } from '../../domain/i18n/decimal-text.js';
import { getOwn } from '../../engine/values.js';

/** The amount field of a money value (`decimalValue`, else `value`), or undefined. */
function moneyAmount(value: JsonValue): JsonValue {
  return getOwn(value, 'decimalValue') ?? getOwn(value, 'value');
}

/**
 * The number a message argument stands for, as the references read it: a money value's amount,
 * `true` as 1, numbers and numeric text as written, and 0 for anything else.
 */
export function messageNumber(value: JsonValue): string {
  const amount = typeof value === 'object' && value !== null ? moneyAmount(value) : undefined;
  const subject = amount ?? value;
  if (typeof subject === 'boolean') return subject ? '1' : '0';
  return decimalText(subject) ?? '0';
}

/** The text of a plain message argument: a money value prints its amount. */
export function messageText(value: JsonValue): string {
  const amount = typeof value === 'object' && value !== null ? moneyAmount(value) : undefined;
  return scalarText(amount ?? value);
}
