/** The page builder's form: its endpoint's answers read, shown in its markup, steps, and the send itself against a fake endpoint. */
import FormHandler, { ACTION } from '..';
import { messageLines, outcomeOf } from '../outcome';
import type { HandlerModule } from '../../../src/runtime/handler';
import { flush, pendingFetches, type PendingFetch } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';
import { i18n } from '../../../tests/unit/helpers/texts';

describe('the endpoint’s answer', () => {
  test('stored: its message, and the redirect and popup its actions asked for', () => {
    expect(outcomeOf({ success: true, data: { message: 'Your submission was successful.', data: [] } })).toEqual({
      kind: 'sent',
      message: 'Your submission was successful.',
      redirect: null,
      popup: null,
    });
    expect(outcomeOf({ success: true, data: { message: '', data: { redirect_url: '/thanks/', popup: { action: 'open', id: 42 } } } })).toEqual({
      kind: 'sent',
      message: '',
      redirect: '/thanks/',
      popup: { action: 'open', id: '42' },
    });
    expect(outcomeOf({ success: true, data: { message: 'ok', data: { popup: { action: 'close', do_not_show_again: 'yes' } } } })).toMatchObject({
      popup: { action: 'close', do_not_show_again: 'yes' },
    });
    // An open action without a popup, or an unknown action, is no action.
    expect(outcomeOf({ success: true, data: { message: 'ok', data: { popup: { action: 'open' } } } })).toMatchObject({ popup: null });
    expect(outcomeOf({ success: true, data: { message: 'ok', data: { popup: { action: 'toggle' } } } })).toMatchObject({ popup: null });
  });

  test('refused: the message and each field’s error (empty texts dropped)', () => {
    expect(
      outcomeOf({
        success: false,
        data: { message: 'Your submission failed because of an error.', errors: { email: 'Invalid Email address.', name: '' }, data: [] },
      }),
    ).toEqual({ kind: 'refused', message: 'Your submission failed because of an error.', errors: { email: 'Invalid Email address.' } });
    expect(outcomeOf({ success: false, data: { message: 'Invalid form.', errors: [] } })).toEqual({ kind: 'refused', message: 'Invalid form.', errors: {} });
  });

  test('anything else is a failure', () => {
    for (const body of [undefined, null, '', '<p>critical error</p>', 0, [], { success: 'yes', data: {} }, { success: true }, { success: false, data: 'x' }])
      expect(outcomeOf(body)).toEqual({ kind: 'failed' });
  });

  test('its message as plain lines: <br> and the editors’ block split it, markup never survives', () => {
    expect(messageLines('One.<br>Two.<div class="elementor-forms-admin-errors">Email Failed.<br/>Only editors see this.</div>')).toEqual([
      'One.',
      'Two.',
      'Email Failed.',
      'Only editors see this.',
    ]);
    expect(messageLines('<img src=x onerror="window.hit=1">Hello <b>there</b>')).toEqual(['Hello there']);
    expect(messageLines('')).toEqual([]);
  });
});

const FIELDS = `
  <input type="hidden" name="post_id" value="12"><input type="hidden" name="form_id" value="abc1">
  <div class="elementor-form-fields-wrapper elementor-labels-above">
    <div class="elementor-field-group elementor-field-group-name"><label for="form-field-name">Name</label><input type="text" name="form_fields[name]" id="form-field-name" class="elementor-field"></div>
    <div class="elementor-field-group elementor-field-group-email"><label for="form-field-email">Email</label><input type="email" name="form_fields[email]" id="form-field-email" class="elementor-field" aria-describedby="email-hint"></div>
    <div class="elementor-field-group elementor-field-group-cv"><label for="form-field-cv">CV</label><input type="file" name="form_fields[cv][]" id="form-field-cv" class="elementor-field" data-maxsize="1" data-maxsize-message="Too big."></div>
    <div class="elementor-field-group elementor-field-type-submit"><button type="submit" class="elementor-button"><span><span class="elementor-button-text">Send</span></span></button></div>
  </div>`;

