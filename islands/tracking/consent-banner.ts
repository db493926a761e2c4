/**
 * The cookie banner's behaviour (spec 000 §6): shown to a visitor who has not answered yet; Accept
 * or Decline sets the consent cookie the restrictive policy reads (`ss_cookieAllowed`, `true` or
 * `false`), hides the banner and hands the answer on. Without the banner on the page, nothing.
 */
import { cookie, setCookie } from './browser.js';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, COOKIE_BANNER_ELEMENT_ID } from '../../domain/tracking/constants.js';

export function askConsent(onAnswer: (accepted: boolean) => void): void {
  const banner = document.getElementById(COOKIE_BANNER_ELEMENT_ID);
  if (banner === null || cookie(CONSENT_COOKIE) !== undefined) return;
  banner.hidden = false;
  banner.addEventListener('click', (event) => {
    const choice = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent]') : null;
    if (choice === null) return;
    const accepted = choice.dataset['consent'] === 'true';
    setCookie(CONSENT_COOKIE, String(accepted), CONSENT_MAX_AGE_S);
    banner.hidden = true;
    onAnswer(accepted);
  });
}
