/** The waitlist: what the form sends, its address, and the form in jsdom against a fake API. */
import WaitlistHandler, { GUARD_MS } from '..';
import { createGuard, fieldValues, sentFrom } from '../application';
import type { HandlerModule } from '../../../src/runtime/handler';
import { flush, pendingFetches, type PendingFetch } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const FORM = `
  <input id="fname"><input id="lname"><input id="email" type="email">
  <select id="books_published"><option value="">Choose</option><option>1-3</option></select>
  <select id="planning_to_publish"><option value="">Choose</option><option>4-10</option></select>
  <select id="worked_with_us"><option value="">Choose</option><option>Yes</option><option>No</option></select>
  <select id="budget"><option value="">Choose</option><option>$500-$1,000</option></select>
  <textarea id="message"></textarea>
  <button type="submit">Join the waitlist</button>`;

function fill(root: ParentNode, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) (root.querySelector(`#${id}`) as HTMLInputElement).value = value;
}

describe('what the form sends', () => {
  const ALL = {
    fname: 'Ann',
    lname: 'Author',
    email: 'ann@example.com',
    books_published: '1-3',
    planning_to_publish: '4-10',
    worked_with_us: 'No',
    budget: '$500-$1,000',
    message: 'Thrillers.',
  };

  test('every field by its id, the time as its id (the site makes the application from them)', () => {
    const form = document.createElement('form');
    form.innerHTML = FORM;
    fill(form, ALL);
    expect(sentFrom(form, 1767225600000)).toEqual({ id: 1767225600000, fields: ALL });
  });

  test('no validation: an empty field is "", buttons and hidden fields are not sent', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input id="email" value="not an email"><input id="city"><input type="hidden" id="token" value="x"><div id="budget">not a field</div><button id="go">Go</button>';
    expect(fieldValues(form)).toEqual({ email: 'not an email', city: '' });
  });

  test('an unticked box is "", a ticked one its value; a radio group by its name; ticked boxes of a group joined', () => {
    const form = document.createElement('form');
    form.innerHTML = `<input type="checkbox" id="agree" value="Yes">
      <input type="radio" name="genre" id="genre-1" value="Crime"><input type="radio" name="genre" id="genre-2" value="Romance">
      <input type="checkbox" name="days" value="Mon"><input type="checkbox" name="days" value="Tue"><input type="checkbox" name="days" value="Wed">`;
    expect(fieldValues(form)).toEqual({ agree: '', genre: '', days: '' });
    (form.querySelector('#agree') as HTMLInputElement).checked = true;
    (form.querySelector('#genre-2') as HTMLInputElement).checked = true;
    form.querySelectorAll<HTMLInputElement>('[name="days"]').forEach((box) => (box.checked = box.value !== 'Tue'));
    expect(fieldValues(form)).toEqual({ agree: 'Yes', genre: 'Romance', days: 'Mon, Wed' });
  });
});

describe('the re-submit guard (2000 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const later = (fn: () => void, ms: number) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  };

  test('held while in flight and for 2 s after a call that reached the API', () => {
    const guard = createGuard(2000, later);
    expect(guard.take()).toBe(true);
    expect(guard.take()).toBe(false); // a second click while sending
    guard.sent();
    jest.advanceTimersByTime(1999);
    expect(guard.take()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(guard.take()).toBe(true);
  });

  test('released at once after a failure', () => {
    const guard = createGuard(2000, later);
    guard.take();
    guard.failed();
    expect(guard.take()).toBe(true);
  });
});

