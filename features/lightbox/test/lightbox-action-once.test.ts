/**
 * The page builder's gallery image link opens the lightbox itself and carries a `lightbox` link
 * action too. The action goes out only once what is connecting has connected: on a slow phone,
 * after the visitor may have closed the viewer the click opened. One click opens it once, and a
 * viewer the visitor closed stays closed. (Seen in CI under load: the viewer came back, the page
 * behind it inert, and the visitor's next key went nowhere.)
 */
import Lightbox from '..';
import LinkAction from '../../link-actions';
import { Handler, type HandlerModule } from '../../../src/runtime/handler';
import { deferredLoader, until } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const settings = btoa(JSON.stringify({ id: 1, url: '/cover-1.svg' }));
/** A gallery image link as the page builder prints it: its own image, and a `lightbox` link action. */
const LINK = `<a href="/cover-1.svg" data-elementor-open-lightbox="yes" data-e-action-hash="#elementor-action:action=lightbox&amp;settings=${settings}"><img alt="Cover 1"></a>`;
const viewer = () => document.querySelector('.colophon-lightbox');
const loaded = (Klass: unknown) => () => Promise.resolve({ default: Klass } as unknown as HandlerModule);
let stop: (() => void) | undefined;

/** The chunk still on its way, once it has come: a handler that does nothing. */
const arrived = {
  default: class extends Handler {
    connect() {}
  },
} as unknown as HandlerModule;

/** A gallery image link whose lightbox and link action are connected, while another chunk is still on its way. */
async function gallery({ lightbox }: { lightbox: boolean }) {
  const slow = deferredLoader();
  const runtime = makeRuntime({
    ...(lightbox && { lightbox: { selector: 'a[href$=".svg"]', load: loaded(Lightbox) } }),
    'link-actions': { selector: '[data-e-action-hash]', load: loaded(LinkAction) },
    slow: { selector: '.slow', load: slow.load },
  });
  document.body.innerHTML = `${LINK}<div class="slow"></div>`;
  const connected = jest.spyOn(LinkAction.prototype, 'connect');
  stop = () => {
    connected.mockRestore();
    runtime.registry.stop();
  };
  void runtime.registry.start();
  await until(() => connected.mock.calls.length === 1 && slow.load.mock.calls.length === 1);
  const actions: unknown[] = [];
  runtime.hooks.addAction('colophon.linkAction', 'test', (event: unknown) => actions.push(event), 99);
  return { link: document.querySelector('a')!, slow, actions, runtime: runtime.runtime };
}

afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

test('a viewer closed before its click’s link action goes out stays closed', async () => {
  const { link, slow, actions } = await gallery({ lightbox: true });
  link.click();
  expect(viewer()).not.toBeNull(); // the lightbox's own listener: at once
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(viewer()).toBeNull();
  expect(actions).toHaveLength(0); // the link action waits for the chunk still on its way

  slow.resolve(arrived);
  await until(() => actions.length === 1);
  expect(viewer()).toBeNull();
});

test('the link action carries its click; one the lightbox did not hear (it was still connecting) opens the viewer', async () => {
  const { link, slow, actions, runtime } = await gallery({ lightbox: true });
  link.click();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  slow.resolve(arrived);
  await until(() => actions.length === 1);
  expect(actions[0]).toMatchObject({ action: 'lightbox', link, cause: expect.any(MouseEvent) });

  runtime.dispatch('colophon.linkAction', { action: 'lightbox', settings: {}, link, cause: new MouseEvent('click') });
  expect(viewer()?.querySelector('img')?.alt).toBe('Cover 1');
});

test('a click link-actions holds (its chunk still on the way) opens the viewer at once; given again later, it does not reopen it', async () => {
  let wake = () => {};
  const runtime = makeRuntime({
    lightbox: { selector: 'a[href$=".svg"]', load: loaded(Lightbox) },
    'link-actions': {
      selector: '[data-e-action-hash]',
      load: loaded(LinkAction),
      wait: () => new Promise<void>((resolve) => (wake = resolve)),
      deferred: true,
    },
  });
  document.body.innerHTML = LINK;
  stop = () => runtime.registry.stop();
  await runtime.registry.start(); // the lightbox has connected; link-actions waits to be touched
  const actions: unknown[] = [];
  runtime.hooks.addAction('colophon.linkAction', 'test', (event: unknown) => actions.push(event), 99);
  const link = document.querySelector('a')!;
  const page: boolean[] = [];
  document.addEventListener('click', (event) => page.push(event.defaultPrevented), { once: true });

  link.querySelector('img')!.click(); // the visitor's first tap: link-actions holds it
  expect(viewer()).not.toBeNull();
  expect(page).toEqual([]); // held: the page did not see it
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(viewer()).toBeNull();

  wake(); // link-actions connects and gives the held click again, then sends its action
  await until(() => actions.length === 1);
  expect(viewer()).toBeNull();
  expect(page).toEqual([true]); // given again, prevented: no navigation to the image
});
