/** The site's cookie settings (website.json `cookieBannerSettings`, `isCloneable`). */
export interface CookiePolicySettings {
  cloneable: boolean;
  bannerEnabled: boolean;
  restrictiveEnabled: boolean;
  restrictiveAbsolute: boolean;
}

/**
 * Spec 000 §6: the restrictive cookie policy applies if the site is cloneable, or the setting is
 * on and (absolute, or the banner is off, or consent is missing or false). `consent` is the
 * consent cookie's raw value; only `"true"` is consent.
 */
export function restrictiveCookiePolicy(s: CookiePolicySettings, consent: string | undefined): boolean {
  if (s.cloneable) return true;
  if (!s.restrictiveEnabled) return false;
  return s.restrictiveAbsolute || !s.bannerEnabled || consent !== 'true';
}
