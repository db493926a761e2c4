/**
 * The newsletter popup's markup (page type 104): a native `<dialog>` written into every page it
 * shows on (the same for every visitor, so kept pages keep it), opened by
 * islands/popup-overlay/ when the settings (the trigger: delay, scroll depth or exit intent) and
 * the visitor's remembered state say so. With the popup overlay's published slide, the dialog
 * holds that slide (its close button first) instead of the newsletter form; the same script opens
 * it, Escape and the button close it, and the visitor's closing is remembered the same way.
 */
import { POPUP_EMAIL_FIELD_ID, POPUP_EMAIL_LABEL, POPUP_FORM_ID, type PopupSettings } from '../../domain/popup-overlay/settings.js';
import { PageType } from '../../domain/enums/page-type.js';
import { escapeHtml } from './html.js';
import type { PopupSlide } from '../../domain/popup-overlay/popup-slide.js';

const STYLE = `<style>
.popup-overlay{max-width:min(28rem,calc(100vw - 2rem));padding:2rem 1.5rem 1.5rem;border:0;border-radius:.5rem;color:#1a1a1a;background:#fff;box-shadow:0 1rem 3rem rgba(0,0,0,.3)}
.popup-overlay::backdrop{background:rgba(0,0,0,.55)}
.popup-overlay h2{margin:0 2.5rem .5rem 0;font-size:1.5rem;line-height:1.2}
.popup-overlay-form{display:grid;gap:.5rem;margin-top:1rem}
.popup-overlay-form input{min-height:44px;padding:.5rem .75rem;font:inherit;border:1px solid #555;border-radius:.25rem}
.popup-overlay-form button,.popup-overlay-close{min-height:44px;min-width:44px;font:inherit;cursor:pointer}
.popup-overlay-form button{border:0;border-radius:.25rem;background:#1a1a1a;color:#fff;padding:.5rem 1rem}
.popup-overlay-close{position:absolute;top:.5rem;right:.5rem;border:0;background:transparent;font-size:1.5rem;line-height:1;color:#1a1a1a}
.popup-overlay-error{margin:0;color:#a4000f}
.popup-overlay :focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
.popup-overlay.popup-slide{width:min(56rem,calc(100vw - 2rem));max-width:none;padding:0;overflow:auto}
.popup-slide .popup-overlay-close{z-index:1;color:inherit}
.popup-slide .popup-overlay-close:focus-visible{outline-color:currentColor}
.popup-slide .slide{padding-top:3.5rem}
</style>`;

export function popupMarkup(settings: PopupSettings, slide?: PopupSlide): string {
  const e = escapeHtml;
  const data = [
    `data-page-type="${String(PageType.byName['popup-overlay'])}"`,
    `data-version="${String(settings.version)}"`,
    `data-delay-seconds="${String(settings.delaySeconds)}"`,
    `data-trigger="${e(settings.trigger)}"`,
    `data-scroll-percent="${String(settings.scrollPercent)}"`,
    `data-show-again-days="${String(settings.showAgainDays)}"`,
    `data-form-id="${e(POPUP_FORM_ID)}"`,
    `data-field-id="${e(POPUP_EMAIL_FIELD_ID)}"`,
  ].join(' ');
  if (slide) {
    return `${STYLE}
<dialog id="popup-overlay" class="popup-overlay popup-slide" aria-label="${e(slide.label)}" ${data}>
  <button type="button" class="popup-overlay-close" aria-label="Close">×</button>
  ${slide.html}
</dialog>`;
  }
  const text = settings.text === '' ? '' : `<p class="popup-overlay-text" id="popup-overlay-text">${e(settings.text)}</p>`;
  return `${STYLE}
<dialog id="popup-overlay" class="popup-overlay" aria-labelledby="popup-overlay-title"${text ? ' aria-describedby="popup-overlay-text"' : ''} ${data}>
  <h2 id="popup-overlay-title">${e(settings.title)}</h2>
  ${text}
  <form class="popup-overlay-form">
    <label for="${e(POPUP_EMAIL_FIELD_ID)}">${e(POPUP_EMAIL_LABEL)}</label>
    <input id="${e(POPUP_EMAIL_FIELD_ID)}" name="email" type="email" autocomplete="email" required maxlength="254" autofocus>
    <p class="popup-overlay-error" id="popup-overlay-error" hidden></p>
    <button type="submit">${e(settings.buttonLabel)}</button>
  </form>
  <p class="popup-overlay-success" role="status" hidden>${e(settings.successMessage)}</p>
  <button type="button" class="popup-overlay-close" aria-label="Close">×</button>
</dialog>`;
}
