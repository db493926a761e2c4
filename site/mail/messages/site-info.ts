/** What every message says about the site it comes from. */
export interface SiteInfo {
  title: string;
  /** The public origin links start with (`SITE_URL`), no trailing slash. */
  origin: string;
}
