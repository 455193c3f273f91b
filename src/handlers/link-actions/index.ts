/**
 * Marker: links carrying an action (`#elementor-action…`, `%23elementor-action…`,
 * `#jet-engine-action…`, `[data-e-action-hash]`) and delete links (`a[data-delete-message]`).
 * One instance per link. Actions are published on the hooks action `colophon.linkAction`
 * (name, settings, link); popups and the lightbox listen there. `reload-page` and the off-canvas
 * actions are done here. A page's own location hash runs only if a link on the page carries it.
 */
import { Handler } from '../../runtime/handler';
import { ANCHOR, decode, parseAction, safeUrl, type ParsedAction } from './parse';

export const HOVER_DELAY = 400;
let hashRun = false;

export default class LinkAction extends Handler<{ hover_delay?: number }> {
  static override defaults = {};

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
      this.run(parsed);
    });
    if (parsed.event === 'hover') {
      const delay = Number(this.settings.hover_delay ?? this.runtime.config.linkActions?.hoverDelay ?? HOVER_DELAY);
      let timer: ReturnType<typeof setTimeout> | undefined;
      this.listen(link, 'mouseenter', () => {
        timer = setTimeout(() => this.run(parsed), delay);
      });
      this.listen(link, 'mouseleave', () => clearTimeout(timer));
      this.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }

    // The page's own hash runs once, and only because this link on the page declares it.
    if (!hashRun && location.hash && (hash === location.hash || decode(hash) === decode(location.hash))) {
      hashRun = true;
      const { hooks } = this.runtime;
      const go = () => this.run(parsed);
      if (hooks.didAction('colophon.ready')) go();
      else hooks.addAction('colophon.ready', 'colophon/link-actions/hash', go);
    }
  }

  private run({ action, settings }: ParsedAction): void {
    if (action === 'reload-page') {
      location.reload();
      return;
    }
    if (action.startsWith('off_canvas:')) {
      offCanvas(action.slice('off_canvas:'.length) as 'open' | 'close' | 'toggle', settings, this.element);
      return;
    }
    this.runtime.hooks.doAction('colophon.linkAction', action, settings, this.element);
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

/** For tests: a new page. */
export function resetHash(): void {
  hashRun = false;
}
