/**
 * The views' states after variant changes, in order: how RestockIsland, loaded once a view is to
 * show, catches up with the changes RestockGate kept until then (and follows each later one).
 */
import { viewShown, type RestockViewIds, type VariantChange } from './restock-visibility.js';

/** Each view's state after the changes, in order (a view of another product keeps its state). */
export function shownAfter<V>(views: readonly V[], idsOf: (view: V) => RestockViewIds, before: ReadonlyMap<V, boolean>, changes: readonly VariantChange[]): Map<V, boolean> {
  let shown = new Map(views.map((v) => [v, before.get(v) ?? false]));
  for (const change of changes) {
    const now = shown;
    shown = new Map(views.map((v) => [v, viewShown(idsOf(v), change) ?? now.get(v) ?? false]));
  }
  return shown;
}
