/**
 * Marker: `data-widget_type="colophon-scheduling.default"`: a booking calendar from a scheduling
 * provider, put inline in the widget's `.colophon-scheduling__frame` (./embed.ts). The provider is
 * a third party: its frame is added only once the consent category set for it (`functional`
 * unless set) allows it. Until then the widget offers to allow it, and the server's direct link
 * to the booking page stays, so nobody is stuck without the calendar. The frame's height is the
 * CSS variable `--colophon-scheduling-height` (680 px), kept from the first paint.
 */
import { Handler } from '../../src/runtime/handler';
import { format } from '../../src/runtime/i18n';
import { whenAllowed } from '../consent/consent-gate';
import { embedUrl, type Prefill } from './embed';

interface Settings {
  /** The provider's name, used in messages. */
  provider: string;
  /** The booking page. */
  url: string;
  /** Selector of the element the calendar goes in, inside the widget. */
  parent: string;
  prefill: Prefill;
  category: string;
}

export default class Scheduling extends Handler<Settings> {
  static override defaults: Settings = { provider: 'Scheduling', url: '', parent: '.colophon-scheduling__frame', prefill: {}, category: 'functional' };

  connect(): void {
    const { provider, category } = this.settings;
    let parent: Element | null = null;
    try {
      parent = this.element.querySelector(this.settings.parent);
    } catch {
      // An invalid selector finds no parent: the refusal below names it.
    }
    const url = embedUrl(provider, parent, this.settings.url, this.settings.prefill ?? {}, location.href);
    const frame = parent as HTMLElement;
    const consent = window.colophonConsent;
    if (consent && !consent.allowed(category)) {
      const ask = document.createElement('p');
      ask.className = 'colophon-scheduling__ask';
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = this.text('schedulingAllow');
      this.listen(button, 'click', () => consent.allow([category]));
      ask.append(format(this.text('schedulingConsent'), provider), ' ', button);
      frame.append(ask);
      this.signal.addEventListener('abort', () => ask.remove(), { once: true });
    }
    whenAllowed(category, this.signal, () => {
      const focused = frame.contains(document.activeElement);
      frame.querySelector('.colophon-scheduling__ask')?.remove();
      const iframe = document.createElement('iframe');
      iframe.src = url.href;
      iframe.title = format(this.text('schedulingTitle'), provider);
      iframe.className = 'colophon-scheduling__calendar';
      frame.append(iframe);
      this.element.dataset.scheduling = 'shown';
      // The visitor who pressed "allow" lands in the calendar, not on the page's top.
      if (focused) iframe.focus();
      this.signal.addEventListener('abort', () => iframe.remove(), { once: true });
    });
  }
}
