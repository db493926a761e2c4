/** The editor's words for slices and positions: "Heading 2", "Top left". */
import type { Slide, SlidePosition, SlideSliceName } from '../../../../domain/layout/slide.js';

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** `social-icons` → "Social icons", `sub-heading` → "Sub-heading". */
export const sliceKindLabel = (name: SlideSliceName): string => capital(name === 'sub-heading' ? name : name.replaceAll('-', ' '));

/** `top-left` → "Top left", `center` → "Center". */
export const positionLabel = (position: SlidePosition): string => capital(position.replace('-', ' '));

/** Each slice's name in the editor: its kind and its rank among the slices of that kind. */
export function sliceLabels(slide: Slide): Map<string, string> {
  const counts = new Map<SlideSliceName, number>();
  const labels = new Map<string, string>();
  for (const slice of slide.slices) {
    const n = (counts.get(slice.name) ?? 0) + 1;
    counts.set(slice.name, n);
    labels.set(slice.id, `${sliceKindLabel(slice.name)} ${String(n)}`);
  }
  return labels;
}

/** The slide types' names, for the screen's title. */
export const SLIDE_TITLES = { 'cover-page': 'Cover page', 'lock-screen': 'Lock screen', 'popup-overlay': 'Popup overlay' } as const;
