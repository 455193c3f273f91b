/** The tracking chunk's parts that touch the page: events per action, experiments, submissions, submit clicks, marketplace links. */
import { watchSubmitClicks } from '../clicks';
import { applicationEvent, formSentEvent, submitClickEvent, voteEvent } from '../events';
import { convert, experimentFor } from '../experiments';
import { DIRECT } from '../lead-source';
import { carryAffiliate } from '../links';
import { HOLD_MS, handleSubmission, type SubmissionDeps } from '../submissions';
import type { PixelInstance, TrackedEvent } from '../track';

let control: AbortController;
beforeEach(() => (control = new AbortController()));
afterEach(() => {
  control.abort();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('what each action becomes', () => {
  test('a vote: post_like / post_dislike with the post id, to the data layer and analytics, never the pixel', () => {
    expect(voteEvent('like', 7)).toEqual({ dataLayer: 'post_like', analytics: 'post_like', data: { post_id: 7 } });
    expect(voteEvent('dislike', 7).dataLayer).toBe('post_dislike');
    expect(voteEvent('like', 7).pixel).toBeUndefined();
  });
  test('a waitlist application: submit_application, pixel Lead and SubmitApplication {USD, 0}, each with its own event id', () => {
    expect(applicationEvent({ lead: 'a', application: 'b' })).toEqual({
      dataLayer: 'submit_application',
      analytics: 'submit_application',
      pixel: [
        { event: 'Lead', eventId: 'a' },
        { event: 'SubmitApplication', properties: { currency: 'USD', value: 0 }, eventId: 'b' },
      ],
    });
  });
  test('a form sent: Contact or SubmitForm with source twice, the event id apart from the properties, the experiment for analytics', () => {
    document.body.innerHTML = '<form id="q"><input type="tel"></form><form><input type="text"></form>';
    const [contact, other] = Array.from(document.forms);
    expect(formSentEvent(contact!, 'contactform7', 'id-1', 9088)).toEqual({
      analytics: 'form_submit',
      pixel: { event: 'Contact', properties: { source: 'contactform7', wp_plugin: 'contactform7' }, eventId: 'id-1' },
      data: { form_source: 'contactform7', form_id: 'q', experiment_id: 9088 },
    });
    expect((formSentEvent(other!, 'fallback', 'id-2').pixel as { event: string }).event).toBe('SubmitForm');
    expect(submitClickEvent('id-3')).toEqual({ pixel: { event: 'ClickButton', properties: { content: 'SubmitClick' }, eventId: 'id-3' } });
  });
});

describe('experiments', () => {
  test('a form maps to the first experiment whose selector it (or its wrapper) matches; a broken selector is skipped with a warning', () => {
    document.body.innerHTML = '<div class="guide"><form id="g"></form></div><form id="c1"></form><form id="x"></form>';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const map = [
      { selector: '[[broken', id: 1 },
      { selector: '#c1, #c2', id: 9088 },
      { selector: '.guide', id: 9407 },
    ];
    expect(experimentFor(document.getElementById('c1')!, map)).toBe(9088);
    expect(experimentFor(document.getElementById('g')!, map)).toBe(9407);
    expect(experimentFor(document.getElementById('x')!, map)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"[[broken" is not a valid CSS selector'));
  });
  test('the conversion function is found by its dotted name and called with the id on its owner; missing or throwing: a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const tool = {
      seen: [] as number[],
      convert(id: number) {
        this.seen.push(id);
      },
    };
    expect(convert('abTool.convert', 9088, { abTool: tool })).toBe(true);
    expect(tool.seen).toEqual([9088]);
    expect(convert('abTool.missing', 1, { abTool: tool })).toBe(false);
    expect(convert('alert("x")', 1, {})).toBe(false);
    expect(
      convert('bad', 1, {
        bad: () => {
          throw new Error('no');
        },
      }),
    ).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('a submission', () => {
  function deps(over: Partial<SubmissionDeps['settings']> = {}, allowed = true) {
    const order: string[] = [];
    const pixel: PixelInstance = { track: jest.fn(), identify: jest.fn(() => order.push('identify')) };
    const tracked: TrackedEvent[] = [];
    const d: SubmissionDeps = {
      settings: {
        pixel_code: 'PX',
        advanced_matching: '1',
        country: 'GB',
        experiments: [{ selector: '#c', id: 9088 }],
        conversion_function: 'abTool.convert',
        ...over,
      },
      allowed: () => allowed,
      pixel: () => pixel,
      track: (event) => (order.push('track'), tracked.push(event)),
      lead: () => ({ ...DIRECT, source: 'newsletter' }),
      eventId: () => 'eid',
    };
    return { d, order, pixel, tracked };
  }
  test('identify goes before the event, lead fields are filled, and a mapped form converts its experiment', async () => {
    document.body.innerHTML = '<form id="c"><input type="email" value="a@b.co"><input type="hidden" name="lead_source"></form>';
    const form = document.forms[0]!;
    const { d, order, pixel, tracked } = deps();
    const convertSpy = jest.fn();
    (window as unknown as { abTool: unknown }).abTool = { convert: convertSpy };
    await handleSubmission({ form, source: 'contactform7' }, d);
    expect(order).toEqual(['identify', 'track']);
    expect(pixel.identify).toHaveBeenCalledWith({ email: 'a@b.co' });
    expect(tracked[0]!.data).toEqual({ form_source: 'contactform7', form_id: 'c', experiment_id: 9088 });
    expect(convertSpy).toHaveBeenCalledWith(9088);
    expect((form.elements.namedItem('lead_source') as HTMLInputElement).value).toBe('newsletter');
    delete (window as unknown as { abTool?: unknown }).abTool;
  });
  test('without analytics consent no conversion is called; the event still goes to track(), which applies consent per destination', async () => {
    document.body.innerHTML = '<form id="c"><input type="text"></form>';
    const { d, tracked } = deps({}, false);
    const convertSpy = jest.fn();
    (window as unknown as { abTool: unknown }).abTool = { convert: convertSpy };
    await handleSubmission({ form: document.forms[0]!, source: 'fallback' }, d);
    expect(tracked).toHaveLength(1);
    expect(convertSpy).not.toHaveBeenCalled();
    delete (window as unknown as { abTool?: unknown }).abTool;
  });
  test('a plain form with a phone is held while the number is read, then sent again with the same button; never held longer than HOLD_MS', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<form id="p" action="/thanks/"><input type="tel" value="020 7946 0018"><button name="plan" value="pro">Send</button></form>';
    const form = document.forms[0]!;
    const button = form.querySelector('button')!;
    const again = jest.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    const { d, tracked } = deps({ country: 'GB' });
    // The phone library never arrives.
    jest.mock('libphonenumber-js/min', () => new Promise(() => {}));
    const event = new SubmitEvent('submit', { cancelable: true, submitter: button });
    form.dispatchEvent(event);
    const done = handleSubmission({ form, source: 'fallback', event }, d);
    expect(event.defaultPrevented).toBe(true);
    expect(again).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(HOLD_MS);
    await done;
    expect(tracked).toHaveLength(1);
    expect(again).toHaveBeenCalledWith(button);
  });
  test('a plain form without a phone, or without consent, is never held', async () => {
    document.body.innerHTML = '<form><input type="email" value="a@b.co"><input type="tel" value=""></form>';
    const form = document.forms[0]!;
    const event = new SubmitEvent('submit', { cancelable: true });
    await handleSubmission({ form, source: 'fallback', event }, deps().d);
    expect(event.defaultPrevented).toBe(false);
    (form.querySelector('input[type=tel]') as HTMLInputElement).value = '020 7946 0018';
    const second = new SubmitEvent('submit', { cancelable: true });
    await handleSubmission({ form, source: 'fallback', event: second }, deps({}, false).d);
    expect(second.defaultPrevented).toBe(false);
  });
});

describe('submit clicks', () => {
  test('a real submit button counts once per double click; type=button, links and disabled buttons never', () => {
    let clock = 0;
    const seen: string[] = [];
    document.body.innerHTML =
      '<form><button id="s">Send</button><button id="b" type="button">Other</button><input id="i" type="submit"><button id="d" disabled>x</button></form><button id="loose">No form</button>';
    watchSubmitClicks(
      (button) => seen.push(button.id),
      control.signal,
      document,
      () => clock,
    );
    const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    click('s');
    click('s');
    click('b');
    click('loose');
    click('d');
    expect(seen).toEqual(['s']);
    clock += 2000;
    click('i');
    expect(seen).toEqual(['s', 'i']);
  });
});

describe('marketplace links', () => {
  test('links to the configured hosts get the code; others are left alone; a link added later gets it when followed', () => {
    document.body.innerHTML = '<a id="m" href="https://www.market.example/join">Join</a><a id="o" href="https://other.example/">Other</a>';
    carryAffiliate(document, ['market.example'], () => ({ aff: 'ann' }), control.signal);
    expect(document.getElementById('m')!.getAttribute('href')).toBe('https://www.market.example/join?aff=ann');
    expect(document.getElementById('o')!.getAttribute('href')).toBe('https://other.example/');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a id="late" href="https://shop.market.example/x?aff=kept">Late</a><a id="late2" href="https://market.example/y">Late 2</a>',
    );
    for (const id of ['late', 'late2']) document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.getElementById('late')!.getAttribute('href')).toBe('https://shop.market.example/x?aff=kept');
    expect(document.getElementById('late2')!.getAttribute('href')).toBe('https://market.example/y?aff=ann');
  });
});
