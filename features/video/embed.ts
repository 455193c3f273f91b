/**
 * The embed address of a YouTube video as the page builder's video widget settings describe it
 * (`youtube_url`, `yt_privacy`, `controls`, `rel`, `play_on_mobile`, `modestbranding`, `mute`,
 * `loop`, `start`, `end`, `autoplay`). Built as a plain iframe address: no YouTube script is loaded
 * to make the player, and the consent blocker gates the iframe like any embed.
 */
import { videoId } from '../video-placeholder/video-id';

export interface VideoSettings {
  video_type?: string;
  youtube_url?: string;
  yt_privacy?: string;
  controls?: string;
  rel?: string;
  play_on_mobile?: string;
  modestbranding?: string;
  mute?: string;
  loop?: string;
  autoplay?: string;
  start?: number | string;
  end?: number | string;
  lazy_load?: string;
  lightbox?: string;
}

/** Embed bases (ending in `/`); the site may point them at a proxy. */
export interface EmbedBases {
  youtube: string;
  privacy: string;
}

export const DEFAULT_BASES: EmbedBases = { youtube: 'https://www.youtube.com/embed/', privacy: 'https://www.youtube-nocookie.com/embed/' };

const yes = (value: unknown) => value === 'yes' || value === true;
const seconds = (value: unknown) => {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The iframe address, or null when the URL has no valid video id. `play` asks it to start (a click on the overlay). */
export function youtubeEmbed(settings: VideoSettings, play: boolean, bases: EmbedBases = DEFAULT_BASES): string | null {
  const id = videoId(settings.youtube_url ?? '');
  if (!id) return null;
  const params = new URLSearchParams();
  params.set('controls', yes(settings.controls) ? '1' : '0');
  params.set('rel', yes(settings.rel) ? '1' : '0');
  params.set('playsinline', yes(settings.play_on_mobile) ? '1' : '0');
  params.set('modestbranding', yes(settings.modestbranding) ? '1' : '0');
  if (play || yes(settings.autoplay)) params.set('autoplay', '1');
  if (yes(settings.mute)) params.set('mute', '1');
  if (yes(settings.loop)) {
    params.set('loop', '1');
    params.set('playlist', id); // a single video loops only as its own playlist
  }
  const start = seconds(settings.start);
  const end = seconds(settings.end);
  if (start) params.set('start', String(start));
  if (end > start) params.set('end', String(end));
  return `${yes(settings.yt_privacy) ? bases.privacy : bases.youtube}${id}?${params}`;
}

/** Another provider's lazy iframe address with autoplay asked for (the overlay was clicked). */
export function withAutoplay(url: string): string {
  try {
    const parsed = new URL(url, location.href);
    parsed.searchParams.set('autoplay', '1');
    return parsed.href;
  } catch {
    return url;
  }
}
