/** The popup handler in jsdom: edit mode, do-not-show-again, avoid-multiple, toggle, close action, events. */
import Popup from '../../src/handlers/popup';
import { resetPopped } from '../../src/handlers/popup/registry';
import type { HandlerModule } from '../../src/runtime/handler';
import { makeRuntime } from './helpers/runtime';

const popupModule = { default: Popup } as unknown as HandlerModule;
let stop: (() => void) | undefined;

async function mount(settings: object, environment = { edit: false, preview: false, debug: false }, id = '5') {
  const runtime = makeRuntime({ popup: { selector: '[data-elementor-type="popup"]', load: () => Promise.resolve(popupModule) } }, { environment });
  document.body.innerHTML = `<a id="link" href="#">x</a><div data-elementor-type="popup" data-elementor-id="${id}" data-elementor-settings='${JSON.stringify(settings)}'><h2>Title ${id}</h2></div>`;
  stop = () => runtime.registry.stop();
  const started = runtime.registry.start();
  await jest.advanceTimersByTimeAsync(0); // the registry yields between elements
  await started;
  return runtime;
}
const dialog = (id = '5') => document.getElementById(`elementor-popup-modal-${id}`);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetPopped();
  jest.useFakeTimers();
});
afterEach(() => {
  stop?.();
  jest.useRealTimers();
});

test('in the editor a popup opens at once, with no rules, no triggers and nothing stored', async () => {
  await mount({ timing: { devices: 'yes', devices_devices: ['mobile'], times: 'yes', times_times: 0 }, triggers: null }, { edit: true, preview: false, debug: false });
  expect(dialog()).not.toBeNull();
  expect(localStorage.length + sessionStorage.length).toBe(0);
});

test('rules that fail keep a triggered popup closed, and evaluating them stores nothing they do not need', async () => {
  await mount({ timing: { devices: 'yes', devices_devices: ['mobile'] }, triggers: { page_load: 'yes' } });
  await jest.advanceTimersByTimeAsync(1000);
  expect(dialog()).toBeNull();
  expect(localStorage.length).toBe(0);
});

test('a popup without triggers (printed only for links) never opens by itself', async () => {
  await mount({ timing: {} });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(dialog()).toBeNull();
});

test('open, toggle and close through link actions; events fire on show and hide', async () => {
  const { hooks } = await mount({ timing: {}, exit_animation: '' });
  const shown = jest.fn();
  const hidden = jest.fn();
  window.addEventListener('elementor/popup/show', shown);
  window.addEventListener('elementor/popup/hide', hidden);
  const link = document.getElementById('link')!;
  hooks.doAction('colophon.linkAction', 'popup:open', { id: '5' }, link);
  expect(dialog()).not.toBeNull();
  expect(shown).toHaveBeenCalledWith(expect.objectContaining({ detail: expect.objectContaining({ id: '5' }) }));
  hooks.doAction('colophon.linkAction', 'popup:open', { id: '5', toggle: true }, link);
  await jest.runOnlyPendingTimersAsync();
  expect(dialog()).toBeNull();
  expect(hidden).toHaveBeenCalledTimes(1);
  hooks.doAction('colophon.linkAction', 'popup:open', { id: '6' }, link); // another popup's id
  expect(dialog()).toBeNull();
});

test('"do not show again" is permanent: later opens, triggers included, do nothing', async () => {
  const { hooks } = await mount({ timing: {} });
  const link = document.getElementById('link')!;
  hooks.doAction('colophon.linkAction', 'popup:open', { id: '5' }, link);
  hooks.doAction('colophon.linkAction', 'popup:close', { id: '5', do_not_show_again: 'yes' }, link);
  await jest.runOnlyPendingTimersAsync();
  expect(JSON.parse(localStorage.getItem('colophon')!)).toEqual({ popup_5_disable: true });
  hooks.doAction('colophon.linkAction', 'popup:open', { id: '5' }, link);
  expect(dialog()).toBeNull();
});

test('times counted on close count only when this popup closes', async () => {
  const { hooks } = await mount({ timing: { times: 'yes', times_times: 2, times_count: 'close' } });
  const link = document.getElementById('link')!;
  hooks.doAction('colophon.linkAction', 'popup:open', { id: '5' }, link);
  expect(localStorage.getItem('colophon')).toBeNull();
  window.dispatchEvent(new CustomEvent('elementor/popup/hide', { detail: { id: '99' } })); // another popup closing
  expect(localStorage.getItem('colophon')).toBeNull();
  hooks.doAction('colophon.linkAction', 'popup:close', { id: '5' }, link);
  expect(JSON.parse(localStorage.getItem('colophon')!)).toEqual({ popup_5_times: 1 });
});

test('the dialog is labelled by the popup heading, modal, and hides its close button for the delay', async () => {
  const { hooks } = await mount({ timing: {}, close_button_delay: 2 });
  hooks.doAction('colophon.linkAction', 'popup:open', { id: '5' }, document.getElementById('link')!);
  const box = dialog()!.querySelector('[role="dialog"]')!;
  expect(box.getAttribute('aria-modal')).toBe('true');
  expect(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe('Title 5');
  const close = box.querySelector<HTMLButtonElement>('.colophon-popup__close')!;
  expect(close.hidden).toBe(true);
  await jest.advanceTimersByTimeAsync(1999);
  expect(close.hidden).toBe(true);
  await jest.advanceTimersByTimeAsync(1);
  expect(close.hidden).toBe(false);
});

test('focus moves into the popup after 250 ms', async () => {
  const { hooks } = await mount({ timing: {}, a11y_navigation: 'yes' });
  document.getElementById('link')!.focus();
  hooks.doAction('colophon.linkAction', 'popup:open', { id: '5' }, document.getElementById('link')!);
  await jest.advanceTimersByTimeAsync(249);
  expect(document.activeElement?.id).toBe('link');
  await jest.advanceTimersByTimeAsync(1);
  expect(dialog()!.contains(document.activeElement)).toBe(true);
});
