import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { readWebsiteSettings } from '../../../../domain/content/website-settings.js';

export const SOCIAL_LINKS_MAX = 20;
const HTTPS_MESSAGE = 'A social link is an https address.';

const httpsUrl = z.string({ invalid_type_error: HTTPS_MESSAGE }).max(2048, HTTPS_MESSAGE).refine((url) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && !/[\s<>"'`]/.test(url);
  } catch {
    return false;
  }
}, HTTPS_MESSAGE);

const settings = z
  .object({
    /** The site's social accounts (website settings); else `links`. */
    useSiteAccounts: z.boolean({ invalid_type_error: 'Choose whether to show the site\'s accounts.' }),
    links: z.array(httpsUrl).max(SOCIAL_LINKS_MAX, `At most ${SOCIAL_LINKS_MAX} social links.`),
  })
  .strict();

const NAMES: Readonly<Record<string, string>> = {
  'instagram.com': 'Instagram', 'facebook.com': 'Facebook', 'x.com': 'X', 'twitter.com': 'X', 'youtube.com': 'YouTube', 'linkedin.com': 'LinkedIn',
  'pinterest.com': 'Pinterest', 'tiktok.com': 'TikTok', 'vimeo.com': 'Vimeo', 'github.com': 'GitHub', 'mastodon.social': 'Mastodon', 'threads.net': 'Threads',
};

/** A link's service name by its host, else the host itself. */
export function serviceName(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return url;
  }
  for (const [domain, name] of Object.entries(NAMES)) if (host === domain || host.endsWith(`.${domain}`)) return name;
  return host;
}

/** Links to the site's social accounts (website settings) or to the listed https addresses. */
export const socialLinksBlock = defineBlock({
  kind: 'social-links',
  settings,
  defaults: () => ({ useSiteAccounts: true, links: [] }),
  data: (s, env) => {
    const urls = s.useSiteAccounts ? readWebsiteSettings(env.content.website).socialLinks.filter((url) => httpsUrl.safeParse(url).success) : s.links;
    return { links: urls.slice(0, SOCIAL_LINKS_MAX).map((href) => ({ href, name: serviceName(href) })) };
  },
});
