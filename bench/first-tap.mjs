/**
 * The visitor's first tap, and what the first viewport looks like before it (issue #51): the
 * control a visitor taps first is found in the first viewport, tapped as a finger (phone) or a
 * mouse (desktop) does, and timed two ways — from the input to the next paint, as INP measures it
 * (the Event Timing entries of that interaction), and from the input to the control's answer (the
 * menu open, the accordion's panel open, the tab selected, the carousel moving, the popup shown,
 * more posts listed, the page scrolled to its anchor). Before that, `firstViewport` reads what a
 * delay-JavaScript plugin is known to leave broken until the first input: entrance-animated
 * content still invisible, carousels not laid out.
 */

/**
 * What a visitor taps first, in order: the phone menu's button where it shows, then the control of
 * the widget the lab marks `lab-tap` (tools/lab/bench-pages-2026.php).
 */
export const FIRST_TAP = [
  '.site-navigation-toggle',
  '.elementor-menu-toggle',
  '.colophon-menu-toggle',
  '.lab-tap .elementor-swiper-button-next',
  '.lab-tap .swiper-button-next',
  '.lab-tap details:not([open]) > summary',
  '.lab-tap [role=tab][aria-selected=false]',
  '.lab-tap .e-load-more-anchor ~ * a, .lab-tap .e-load-more-anchor ~ * button',
  '.lab-tap a[href*="popup"], .lab-tap button',
  // Elsewhere (the demo): the first widget control of these kinds in the first viewport.
  '.elementor-swiper-button-next',
  'details:not([open]) > summary',
  '[role=tab][aria-selected=false]',
  // A page with no widget control up there: its first button to a part of the page (the service
  // page's "Get a quote").
  'a.elementor-button[href^="#"]:not([href="#"])',
];

/** How long a side may take to answer before it counts as never. */
export const TAP_CEILING = 15_000;

/** In the page: problems of the first viewport before any input (none: it works and looks final). */
export function firstViewport() {
  const height = window.innerHeight;
  const seen = (rect) => rect.width > 1 && rect.height > 1 && rect.top < height && rect.bottom > 0;
  const problems = [];
  const inPopup = (el) => el.closest('.elementor-location-popup, dialog, [role=dialog], .elementor-popup-modal');
  // Content a visitor should see but cannot: an entrance animation waiting for its script.
  const hidden = [];
  for (const el of document.querySelectorAll('.elementor-element, [data-widget_type]')) {
    if (inPopup(el) || hidden.some((outer) => outer.contains(el))) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || !seen(el.getBoundingClientRect())) continue;
    if (style.visibility === 'hidden' || Number(style.opacity) < 0.1) hidden.push(el);
  }
  if (hidden.length) problems.push(`${hidden.length} hidden`);
  // Carousels: their slides side by side in one row (one shown at a time), not stacked.
  let stacked = 0;
  for (const box of document.querySelectorAll('.swiper, .elementor-slides-wrapper, .elementor-image-carousel-wrapper, .e-n-carousel')) {
    if (inPopup(box) || box.parentElement?.closest('.swiper, .e-n-carousel') || !seen(box.getBoundingClientRect())) continue;
    const slides = [...box.querySelectorAll('.swiper-slide')].filter((slide) => !slide.classList.contains('swiper-slide-duplicate'));
    if (slides.length < 2) continue;
    const [a, b] = slides.map((slide) => slide.getBoundingClientRect());
    if (b.height > 1 && b.top >= a.bottom - 1) stacked++;
  }
  if (stacked) problems.push(`${stacked} carousel${stacked > 1 ? 's' : ''} not laid out`);
  return problems;
}

/**
 * In the page: the first of `selectors` that shows in the first viewport is marked
 * `data-bench-tap`, the way its answer will be read is noted, and a watcher starts recording
 * the input's time and, frame by frame, whether the control has answered. Returns the control's
 * kind and centre, or null when none shows.
 */