const STEPS = `
  <input type="hidden" name="form_id" value="st1">
  <div class="elementor-form-fields-wrapper">
    <div class="elementor-field-type-step elementor-field-group elementor-column"><div class="e-field-step elementor-hidden" data-label="You" data-previousButton="" data-nextButton="On to your book"></div></div>
    <div class="elementor-field-group"><label for="form-field-who">Name</label><input type="text" name="form_fields[who]" id="form-field-who" required></div>
    <div class="elementor-field-type-step elementor-field-group elementor-column"><div class="e-field-step elementor-hidden" data-label="Your book"></div></div>
    <div class="elementor-field-group"><label for="form-field-words">Words</label><input type="number" name="form_fields[words]" id="form-field-words" required></div>
    <div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button"><span><span class="elementor-button-text">Book it</span></span></button></div>
  </div>`;

describe('the form', () => {
  type Call = PendingFetch<FormData>;
  let calls: Call[];
  let stop: (() => void) | undefined;

  beforeEach(() => {
    document.body.innerHTML = '';
    calls = pendingFetches<FormData>();
  });
  afterEach(() => {
    stop?.();
    jest.useRealTimers();
  });

  async function mount(fields = FIELDS, settings: Record<string, unknown> = {}) {
    const runtime = makeRuntime({
      form: { selector: '[data-widget_type^="form."]', load: () => Promise.resolve({ default: FormHandler } as unknown as HandlerModule) },
    });
    const widget = document.createElement('div');
    widget.className = 'elementor-widget-form';
    widget.dataset.widget_type = 'form.default';
    widget.dataset.id = 'abc1';
    widget.dataset.settings = JSON.stringify(settings);
    widget.innerHTML = `<form class="elementor-form" method="post" name="Contact">${fields}</form>`;
    document.body.append(widget);
    const events: unknown[] = [];
    const actions: unknown[] = [];
    runtime.hooks.addAction('colophon.form.sent', 'test', (payload: unknown) => events.push(payload));
    runtime.hooks.addAction('colophon.linkAction', 'test', (payload: unknown) => actions.push(payload));
    stop = () => runtime.registry.stop();
    await runtime.registry.start();
    await flush();
    const form = widget.querySelector('form')!;
    const field = (id: string) => form.querySelector<HTMLInputElement>(`#form-field-${id}`)!;
    const submit = () => form.querySelector<HTMLButtonElement>('[type="submit"]')!.click();
    const messages = () => [...form.querySelectorAll('.elementor-message')].map((m) => [m.className, m.textContent]);
    return { widget, form, field, submit, messages, events, actions, config: runtime.runtime.config };
  }

  test('sends the page builder’s ajax action with every field, once for a double click; on success empties the form, says so and is tracked once', async () => {
    const { form, field, submit, messages, events, config } = await mount();
    field('name').value = 'Ann';
    field('email').value = 'ann@example.com';
    submit();
    submit();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(config.urls.ajax);
    expect(calls[0]!.init.method).toBe('POST');
    const sent = calls[0]!.body;
    expect(sent.get('action')).toBe(ACTION);
    expect(sent.get('referrer')).toBe(location.href);
    expect(sent.get('form_id')).toBe('abc1');
    expect(sent.get('post_id')).toBe('12');
    expect(sent.get('form_fields[name]')).toBe('Ann');
    expect(sent.get('form_fields[email]')).toBe('ann@example.com');
    expect(form.classList.contains('elementor-form-waiting')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(form.querySelector('button')!.getAttribute('aria-disabled')).toBe('true');
    expect(form.querySelector('.elementor-button-text')!.textContent).toBe(i18n.formSending);
    calls[0]!.settle(200, { success: true, data: { message: 'Your submission was successful.', data: [] } });
    await flush();
    // With the class that shows the page builder's check icon (#49: missing under takeover on Elementor 4.2).
    expect(messages()).toEqual([['elementor-message elementor-message-success elementor-message-svg', 'Your submission was successful.']]);
    expect(form.querySelector('.elementor-message')!.getAttribute('role')).toBe('status');
    expect(field('name').value).toBe('');
    expect(form.classList.contains('elementor-form-waiting')).toBe(false);
    expect(form.querySelector('button')!.hasAttribute('aria-disabled')).toBe(false);
    expect(form.querySelector('.elementor-button-text')!.textContent).toBe('Send');
    expect(events).toEqual([{ form, source: 'elementorforms' }]);
    // Another enquiry may follow: it goes, and the old message goes first.
    submit();
    expect(calls).toHaveLength(2);
    expect(messages()).toEqual([]);
  });

  test('refused fields: each error in its group, the control invalid and described by it and focused; the form’s message; nothing tracked; all typed kept', async () => {
    const { form, field, submit, messages, events } = await mount();
    field('name').value = 'Ann';
    field('email').value = 'ann@localhost';
    submit();
    calls[0]!.settle(200, {
      success: false,
      data: { message: 'Your submission failed because of an error.', errors: { email: 'Invalid Email address.' }, data: [] },
    });
    await flush();
    const group = form.querySelector('.elementor-field-group-email')!;
    expect(group.classList.contains('elementor-error')).toBe(true);
    const help = group.querySelector('.elementor-form-help-inline')!;
    expect(help.textContent).toBe('Invalid Email address.');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(field('email').getAttribute('aria-describedby')).toBe(`email-hint ${help.id}`);
    expect(document.activeElement).toBe(field('email'));
    expect(messages().slice(-1)[0]).toEqual(['elementor-message elementor-message-danger', 'Your submission failed because of an error.']);
    expect(field('name').value).toBe('Ann');
    expect(events).toEqual([]);
    // The next send clears the marks, and the description is the author's again.
    submit();
    expect(group.classList.contains('elementor-error')).toBe(false);
    expect(field('email').getAttribute('aria-invalid')).toBe('false');
    expect(field('email').getAttribute('aria-describedby')).toBe('email-hint');
  });

  test.each([
    ['a server error page', (call: Call) => call.settle(500, '<p>There has been a critical error on this website.</p>'), i18n.formFailed],
    ['a 200 that is not the envelope', (call: Call) => call.settle(200, 'Notice: undefined index'), i18n.formFailed],
    ['no network', (call: Call) => call.fail(), i18n.formOffline],
  ])('%s: said as an alert, every field kept, nothing tracked, and it can be sent again', async (_name, answer, said) => {
    const { field, submit, messages, events } = await mount();
    field('name').value = 'Ann';
    field('email').value = 'ann@example.com';
    submit();
    answer(calls[0]!);
    await flush();
    expect(messages()).toEqual([['elementor-message elementor-message-danger', said]]);
    expect([field('name').value, field('email').value]).toEqual(['Ann', 'ann@example.com']);
    expect(events).toEqual([]);
    submit();
    expect(calls).toHaveLength(2);
  });

  test('a redirect action goes to its address after a moment (never a javascript: one); a popup action is handed to the popup', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const go = jest.spyOn(FormHandler.prototype as unknown as { go(url: string): void }, 'go').mockImplementation(() => {});
    const mounted = mount();
    await jest.advanceTimersByTimeAsync(50);
    const { form, submit, actions } = await mounted;
    submit();
    calls[0]!.settle(200, { success: true, data: { message: '', data: { redirect_url: '/thank-you/', popup: { action: 'open', id: '77' } } } });
    await jest.advanceTimersByTimeAsync(0);
    expect(actions).toEqual([{ action: 'popup:open', settings: { id: '77' }, link: form }]);
    expect(go).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(400);
    expect(go).toHaveBeenCalledWith(new URL('/thank-you/', location.href).href);
    submit();
    calls[1]!.settle(200, { success: true, data: { message: 'ok', data: { redirect_url: 'javascript:alert(1)' } } });
    await jest.advanceTimersByTimeAsync(1000);
    expect(go).toHaveBeenCalledTimes(1);
    go.mockRestore();
  });

  test('an upload over the field’s limit is refused in the browser with its message, and nothing is sent', async () => {
    const { form, field, submit } = await mount();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'chapter.pdf');
    Object.defineProperty(field('cv'), 'files', { configurable: true, value: [big] });
    field('cv').dispatchEvent(new Event('change'));
    expect(field('cv').validationMessage).toBe('Too big.');
    expect(form.querySelector('.elementor-field-group-cv .elementor-form-help-inline')!.textContent).toBe('Too big.');
    // The browser's own validation stops the submit (jsdom's requestSubmit checks it too).
    form.requestSubmit();
    expect(calls).toHaveLength(0);
    Object.defineProperty(field('cv'), 'files', { configurable: true, value: [new File(['x'], 'small.pdf')] });
    field('cv').dispatchEvent(new Event('change'));
    expect(field('cv').validationMessage).toBe('');
    expect(form.querySelector('.elementor-form-help-inline')).toBeNull();
    submit();
    expect(calls).toHaveLength(1);
  });

  describe('multi-step', () => {
    test('one step shows at a time, with its indicators and buttons; Next checks the step; Enter goes on; the last step sends', async () => {
      const { widget, form, field, submit } = await mount(STEPS, { step_type: 'number_text', step_next_label: 'Next', step_previous_label: 'Back' });
      const steps = [...form.querySelectorAll<HTMLElement>('.e-form__step')];
      expect(steps.map((s) => [s.getAttribute('aria-label'), s.hidden])).toEqual([
        ['You', false],
        ['Your book', true],
      ]);
      expect(steps[0]!.contains(field('who'))).toBe(true);
      expect(steps[1]!.contains(field('words'))).toBe(true);
      expect(steps[1]!.querySelector('[type="submit"]')).not.toBeNull();
      const indicators = [...widget.querySelectorAll('.e-form__indicators__indicator')];
      expect(indicators.map((i) => [i.textContent, i.className.split(' ').pop()])).toEqual([
        ['1You', 'e-form__indicators__indicator--state-active'],
        ['2Your book', 'e-form__indicators__indicator--state-inactive'],
      ]);
      const next = steps[0]!.querySelector<HTMLButtonElement>('.e-form__buttons__wrapper__button-next')!;
      expect(next.textContent).toBe('On to your book'); // the step's own label wins over the widget's
      next.click();
      expect(steps[1]!.hidden).toBe(true); // the required name is empty
      field('who').value = 'Ann';
      field('who').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      expect(steps.map((s) => s.hidden)).toEqual([true, false]);
      expect(document.activeElement).toBe(field('words'));
      expect(indicators[0]!.classList.contains('e-form__indicators__indicator--state-completed')).toBe(true);
      expect(steps[1]!.querySelector('.e-form__buttons__wrapper__button-previous')!.textContent).toBe('Back');
      field('words').value = '90000';
      submit();
      expect(calls).toHaveLength(1);
      expect(calls[0]!.body.get('form_fields[who]')).toBe('Ann');
      expect(calls[0]!.body.get('form_fields[words]')).toBe('90000');
      // A refusal of a field on an earlier step shows that step, with the field focused.
      calls[0]!.settle(200, { success: false, data: { message: 'Your submission failed because of an error.', errors: { who: 'Tell us your name.' } } });
      await flush();
      expect(steps.map((s) => s.hidden)).toEqual([false, true]);
      expect(document.activeElement).toBe(field('who'));
    });

    test('a success starts again at the first step; a progress bar shows its share', async () => {
      const { widget, form, field, submit } = await mount(STEPS, { step_type: 'progress_bar' });
      expect(widget.style.getPropertyValue('--e-form-steps-indicator-progress-meter-width')).toBe('50%');
      field('who').value = 'Ann';
      form.querySelector<HTMLButtonElement>('.e-form__buttons__wrapper__button-next')!.click();
      expect(widget.querySelector('.e-form__indicators__indicator__progress__meter')!.textContent).toBe('100%');
      field('words').value = '5000';
      submit();
      calls[0]!.settle(200, { success: true, data: { message: 'Booked.', data: [] } });
      await flush();
      expect([...form.querySelectorAll<HTMLElement>('.e-form__step')].map((s) => s.hidden)).toEqual([false, true]);
      expect(widget.style.getPropertyValue('--e-form-steps-indicator-progress-meter-width')).toBe('50%');
    });
  });
});
