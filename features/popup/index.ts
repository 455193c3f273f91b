/**
 * Marker: `[data-elementor-type="popup"]` — a popup document, printed hidden. Evaluates the
 * advanced rules (timing); if all pass, arms the triggers (only when the popup came with them);
 * opens on a trigger, on a click on `open_selector`, on the `popup:open` link action, or at once in
 * the editor and preview. Closes by button, background, Esc, automatically, or the `popup:close`
 * action, which can set "do not show again".
 *
 * Events: `colophon.popup.show` / `colophon.popup.hide` ({id, instance}), routed to the page
 * builder's window events `elementor/popup/show` / `elementor/popup/hide` (src/runtime/events.ts).
 */
import { adoptIncumbentHistory } from './incumbent-history';
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';
import { createStore, type Store } from '../../src/runtime/storage';
import { Modal } from './modal';
import { defaults, itemOf, on, type PopupSettings } from './settings';
import { countThisView } from './gate';
import { HISTORY_RULES } from './history-rules';
import { activeRules, countImpression, timingPasses } from './timing';
import { armTriggers } from './triggers';

export const FOCUS_DELAY = 250;

/** What every popup on the page shares: whether any has shown (avoid-multiple) and whether this page view was counted. */
interface PopupPage {
  popped: boolean;
  visitCounted: boolean;
}

export default class Popup extends Handler<PopupSettings> {
  static override defaults = defaults;
  private modal!: Modal;
  private id = '';
  private local!: Store;
  private session!: Store;
  private page!: PopupPage;

  get visible(): boolean {
    return this.modal?.visible ?? false;
  }

  connect(): void {
    const s = this.settings;
    this.id = this.element.getAttribute('data-elementor-id') ?? this.element.getAttribute('data-id') ?? '';
    if (!this.id) throw new Error('popup: the document has no data-elementor-id.');
    adoptIncumbentHistory(() => window.localStorage);
    adoptIncumbentHistory(() => window.sessionStorage);
    this.local = createStore();
    this.session = createStore({ session: true });
    this.page = this.shared<PopupPage>('popup', () => ({ popped: false, visitCounted: false }));
    const duration = Number(s.entrance_animation_duration?.size ?? 1.2) * 1000;
    this.modal = new Modal(this.element, {
      id: this.id,
      classes: s.classes,
      label: s.title || this.text('popup'),
      closeLabel: this.text('close'),
      signal: this.signal,
      closeButtonPosition: s.close_button_position,
      closeButtonDelayMs: Number(s.close_button_delay) * 1000,
      entrance: this.setting<string>('entrance_animation') ?? '',
      exit: this.setting<string>('exit_animation') ?? '',
      durationMs: duration,
      preventScroll: on(s.prevent_scroll),
      a11y: on(s.a11y_navigation),
      focusDelayMs: FOCUS_DELAY,
      reducedMotion: reducedMotion(),
      closeOnBackground: !on(s.prevent_close_on_background_click),
      closeOnEscape: !on(s.prevent_close_on_esc_key),
      onRequestClose: () => this.close(),
    });
    this.element.hidden = true;
    this.on('colophon.linkAction', ({ action, settings, link }) => {
      const mine = settings.id !== undefined ? String(settings.id) === this.id : link.closest('[data-elementor-type="popup"]') === this.element;
      if (!mine) return;
      if (action === 'popup:open') this.open({ toggle: settings.toggle === true || settings.toggle === 'yes', postId: itemOf(settings.post_id) });
      else if (action === 'popup:close') this.close({ doNotShowAgain: settings.do_not_show_again === true || settings.do_not_show_again === 'yes' });
    });

    if (s.open_selector) {
      this.listen(this.element.ownerDocument, 'click', (event) => {
        const target = event.target as Element | null;
        let match: Element | null;
        try {
          match = target?.closest?.(s.open_selector) ?? null;
        } catch {
          return; // an invalid selector opens nothing
        }
        if (match) {
          event.preventDefault();
          this.open();
        }
      });
    }

    const env = this.runtime.config.environment;
    if (env.edit || env.preview) {
      this.open(); // the editor and preview show the popup at once, without storage or rules
      return;
    }
    if (this.disabled()) return;
    if (!s.triggers) return;
    const rules = activeRules(s.timing);
    if (rules.some((name) => HISTORY_RULES.includes(name)) && !this.page.visitCounted) {
      this.page.visitCounted = true;
      countThisView(this.local, this.session); // unless the gate (./gate.ts) counted it already
    }
    if (!timingPasses(s.timing, this.timingEnv())) return;
    armTriggers(s.triggers, window, this.signal, () => this.open({ byTrigger: true }));
  }

  override disconnect(): void {
    this.modal?.destroy();
  }

  open({ toggle = false, byTrigger = false, postId }: { toggle?: boolean; byTrigger?: boolean; postId?: number } = {}): void {
    if (this.visible) {
      if (toggle) this.close();
      return;
    }
    const edit = this.runtime.config.environment.edit;
    if (!edit && this.disabled()) return;
    if (byTrigger && on(this.settings.avoid_multiple_popups) && this.page.popped) return;
    this.page.popped = true;
    this.modal.show();
    if (!edit && on(this.settings.timing.times) && this.settings.timing.times_count !== 'close')
      countImpression(this.settings.timing, { id: this.id, local: this.local, session: this.session });
    const seconds = Number(this.settings.close_automatically);
    if (seconds > 0) this.later(() => this.close(), seconds * 1000);
    // The listing item it was opened for, where the popup's dynamic content can read it.
    if (postId) this.element.dataset.colophonPost = String(postId);
    else delete this.element.dataset.colophonPost;
    this.emit('show', postId);
  }

  close({ doNotShowAgain = false }: { doNotShowAgain?: boolean } = {}): void {
    if (doNotShowAgain) this.local.set(`popup_${this.id}_disable`, true);
    if (!this.visible) return;
    if (!this.runtime.config.environment.edit && on(this.settings.timing.times) && this.settings.timing.times_count === 'close') {
      countImpression(this.settings.timing, { id: this.id, local: this.local, session: this.session });
    }
    void this.modal.hide().then(() => this.emit('hide'));
  }

  private disabled(): boolean {
    return this.local.get(`popup_${this.id}_disable`) === true;
  }

  private emit(what: 'show' | 'hide', postId?: number): void {
    this.dispatch(`colophon.popup.${what}`, postId ? { id: this.id, instance: this, postId } : { id: this.id, instance: this });
  }

  private timingEnv() {
    return {
      id: this.id,
      local: this.local,
      session: this.session,
      referrer: document.referrer,
      host: location.host,
      roles: this.runtime.config.user?.roles ?? null,
      device: this.device,
      userAgent: navigator.userAgent,
      now: Date.now(),
      sincePageStart: performance.now(),
    };
  }
}