export function armTap(selectors) {
  const visible = (el) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return (
      rect.width > 1 && rect.height > 1 && rect.top >= 0 && rect.bottom <= window.innerHeight && style.visibility !== 'hidden' && Number(style.opacity) > 0
    );
  };
  let control = null;
  for (const selector of selectors) {
    control = [...document.querySelectorAll(selector)].find(visible) ?? null;
    if (control) break;
  }
  if (!control) return null;
  const carousel = control.closest('.swiper, .elementor-slides-wrapper, .elementor-image-carousel-wrapper, .e-n-carousel, .elementor-widget');
  const widget = control.closest('[data-widget_type], .elementor-widget, .elementor-element') ?? document.body;
  const slideAtCentre = () => {
    const box = (carousel?.querySelector('.swiper, .swiper-wrapper')?.closest('.swiper') ?? carousel)?.getBoundingClientRect();
    if (!box) return null;
    const slide = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('.swiper-slide');
    return slide ? { slide, left: slide.getBoundingClientRect().left } : null;
  };
  const posts = () => widget.querySelectorAll('article, .elementor-post, .e-loop-item').length;
  const dialogShown = () =>
    [...document.querySelectorAll('dialog[open], [role=dialog], .elementor-popup-modal')].some((el) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    });
  let kind;
  let answered;
  if (
    control.matches('.site-navigation-toggle, .elementor-menu-toggle, .colophon-menu-toggle') ||
    (control.hasAttribute('aria-expanded') && !control.matches('summary'))
  ) {
    // The theme's script marks the open menu on the button's holder, the page builder's on the button.
    kind = 'menu';
    answered = () =>
      control.getAttribute('aria-expanded') === 'true' ||
      control.classList.contains('elementor-active') ||
      !!control.parentElement?.classList.contains('elementor-active');
  } else if (control.matches('summary')) {
    kind = 'accordion';
    answered = () => control.parentElement.open;
  } else if (control.getAttribute('role') === 'tab') {
    kind = 'tab';
    answered = () => control.getAttribute('aria-selected') === 'true';
  } else if (control.matches('.elementor-swiper-button-next, .swiper-button-next')) {
    kind = 'carousel';
    const before = slideAtCentre();
    answered = () => {
      const now = slideAtCentre();
      return !!before && !!now && (now.slide !== before.slide || Math.abs(before.slide.getBoundingClientRect().left - before.left) > 2);
    };
  } else if (/popup/.test(decodeURIComponent(control.getAttribute('href') ?? ''))) {
    kind = 'popup';
    answered = dialogShown;
  } else if (control.closest('.e-load-more-anchor ~ *') || /load more/i.test(control.textContent ?? '')) {
    kind = 'load more';
    const count = posts();
    answered = () => posts() > count;
  } else {
    kind = 'link';
    const y = window.scrollY;
    answered = () => window.scrollY !== y || dialogShown();
  }
  control.setAttribute('data-bench-tap', '');
  const tap = (window.__benchTap = { kind, input: 0, answered: 0 });
  const onInput = (event) => {
    if (!tap.input) tap.input = event.timeStamp;
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown']) window.addEventListener(type, onInput, { capture: true, passive: true });
  // Read in each frame before it is painted (not the frame's start time, which can precede the input).
  const frame = () => {
    if (tap.input && answered()) tap.answered = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const rect = control.getBoundingClientRect();
  return { kind, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** In the page: the tap's times once answered (or not yet): input → answer, and input → next paint. */
export function readTap() {
  const tap = window.__benchTap;
  if (!tap?.input) return { input: null, answeredMs: null, paintMs: null };
  const entries = [...(window.__bench?.events ?? [])].filter((entry) => entry.startTime >= tap.input - 1);
  const paint = entries.length ? Math.max(...entries.map((entry) => entry.duration)) : null;
  return { input: tap.input, answeredMs: tap.answered ? Math.round(tap.answered - tap.input) : null, paintMs: paint };
}

/**
 * Taps the first control a visitor would, waits for its answer (at most TAP_CEILING ms), and
 * returns { kind, paintMs, answeredMs } (answeredMs null: not answered in time), or null when no
 * control shows in the first viewport.
 */
export async function firstTap(page, selectors, { touch }) {
  const armed = await page.evaluate(armTap, selectors);
  if (!armed) return null;
  if (touch) await page.touchscreen.tap(armed.x, armed.y);
  else await page.mouse.click(armed.x, armed.y);
  const end = Date.now() + TAP_CEILING;
  let read;
  try {
    read = await page.evaluate(readTap);
    while (read.answeredMs === null && Date.now() < end) {
      await page.waitForTimeout(100);
      read = await page.evaluate(readTap);
    }
    // The next paint's entry is written once that paint happened: read it again after one frame more.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    read = await page.evaluate(readTap);
  } catch (error) {
    // A tap that leaves the page is a wrong pick of control (FIRST_TAP names none that navigates).
    throw new Error(`The first tap (${armed.kind}) on ${page.url()} left the page or broke it: ${error.message}`, { cause: error });
  }
  return { kind: armed.kind, ...read };
}
