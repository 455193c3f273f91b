/** The chat services' adapters: the account checked before any address is built, ready only when the service says so, the welcome handed over in its own API. */

import { PROVIDERS, providerFor } from '../providers';
import { lines, pagesFrom, pagesText, refusals } from '../welcome';

const CRISP_ID = '3f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6';
type Win = Window & Record<string, unknown>;

describe('chat services', () => {
  test('the account must look like the service’s, or no address is built from it', () => {
    expect(providerFor('crisp', CRISP_ID)?.url).toBe('https://client.crisp.chat/l.js');
    expect(providerFor('tidio', 'abcdefghij0123456789xyz')?.url).toBe('https://code.tidio.co/abcdefghij0123456789xyz.js');
    expect(providerFor('tidio', '../../evil.example/x')).toBeNull();
    expect(providerFor('crisp', 'not-an-id')).toBeNull();
    expect(providerFor('toString', CRISP_ID)).toBeNull();
  });

  test('Crisp: its website ID and queue are set first; ready once its SDK replaced the queue; the welcome is shown in the chatbox', () => {
    const win = {} as Win;
    PROVIDERS.crisp.prepare(CRISP_ID, win, () => undefined);
    expect(win.CRISP_WEBSITE_ID).toBe(CRISP_ID);
    expect(win.$crisp).toEqual([]);
    expect(PROVIDERS.crisp.api(win, false)).toBeNull(); // still the page's queue
    const pushed: unknown[] = [];
    win.$crisp = { is: () => true, push: (command: unknown) => pushed.push(command) };
    PROVIDERS.crisp.api(win, false)!.setInitialMessage('Hi there');
    expect(pushed).toEqual([['do', 'message:show', ['text', 'Hi there']]]);
  });

  test('Tidio: ready only after its tidioChat-ready event; the welcome is a message from an operator', () => {
    const win = { document } as unknown as Win;
    let ready = false;
    PROVIDERS.tidio.prepare('abcdefghij0123456789', win, () => (ready = true));
    const sent: string[] = [];
    win.tidioChatApi = { messageFromOperator: (text: string) => sent.push(text) };
    expect(PROVIDERS.tidio.api(win, ready)).toBeNull();
    document.dispatchEvent(new Event('tidioChat-ready'));
    expect(ready).toBe(true);
    PROVIDERS.tidio.api(win, ready)!.setInitialMessage('Welcome');
    expect(sent).toEqual(['Welcome']);
  });
});

describe('the welcome as the owner types it', () => {
  test('path | message per line; one path’s lines are its list; back to the same text', () => {
    const typed = '/pricing/ | Questions about a plan?\n\n/ | Hello!\n/pricing/|Want a discount?\r\n';
    const pages = pagesFrom(typed);
    expect(pages).toEqual([
      { path: '/pricing/', messages: ['Questions about a plan?', 'Want a discount?'] },
      { path: '/', messages: ['Hello!'] },
    ]);
    expect(pagesText(pages as never)).toBe('/pricing/ | Questions about a plan?\n/pricing/ | Want a discount?\n/ | Hello!');
    expect(lines(' Hi \n\nHello ')).toEqual(['Hi', 'Hello']);
  });

  test('a line without a path or a message is refused, by its number; a bad account by its field', () => {
    expect(refusals('crisp', CRISP_ID, '/ | Hi')).toEqual({});
    expect(refusals('', 'anything', '')).toEqual({});
    expect(refusals('crisp', 'nope', 'pricing | Hi\n/ |')).toEqual({
      account: 'Crisp website ID: paste the ID from Crisp → Settings → Workspace settings → Setup & integrations (36 characters, such as 3f1c2a9e-…).',
      pages:
        'Welcome by page, line 1: start with the page’s path, such as /pricing/, then | and the message. Welcome by page, line 2: write the message after the |.',
    });
    expect(refusals('tidio', 'UPPER', '').account).toBe('Tidio public key: paste the key from Tidio → Settings → Developer (lowercase letters and digits).');
  });
});
