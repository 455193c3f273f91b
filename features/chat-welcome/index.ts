/**
 * Marker: `data-widget_type="colophon-chat-welcome.default"`. The chat (a third party) and its
 * welcome text:
 * - the chat's script is added only after the page's load event and only while the consent
 *   category set for it allows it (given later, it loads then; never before);
 * - once the chat is ready, one message of the page's list (./select.ts) becomes its initial
 *   message; until then it is retried every 500 ms, at most 60 times (30 s), and not
 *   after the widget leaves the page.
 */
import { Handler } from '../../src/runtime/handler';
import { whenAllowed } from '../consent/consent-gate';
import { thirdPartyUrl } from '../../src/kit/uri';
import { chatApi, retry, type ChatApi } from './chat';
import { providerFor } from './providers';
import { pickMessage, welcomeList } from './select';

interface Settings {
  /** A chat service Colophon has an adapter for (./providers.ts): `crisp` or `tidio`; else `script` and `global`. */
  provider: string;
  /** The account at that service (a Crisp website ID, a Tidio public key). */
  account: string;
  /** The chat script's address (this site or https), for a chat with the page API of ./chat.ts. */
  script: string;
  /** The global object that chat script defines (./chat.ts). */
  global: string;
  /** The consent category that must allow the chat. */
  category: string;
  /** Welcome messages by page path. */
  paths: Record<string, string[]>;
  /** Messages for any other page. */
  fallback: string[];
}

/** Chat retry. */
export const RETRY_MS = 500;
export const MAX_TRIES = 60;

/** The chat script's address: https, or on this site. */
export const scriptUrl = thirdPartyUrl;

export default class ChatWelcome extends Handler<Settings> {
  static override defaults: Settings = { provider: '', account: '', script: '', global: '', category: 'functional', paths: {}, fallback: [] };

  connect(): void {
    const afterLoad = (run: () => void) => (document.readyState === 'complete' ? run() : this.listen(window, 'load', run, { once: true }));
    if (this.settings.provider) {
      const chosen = providerFor(this.settings.provider, this.settings.account);
      if (!chosen) throw new Error(`chat-welcome: "${this.settings.provider}" with the account "${this.settings.account}" is not a chat Colophon knows.`);
      const win = window as unknown as Window & Record<string, unknown>;
      let ready = false;
      afterLoad(() =>
        whenAllowed(this.settings.category, this.signal, () => {
          chosen.provider.prepare(this.settings.account, win, () => (ready = true));
          this.start(new URL(chosen.url), () => chosen.provider.api(win, ready));
        }),
      );
      return;
    }
    const url = scriptUrl(this.settings.script, location.href);
    if (!url) throw new Error(`chat-welcome: "script" must be an https address or one on this site (got "${this.settings.script}").`);
    if (!/^[A-Za-z_$][\w$]*$/.test(this.settings.global))
      throw new Error(`chat-welcome: "global" must be the chat's global name (got "${this.settings.global}").`);
    const global = this.settings.global;
    afterLoad(() => whenAllowed(this.settings.category, this.signal, () => this.start(url, () => chatApi(global))));
  }

  private start(url: URL, api: () => ChatApi | null): void {
    const loaded = this.shared(`chat-welcome.script.${url.href}`, () => {
      const script = document.createElement('script');
      script.src = url.href;
      script.async = true;
      document.body.append(script);
      return script;
    });
    const message = pickMessage(welcomeList(location.pathname, { paths: this.settings.paths, fallback: this.settings.fallback }), Math.random());
    if (message === null) return;
    this.element.setAttribute('data-chat', 'loading');
    const attempt = () => {
      const chat = api();
      if (!chat?.isReady()) return false;
      chat.setInitialMessage(message);
      this.element.setAttribute('data-chat', 'ready');
      return true;
    };
    retry(
      attempt,
      RETRY_MS,
      MAX_TRIES,
      (fn, ms) => this.later(fn, ms),
      () => {
        this.element.setAttribute('data-chat', 'failed');
        console.warn(
          `[colophon] chat-welcome: the chat (${loaded.src}) was not ready after ${(RETRY_MS * MAX_TRIES) / 1000} s; it keeps its own first message.`,
        );
      },
    );
  }
}
