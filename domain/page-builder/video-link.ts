/**
 * A video link a video block accepts: YouTube (watch, youtu.be, shorts, embed) or Vimeo, read into
 * its provider and id, with where it plays (the provider's privacy-minded player) and its poster.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoLink {
  provider: VideoProvider;
  id: string;
  /** The provider's own page for the video (the link that works without JavaScript). */
  watchUrl: string;
  /** The player the block loads once the visitor asks for it. */
  embedUrl: string;
  /** YouTube's poster image; Vimeo's comes from its oEmbed answer (thumbnailUrl). */
  thumbnailUrl?: string;
}

/** Seed 001 §5: "Links must be formatted as {host} or {host}." */
export const VIDEO_LINK_MESSAGE = 'Links must be formatted as youtube.com/watch?v=… or vimeo.com/….';
/** Seed 001 §5. */
export const VIMEO_BASIC_MESSAGE = 'Vimeo Basic accounts are unsupported.';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:shorts|embed|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return /^\/(?:channels\/[^/]+\/|groups\/[^/]+\/videos\/)?(\d{1,12})(?:\/|$)/.exec(url.pathname)?.[1];
  if (host === 'player.vimeo.com') return /^\/video\/(\d{1,12})(?:\/|$)/.exec(url.pathname)?.[1];
  return undefined;
}

/** The video a link names, or undefined for anything else (other hosts, http:, malformed). */
export function parseVideoLink(text: string): VideoLink | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const yt = youtubeId(url);
  if (yt !== undefined) {
    return {
      provider: 'youtube',
      id: yt,
      watchUrl: `https://www.youtube.com/watch?v=${yt}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1`,
      thumbnailUrl: `https://i.ytimg.com/vi/${yt}/hqdefault.jpg`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== undefined) return { provider: 'vimeo', id: vimeo, watchUrl: `https://vimeo.com/${vimeo}`, embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  return undefined;
}

/** The players a video block may load on a visitor's click (the pages' Content-Security-Policy frame-src). */
export const VIDEO_PLAYER_ORIGINS: readonly string[] = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
