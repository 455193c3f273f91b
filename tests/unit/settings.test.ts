import { createDeviceWatcher, fallbackChain } from '../../src/runtime/breakpoints';
import { AttributeError, parseSettings, readAttributes, readJson, responsive, withDefaults } from '../../src/runtime/settings';
import { fakeMatchMedia } from './helpers/fakes';

const element = (attribute: string, value: string) => {
  const el = document.createElement('div');
  el.setAttribute(attribute, value);
  return el;
};

describe('parseSettings', () => {
  test('reads data-settings and, for documents, data-elementor-settings', () => {
    expect(parseSettings(element('data-settings', '{"a":1}'))).toEqual({ a: 1 });
    expect(parseSettings(element('data-elementor-settings', '{"b":true}'))).toEqual({ b: true });
    expect(parseSettings(document.createElement('div'))).toEqual({});
    expect(parseSettings(element('data-settings', '  '))).toEqual({});
  });

  test('reads `[]` (how PHP encodes an empty array) as no settings', () => {
    expect(parseSettings(element('data-settings', '[]'))).toEqual({});
  });

  test.each([['{"a":'], ['{a:1}'], ['undefined']])('rejects malformed JSON %s with a message naming the attribute', (raw) => {
    expect(() => parseSettings(element('data-settings', raw))).toThrow(AttributeError);
    expect(() => parseSettings(element('data-settings', raw))).toThrow(
      /^data-settings is not valid JSON \(.+\); this element is skipped\. Fix the markup that printed it\.$/,
    );
  });

  test.each([['[1]'], ['"text"'], ['42'], ['null']])('rejects JSON that is not an object: %s', (raw) => {
    expect(() => parseSettings(element('data-settings', raw))).toThrow(
      'data-settings must hold a JSON object; this element is skipped. Fix the markup that printed it.',
    );
  });
});

describe('declared attributes', () => {
  const host = (html: string) => {
    const el = document.createElement('div');
    el.innerHTML = html;
    return el.firstElementChild!;
  };

  test('are read from the element or the first descendant matching `within`, absent ones as {} or []', () => {
    const el = host(`<div data-args='{"a":1}'><ul class="items" data-nav='{"b":2}'></ul><ul class="items" data-nav='{"b":3}'></ul></div>`);
    const specs = {
      args: { name: 'data-args' },
      nav: { name: 'data-nav', within: '.items' },
      list: { name: 'data-list', type: 'array' as const },
      missing: { name: 'data-nav', within: '.nowhere' },
    };
    expect(readAttributes(el, specs)).toEqual({ args: { a: 1 }, nav: { b: 2 }, list: [], missing: {} });
  });

  test('a reader narrows the value; its error names the attribute', () => {
    const el = host(`<div data-args='{"post_id":"x"}'></div>`);
    const read = (raw: { post_id?: unknown }) => {
      if (!Number.isInteger(raw.post_id)) throw new TypeError('needs post_id as a whole number');
      return raw.post_id as number;
    };
    expect(() => readAttributes(el, { args: { name: 'data-args', read } })).toThrow(new AttributeError('data-args', 'needs post_id as a whole number'));
    expect(readAttributes(host(`<div data-args='{"post_id":4}'></div>`), { args: { name: 'data-args', read } })).toEqual({ args: 4 });
  });

  test.each([
    ['{"a":', 'object', /^data-x is not valid JSON/],
    ['[1,2]', 'object', /^data-x must hold a JSON object;/],
    ['{"a":1}', 'array', /^data-x must hold a JSON array;/],
    ['"text"', 'array', /^data-x must hold a JSON array;/],
  ] as const)('%s as a JSON %s is refused', (raw, type, message) => {
    expect(() => readAttributes(element('data-x', raw), { x: { name: 'data-x', type } })).toThrow(message);
  });

  test('a caller can say what the failure stops instead of skipping the element', () => {
    expect(() => readJson(element('data-settings', '{'), 'data-settings', 'object', 'the loop is not refreshed')).toThrow(
      /^data-settings is not valid JSON \(.+\); the loop is not refreshed\. Fix the markup that printed it\.$/,
    );
  });
});

describe('withDefaults', () => {
  test('missing, null and empty values fall back to the defaults; 0 and false are values', () => {
    const defaults = { offset: 10, effect: 'fade', enabled: true, name: 'x' };
    expect(withDefaults(defaults, { offset: 0, effect: '', enabled: false, name: null })).toEqual({ offset: 0, effect: 'fade', enabled: false, name: 'x' });
    expect(defaults).toEqual({ offset: 10, effect: 'fade', enabled: true, name: 'x' }); // not mutated
  });
});

describe('responsive settings', () => {
  const settings = { offset: 10, offset_tablet: 0, offset_mobile_extra: '', gap_widescreen: 99, gap: 5, only_mobile_mobile: 3 };

  test('a device with its own value uses it, even 0', () => {
    expect(responsive(settings, 'offset', 'tablet')).toBe(0);
    expect(responsive(settings, 'offset', 'desktop')).toBe(10);
  });

  test('a device without a value falls back to the next larger device, then desktop', () => {
    expect(responsive(settings, 'offset', 'mobile')).toBe(0); // mobile → mobile_extra (empty) → tablet (0)
    expect(responsive(settings, 'offset', 'laptop')).toBe(10); // laptop → desktop
    expect(responsive(settings, 'gap', 'mobile')).toBe(5);
  });

  test('widescreen uses its own value, else desktop, never a smaller device', () => {
    expect(responsive(settings, 'gap', 'widescreen')).toBe(99);
    expect(responsive(settings, 'offset', 'widescreen')).toBe(10);
    expect(responsive(settings, 'only_mobile', 'widescreen')).toBeUndefined();
    expect(responsive(settings, 'only_mobile', 'tablet')).toBeUndefined();
    expect(responsive(settings, 'only_mobile', 'mobile')).toBe(3);
  });

  test('the fallback chain walks toward larger devices', () => {
    expect(fallbackChain('mobile')).toEqual(['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop']);
    expect(fallbackChain('tablet_extra')).toEqual(['tablet_extra', 'laptop', 'desktop']);
    expect(fallbackChain('desktop')).toEqual(['desktop']);
    expect(fallbackChain('widescreen')).toEqual(['widescreen', 'desktop']);
  });
});

describe('device from matchMedia', () => {
  test('picks the smallest matching max-width breakpoint, desktop between laptop and widescreen', () => {
    const media = fakeMatchMedia(500);
    const watcher = createDeviceWatcher({ mobile: 767, tablet: 1024, laptop: 1366, widescreen: 2400 }, media.matchMedia);
    expect(watcher.current()).toBe('mobile');
    media.resize(767);
    expect(watcher.current()).toBe('mobile');
    media.resize(768);
    expect(watcher.current()).toBe('tablet');
    media.resize(1300);
    expect(watcher.current()).toBe('laptop');
    media.resize(1800);
    expect(watcher.current()).toBe('desktop');
    media.resize(2400);
    expect(watcher.current()).toBe('widescreen');
  });

  test('never reads computed style', () => {
    const spy = jest.spyOn(window, 'getComputedStyle');
    createDeviceWatcher({ mobile: 767, tablet: 1024 }, fakeMatchMedia(300).matchMedia).current();
    expect(spy).not.toHaveBeenCalled();
  });
});
