/** The page builder's video widget: YouTube embed addresses from its settings, the overlay, lazy loading. */
import Video from '..';
import { withAutoplay, youtubeEmbed } from '../embed';
import type { HandlerModule } from '../../../src/runtime/handler';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const URL_ = 'https://www.youtube.com/watch?v=aBcDeFgHiJk';

describe('youtubeEmbed', () => {
  test('controls, related, inline play, branding and mute follow the switches; off means 0', () => {
    const src = new URL(youtubeEmbed({ youtube_url: URL_, controls: 'yes', play_on_mobile: 'yes', mute: 'yes' }, false)!);
    expect(src.origin + src.pathname).toBe('https://www.youtube.com/embed/aBcDeFgHiJk');
    expect(Object.fromEntries(src.searchParams)).toEqual({ controls: '1', rel: '0', playsinline: '1', modestbranding: '0', mute: '1' });
  });
  test('privacy mode uses the privacy host; a click or the autoplay switch asks it to play', () => {
    expect(youtubeEmbed({ youtube_url: URL_, yt_privacy: 'yes' }, false)).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aBcDeFgHiJk\?/);
    expect(new URL(youtubeEmbed({ youtube_url: URL_ }, true)!).searchParams.get('autoplay')).toBe('1');
    expect(new URL(youtubeEmbed({ youtube_url: URL_, autoplay: 'yes' }, false)!).searchParams.get('autoplay')).toBe('1');
    expect(new URL(youtubeEmbed({ youtube_url: URL_ }, false)!).searchParams.has('autoplay')).toBe(false);
  });
  test('loop plays the video as its own playlist; start and end in whole seconds, an end before the start dropped', () => {
    const loop = new URL(youtubeEmbed({ youtube_url: URL_, loop: 'yes', start: '12.7', end: 40 }, false)!).searchParams;
    expect([loop.get('loop'), loop.get('playlist'), loop.get('start'), loop.get('end')]).toEqual(['1', 'aBcDeFgHiJk', '12', '40']);
    const backwards = new URL(youtubeEmbed({ youtube_url: URL_, start: 50, end: 40 }, false)!).searchParams;
    expect([backwards.get('start'), backwards.has('end')]).toEqual(['50', false]);
  });
  test('no valid id, no embed; the bases can point elsewhere (a proxy, the demo stand-in)', () => {
    expect(youtubeEmbed({ youtube_url: 'https://www.youtube.com/watch?v=short' }, false)).toBeNull();
    expect(youtubeEmbed({}, false)).toBeNull();
    expect(youtubeEmbed({ youtube_url: URL_ }, false, { youtube: '/demo-video/embed/', privacy: '/p/' })).toMatch(/^\/demo-video\/embed\/aBcDeFgHiJk\?/);
    expect(withAutoplay('https://player.vimeo.com/video/1?h=2')).toBe('https://player.vimeo.com/video/1?h=2&autoplay=1');
  });
});

describe('the widget', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());
  async function mount(settings: object, inner: string) {
    const { registry } = makeRuntime({
      video: { selector: '[data-widget_type]', load: () => Promise.resolve({ default: Video } as unknown as HandlerModule) },
    });
    document.body.innerHTML = `<div data-widget_type="video.default" data-settings='${JSON.stringify(settings)}'><div class="elementor-wrapper">${inner}</div></div>`;
    stop = () => registry.stop();
    await registry.start();
  }

  test('with an overlay nothing loads until Enter on the play button; then the overlay goes and the playing player takes focus', async () => {
    await mount(
      { video_type: 'youtube', youtube_url: URL_, yt_privacy: 'yes' },
      '<div class="elementor-video"></div><div class="elementor-custom-embed-image-overlay"><div class="elementor-custom-embed-play" role="button" aria-label="Play Video" tabindex="0">▶</div></div>',
    );
    expect(document.querySelector('iframe')).toBeNull();
    const play = document.querySelector<HTMLElement>('.elementor-custom-embed-play')!;
    play.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    const iframe = document.querySelector('iframe')!;
    expect(iframe.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aBcDeFgHiJk\?.*autoplay=1/);
    expect(iframe.title).toBe('Video');
    expect(document.querySelector('.elementor-custom-embed-image-overlay')).toBeNull();
    expect(document.activeElement).toBe(iframe);
  });

  test('without an overlay or lazy loading the player is there at once, not playing', async () => {
    await mount({ video_type: 'youtube', youtube_url: URL_ }, '<div class="elementor-video"></div>');
    expect(new URL(document.querySelector('iframe')!.src).searchParams.has('autoplay')).toBe(false);
  });

  test('another provider’s lazy iframe gets its address with autoplay from the overlay', async () => {
    await mount(
      { video_type: 'vimeo' },
      '<iframe class="elementor-video-iframe" data-lazy-load="https://player.vimeo.com/video/76979871?color=fff"></iframe><div class="elementor-custom-embed-image-overlay"><div class="elementor-custom-embed-play">▶</div></div>',
    );
    const iframe = document.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBeNull();
    document.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay')!.click();
    expect(iframe.src).toBe('https://player.vimeo.com/video/76979871?color=fff&autoplay=1');
  });
});
