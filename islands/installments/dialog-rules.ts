/** Pure parts of the installment info popup: keeping Tab inside, telling a click outside. */

/** The element Tab (or Shift+Tab) leaves for, wrapping at the ends; undefined: let the browser move. */
export function wrappedFocus(current: number, count: number, backwards: boolean): number | undefined {
  if (count === 0) return undefined;
  if (backwards && current <= 0) return count - 1;
  if (!backwards && (current === count - 1 || current < 0)) return 0;
  return undefined;
}

/** A click at (x, y) is outside the dialog's box: on its backdrop. */
export function outsideBox(box: { left: number; right: number; top: number; bottom: number }, x: number, y: number): boolean {
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}
