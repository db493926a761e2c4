/** The popup overlay's slide as its dialog shows it (site/pipeline/page-slide.ts draws it, site/pipeline/popup-markup.ts writes it). */
export interface PopupSlide {
  /** Its scoped stylesheet and markup. */
  html: string;
  /** The dialog's accessible name: the slide's first heading, else the page's title. */
  label: string;
}
