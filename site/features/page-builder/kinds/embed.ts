import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { plainText } from './kind-fields.js';

/** The oEmbed providers a block may point at, by host (subdomains included), with their names. */
export const EMBED_PROVIDERS: Readonly<Record<string, string>> = {
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'vimeo.com': 'Vimeo',
  'soundcloud.com': 'SoundCloud',
  'spotify.com': 'Spotify',
  'flickr.com': 'Flickr',
  'instagram.com': 'Instagram',
  'x.com': 'X',
  'twitter.com': 'X',
  'tiktok.com': 'TikTok',
  'pinterest.com': 'Pinterest',
  'codepen.io': 'CodePen',
  'slideshare.net': 'SlideShare',
};

export const EMBED_MESSAGE = `Embed a page of ${[...new Set(Object.values(EMBED_PROVIDERS))].join(', ')} by its https address.`;

/** The provider's name of an https URL of an allowed host, else undefined. */
export function embedProvider(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '' || parsed.port !== '') return undefined;
  const host = parsed.hostname.toLowerCase();
  for (const [domain, name] of Object.entries(EMBED_PROVIDERS)) if (host === domain || host.endsWith(`.${domain}`)) return name;
  return undefined;
}

const settings = z
  .object({
    url: z.string({ required_error: EMBED_MESSAGE, invalid_type_error: EMBED_MESSAGE }).max(2048, EMBED_MESSAGE).refine((url) => embedProvider(url) !== undefined, EMBED_MESSAGE),
    title: plainText('The title', 200).optional(),
  })
  .strict();

/**
 * A page of an allow-listed oEmbed provider, shown as a link card (provider and title): no HTML of
 * the owner's or the provider's reaches the page, and no frame (the site's policy is
 * `frame-src 'none'`; video and audio have their own blocks).
 */
export const embedBlock = defineBlock({
  kind: 'embed',
  settings,
  defaults: () => ({ url: 'https://vimeo.com/' }),
  data: (s) => ({ href: s.url, provider: embedProvider(s.url) ?? '', title: s.title ?? '' }),
});
