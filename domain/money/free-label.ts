/** How an amount of zero is shown: as a free label when `freeIfZero` is set. */
export interface FreeLabelOptions {
  freeIfZero?: boolean;
  /** The text shown instead of a zero amount ("Free"); required when `freeIfZero` is set. */
  freeLabel?: string;
}

/**
 * The free label to show for an amount, or undefined when the amount is shown as money.
 * Spec 001 §5: a zero amount with `freeIfZero` needs a label; without one this throws.
 */
export function freeLabel(amount: number, options: FreeLabelOptions): string | undefined {
  if (options.freeIfZero !== true || amount !== 0) return undefined;
  const label = options.freeLabel?.trim() ?? '';
  if (label === '') throw new TypeError('freeIfZero needs a free label to show for a zero amount');
  return label;
}
