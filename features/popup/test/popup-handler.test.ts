/** The popup handler in jsdom: edit mode, do-not-show-again, avoid-multiple, toggle, close action, events. */
import Popup from '..';
import type { LinkActionEvent } from '../../link-actions/events';
import type { HandlerModule } from '../../../src/runtime/handler';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const popupModule = { default: Popup } as unknown as HandlerModule;
let stop: (() => void) | undefined;

const popupHtml = (id: string, settings: object) =>
  `<div data-elementor-type="popup" data-elementor-id="${id}" data-elementor-settings='${JSON.stringify(settings)}'><h2>Title ${id}</h2></div>`;

/** Mounts popup 5 with `settings` (and any `others`, by id) on one page. */
async function mount(settings: object, environment = { edit: false, preview: false }, others: Record<string, object> = {}) {
  const runtime = makeRuntime({ popup: { selector: '[data-elementor-type="popup"]', load: () => Promise.resolve(popupModule) } }, { environment });
  document.body.innerHTML = `<a id="link" href="#">x</a>${popupHtml('5', settings)}${Object.entries(others)
    .map(([id, each]) => popupHtml(id, each))
    .join('')}`;
  stop = () => runtime.registry.stop();
  const started = runtime.registry.start();
  await jest.advanceTimersByTimeAsync(0); // the registry yields between elements
  await started;
  const link = document.getElementById('link')!;
  /** A link action as the link-actions handler sends it. */
  const action = (name: LinkActionEvent['action'], settings: Record<string, unknown>) =>
    runtime.runtime.dispatch('colophon.linkAction', { action: name, settings, link });
  return { ...runtime, action };
}
const dialog = (id = '5') => document.getElementById(`elementor-popup-modal-${id}`);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  stop?.();
  jest.useRealTimers();
});

test('in the editor a popup opens at once, with no rules, no triggers and nothing stored', async () => {
  await mount({ timing: { devices: 'yes', devices_devices: ['mobile'], times: 'yes', times_times: 0 }, triggers: null }, { edit: true, preview: false });
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
  const { action } = await mount({ timing: {}, exit_animation: '' });
  const shown = jest.fn();
  const hidden = jest.fn();
  window.addEventListener('elementor/popup/show', shown);
  window.addEventListener('elementor/popup/hide', hidden);
  action('popup:open', { id: '5' });
  expect(dialog()).not.toBeNull();
  expect(shown).toHaveBeenCalledWith(expect.objectContaining({ detail: expect.objectContaining({ id: '5' }) }));
  action('popup:open', { id: '5', toggle: true });
  await jest.runOnlyPendingTimersAsync();
  expect(dialog()).toBeNull();
  expect(hidden).toHaveBeenCalledTimes(1);
  action('popup:open', { id: '6' }); // another popup's id
  expect(dialog()).toBeNull();
});

test('opened for a listing item (a store button’s isJetEngine), the popup says which: its show event and data-colophon-post', async () => {
  const { action } = await mount({ timing: {}, exit_animation: '' });
  const shown = jest.fn();
  window.addEventListener('elementor/popup/show', shown);
  action('popup:open', { id: '5', post_id: 42 });
  const popup = document.querySelector<HTMLElement>('[data-elementor-id="5"]')!;
  expect(popup.dataset.colophonPost).toBe('42');
  expect(shown).toHaveBeenLastCalledWith(expect.objectContaining({ detail: expect.objectContaining({ id: '5', postId: 42 }) }));
  action('popup:close', { id: '5' });
  await jest.runOnlyPendingTimersAsync();
  action('popup:open', { id: '5', post_id: 'x<1>' }); // not an id: opened for no item
  expect(dialog()).not.toBeNull();
  expect(popup.dataset.colophonPost).toBeUndefined();
  expect(shown.mock.calls[shown.mock.calls.length - 1][0].detail.postId).toBeUndefined();
  window.removeEventListener('elementor/popup/show', shown);
});

test('"do not show again" is permanent: later opens, triggers included, do nothing', async () => {
  const { action } = await mount({ timing: {} });
  action('popup:open', { id: '5' });
  action('popup:close', { id: '5', do_not_show_again: 'yes' });
  await jest.runOnlyPendingTimersAsync();
  expect(JSON.parse(localStorage.getItem('colophon')!)).toEqual({ popup_5_disable: true });
  action('popup:open', { id: '5' });
  expect(dialog()).toBeNull();
});

test('times counted on close count only when this popup closes', async () => {
  const { action } = await mount({ timing: { times: 'yes', times_times: 2, times_count: 'close' } }, undefined, { 6: { timing: {} } });
  action('popup:open', { id: '5' });
  expect(localStorage.getItem('colophon')).toBeNull();
  action('popup:open', { id: '6' });
  action('popup:close', { id: '6' }); // another popup closing
  await jest.runOnlyPendingTimersAsync();
  expect(dialog('6')).toBeNull();
  expect(localStorage.getItem('colophon')).toBeNull();
  action('popup:close', { id: '5' });
  expect(JSON.parse(localStorage.getItem('colophon')!)).toEqual({ popup_5_times: 1 });
});

test('the dialog is labelled by the popup heading, modal, and hides its close button for the delay', async () => {
  const { action } = await mount({ timing: {}, close_button_delay: 2 });
  action('popup:open', { id: '5' });
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
  const { action } = await mount({ timing: {}, a11y_navigation: 'yes' });
  document.getElementById('link')!.focus();
  action('popup:open', { id: '5' });
  await jest.advanceTimersByTimeAsync(249);
  expect(document.activeElement?.id).toBe('link');
  await jest.advanceTimersByTimeAsync(1);
  expect(dialog()!.contains(document.activeElement)).toBe(true);
});

