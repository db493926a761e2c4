/**
 * Video block: a YouTube or Vimeo link with its title and poster, drawn as the poster and a link to
 * the video; the template's script turns it into the provider's player when the visitor clicks,
 * so no third-party frame loads before they ask. The title, the poster of a Vimeo video and its
 * account type come from the provider's oEmbed answer the editor stored (Vimeo Basic accounts,
 * whose videos cannot be embedded, are refused).
 */
import { z } from 'zod';
import { parseVideoLink, VIDEO_LINK_MESSAGE, VIMEO_BASIC_MESSAGE } from '../../../../domain/page-builder/video-link.js';
import { videoStart } from '../../../../domain/layout/block-defaults.js';
import type { LiveBlockDefinition } from './live-block.js';
import { httpsUrl, MAX_URL_LENGTH, optionalText, text } from './settings-fields.js';

export const videoSchema = z
  .object({
    url: z
      .string({ required_error: 'The video link is required.', invalid_type_error: 'The video link must be text.' })
      .trim()
      .min(1, 'The video link is required.')
      .max(MAX_URL_LENGTH, `The video link may be at most ${String(MAX_URL_LENGTH)} characters.`)
      .refine((url) => parseVideoLink(url) !== undefined, VIDEO_LINK_MESSAGE),
    title: text('The video title', 200),
    caption: optionalText('The caption', 500),
    thumbnailUrl: httpsUrl('The thumbnail').optional(),
    /** Vimeo's oEmbed `account_type` (basic, plus, pro, business…). */
    accountType: z.string({ invalid_type_error: 'The account type must be text.' }).max(40, 'The account type may be at most 40 characters.').optional(),
  })
  .strict()
  .superRefine((settings, ctx) => {
    if (settings.accountType === 'basic' && parseVideoLink(settings.url)?.provider === 'vimeo') ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['url'], message: VIMEO_BASIC_MESSAGE });
  });
export type VideoSettings = z.output<typeof videoSchema>;

export const videoBlock: LiveBlockDefinition<VideoSettings> = {
  kind: 'video',
  settings: videoSchema as unknown as z.ZodType<VideoSettings>,
  defaults: videoStart,
  data(settings) {
    const link = parseVideoLink(settings.url);
    if (!link) return { video: null };
    const thumbnail = settings.thumbnailUrl ?? link.thumbnailUrl;
    return {
      video: { provider: link.provider, providerName: link.provider === 'youtube' ? 'YouTube' : 'Vimeo', watchUrl: link.watchUrl, embedUrl: link.embedUrl, title: settings.title, ...(thumbnail ? { thumbnail } : {}), ...(settings.caption ? { caption: settings.caption } : {}) },
    };
  },
};
