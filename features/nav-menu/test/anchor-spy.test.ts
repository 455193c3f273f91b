import { ANCHOR_TRAIL, anchorSpy } from '../anchor-spy';

/** An IntersectionObserver the test drives: it keeps its options and targets, and `cross` reports entries. */
class DrivenObserver {
  static made: DrivenObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    DrivenObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  cross(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const observerFor = (target: Element) => DrivenObserver.made.find((o) => o.targets.includes(target))!;

beforeEach(() => {
  DrivenObserver.made = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = DrivenObserver;
  document.body.innerHTML = `
    <div id="menu">
      <nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu">
        <li><a class="elementor-item" href="/elsewhere/">Elsewhere</a></li>
        <li><a class="elementor-item elementor-item-anchor" href="#pricing">Prices</a></li>
        <li><a class="elementor-item elementor-item-anchor" href="#contact">Contact</a></li>
        <li><a class="elementor-item elementor-item-anchor" href="/other-page/#pricing">Other page</a></li>
        <li><a class="elementor-item elementor-item-anchor" href="#missing">Missing</a></li>
        <li><a class="elementor-item elementor-item-anchor" href="#!/route">Route</a></li>
      </ul></nav>
      <nav class="elementor-nav-menu--dropdown"><ul class="elementor-nav-menu"><li><a class="elementor-sub-item elementor-item-anchor" href="#pricing">Prices</a></li></ul></nav>
    </div>
    <section id="pricing"></section>
    <div id="contact" class="elementor-menu-anchor"></div>`;
});
afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

test('a section is watched on the middle line, a menu anchor from the middle to 300 px above the top; nothing else is watched', () => {
  anchorSpy(document.getElementById('menu')!, new AbortController().signal);
  expect(observerFor(document.getElementById('pricing')!).options.rootMargin).toBe('-50% 0px -50% 0px');
  expect(observerFor(document.getElementById('contact')!).options.rootMargin).toBe(`${ANCHOR_TRAIL}px 0px -50% 0px`);
  expect(ANCHOR_TRAIL).toBe(300);
  expect(DrivenObserver.made.flatMap((o) => o.targets).map((t) => t.id)).toEqual(['pricing', 'contact']);
});

test('the main menu link is active with aria-current while its section is in view, and plain again after; the dropdown copy is left alone', () => {
  anchorSpy(document.getElementById('menu')!, new AbortController().signal);
  const pricing = document.getElementById('pricing')!;
  const [main, dropdown] = [...document.querySelectorAll<HTMLAnchorElement>('a[href="#pricing"]')];
  observerFor(pricing).cross(pricing, true);
  expect(main!.classList.contains('elementor-item-active')).toBe(true);
  expect(main!.getAttribute('aria-current')).toBe('location');
  expect(dropdown!.classList.contains('elementor-item-active')).toBe(false);
  expect(document.querySelector('a[href="#contact"]')!.hasAttribute('aria-current')).toBe(false);
  observerFor(pricing).cross(pricing, false);
  expect(main!.classList.contains('elementor-item-active')).toBe(false);
  expect(main!.hasAttribute('aria-current')).toBe(false);
});

test('when the menu goes, its observers stop', () => {
  const control = new AbortController();
  anchorSpy(document.getElementById('menu')!, control.signal);
  control.abort();
  expect(DrivenObserver.made.length).toBeGreaterThan(0);
  expect(DrivenObserver.made.every((o) => o.disconnected)).toBe(true);
});
