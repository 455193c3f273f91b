/**
 * The chat screen's rules (./admin-screen.tsx), pure so each is unit-tested: the welcome by page
 * as the owner types it — one line per message, `path | message` (several lines with one path: one
 * of them at random) — turned into the settings and back, and what the screen refuses before
 * saving, each message naming the field or the line word for word as the site does
 * (php/ChatScreen.php check()).
 */
import { __, sprintf } from '@wordpress/i18n';
import { PROVIDERS, type ProviderId } from './providers';

export interface Page {
  path: string;
  messages: string[];
}

export interface ChatSettings {
  provider: '' | ProviderId;
  account: string;
  category: string;
  pages: Page[];
  fallback: string[];
}

/** The lines as typed → the pages, in the order of their first line; blank lines skipped. */
export function pagesFrom(typed: string): Array<Page | { line: number; problem: 'path' | 'message' }> {
  const pages = new Map<string, Page>();
  const out: Array<Page | { line: number; problem: 'path' | 'message' }> = [];
  typed.split(/\r?\n/).forEach((text, i) => {
    if (!text.trim()) return;
    const bar = text.indexOf('|');
    const path = (bar < 0 ? text : text.slice(0, bar)).trim();
    const message = bar < 0 ? '' : text.slice(bar + 1).trim();
    if (!/^\/[^\s<>"]*$/.test(path)) out.push({ line: i + 1, problem: 'path' });
    else if (!message) out.push({ line: i + 1, problem: 'message' });
    else {
      const page = pages.get(path);
      if (page) page.messages.push(message);
      else {
        const fresh = { path, messages: [message] };
        pages.set(path, fresh);
        out.push(fresh);
      }
    }
  });
  return out;
}

/** The pages as the owner types them: one `path | message` line per message. */
export function pagesText(pages: Page[]): string {
  return pages.flatMap((page) => page.messages.map((message) => `${page.path} | ${message}`)).join('\n');
}

/** One message per line, blank lines dropped. */
export function lines(typed: string): string[] {
  return typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** field → message; empty when the settings can be saved. */
export function refusals(provider: string, account: string, pagesTyped: string): Record<string, string> {
  const refused: Record<string, string> = {};
  const known = Object.prototype.hasOwnProperty.call(PROVIDERS, provider) ? PROVIDERS[provider as ProviderId] : undefined;
  if (known && !known.account.test(account.trim()))
    refused.account =
      provider === 'crisp'
        ? __(
            'Crisp website ID: paste the ID from Crisp → Settings → Workspace settings → Setup & integrations (36 characters, such as 3f1c2a9e-…).',
            'colophon',
          )
        : __('Tidio public key: paste the key from Tidio → Settings → Developer (lowercase letters and digits).', 'colophon');
  const wrong = pagesFrom(pagesTyped).filter((entry): entry is { line: number; problem: 'path' | 'message' } => 'problem' in entry);
  if (wrong.length)
    refused.pages = wrong
      .map(({ line, problem }) =>
        problem === 'path'
          ? // translators: %d: the line's number
            sprintf(__('Welcome by page, line %d: start with the page’s path, such as /pricing/, then | and the message.', 'colophon'), line)
          : // translators: %d: the line's number
            sprintf(__('Welcome by page, line %d: write the message after the |.', 'colophon'), line),
      )
      .join(' ');
  return refused;
}
