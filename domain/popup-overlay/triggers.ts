/**
 * The popup's triggers as pure rules (the browser's events feed them: islands/popup-overlay/).
 */

/**
 * How far the visitor has scrolled, in percent of what the page can scroll; a page that fits the
 * window counts as read to the end.
 */
export function scrollDepthPercent(scrollTop: number, viewportHeight: number, pageHeight: number): number {
  const scrollable = pageHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

/**
 * Exit intent: the pointer left the document through its top edge (towards the tabs, the address
 * bar or the close button), not into a child element or out through a side.
 */
export function isExitIntent(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}
