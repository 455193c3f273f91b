/**
 * The chat services an owner picks on Colophon → Chat, each with a small adapter to the widget's
 * page API (./chat.ts: ready, then an initial message), from the service's documented browser API:
 * - Crisp: its script reads `CRISP_WEBSITE_ID` and turns the `$crisp` queue into its SDK; the
 *   welcome is a message shown in the chatbox (`do message:show`), on this page only.
 * - Tidio: its script, one per public key, gives `tidioChatApi` and fires `tidioChat-ready`; the
 *   welcome is an automatic message from an operator (`messageFromOperator`).
 * The account (a Crisp website ID, a Tidio public key) is checked here and on the site
 * (php/ChatScreen.php), so no other address is ever built from it.
 */
import type { ChatApi } from './chat';

export type ProviderId = 'crisp' | 'tidio';

interface Provider {
  /** What the account must look like. */
  account: RegExp;
  /** The service's script for that account. */
  script(account: string): string;
  /** Sets up what the script reads before it is added; `ready` is for a service that says when it is. */
  prepare(account: string, win: Window & Record<string, unknown>, ready: () => void): void;
  /** The adapter, once the service's API is there. */
  api(win: Window & Record<string, unknown>, isReady: boolean): ChatApi | null;
}

type Crisp = { push(command: unknown[]): void; is?: unknown };
type Tidio = { messageFromOperator?: (message: string) => void };

export const PROVIDERS: Record<ProviderId, Provider> = {
  crisp: {
    account: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    script: () => 'https://client.crisp.chat/l.js',
    prepare(account, win) {
      win.$crisp ??= [];
      win.CRISP_WEBSITE_ID = account;
    },
    api(win) {
      const crisp = win.$crisp as Crisp | undefined;
      // Before its script runs, `$crisp` is the page's plain queue: not ready.
      return crisp && typeof crisp.is === 'function'
        ? { isReady: () => true, setInitialMessage: (text) => crisp.push(['do', 'message:show', ['text', text]]) }
        : null;
    },
  },
  tidio: {
    account: /^[a-z0-9]{20,64}$/,
    script: (account) => `https://code.tidio.co/${account}.js`,
    prepare(_account, win, ready) {
      win.document.addEventListener('tidioChat-ready', ready, { once: true });
    },
    api(win, isReady) {
      const tidio = win.tidioChatApi as Tidio | undefined;
      const send = tidio?.messageFromOperator;
      return isReady && typeof send === 'function' ? { isReady: () => true, setInitialMessage: (text) => send.call(tidio, text) } : null;
    },
  },
};

/** The provider an owner chose, with its account checked; null when either is not one of these. */
export function providerFor(id: string, account: string): { provider: Provider; url: string } | null {
  const provider = Object.prototype.hasOwnProperty.call(PROVIDERS, id) ? PROVIDERS[id as ProviderId] : undefined;
  return provider && provider.account.test(account) ? { provider, url: provider.script(account) } : null;
}
