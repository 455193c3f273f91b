import { loadPixel, PIXEL_SRC } from '../pixel';

afterEach(() => {
  delete (window as { ttq?: unknown }).ttq;
  delete (window as { TiktokAnalyticsObject?: unknown }).TiktokAnalyticsObject;
  document.head.innerHTML = '';
});

test('one script tag for the pixel code, async, with sdkid and lib; calls wait in its queue until it arrives', () => {
  const pixel = loadPixel('C0DE123');
  const scripts = document.head.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.async).toBe(true);
  expect(scripts[0]!.src).toBe(`${PIXEL_SRC}?sdkid=C0DE123&lib=ttq`);
  pixel.identify({ email: 'ann@example.test' });
  pixel.track('Contact', { source: 'fallback' }, { event_id: 'e-1' });
  const queue = (window as unknown as { ttq: { _i: Record<string, unknown[]> } }).ttq._i.C0DE123;
  expect([...queue]).toEqual([
    ['_options', {}],
    ['identify', { email: 'ann@example.test' }],
    ['track', 'Contact', { source: 'fallback' }, { event_id: 'e-1' }],
  ]);
  expect((window as { TiktokAnalyticsObject?: string }).TiktokAnalyticsObject).toBe('ttq');
});

test('a second call returns the same instance and adds no second tag; a site-served stand-in URL is used as given', () => {
  const first = loadPixel('C0DE123', '/demo/pixel.js');
  const second = loadPixel('C0DE123', '/demo/pixel.js');
  expect(second).toBe(first);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect(document.head.querySelector('script')!.src).toBe('http://localhost/demo/pixel.js?sdkid=C0DE123&lib=ttq');
});

test('a script that fails to load is one warning', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  loadPixel('C0DE123');
  document.head.querySelector('script')!.dispatchEvent(new Event('error'));
  expect(warn).toHaveBeenCalledWith('[colophon] the ad pixel script could not be loaded from https://analytics.tiktok.com; its events are dropped.');
});