test('a visitor who has already moved into the popup keeps their place when the first-focus delay ends', async () => {
  const { action } = await mount({ timing: {}, a11y_navigation: 'yes' });
  action('popup:open', { id: '5' });
  const fields = ['first', 'second'].map((id) => Object.assign(document.createElement('input'), { id }));
  dialog()!
    .querySelector('h2')!
    .after(...fields);
  await jest.advanceTimersByTimeAsync(100);
  fields[1]!.focus(); // a click or a tap on the second field, before 250 ms
  await jest.advanceTimersByTimeAsync(150);
  expect(document.activeElement?.id).toBe('second');
});

test('a page view and a session count once per page, however many popups use those rules', async () => {
  const rules = { timing: { page_views: 'yes', page_views_views: 1, sessions: 'yes', sessions_sessions: 1 }, triggers: { page_load: 'yes' } };
  await mount(rules, undefined, { 6: rules, 7: rules });
  const stored = JSON.parse(localStorage.getItem('colophon')!) as Record<string, unknown>;
  expect([stored.pageViews, stored.sessions]).toEqual([1, 1]);
});

test('avoid multiple: once one popup showed on the page, a trigger-started one stays closed', async () => {
  const { action } = await mount({ timing: {}, triggers: { page_load: 'yes', page_load_delay: 1 }, avoid_multiple_popups: 'yes' }, undefined, {
    6: { timing: {} },
  });
  action('popup:open', { id: '6' });
  expect(dialog('6')).not.toBeNull();
  await jest.advanceTimersByTimeAsync(1000);
  expect(dialog('5')).toBeNull();
});

describe('a returning visitor’s history from the page builder’s own popups (its `elementor` storage)', () => {
  const elementor = (blob: object, area: Storage = localStorage) => area.setItem('elementor', JSON.stringify(blob));

  test('"do not show again" set by the page builder is kept: its link opens nothing, and its counters carry on', async () => {
    const later = Date.now() + 86_400_000;
    elementor({
      popup_5_disable: true,
      popup_7_times: 2,
      'popup-7-impressions-count': 1,
      pageViews: 14,
      sessions: 3,
      editorSettings: { x: 1 },
      __expiration: { 'popup-7-impressions-count': later },
    });
    elementor({ activeSession: true }, sessionStorage);
    const { action } = await mount({ timing: {} });
    action('popup:open', { id: '5' });
    expect(dialog()).toBeNull();
    const own = JSON.parse(localStorage.getItem('colophon')!);
    expect(own).toMatchObject({ popup_5_disable: true, popup_7_times: 2, 'popup-7-impressions-count': 1, pageViews: 14, sessions: 3, __adopted: 'elementor' });
    expect(own.__expiration).toEqual({ 'popup-7-impressions-count': later });
    expect(own.editorSettings).toBeUndefined(); // only popup history is read
    expect(JSON.parse(sessionStorage.getItem('colophon')!)).toMatchObject({ activeSession: true });
    expect(JSON.parse(localStorage.getItem('elementor')!).popup_5_disable).toBe(true); // left as it was
  });

  test('read once: Colophon’s own later values win, an expired key is not copied, and no history means nothing written', async () => {
    elementor({ popup_5_times: 1, 'popup-6-impressions-count': 4, __expiration: { 'popup-6-impressions-count': Date.now() - 1000 } });
    localStorage.setItem('colophon', JSON.stringify({ popup_5_times: 3 }));
    await mount({ timing: {} });
    expect(JSON.parse(localStorage.getItem('colophon')!)).toEqual({ popup_5_times: 3 });
    stop?.();
    localStorage.clear();
    await mount({ timing: {} });
    expect(localStorage.getItem('colophon')).toBeNull();
    stop?.();
    elementor({ popup_5_times: 2 });
    localStorage.setItem('colophon', JSON.stringify({ __adopted: 'elementor' }));
    await mount({ timing: {} });
    expect(JSON.parse(localStorage.getItem('colophon')!)).toEqual({ __adopted: 'elementor' }); // adopted before: not again
  });
});

test('the dialog has the page builder’s modal shape, so its popup CSS applies; "outside" puts the close button on the overlay', async () => {
  const { action } = await mount({ timing: {}, classes: 'my-popup', close_button_position: 'outside', exit_animation: '' }, undefined, { 6: { timing: {} } });
  action('popup:open', { id: '5' });
  const root = dialog()!;
  expect([...root.classList]).toEqual(
    expect.arrayContaining(['elementor-popup-modal', 'dialog-widget', 'dialog-lightbox-widget', 'dialog-type-lightbox', 'my-popup']),
  );
  const content = root.querySelector(':scope > .dialog-widget-content.dialog-lightbox-widget-content')!;
  expect(content.getAttribute('role')).toBe('dialog');
  const doc = content.querySelector(':scope > .dialog-message.dialog-lightbox-message > [data-elementor-type="popup"]') as HTMLElement;
  expect(doc.dataset.elementorId).toBe('5');
  expect(doc.hidden).toBe(false);
  const close = root.querySelector(':scope > button.dialog-close-button')!;
  expect(close.getAttribute('aria-label')).toBeTruthy();
  (close as HTMLButtonElement).click(); // on the overlay, yet a button press, not a background click
  await jest.runOnlyPendingTimersAsync();
  expect(dialog()).toBeNull();
  expect(doc.hidden).toBe(true);

  action('popup:open', { id: '6' }); // inside by default
  expect(dialog('6')!.querySelector(':scope > .dialog-widget-content > button.dialog-close-button')).not.toBeNull();
});
