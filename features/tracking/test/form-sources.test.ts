import { REPEAT_MS, watchFormSources, type Submission } from '../form-sources';

let control: AbortController;
let seen: Submission[];
let clock: number;

function start(html: string, extra: () => void = () => {}) {
  document.body.innerHTML = html;
  extra();
  seen = [];
  watchFormSources(
    (s) => seen.push(s),
    control.signal,
    document,
    () => clock,
  );
}
const sources = () => seen.map((s) => s.source);
const flush = () => jest.runOnlyPendingTimers();
const mutations = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  control = new AbortController();
  clock = 10_000;
});
afterEach(() => {
  control.abort();
  delete (window as { nfRadio?: unknown }).nfRadio;
  delete (window as { jQuery?: unknown }).jQuery;
  jest.useRealTimers();
});

function submit(form: HTMLFormElement, cancel = false) {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  if (cancel) form.addEventListener('submit', (e) => e.preventDefault(), { once: true });
  form.dispatchEvent(event);
}

describe('fallback: a plain form', () => {
  beforeEach(() => jest.useFakeTimers());
  test('a submit nothing cancels counts once; a double click counts once; later it counts again', () => {
    start('<form id="f"><input type="email"></form>');
    const form = document.getElementById('f') as HTMLFormElement;
    submit(form);
    submit(form);
    flush();
    expect(seen).toEqual([{ form, source: 'fallback', event: expect.any(Event) }]);
    clock += REPEAT_MS;
    submit(form);
    flush();
    expect(sources()).toEqual(['fallback', 'fallback']);
  });
  test('a submit a script cancels (its own background send, or its validation) counts nothing', () => {
    start('<form id="f"></form>');
    submit(document.getElementById('f') as HTMLFormElement, true);
    flush();
    expect(seen).toEqual([]);
  });
  test('never for a form a specific source owns', () => {
    start(`<div class="wpcf7"><form class="wpcf7-form" id="a"></form></div><form class="mc4wp-form" id="b"></form>
      <div class="wp-block-jetpack-mailchimp"><form id="c"></form></div><form class="mailpoet_form" id="d"></form>
      <div class="nf-form-cont" id="nf-form-3-cont"><form id="e"></form></div>`);
    for (const id of 'abcde') submit(document.getElementById(id) as HTMLFormElement);
    flush();
    expect(seen).toEqual([]);
  });
});

describe('Contact Form 7', () => {
  test('wpcf7mailsent counts once; invalid and failed sends count nothing; a double send counts once', () => {
    start('<div class="wpcf7" id="w"><form class="wpcf7-form"><input type="email"></form></div>');
    const wrapper = document.getElementById('w')!;
    for (const name of ['wpcf7invalid', 'wpcf7mailfailed', 'wpcf7spam', 'wpcf7submit']) wrapper.dispatchEvent(new CustomEvent(name, { bubbles: true }));
    expect(seen).toEqual([]);
    wrapper.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true }));
    wrapper.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true }));
    expect(seen).toEqual([{ form: wrapper.querySelector('form'), source: 'contactform7' }]);
  });
});

