/**
 * What keeps focus inside: a container (focus stays among its descendants), or a predicate
 * (focus stays among the elements it accepts). Spec 001 §5: one of them, never both.
 */
export interface ContainmentOptions<E> {
  container?: { contains(other: E): boolean };
  predicate?: (element: E) => boolean;
}

/** Whether an element is inside the containment; throws unless exactly one of container and predicate is given. */
export function containment<E>(options: ContainmentOptions<E>): (element: E) => boolean {
  const { container, predicate } = options;
  if (container !== undefined && predicate !== undefined) throw new TypeError('Focus containment takes a container or a predicate, not both');
  if (container !== undefined) return (element) => container.contains(element);
  if (predicate !== undefined) return predicate;
  throw new TypeError('Focus containment needs a container or a predicate');
}

/**
 * Where Tab (Shift+Tab when `backwards`) moves focus from `active`, given every focusable element
 * in document order: the next contained one, wrapping around; the first (last) when focus is
 * outside; undefined when nothing is contained.
 */
export function nextContainedFocus<E>(focusable: readonly E[], active: E | null, backwards: boolean, inside: (element: E) => boolean): E | undefined {
  const n = focusable.length;
  const at = active === null ? -1 : focusable.indexOf(active);
  const step = backwards ? n - 1 : 1;
  let i = at === -1 ? (backwards ? 0 : n - 1) : at;
  for (let k = 0; k < n; k++) {
    i = (i + step) % n;
    const candidate = focusable[i];
    if (candidate !== undefined && inside(candidate)) return candidate;
  }
  return undefined;
}
