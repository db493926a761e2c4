/** The lightbox's top margin (spec 000 §9): 50 when its content is taller than the window, else centred. */
export const LIGHTBOX_MARGIN = 50;

export function lightboxTop(contentHeight: number, windowHeight: number): number {
  return contentHeight > windowHeight ? LIGHTBOX_MARGIN : Math.max(0, Math.round((windowHeight - contentHeight) / 2));
}
