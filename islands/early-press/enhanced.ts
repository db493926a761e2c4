/**
 * How an island tells the page's early script (early-presses.ts) that a server-rendered control
 * now has its handler: the control carries `data-enhanced` while the handler is attached, and is
 * sent `early-press:enhanced` so a press kept while it had none is replayed. Answers the undo.
 */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';
export const ENHANCED_EVENT = 'early-press:enhanced';

export function markEnhanced(elements: Iterable<HTMLElement>): () => void {
  const marked = [...elements];
  for (const element of marked) element.setAttribute(ENHANCED_ATTRIBUTE, '');
  for (const element of marked) element.dispatchEvent(new Event(ENHANCED_EVENT, { bubbles: true }));
  return () => {
    for (const element of marked) element.removeAttribute(ENHANCED_ATTRIBUTE);
  };
}
