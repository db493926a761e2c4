/**
 * The cookie banner (spec 000 §6): when the owner turns it on, every page carries it hidden; the
 * tracking script shows it to a visitor who has not answered yet (islands/tracking/consent-banner.ts),
 * so one page serves every visitor from the page cache. Its text and policy link are the owner's
 * settings, written as text (escaped), never as markup.
 */
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';
import { COOKIE_BANNER_ELEMENT_ID } from '../../../domain/tracking/constants.js';
import { escapeAttribute } from '../../../formatters/util/html-escape.js';

export interface CookieBanner {
  text: string;
  policyUrl: string;
}

/** The banner of the stored website settings; undefined when it is off. */
export function cookieBannerOf(website: unknown): CookieBanner | undefined {
  const { cookieBanner } = readWebsiteSettings(website);
  return cookieBanner.enabled ? { text: cookieBanner.text, policyUrl: cookieBanner.policyUrl } : undefined;
}

export function cookieBannerHtml(banner: CookieBanner): string {
  const link = banner.policyUrl === '' ? '' : ` <a class="cookie-banner-policy" href="${escapeAttribute(banner.policyUrl)}">Cookie policy</a>`;
  return [
    `<div id="${COOKIE_BANNER_ELEMENT_ID}" class="cookie-banner" role="region" aria-label="Cookie consent" hidden>`,
    `<p class="cookie-banner-text">${escapeAttribute(banner.text)}${link}</p>`,
    '<div class="cookie-banner-actions">',
    '<button type="button" class="button cookie-banner-accept" data-consent="true">Accept</button>',
    '<button type="button" class="button cookie-banner-decline" data-consent="false">Decline</button>',
    '</div></div>',
  ].join('');
}
