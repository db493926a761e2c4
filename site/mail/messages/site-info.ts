/** What every message says about the site it comes from. */
export interface SiteInfo {
  title: string;
  /** The public origin links start with (`SITE_URL`), no trailing slash. */
  origin: string;
  /** The shop's time zone (the website's `timeZone`), dates in messages read in it; UTC when absent. */
  timeZone?: string;
  /** Where notices to the shop go (`storeSettings.orderNotificationEmail`, else the website's `contactEmail`). */
  merchantEmail?: string;
}
