import { opensInLightbox, videoEmbed } from '../rules';

function link(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector('a')!;
}

describe('which links open in the lightbox', () => {
  test.each(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'JPG'])('a .%s link does when the global setting is on', (ext) => {
    expect(opensInLightbox(link(`<a href="/uploads/cover.${ext}">x</a>`), true)).toBe(true);
  });
  test('a query string after the image is fine; an image-looking path that is not an image is not', () => {
    expect(opensInLightbox(link('<a href="/cover.jpg?w=300">x</a>'), true)).toBe(true);
    expect(opensInLightbox(link('<a href="/cover.jpg.html">x</a>'), true)).toBe(false);
    expect(opensInLightbox(link('<a href="/about/">x</a>'), true)).toBe(false);
  });
  test('a download never does', () => {
    expect(opensInLightbox(link('<a href="/cover.jpg" download data-elementor-open-lightbox="yes">x</a>'), true)).toBe(false);
  });
  test('"yes" on the link wins over the global setting being off; "no" wins over it being on', () => {
    expect(opensInLightbox(link('<a href="/cover.jpg" data-elementor-open-lightbox="yes">x</a>'), false)).toBe(true);
    expect(opensInLightbox(link('<a href="/cover.jpg" data-elementor-open-lightbox="no">x</a>'), true)).toBe(false);
    expect(opensInLightbox(link('<a href="/cover.jpg" data-elementor-open-lightbox="default">x</a>'), false)).toBe(false);
  });
  test('a link marked as a lightbox video does, whatever its URL', () => {
    expect(opensInLightbox(link('<a href="https://vimeo.com/76979871" data-elementor-lightbox-video>x</a>'), true)).toBe(true);
  });
});

describe('the two video providers', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('%s → %s %s', (url, provider, id) => {
    expect(videoEmbed(url)).toMatchObject({ provider, id });
  });
  test.each([
    ['https://www.youtube.com/watch?v=short'],
    ['https://evil.example/youtube.com/embed/dQw4w9WgXcQ'],
    ['javascript:alert(1)'],
    ['https://vimeo.com/channels/x'],
  ])('%s is not a video', (url) => {
    expect(videoEmbed(url)).toBeNull();
  });
  test('embed URLs are built from the id only', () => {
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')!.embed).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });
});