describe('success messages', () => {
  test('Mailchimp for WP: a page that came back with the success notice counts at load; an error notice does not', () => {
    start(
      '<form class="mc4wp-form" id="ok"><div class="mc4wp-response"><div class="mc4wp-alert mc4wp-success">Thank you</div></div></form><form class="mc4wp-form" id="bad"><div class="mc4wp-response"><div class="mc4wp-alert mc4wp-error">Already subscribed</div></div></form>',
    );
    expect(seen).toEqual([{ form: document.getElementById('ok'), source: 'mailchimp4wordpress' }]);
  });
  test('Jetpack Mailchimp: counts when its success message is shown, not while it is hidden or on an error', async () => {
    start(
      '<div class="wp-block-jetpack-mailchimp"><form><input type="email"></form><div class="wp-block-jetpack-mailchimp_error" style="display:none"></div><div class="wp-block-jetpack-mailchimp_success" style="display:none">Thanks</div></div>',
    );
    const block = document.querySelector('.wp-block-jetpack-mailchimp')!;
    (block.querySelector('.wp-block-jetpack-mailchimp_error') as HTMLElement).style.display = 'block';
    await mutations();
    expect(seen).toEqual([]);
    (block.querySelector('.wp-block-jetpack-mailchimp_success') as HTMLElement).style.display = 'block';
    await mutations();
    (block.querySelector('.wp-block-jetpack-mailchimp_success') as HTMLElement).classList.add('is-visible');
    await mutations();
    expect(seen).toEqual([{ form: block.querySelector('form'), source: 'jetpackmailchimp' }]);
  });
  test('MailPoet: counts when the success message is added to the form', async () => {
    start('<form class="mailpoet_form"><input type="email"><div class="mailpoet_message"></div></form>');
    document.querySelector('.mailpoet_message')!.innerHTML = '<p class="mailpoet_validate_error">Fix the email</p>';
    await mutations();
    expect(seen).toEqual([]);
    document.querySelector('.mailpoet_message')!.innerHTML = '<p class="mailpoet_validate_success">Check your inbox</p>';
    await mutations();
    expect(sources()).toEqual(['mailpoet']);
  });
  test('once the tracking stops, its observers are gone and nothing is reported', async () => {
    const disconnect = jest.spyOn(MutationObserver.prototype, 'disconnect');
    start('<form class="mailpoet_form"><div class="mailpoet_message"></div></form>');
    control.abort();
    expect(disconnect).toHaveBeenCalledTimes(1);
    document.querySelector('.mailpoet_message')!.innerHTML = '<p class="mailpoet_validate_success">Check your inbox</p>';
    await mutations();
    expect(seen).toEqual([]);
  });
});

describe('Ninja Forms', () => {
  const markup = '<div class="nf-form-cont" id="nf-form-3-cont"><div class="nf-form-layout"><form><input type="tel"></form></div></div>';
  test('its radio channel: a response without errors counts once, one with errors counts nothing', () => {
    const listeners: Array<(...args: unknown[]) => void> = [];
    start(markup, () => {
      (window as { nfRadio?: unknown }).nfRadio = {
        channel: (name: string) => ({
          on: (event: string, cb: (...args: unknown[]) => void) => name === 'forms' && event === 'submit:response' && listeners.push(cb),
        }),
      };
    });
    expect(listeners).toHaveLength(1);
    listeners[0]!({ errors: { fields: { 5: 'Required' } } }, 'success', {}, '3');
    expect(seen).toEqual([]);
    listeners[0]!({ errors: [], data: { form_id: '3' } }, 'success', {}, '3');
    listeners[0]!({ errors: [], data: { form_id: '3' } }, 'success', {}, '3');
    expect(seen).toEqual([{ form: document.querySelector('#nf-form-3-cont form'), source: 'ninjaforms' }]);
  });
  test('without the radio, through the page’s own jQuery when it has one', () => {
    const handlers: Record<string, (...args: unknown[]) => void> = {};
    start(markup, () => {
      (window as { jQuery?: unknown }).jQuery = () => ({ on: (event: string, cb: (...args: unknown[]) => void) => (handlers[event] = cb), off: () => {} });
    });
    handlers.nfFormSubmitResponse!({}, { response: { errors: [] }, id: '3' });
    expect(sources()).toEqual(['ninjaforms']);
  });
});

describe('elementorforms: the page builder’s form', () => {
  const markup = '<div class="elementor-widget-form"><form class="elementor-form" id="e"><input type="email"></form></div>';
  test('its own script’s submit_success (through the page’s jQuery) counts once; its plain submit never counts as the fallback', () => {
    jest.useFakeTimers();
    const handlers: Record<string, (...args: unknown[]) => void> = {};
    start(markup, () => {
      (window as { jQuery?: unknown }).jQuery = () => ({ on: (event: string, cb: (...args: unknown[]) => void) => (handlers[event] = cb), off: () => {} });
    });
    const form = document.getElementById('e') as HTMLFormElement;
    submit(form);
    flush();
    expect(seen).toEqual([]);
    handlers.submit_success!({ target: form }, { message: 'ok' });
    handlers.submit_success!({ target: form }, { message: 'ok' });
    handlers.submit_success!({ target: document.body }, {}); // some other plugin's event of that name
    expect(seen).toEqual([{ form, source: 'elementorforms' }]);
  });
});