describe('the form', () => {
  type Call = PendingFetch<string>;
  let calls: Call[];
  let stop: (() => void) | undefined;

  beforeEach(() => {
    document.body.innerHTML = '';
    calls = pendingFetches<string>();
  });
  afterEach(() => {
    stop?.();
    jest.useRealTimers();
  });

  const ENDPOINT = 'https://site.test/wp-json/colophon/v1/waitlist';

  async function mount(endpoint = ENDPOINT, markup = '', thanks = '') {
    const runtime = makeRuntime(
      {
        waitlist: {
          selector: '[data-widget_type^="colophon-waitlist."]',
          load: () => Promise.resolve({ default: WaitlistHandler } as unknown as HandlerModule),
        },
      },
      endpoint ? { waitlist: { endpoint, ...(thanks ? { thanks } : {}) } } : {},
    );
    const form = document.createElement('form');
    form.dataset.widget_type = 'colophon-waitlist.default';
    // What an author may write in the markup is not where applications go.
    if (markup) form.dataset.settings = JSON.stringify({ api: markup });
    form.innerHTML = FORM;
    document.body.append(form);
    const submitted: unknown[] = [];
    runtime.hooks.addAction('colophon.waitlist.submitted', 'test', (payload: unknown) => submitted.push(payload));
    stop = () => runtime.registry.stop();
    await runtime.registry.start();
    const submit = () => form.querySelector('button')!.click();
    const status = () => form.nextElementSibling as HTMLElement | null;
    return { form, submit, status, submitted };
  }

  test('sends the exact JSON once for a double click, without credentials, then says so and tracks it', async () => {
    const { form, submit, status, submitted } = await mount();
    fill(form, { fname: 'Ann', lname: 'Author', email: 'ann@example.com', worked_with_us: 'Yes' });
    submit();
    submit();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(ENDPOINT);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'omit', headers: expect.objectContaining({ 'Content-Type': 'application/json' }) });
    const sent = JSON.parse(calls[0]!.body);
    expect(sent).toEqual({
      id: expect.any(Number),
      fields: {
        fname: 'Ann',
        lname: 'Author',
        email: 'ann@example.com',
        books_published: '',
        planning_to_publish: '',
        worked_with_us: 'Yes',
        budget: '',
        message: '',
      },
    });
    expect(form.getAttribute('aria-busy')).toBe('true');
    calls[0]!.settle(200);
    await flush();
    await new Promise((r) => setTimeout(r, 150)); // a new live region gets its first text a moment later
    expect(status()!.textContent).toBe('Thank you: your application is in. We will email you when the marketplace opens for your books.');
    expect(status()!.classList.contains('is-shown')).toBe(true);
    expect(status()!.getAttribute('role')).toBe('status');
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect((form.querySelector('#fname') as HTMLInputElement).value).toBe(''); // ready for another
    expect(submitted).toEqual([{ email: 'ann@example.com' }]);
  });

  test('a further submit within 2 s of the answer is ignored; after, it goes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const mounted = mount();
    await jest.advanceTimersByTimeAsync(50);
    const { submit } = await mounted;
    submit();
    calls[0]!.settle(200);
    await jest.advanceTimersByTimeAsync(0);
    jest.advanceTimersByTime(GUARD_MS - 1);
    submit();
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    submit();
    expect(calls).toHaveLength(2);
  });

  test('the thank-you message the owner wrote (Colophon → Waitlist) is said in place of the built-in one', async () => {
    const { submit, status } = await mount(ENDPOINT, '', 'Thanks! We read every application within a week.');
    submit();
    calls[0]!.settle(200);
    await flush();
    await new Promise((r) => setTimeout(r, 150));
    expect(status()!.textContent).toBe('Thanks! We read every application within a week.');
  });

  test('a 2xx answer that is not JSON still counts as sent (its body is not used)', async () => {
    const { submit, submitted } = await mount();
    submit();
    calls[0]!.settle(201, 'Created');
    await flush();
    expect(submitted).toHaveLength(1);
  });

  test.each([
    ['the site answers 500', (call: Call) => call.settle(500, '{"error":"down"}')],
    ['the network fails', (call: Call) => call.fail()],
  ])('when %s: the visitor is told, keeps what they typed, can send again at once, and nothing is tracked', async (_case, outcome) => {
    const { form, submit, status, submitted } = await mount();
    fill(form, { fname: 'Ann', message: 'Two novels.' });
    submit();
    outcome(calls[0]!);
    await flush();
    await new Promise((r) => setTimeout(r, 150));
    expect(status()!.textContent).toBe('Your application could not be sent. Check your connection and send it again: everything you typed is still here.');
    expect(status()!.classList.contains('is-error')).toBe(true);
    expect((form.querySelector('#message') as HTMLTextAreaElement).value).toBe('Two novels.');
    expect(submitted).toEqual([]);
    submit();
    expect(calls).toHaveLength(2);
  });

  test("an address in the markup is ignored: the application goes to the site's endpoint", async () => {
    const { submit } = await mount(ENDPOINT, 'http://collector.example');
    submit();
    expect(calls.map((c) => c.url)).toEqual([ENDPOINT]);
  });

  test('without the endpoint in the page config the widget stops with one clear message, and nothing is sent', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { submit } = await mount('');
    expect(errors.mock.calls.flat().join(' ')).toContain('waitlist: the page config has no waitlist endpoint');
    errors.mockRestore();
    submit();
    expect(calls).toHaveLength(0);
  });
});
