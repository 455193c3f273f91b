import { callSticky, type StickyControl } from '../api';
import { changed, pixels, stickyConfig } from '../config';

describe('sticky config per device', () => {
  test('top and bottom stick; anything else does not', () => {
    expect(stickyConfig({ sticky: 'top' }, 'desktop')).toEqual({ edge: 'top', offset: 0, effectsOffset: 0, parent: false });
    expect(stickyConfig({ sticky: 'bottom' }, 'desktop')?.edge).toBe('bottom');
    expect(stickyConfig({ sticky: '' }, 'desktop')).toBeNull();
    expect(stickyConfig({ sticky: 'left' }, 'desktop')).toBeNull();
    expect(stickyConfig({}, 'desktop')).toBeNull();
  });

  test('sticky_on lists the devices it sticks on; without it, every device', () => {
    const settings = { sticky: 'top', sticky_on: ['desktop', 'tablet'] };
    expect(stickyConfig(settings, 'desktop')).not.toBeNull();
    expect(stickyConfig(settings, 'tablet')).not.toBeNull();
    expect(stickyConfig(settings, 'mobile')).toBeNull();
    expect(stickyConfig({ sticky: 'top' }, 'mobile')).not.toBeNull();
  });

  test('offsets fall back to the next larger device, then desktop; 0 counts as a value', () => {
    const settings = { sticky: 'top', sticky_offset: 40, sticky_offset_tablet: 0, sticky_effects_offset: 100, sticky_effects_offset_mobile: 20 };
    expect(stickyConfig(settings, 'desktop')).toMatchObject({ offset: 40, effectsOffset: 100 });
    expect(stickyConfig(settings, 'tablet')).toMatchObject({ offset: 0, effectsOffset: 100 });
    expect(stickyConfig(settings, 'mobile')).toMatchObject({ offset: 0, effectsOffset: 20 });
    expect(stickyConfig(settings, 'widescreen')).toMatchObject({ offset: 40 });
  });

  test('a fixed admin bar adds its height at the top, never at the bottom', () => {
    expect(stickyConfig({ sticky: 'top', sticky_offset: 10 }, 'desktop', 32)?.offset).toBe(42);
    expect(stickyConfig({ sticky: 'bottom', sticky_offset: 10 }, 'desktop', 32)?.offset).toBe(10);
  });

  test('sticky_parent is on only with "yes"', () => {
    expect(stickyConfig({ sticky: 'top', sticky_parent: 'yes' }, 'desktop')?.parent).toBe(true);
    expect(stickyConfig({ sticky: 'top', sticky_parent: '' }, 'desktop')?.parent).toBe(false);
  });

  test('offsets given as strings, {size} objects, negatives or junk', () => {
    expect(pixels('25')).toBe(25);
    expect(pixels({ size: 12, unit: 'px' })).toBe(12);
    expect(pixels(-5)).toBe(0);
    expect(pixels('abc', 7)).toBe(7);
    expect(pixels(undefined)).toBe(0);
  });

  test('a resize re-applies only when the config changed', () => {
    const a = stickyConfig({ sticky: 'top', sticky_offset: 10, sticky_offset_mobile: 0 }, 'desktop');
    expect(changed(a, stickyConfig({ sticky: 'top', sticky_offset: 10, sticky_offset_mobile: 0 }, 'tablet'))).toBe(false);
    expect(changed(a, stickyConfig({ sticky: 'top', sticky_offset: 10, sticky_offset_mobile: 0 }, 'mobile'))).toBe(true);
    expect(changed(a, null)).toBe(true);
  });
});

describe('sticky public methods', () => {
  const element = document.createElement('div');
  test('an unknown method throws, naming it and the real ones', () => {
    expect(() => callSticky(new WeakMap(), element, 'explode')).toThrow('[colophon] sticky has no method "explode"; its methods are refresh and destroy.');
  });
  test('a method before sticky started on the element throws', () => {
    expect(() => callSticky(new WeakMap(), element, 'refresh')).toThrow(/cannot call sticky "refresh" before sticky is initialised/);
  });
  test('a known method on a started element runs', () => {
    const control: StickyControl = { refresh: jest.fn(), destroy: jest.fn() };
    const map = new WeakMap([[element, control]]);
    callSticky(map, element, 'destroy');
    expect(control.destroy).toHaveBeenCalledTimes(1);
    expect(control.refresh).not.toHaveBeenCalled();
  });
});
