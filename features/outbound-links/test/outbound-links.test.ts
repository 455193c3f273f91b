/** Links to other sites (../index.ts): a new tab said to screen readers where the owner chose it, and an event for each one followed. */
import OutboundLinks from '..';
import type { HandlerModule } from '../../../src/runtime/handler';
import { flush } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';
import { isOutbound } from '../outbound';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function mount(newTab: boolean) {
  document.body.innerHTML = `<a id="out" href="https://reviews.example/book">Reviews</a>
    <a id="same" href="${location.origin}/about/">About</a>
    <a id="relative" href="/contact/">Contact</a>
    <a id="own-target" href="https://other.example/" target="_self">Other</a>
    <a id="mail" href="mailto:ann@example.com">Mail</a>
    <span id="colophon-outbound" hidden></span>`;
  const runtime = makeRuntime(
    { 'outbound-links': { selector: '#colophon-outbound', load: () => Promise.resolve({ default: OutboundLinks } as unknown as HandlerModule) } },
    { outboundLinks: { newTab } } as never,
  );
  stop = () => runtime.registry.stop();
  await runtime.registry.start();
  await flush();
  return runtime;
}
const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;

test('a link is outbound when it goes to another host over http(s); this site, relative links and mailto are not', () => {
  document.body.innerHTML = '<a id="a" href="https://reviews.example/"></a><a id="b" href="/x/"></a><a id="c" href="mailto:x@y.z"></a>';
  expect(['a', 'b', 'c'].map((id) => isOutbound(link(id)))).toEqual([true, false, false]);
});

test('with a new tab chosen: links to other sites open in one, with noopener, and say so once; the others stay', async () => {
  await mount(true);
  expect([link('out').target, link('out').rel, link('out').textContent]).toEqual(['_blank', 'noopener', 'Reviews (opens in a new tab)']);
  expect([link('same').target, link('relative').target, link('mail').target]).toEqual(['', '', '']);
  expect(link('own-target').target).toBe('_self'); // a link that chose its own target keeps it
  link('out').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(link('out').querySelectorAll('.colophon-outbound__hint')).toHaveLength(1);
});

test('each outbound link followed fires colophon.link.outbound with its address; an inner link fires nothing', async () => {
  const { hooks } = await mount(false);
  const heard: string[] = [];
  hooks.addAction('colophon.link.outbound', 'test', ({ href }: { href: string }) => heard.push(href));
  const click = (id: string) => link(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  for (const id of ['out', 'same', 'relative', 'mail']) click(id);
  expect(heard).toEqual(['https://reviews.example/book']);
  expect(link('out').target).toBe(''); // no new tab unless the owner chose it
});
