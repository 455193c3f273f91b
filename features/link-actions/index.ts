/**
 * Marker: links carrying an action (`#elementor-action…`, `%23elementor-action…`,
 * `#jet-engine-action…`, `[data-e-action-hash]`) and delete links (`a[data-delete-message]`).
 * One instance per link. Actions go out as the `colophon.linkAction` event ({action, settings,
 * link}); popups and the lightbox act on it. `reload-page` and the off-canvas actions are done
 * here. A page's own location hash runs only if a link on the page carries it.
 */
import { Handler } from '../../src/runtime/handler';
import { ANCHOR, decode, parseAction, safeUrl, type ParsedAction } from './parse';

interface LinkActionSettings {
  /** Milliseconds before a hover action runs; the site-wide setting (`linkActions.hoverDelay`) when absent. */
  hover_delay?: number;
}

export default class LinkAction extends Handler<LinkActionSettings> {
  connect(): void {
    const link = this.element;
    const message = link.getAttribute('data-delete-message');
    if (message !== null) {
      this.listen(link, 'click', (event) => {
        const target = safeUrl(link.getAttribute('href'), location.href);
        event.preventDefault();
        if (target && window.confirm(message)) location.assign(target);
      });
      return;
    }
    const hash = link.getAttribute('data-e-action-hash') ?? link.getAttribute('href') ?? '';
    const parsed = parseAction(hash);
    if (!parsed) return;

    this.listen(link, 'click', (event) => {
      event.preventDefault();
      this.run(parsed, event);
    });
    if (parsed.event === 'hover') {
      const delay = Number(this.settings.hover_delay ?? this.runtime.config.linkActions?.hoverDelay);
      let cancel = () => {};
      const enter = () => {
        cancel();
        cancel = this.later(() => this.run(parsed), Number.isFinite(delay) && delay >= 0 ? delay : 0);
      };
      // Where the pointer last was, from its moves and from leaving the link (an overlay opening over
      // it). A mouseenter at that very spot is the page changing under a still pointer (the popup
      // this link opened closing by Esc, a scroll), not a new hover: the browser sends a real entry
      // before the move that brings the pointer there.
      const still = { x: NaN, y: NaN };
      const at = (event: MouseEvent) => ((still.x = event.clientX), (still.y = event.clientY));
      this.listen(document, 'mousemove', at, { passive: true, capture: true });
      this.listen(link, 'mouseenter', (event) => {
        if (event.clientX !== still.x || event.clientY !== still.y) enter();
      });
      this.listen(link, 'mouseleave', (event) => {
        at(event);
        cancel();
      });
      if (link.matches(':hover')) enter(); // the pointer that woke this chunk is on the link already
    }

    // The page's own hash runs once, and only because this link on the page declares it.
    const page = this.shared('link-actions', () => ({ hashRun: false }));
    if (!page.hashRun && location.hash && (hash === location.hash || decode(hash) === decode(location.hash))) {
      page.hashRun = true;
      if (this.runtime.hooks.didAction('colophon.ready')) this.run(parsed);
      else this.on('colophon.ready', () => this.run(parsed));
    }
  }

  private run({ action, settings }: ParsedAction, cause?: Event): void {
    if (action === 'reload-page') {
      location.reload();
      return;
    }
    if (action.startsWith('off_canvas:')) {
      offCanvas(action.slice('off_canvas:'.length) as 'open' | 'close' | 'toggle', settings, this.element);
      return;
    }
    // The popup or lightbox it is for may be connecting still (the same click woke it).
    void this.runtime.connecting().then(() => this.dispatch('colophon.linkAction', { action, settings, link: this.element, ...(cause && { cause }) }));
  }
}

/** Opens, closes or toggles an off-canvas container: `#off-canvas-{id}` or `[data-off-canvas="{id}"]`. */
function offCanvas(mode: 'open' | 'close' | 'toggle', settings: Record<string, unknown>, link: HTMLElement): void {
  const id = String(settings.id ?? '');
  if (!ANCHOR.test(`#${id}`)) return;
  const panel = document.getElementById(`off-canvas-${id}`) ?? document.querySelector<HTMLElement>(`[data-off-canvas="${id}"]`);
  if (!panel) return;
  const open = mode === 'toggle' ? panel.hidden : mode === 'open';
  panel.hidden = !open;
  panel.setAttribute('aria-hidden', String(!open));
  link.setAttribute('aria-expanded', String(open));
  if (open) (panel.querySelector<HTMLElement>('a[href], button, input, [tabindex]') ?? panel).focus();
}
