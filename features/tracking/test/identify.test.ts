import { identifyFrom } from '../identify';
import type { PixelInstance } from '../track';

const form = (html: string) => Object.assign(document.createElement('form'), { innerHTML: html });
const settings = { pixel_code: 'C0DE', advanced_matching: '1', country: 'DE' };

function pixel() {
  const instance: PixelInstance = { track: jest.fn(), identify: jest.fn() };
  return { instance, get: () => instance };
}

test('email and the phone in E.164 with the site’s country', async () => {
  const { instance, get } = pixel();
  const sent = await identifyFrom(form('<input type="email" value=" ann@example.test "><input type="tel" value="030 1234567">'), settings, () => true, get);
  expect(sent).toEqual({ email: 'ann@example.test', phone_number: '+49301234567' });
  expect(instance.identify).toHaveBeenCalledWith({ email: 'ann@example.test', phone_number: '+49301234567' });
});

test('a phone that does not parse: one warning, the email alone', async () => {
  const { instance, get } = pixel();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await identifyFrom(form('<input type="email" value="ann@example.test"><input type="tel" value="ask for Ann">'), settings, () => true, get);
  expect(instance.identify).toHaveBeenCalledWith({ email: 'ann@example.test' });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![0]).toContain('could not be read as a number in DE');
});

test('nothing without advanced matching, without consent, with consent withdrawn meanwhile, or with nothing to match', async () => {
  const { instance, get } = pixel();
  const full = form('<input type="email" value="ann@example.test"><input type="tel" value="030 1234567">');
  expect(await identifyFrom(full, { ...settings, advanced_matching: '0' }, () => true, get)).toBeNull();
  expect(await identifyFrom(full, settings, () => false, get)).toBeNull();
  let calls = 0;
  expect(await identifyFrom(full, settings, () => ++calls === 1, get)).toBeNull();
  expect(await identifyFrom(form('<input type="email" value="not an email"><textarea></textarea>'), settings, () => true, get)).toBeNull();
  expect(instance.identify).not.toHaveBeenCalled();
});
