import { DIRECT } from '../lead-source';
import { createTracker, type PixelInstance } from '../track';

function setup(allowed: { analytics: boolean; advertisement: boolean }) {
  const layer: Array<Record<string, unknown>> = [];
  const pixel: PixelInstance = { track: jest.fn(), identify: jest.fn() };
  const gtag = jest.fn();
  const tracker = createTracker({
    allowed: (category) => allowed[category],
    pixel: () => pixel,
    analytics: () => gtag,
    dataLayer: () => layer,
    lead: () => ({ ...DIRECT, source: 'newsletter' }),
  });
  return { tracker, layer, pixel, gtag };
}

const application = {
  dataLayer: 'submit_application',
  analytics: 'submit_application',
  pixel: { event: 'SubmitApplication', properties: { currency: 'USD', value: 0 }, eventId: 'e-1' },
  data: { form: 'waitlist' },
};

test('before consent: the data layer gets it (the tag manager applies consent mode); the pixel and analytics get nothing', () => {
  const { tracker, layer, pixel, gtag } = setup({ analytics: false, advertisement: false });
  expect(tracker.track(application)).toEqual({ dataLayer: true, analytics: false, pixel: false });
  expect(layer).toEqual([
    {
      event: 'submit_application',
      form: 'waitlist',
      lead_source: 'newsletter',
      lead_medium: 'none',
      lead_campaign: 'none',
      lead_content: 'none',
      lead_term: 'none',
    },
  ]);
  expect(pixel.track).not.toHaveBeenCalled();
  expect(gtag).not.toHaveBeenCalled();
});

test('each destination follows its own category, and an event is not sent later when consent comes', () => {
  const allowed = { analytics: true, advertisement: false };
  const { tracker, pixel, gtag } = setup(allowed);
  tracker.track(application);
  expect(gtag).toHaveBeenCalledWith('event', 'submit_application', expect.objectContaining({ form: 'waitlist', lead_source: 'newsletter' }));
  expect(pixel.track).not.toHaveBeenCalled();
  allowed.advertisement = true;
  expect(pixel.track).not.toHaveBeenCalled(); // nothing queued from before
  tracker.track(application);
  expect(pixel.track).toHaveBeenCalledTimes(1);
  expect(pixel.track).toHaveBeenCalledWith('SubmitApplication', { currency: 'USD', value: 0 }, { event_id: 'e-1' });
});

test('a destination that throws does not stop the others', () => {
  const { tracker, layer, pixel, gtag } = setup({ analytics: true, advertisement: true });
  gtag.mockImplementation(() => {
    throw new Error('tag broken');
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  tracker.track(application);
  expect(layer).toHaveLength(1);
  expect(pixel.track).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith('[colophon] a tracking call failed.', expect.any(Error));
});
