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
  test('a watch or share address is played from its id', () => {
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')!.embed).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(videoEmbed('https://vimeo.com/76979871')!.embed).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
  });
  test("the provider's own embed address keeps the player settings the video widget put in it, with autoplay asked", () => {
    // As the page builder's video widget gives it to its lightbox (#49: they were replaced by autoplay=1&rel=0).
    const widget =
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?feature=oembed&autoplay=0&controls=0&mute=1&loop=1&playlist=dQw4w9WgXcQ&start=12&end=40&cc_load_policy=1';
    const embed = new URL(videoEmbed(widget)!.embed);
    expect(embed.host).toBe('www.youtube-nocookie.com');
    expect(Object.fromEntries(embed.searchParams)).toEqual({
      feature: 'oembed',
      autoplay: '1',
      controls: '0',
      mute: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
      start: '12',
      end: '40',
      cc_load_policy: '1',
    });
    expect(videoEmbed('https://player.vimeo.com/video/76979871?muted=1&loop=1#t=30s')!.embed).toBe(
      'https://player.vimeo.com/video/76979871?muted=1&loop=1&autoplay=1#t=30s',
    );
    // Asked not to play at once (the widget's autoplay switch is off): its settings, no autoplay.
    expect(new URL(videoEmbed(widget, false)!.embed).searchParams.get('autoplay')).toBe('0');
    expect(videoEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ?controls=0', false)!.embed).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?controls=0');
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ', false)!.embed).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0');
    expect(videoEmbed('https://vimeo.com/76979871', false)!.embed).toBe('https://player.vimeo.com/video/76979871');
    // Only over https, on the provider's own host.
    expect(videoEmbed('http://www.youtube.com/embed/dQw4w9WgXcQ?controls=0')!.embed).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });
});
