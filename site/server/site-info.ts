import type { SiteInfo } from '../mail/messages/site-info.js';
import { siteWebsite } from './store.js';
import { readWebsiteSettings, type WebsiteSettingsView } from '../../domain/content/website-settings.js';

/** The public origin links in messages start with: `SITE_URL`, else where this server listens. */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env['SITE_URL']?.trim();
  if (configured) return new URL(configured).origin;
  const host = env['HOST'] && env['HOST'] !== '0.0.0.0' && env['HOST'] !== '::' ? env['HOST'] : '127.0.0.1';
  return `http://${host}:${env['PORT'] ?? '4321'}`;
}

/** The site's title and public origin, as messages name them. */
export async function siteInfo(): Promise<SiteInfo> {
  const website = await siteWebsite();
  return {
    title: readWebsiteSettings(website).siteTitle || 'Our store',
    origin: publicOrigin(),
    timeZone: readWebsiteSettings(website).timeZone,
    ...merchantEmailOf(readWebsiteSettings(website)),
  };
}

/** Where order notices to the shop go: `storeSettings.orderNotificationEmail`, else the website's `contactEmail`. */
function merchantEmailOf(settings: WebsiteSettingsView): { merchantEmail?: string } {
  const email = [settings.storeSettings['orderNotificationEmail'], settings.contactEmail].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return email === undefined ? {} : { merchantEmail: email.trim() };
}
