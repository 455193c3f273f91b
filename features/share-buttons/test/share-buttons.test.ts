/** The page builder's share buttons: each network's address, the address shared, and the buttons by mouse and keyboard. */
import ShareButtons from '..';
import { addressToShare, networkOf, shareAddress } from '../networks';
import type { HandlerModule } from '../../../src/runtime/handler';
import { flush } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const shared = {
  url: 'https://press.example/book-editing/?a=1&b=2',
  title: 'Book editing & more',
  text: 'Edits that sell.',
  image: 'https://press.example/cover.jpg',
};

describe('the networks', () => {
  test('each share address carries the page, encoded', () => {
    expect(shareAddress('facebook', shared)).toBe('https://www.facebook.com/sharer.php?u=https%3A%2F%2Fpress.example%2Fbook-editing%2F%3Fa%3D1%26b%3D2');
    expect(shareAddress('linkedin', shared)).toBe(
      'https://www.linkedin.com/shareArticle?mini=true&url=https%3A%2F%2Fpress.example%2Fbook-editing%2F%3Fa%3D1%26b%3D2&title=Book%20editing%20%26%20more&summary=Edits%20that%20sell.',
    );
    expect(shareAddress('pinterest', shared)).toContain('&media=https%3A%2F%2Fpress.example%2Fcover.jpg');
    expect(shareAddress('email', shared)).toBe(
      'mailto:?subject=Book%20editing%20%26%20more&body=Edits%20that%20sell.%0A%0Ahttps%3A%2F%2Fpress.example%2Fbook-editing%2F%3Fa%3D1%26b%3D2',
    );
    for (const network of [
      'twitter',
      'x-twitter',
      'threads',
      'reddit',
      'vk',
      'odnoklassniki',
      'tumblr',
      'digg',
      'skype',
      'stumbleupon',
      'mix',
      'telegram',
      'pocket',
      'xing',
      'whatsapp',
    ])
      expect([network, shareAddress(network, shared)?.startsWith('https://')]).toEqual([network, true]);
    expect(shareAddress('print', shared)).toBeNull();
    expect(shareAddress('myspace', shared)).toBeNull();
  });

  test('a button’s network is its elementor-share-btn_ class', () => {
    const button = document.createElement('div');
    button.className = 'elementor-share-btn elementor-share-btn_linkedin';
    expect(networkOf(button)).toBe('linkedin');
    button.className = 'elementor-share-btn';
    expect(networkOf(button)).toBe('');
  });

  test('the address shared: the widget’s own, else this page without its fragment or a u= pointing to another site', () => {
    expect(addressToShare('https://press.example/offer/', 'https://press.example/a/')).toBe('https://press.example/offer/');
    expect(addressToShare('javascript:alert(1)', 'https://press.example/a/#top')).toBe('https://press.example/a/');
    expect(addressToShare(undefined, 'https://press.example/a/?u=https://evil.example/&x=1#h')).toBe('https://press.example/a/?x=1');
    expect(addressToShare(undefined, 'https://press.example/a/?u=https://press.example/b/')).toBe('https://press.example/a/?u=https://press.example/b/');
  });
});

describe('the buttons', () => {
  let open: jest.SpyInstance;
  let stop: () => void = () => {};
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
    document.title = 'Book editing';
  });
  afterEach(() => {
    stop();
    open.mockRestore();
  });

  async function mount(settings: object = {}) {
    const runtime = makeRuntime({
      'share-buttons': { selector: '[data-widget_type^="share-buttons."]', load: () => Promise.resolve({ default: ShareButtons } as unknown as HandlerModule) },
    });
    document.body.innerHTML = `<div data-widget_type="share-buttons.default" data-settings='${JSON.stringify(settings)}'><div class="elementor-grid">
      ${['facebook', 'email', 'print', 'myspace']
        .map(
          (n) =>
            `<div class="elementor-grid-item"><div class="elementor-share-btn elementor-share-btn_${n}" role="button" tabindex="0" aria-label="Share on ${n}"><span class="elementor-share-btn__icon"><i aria-hidden="true"></i></span><div class="elementor-share-btn__text"><span class="elementor-share-btn__title">${n}</span></div></div></div>`,
        )
        .join('')}</div></div>`;
    stop = () => runtime.registry.stop();
    await runtime.registry.start();
    await flush();
    return (network: string) => document.querySelector<HTMLElement>(`.elementor-share-btn_${network}`)!;
  }

  test('a click (on its icon too) opens the network’s share page in a small window, without a handle back', async () => {
    const button = await mount();
    button('facebook')
      .querySelector('i')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toBe(`https://www.facebook.com/sharer.php?u=${encodeURIComponent(location.href.split('#')[0]!)}`);
    expect(open.mock.calls[0]![1]).toBe('_blank');
    expect(open.mock.calls[0]![2]).toMatch(/^noopener,width=640,height=480,left=-?\d+,top=-?\d+$/);
  });

  test('Enter and Space act as a click (Space does not scroll); other keys do nothing', async () => {
    const button = await mount({ share_url: { url: 'https://press.example/offer/' } });
    const key = (k: string) => {
      const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
      button('facebook').dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(key('Tab')).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(key('Enter')).toBe(true);
    expect(key(' ')).toBe(true);
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[0]![0]).toBe('https://www.facebook.com/sharer.php?u=https%3A%2F%2Fpress.example%2Foffer%2F');
  });

  test('email goes to the mail program, print prints, an unknown network does nothing', async () => {
    const go = jest.spyOn(ShareButtons.prototype as unknown as { go(url: string): void }, 'go').mockImplementation(() => {});
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    try {
      const button = await mount();
      button('email').click();
      expect(go).toHaveBeenCalledWith(expect.stringMatching(/^mailto:\?subject=Book%20editing&body=/));
      button('print').click();
      expect(print).toHaveBeenCalledTimes(1);
      button('myspace').click();
      expect(open).not.toHaveBeenCalled();
    } finally {
      go.mockRestore();
      print.mockRestore();
    }
  });
});
