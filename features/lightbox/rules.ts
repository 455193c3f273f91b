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

export function videoEmbed(url: string): VideoEmbed | null {
  const youtube = url.match(YOUTUBE);
  if (youtube) return { provider: 'youtube', id: youtube[1]!, embed: `https://www.youtube.com/embed/${youtube[1]}?autoplay=1&rel=0` };
  const vimeo = url.match(VIMEO);
  if (vimeo) return { provider: 'vimeo', id: vimeo[1]!, embed: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1` };
  return null;
}
