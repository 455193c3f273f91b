/** Which links open in the lightbox, and what the two video providers' links look like. */

const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif)$/i;

/**
 * A link opens in the lightbox only if it is not a download, points to an image (png, jpg, jpeg,
 * gif, svg, webp, avif) or is marked as a lightbox video, and either says yes itself or the global
 * setting is on and it does not say no.
 */
export function opensInLightbox(link: HTMLAnchorElement, globalSetting: boolean): boolean {
  if (link.hasAttribute('download')) return false;
  let path: string;
  try {
    path = new URL(link.href, link.baseURI).pathname;
  } catch {
    return false;
  }
  const media = IMAGE.test(path) || link.hasAttribute('data-elementor-lightbox-video');
  if (!media) return false;
  const own = link.getAttribute('data-elementor-open-lightbox');
  return own === 'yes' || (globalSetting && own !== 'no');
}

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  id: string;
  embed: string;
}

const YOUTUBE = /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?(?:.*&)?v=|v\/|shorts\/)|youtu\.be\/)([\w-]{11})(?![\w-])/;
const VIMEO = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/;

/**
 * The player address a page gave when it is the provider's own embed address (the page builder's
 * video widget puts its player settings in it: controls, loop, mute, start, end, captions, the
 * privacy host): kept, with autoplay asked when `autoplay`; null for any other address.
 */
function ownEmbed(url: string, hosts: RegExp, path: string, autoplay: boolean): string | null {
  try {
    const parsed = new URL(url, location.href);
    if (parsed.protocol !== 'https:' || !hosts.test(parsed.hostname) || !parsed.pathname.startsWith(path)) return null;
    if (autoplay) parsed.searchParams.set('autoplay', '1');
    return parsed.href;
  } catch {
    return null;
  }
}

/**
 * The player for a video link. It plays at once (`autoplay`) unless the page said otherwise: the
 * page builder's video widget gives its lightbox its own autoplay switch, and its lightbox asks the
 * host to play only when that is on (else the visitor presses the player's play).
 */
export function videoEmbed(url: string, autoplay = true): VideoEmbed | null {
  const youtube = url.match(YOUTUBE);
  if (youtube)
    return {
      provider: 'youtube',
      id: youtube[1]!,
      embed:
        ownEmbed(url, /^(www\.)?youtube(-nocookie)?\.com$/, '/embed/', autoplay) ??
        `https://www.youtube.com/embed/${youtube[1]}?${autoplay ? 'autoplay=1&' : ''}rel=0`,
    };
  const vimeo = url.match(VIMEO);
  if (vimeo)
    return {
      provider: 'vimeo',
      id: vimeo[1]!,
      embed: ownEmbed(url, /^player\.vimeo\.com$/, '/video/', autoplay) ?? `https://player.vimeo.com/video/${vimeo[1]}${autoplay ? '?autoplay=1' : ''}`,
    };
  return null;
}
