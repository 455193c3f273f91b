/** The page builder's animated headline: its timings, shapes, and each kind of rotation and highlight in jsdom with a driven observer. */
import AnimatedHeadline from '..';
import { shapeSvg, SHAPES } from '../shapes';
import { timing } from '../timing';
import type { HandlerModule } from '../../../src/runtime/handler';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

let stop: (() => void) | undefined;
let seen: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
let reduced = false;
beforeEach(() => {
  jest.useFakeTimers();
  seen = [];
  reduced = false;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      seen.push(callback);
    }
    observe() {}
    disconnect() {}
  };
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof matchMedia;
});
afterEach(() => {
  stop?.();
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const WORDS = ['edited', 'designed', 'published'];
async function mount(settings: Record<string, unknown>, letters = false) {
  const { registry } = makeRuntime({
    'animated-headline': {
      selector: '[data-widget_type^="animated-headline."]',
      load: () => Promise.resolve({ default: AnimatedHeadline } as unknown as HandlerModule),
    },
  });
  const words = settings.headline_style === 'highlight' ? ['beautifully'] : WORDS;
  document.body.innerHTML = `<div data-widget_type="animated-headline.default" data-settings='${JSON.stringify(settings)}'><h2 class="elementor-headline${letters ? ' elementor-headline-letters' : ''}"><span class="elementor-headline-plain-text elementor-headline-text-wrapper">Books</span><span class="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper">${words
    .map((w, i) => `<span class="elementor-headline-dynamic-text${i ? '' : ' elementor-headline-text-active'}">${w}</span>`)
    .join('')}</span></h2></div>`;
  stop = () => registry.stop();
  const started = registry.start();
  await jest.advanceTimersByTimeAsync(2000);
  await started;
  const headline = document.querySelector<HTMLElement>('.elementor-headline')!;
  const active = () => [...document.querySelectorAll('.elementor-headline-text-active')].map((w) => w.textContent);
  return { headline, active, inView: () => seen.forEach((callback) => callback([{ isIntersecting: true }])) };
}

test('timings follow the iteration delay in the page builder’s proportions (2500 ms by default)', () => {
  expect(timing(undefined)).toEqual({ stay: 2500, letter: 50, typed: 150, selected: 500, reveal: 600, revealed: 1500 });
  expect(timing('1000')).toMatchObject({ stay: 1000, typed: 60 });
  expect(timing(-5).stay).toBe(2500);
});

test('every marker the widget offers has a shape; an unknown one has none', () => {
  for (const marker of ['circle', 'underline', 'double_underline', 'double', 'underline_zigzag', 'curly', 'diagonal', 'strikethrough', 'x']) {
    const svg = shapeSvg(marker, document)!;
    expect([marker, svg.getAttribute('viewBox'), svg.querySelectorAll('path').length]).toEqual([marker, '0 0 500 150', SHAPES[marker]!.length]);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
  }
  expect(shapeSvg('heart', document)).toBeNull();
});

test('a word effect: nothing moves before it is in view; then a word every iteration, once through without loop', async () => {
  const { active, inView } = await mount({ headline_style: 'rotate', animation_type: 'flip', rotate_iteration_delay: 1000 });
  await jest.advanceTimersByTimeAsync(5000);
  expect(active()).toEqual(['edited']);
  inView();
  await jest.advanceTimersByTimeAsync(999);
  expect(active()).toEqual(['edited']);
  await jest.advanceTimersByTimeAsync(1);
  expect(active()).toEqual(['designed']);
  expect(document.querySelector('.elementor-headline-text-inactive')!.textContent).toBe('edited');
  await jest.advanceTimersByTimeAsync(1000);
  expect(active()).toEqual(['published']);
  await jest.advanceTimersByTimeAsync(5000);
  expect(active()).toEqual(['published']); // no loop: it stops at the last word
});

test('with loop it goes round; hovering holds it, leaving lets it go on', async () => {
  const { headline, active, inView } = await mount({ headline_style: 'rotate', animation_type: 'slide', loop: 'yes', rotate_iteration_delay: 1000 });
  inView();
  await jest.advanceTimersByTimeAsync(3000);
  expect(active()).toEqual(['edited']); // round again
  headline.dispatchEvent(new Event('pointerenter'));
  await jest.advanceTimersByTimeAsync(5000);
  expect(active()).toEqual(['edited']);
  headline.dispatchEvent(new Event('pointerleave'));
  await jest.advanceTimersByTimeAsync(1);
  expect(active()).toEqual(['designed']);
});

test('typing: letters split, the word selected, then the next typed letter by letter', async () => {
  const { active, inView } = await mount({ headline_style: 'rotate', animation_type: 'typing', rotate_iteration_delay: 1000 }, true);
  const typed = (word: string) =>
    [...document.querySelectorAll('.elementor-headline-dynamic-text')].find((w) => w.textContent === word)!.querySelectorAll('.elementor-headline-animation-in')
      .length;
  expect(document.querySelectorAll('.elementor-headline-dynamic-letter')).toHaveLength(0); // as printed, until in view
  inView();
  expect(document.querySelectorAll('.elementor-headline-dynamic-letter')).toHaveLength(WORDS.join('').length);
  expect(typed('edited')).toBe(6);
  await jest.advanceTimersByTimeAsync(1000);
  expect(document.querySelector('.elementor-headline-typing-selected')).not.toBeNull();
  await jest.advanceTimersByTimeAsync(200); // selected for 0.2 × 1000
  expect(document.querySelector('.elementor-headline-typing-selected')).toBeNull();
  expect(active()).toEqual(['designed']);
  expect(typed('edited')).toBe(0);
  await jest.advanceTimersByTimeAsync(800);
  expect(typed('designed')).toBe(1);
  await jest.advanceTimersByTimeAsync(60 * 3);
  expect(typed('designed')).toBe(4);
});

test('clip: the wrapper closes to 2 px and opens on the next word', async () => {
  const { inView, active } = await mount({ headline_style: 'rotate', animation_type: 'clip', rotate_iteration_delay: 1000 });
  const wrapper = document.querySelector<HTMLElement>('.elementor-headline-dynamic-wrapper')!;
  inView();
  await jest.advanceTimersByTimeAsync(1000);
  expect(wrapper.style.width).toBe('2px');
  await jest.advanceTimersByTimeAsync(240);
  expect(active()).toEqual(['designed']);
  expect(wrapper.style.width).toBe('10px'); // jsdom lays nothing out: the word's width (0) + 10
});

test('reduced motion: the first word stays', async () => {
  reduced = true;
  const { active, inView } = await mount({ headline_style: 'rotate', animation_type: 'flip', loop: 'yes', rotate_iteration_delay: 1000 });
  inView();
  await jest.advanceTimersByTimeAsync(5000);
  expect(active()).toEqual(['edited']);
});

test('highlight: its shape drawn over the words once in view; with loop hidden and drawn again; gone with the widget', async () => {
  const { headline, inView } = await mount({
    headline_style: 'highlight',
    marker: 'x',
    loop: 'yes',
    highlight_animation_duration: 1000,
    highlight_iteration_delay: 2000,
  });
  expect(headline.querySelector('svg')).toBeNull();
  inView();
  await jest.advanceTimersByTimeAsync(0);
  expect(headline.querySelectorAll('.elementor-headline-dynamic-wrapper svg path')).toHaveLength(2);
  expect(headline.classList.contains('e-animated')).toBe(true);
  await jest.advanceTimersByTimeAsync(1000 + 1600);
  expect([headline.classList.contains('e-animated'), headline.classList.contains('e-hide-highlight')]).toEqual([false, true]);
  await jest.advanceTimersByTimeAsync(400);
  expect([headline.classList.contains('e-animated'), headline.classList.contains('e-hide-highlight')]).toEqual([true, false]);
  stop!();
  stop = undefined;
});
