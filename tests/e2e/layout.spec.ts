/**
 * Sticky, motion effects, entrance animations, carousels, nav menus and anchors on the demo's
 * page-builder markup (/book-editing/ and the sticky and layout fixtures).
 */
import {
  consentCookie,
  expect,
  pageTop,
  recordedShifts,
  recordShifts,
  runtimeStarted,
  scrollToY,
  settled,
  frames,
  slideEnded,
  test,
  withoutWebFonts,
} from './fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([consentCookie(baseURL!)]);
});

test('the header sticks and unsticks without moving the page, shrinks past its effects offset, and duplicates nothing', async ({ visit }) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await withoutWebFonts(page);
  await page.goto('/book-editing/');
  const header = page.locator('#site-header');
  await expect(header).not.toHaveClass(/elementor-sticky--active/);
  const heroBefore = await pageTop(page, '.colophon-demo-hero');
  const headerTop = await pageTop(page, '#site-header');
  // Shifts from here on: sticking, shrinking and letting go. Not the load's (a slow machine can paint
  // the theme's top menu half parsed; the bench measures page-load CLS).
  await recordShifts(page);

  await scrollToY(page, headerTop + 40);
  await expect(header).toHaveClass(/elementor-sticky--active/);
  await expect(header).not.toHaveClass(/elementor-sticky--effects/); // 40 px past, the offset is 120
  expect(await header.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
  expect(await pageTop(page, '.colophon-demo-hero')).toBe(heroBefore); // the placeholder holds its place
  await expect(page.locator('[id="site-header"]')).toHaveCount(1);
  await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(1);
  await expect(page.locator('.elementor-sticky__spacer *:not(.colophon-sticky-sentinel)')).toHaveCount(0); // an empty box, not a clone
  expect(await page.locator('a:has-text("Services")').count()).toBe(2); // main menu + small-screen dropdown, not doubled

  await scrollToY(page, headerTop + 200);
  await expect(header).toHaveClass(/elementor-sticky--effects/);
  // The demo header shrinks with a transition: once it has run to its end.
  await header.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  expect(await pageTop(page, '.colophon-demo-hero')).toBe(heroBefore); // its place keeps the unshrunk height

  await scrollToY(page, 0);
  await expect(header).not.toHaveClass(/elementor-sticky--active/);
  await expect(header).not.toHaveClass(/elementor-sticky--effects/);
  await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(0);
  await expect.poll(() => pageTop(page, '.colophon-demo-hero')).toBe(heroBefore); // once the header has grown back
  const shifts = await recordedShifts(page);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThan(0.005);
});

test('sticky_parent stops at its container’s end; a desktop-only sticky lets go on a tablet', async ({ visit }) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/fixtures/sticky-fixtures/');
  const box = page.locator('#in-parent');
  const column = page.locator('#sticky-parent');
  const columnTop = await pageTop(page, '#sticky-parent');
  await scrollToY(page, columnTop + 150);
  await expect(box).toHaveClass(/elementor-sticky--active/);
  expect(await box.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(10);
  const columnBottom = await column.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  await scrollToY(page, columnBottom);
  const boxBottom = await box.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  expect(boxBottom).toBeLessThanOrEqual(columnBottom + 1);

  const desktopOnly = page.locator('#desktop-only');
  await scrollToY(page, (await pageTop(page, '#desktop-only')) + 100);
  await expect(desktopOnly).toHaveClass(/elementor-sticky--active/);
  await page.setViewportSize({ width: 900, height: 700 }); // tablet
  await expect(desktopOnly).not.toHaveClass(/elementor-sticky--active/, { timeout: 3000 });
  expect(await desktopOnly.evaluate((el) => getComputedStyle(el).position)).toBe('relative');
  await page.setViewportSize({ width: 1280, height: 700 });
  await expect(desktopOnly).toHaveClass(/elementor-sticky--active/, { timeout: 3000 });
});

test('sticky methods: unknown names and elements sticky never started on throw clear errors', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/fixtures/sticky-fixtures/');
  await page.waitForFunction(() => typeof window.colophon?.sticky === 'function');
  const errors = await page.evaluate(() => {
    const run = (f: () => void) => {
      try {
        f();
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    };
    return [
      run(() => window.colophon!.sticky!(document.querySelector('#in-parent')!, 'explode')),
      run(() => window.colophon!.sticky!(document.body, 'refresh')),
    ];
  });
  expect(errors[0]).toContain('sticky has no method "explode"');
  expect(errors[1]).toContain('before sticky is initialised');
});

test('motion: scroll moves the effect elements and the mouse moves the hero title; reduced motion moves nothing', async ({ visit, browser, baseURL }) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/book-editing/');
  const chip = page.locator('[data-id="mfx0000"] > .elementor-widget-container'); // translateY, speed 2
  await chip.scrollIntoViewIfNeeded();
  const transform = () => chip.evaluate((el) => getComputedStyle(el).transform);
  await expect.poll(transform).not.toBe('none');
  const first = await transform();
  await page.mouse.wheel(0, 300);
  await expect.poll(transform).not.toBe(first);
  await expect(page.locator('.colophon-demo-hero > .elementor-motion-effects-container > .elementor-motion-effects-layer')).toHaveCount(1);

  await scrollToY(page, 0);
  const title = page.locator('[data-id="herot01"] > .elementor-widget-container');
  await page.mouse.move(100, 300);
  await frames(page);
  await page.mouse.move(1200, 500);
  await expect.poll(() => title.evaluate((el) => el.style.getPropertyValue('--translateX'))).toMatch(/^-\d/);

  const calm = await browser.newContext({ reducedMotion: 'reduce', baseURL });
  await calm.addCookies([consentCookie(baseURL!)]);
  const still = await calm.newPage();
  await still.goto('/book-editing/');
  await still.waitForFunction(() => window.colophon !== undefined);
  await still.mouse.wheel(0, 1500);
  await still.mouse.move(900, 400);
  // Whatever the wheel and the pointer set off has run: the chunks they woke loaded and connected.
  await settled(still);
  await frames(still);
  expect(await still.locator('.elementor-motion-effects-element, .elementor-motion-effects-layer').count()).toBe(0);
  expect(await still.locator('[data-id="mfx0000"] > .elementor-widget-container').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  await calm.close();
});

test('motion on a container is measured on its parent, as the page builder does: its fade follows where the parent is in the viewport', async ({ visit }) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/layout-fixtures/');
  const box = page.locator('[data-id="mfx4201"]');
  await box.scrollIntoViewIfNeeded();
  // The page builder's formula: the parent's place in the viewport, in-out over 20–80 %, level 10.
  const expected = () =>
    box.evaluate((el) => {
      const parent = el.parentElement!.getBoundingClientRect();
      const p = ((innerHeight - parent.top) / (innerHeight + parent.height)) * 100;
      const point = p < 20 ? 100 : p < 80 ? 100 - ((p - 20) / 60) * 100 : 0;
      return { expected: Math.round(point) / 100, actual: Math.round(Number(getComputedStyle(el).opacity) * 100) / 100 };
    });
  await expect
    .poll(async () => {
      const { expected: e, actual } = await expected();
      return Math.abs(e - actual) <= 0.03;
    })
    .toBe(true);
  await page.mouse.wheel(0, 400);
  await expect
    .poll(async () => {
      const { expected: e, actual } = await expected();
      return Math.abs(e - actual) <= 0.03;
    })
    .toBe(true);
});

test('motion without scroll timelines: the frame loop writes the page builder’s CSS variables', async ({ visit }) => {
  const { page } = visit;
  await page.addInitScript(() => {
    delete (window as { ViewTimeline?: unknown }).ViewTimeline;
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/book-editing/');
  const chip = page.locator('[data-id="mfx0000"] > .elementor-widget-container');
  await chip.scrollIntoViewIfNeeded();
  await expect.poll(() => chip.evaluate((el) => el.style.getPropertyValue('--translateY'))).toMatch(/px$/);
  const before = await chip.evaluate((el) => el.style.getPropertyValue('--translateY'));
  await page.mouse.wheel(0, 250);
  await expect.poll(() => chip.evaluate((el) => el.style.getPropertyValue('--translateY'))).not.toBe(before);
  expect(await chip.evaluate((el) => el.style.transform)).toContain('var(--translateY');
});

test('entrance animations: in view at load shows at once, below the fold waits and animates; with JavaScript off all is visible', async ({
  visit,
  browser,
  baseURL,
}) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/book-editing/');
  const card = page.locator('[data-id="card000"]');
  await expect(card).not.toHaveClass(/elementor-invisible/);
  await expect(card).toHaveClass(/colophon-entrance--waiting/);
  expect(await card.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveClass(/animated fadeInUp/);
  await expect(card).toBeVisible();

  const off = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await off.newPage();
  await plain.goto('/book-editing/');
  for (const id of ['card000', 'card005', 'prc0001']) {
    const element = plain.locator(`[data-id="${id}"]`);
    await element.scrollIntoViewIfNeeded();
    await expect(element).toHaveClass(/elementor-invisible/);
    expect(await element.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
  }
  await off.close();
});

test('the carousel slides, autoplays, pauses on hover, works by keyboard and names its slides; one slide never starts', async ({ visit }) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every timer of the page is the test's clock, running in real time until it is paused below.
  await page.clock.install();
  await page.goto('/book-editing/');
  const carousel = page.locator('[data-id="carsl01"] .swiper');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/swiper-initialized/);
  const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
  const first = await active();
  await page.mouse.move(10, 10);
  await expect.poll(active, { timeout: 7000 }).not.toBe(first); // autoplay 4000 ms

  // Its slide has ended (Swiper starts the next turn's timer then), before the pointer holds it.
  await slideEnded(page);
  await page.waitForFunction(
    () => !(document.querySelector('[data-id="carsl01"] .swiper') as (HTMLElement & { swiper?: { animating: boolean } }) | null)?.swiper?.animating,
  );
  await carousel.hover();
  const held = await active();
  // Paused, then two autoplay turns (4 s each) pass at once: a carousel that did not hold would move.
  await expect(async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 50))).toPass({ timeout: 10_000 });
  await page.clock.runFor(9_000);
  expect(await active()).toBe(held);
  await page.clock.resume();
  await page.mouse.move(10, 10);

  const next = page.locator('[data-id="carsl01"] .elementor-swiper-button-next');
  await expect(next).toHaveAttribute('aria-label', /Next/);
  await next.focus();
  const before = await active();
  await page.keyboard.press('Enter');
  await expect.poll(active).not.toBe(before);
  await expect(page.locator('[data-id="carsl01"] .swiper-pagination-bullet').first()).toHaveAttribute('aria-label', 'Go to slide 1');
  await expect(carousel.locator('.swiper-slide').first()).toHaveAttribute('aria-roledescription', 'slide');

  await page.goto('/fixtures/layout-fixtures/');
  await page.locator('[data-id="carfad1"] .swiper').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-id="carfad1"] .swiper')).toHaveClass(/swiper-fade/);
  await page.locator('[data-id="carone1"] .swiper').scrollIntoViewIfNeeded();
  await settled(page);
  await expect(page.locator('[data-id="carone1"] .swiper')).not.toHaveClass(/swiper-initialized/);
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test(`the image carousel on a ${name} draws a thumbnail at its own size, and as wide as its slide only with "Image Stretch" on, before and after Swiper`, async ({
    visit,
  }) => {
    const { page } = visit;
    await page.setViewportSize(viewport);
    await page.goto('/fixtures/layout-fixtures/');
    const sizes = (id: string) =>
      page
        .locator(`[data-id="${id}"] .swiper-slide`)
        .first()
        .evaluate((slide) => ({
          slide: Math.round(slide.getBoundingClientRect().width),
          image: Math.round(slide.querySelector('img')!.getBoundingClientRect().width),
        }));
    const carousels = ['carsml1', 'carstr1'].map((id) => page.locator(`[data-id="${id}"] .swiper`));
    const drawnAsTheWidgetSays = async () => {
      const own = await sizes('carsml1');
      expect(own.slide).toBeGreaterThan(300);
      expect(own.image).toBe(150);
      const stretched = await sizes('carstr1');
      expect(stretched.image).toBe(stretched.slide);
    };
    // The server's first frame, before Swiper starts.
    for (const carousel of carousels) await expect(carousel).not.toHaveClass(/swiper-initialized/);
    await drawnAsTheWidgetSays();
    // Swiper's, once the visitor scrolls to them.
    for (const carousel of carousels) {
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveClass(/swiper-initialized/);
    }
    await drawnAsTheWidgetSays();
  });

  test(`the Pro testimonial carousel on a ${name}: its slides per view (one by default) the same before and after Swiper starts, it loops, by arrow and by keyboard`, async ({
    visit,
  }) => {
    const { page } = visit;
    await page.setViewportSize(viewport);
    await page.goto('/fixtures/layout-fixtures/');
    const carousel = page.locator('[data-id="tstcar1"] .elementor-main-swiper');
    const slideWidths = () => carousel.locator('.swiper-slide').evaluateAll((slides) => slides.map((s) => Math.round(s.getBoundingClientRect().width)));
    const width = await carousel.evaluate((el) => Math.round(el.getBoundingClientRect().width));
    // The first frame, before Swiper: one slide as wide as the carousel.
    expect((await slideWidths())[0]).toBe(width);
    // One set to two per view (one on a phone) from the server's variables, 16 px apart: Swiper keeps it.
    const two = page.locator('[data-id="tstcar2"] .elementor-main-swiper');
    const twoWidths = () => two.locator('.swiper-slide').evaluateAll((slides) => slides.map((s) => Math.round(s.getBoundingClientRect().width)));
    const twoWidth = await two.evaluate((el) => el.getBoundingClientRect().width);
    const expected = Math.round(name === 'phone' ? twoWidth : (twoWidth - 16) / 2);
    await expect(two).not.toHaveClass(/swiper-initialized/);
    expect((await twoWidths())[0]).toBe(expected);
    await two.scrollIntoViewIfNeeded();
    await expect(two).toHaveClass(/swiper-initialized/);
    expect((await twoWidths())[0]).toBe(expected);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveClass(/swiper-initialized/);
    expect((await slideWidths()).filter((w) => w === width).length).toBeGreaterThanOrEqual(3);
    const active = () => carousel.locator('.swiper-slide-active .elementor-testimonial__name').textContent();
    expect(await active()).toBe('Maya R.');
    await page.locator('[data-id="tstcar1"] .elementor-swiper-button-prev').click(); // it loops: back from the first is the last
    await expect.poll(active).toBe('Priya S.');
    await slideEnded(page); // Swiper ignores a looped move while one is under way
    await page.locator('[data-id="tstcar1"] .elementor-swiper-button-next').focus();
    await page.keyboard.press('Enter');
    await expect.poll(active).toBe('Maya R.');
    await carousel.screenshot({ path: test.info().outputPath(`testimonials-${name}.png`) });
  });

  test(`Elementor 4.2's testimonial carousel on a ${name}, its arrows switched off and a progress bar (as it prints them: no arrows key): no arrows drawn, the progress bar, one slide per view`, async ({
    visit,
  }) => {
    const { page } = visit;
    await page.setViewportSize(viewport);
    await page.goto('/fixtures/layout-fixtures/');
    const widget = page.locator('[data-id="tstcar3"]');
    const carousel = widget.locator('.elementor-main-swiper');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveClass(/swiper-initialized/);
    await expect(widget.locator('.elementor-swiper-button, [class*="swiper-button-"]')).toHaveCount(0);
    // The progress bar (drawn by the page's own carousel styles): a third filled on the first of three.
    await expect(widget.locator('.swiper-pagination')).toHaveClass(/swiper-pagination-progressbar/);
    await expect(widget.locator('.swiper-pagination-progressbar-fill')).toHaveAttribute('style', /scaleX\(0\.333/);
    const width = await carousel.evaluate((el) => Math.round(el.getBoundingClientRect().width));
    const shown = await carousel.locator('.swiper-slide').evaluateAll(
      (slides, frame) =>
        slides.filter((s) => {
          const r = s.getBoundingClientRect();
          return r.right > frame.left + 1 && r.left < frame.right - 1;
        }).length,
      await carousel.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right };
      }),
    );
    expect(shown).toBe(1);
    expect(width).toBeGreaterThan(0);
  });
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test(`the Pro slides widget on a ${name}: one slide as wide as the widget before and after Swiper, it loops; arrows by ${name === 'phone' ? 'keyboard' : 'mouse'}, and its dots`, async ({
    visit,
  }) => {
    const { page } = visit;
    await page.setViewportSize(viewport);
    await page.goto('/fixtures/layout-fixtures/');
    const slides = page.locator('[data-id="slides1"] .elementor-slides-wrapper');
    const width = await slides.evaluate((el) => Math.round(el.getBoundingClientRect().width));
    const firstWidth = () =>
      slides
        .locator('.swiper-slide')
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().width));
    expect(await firstWidth()).toBe(width); // the first frame, before Swiper
    await slides.scrollIntoViewIfNeeded();
    await expect(slides).toHaveClass(/swiper-initialized/);
    const active = () => slides.locator('.swiper-slide-active .elementor-slide-heading').textContent();
    expect(await active()).toBe('Write it');
    expect(await slides.locator('.swiper-slide-active').evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(width);
    const prev = page.locator('[data-id="slides1"] .elementor-swiper-button-prev');
    const next = page.locator('[data-id="slides1"] .elementor-swiper-button-next');
    if (name === 'phone') {
      await next.focus();
      await page.keyboard.press('Enter');
    } else await next.click();
    await expect.poll(active).toBe('Dress it');
    await slideEnded(page); // Swiper ignores a looped move while one is under way
    if (name === 'phone') {
      await prev.focus();
      await page.keyboard.press('Enter');
    } else await prev.click();
    await expect.poll(active).toBe('Write it');
    await slideEnded(page); // Swiper ignores a looped move while one is under way
    if (name === 'phone') await prev.press('Enter');
    else await prev.click(); // it loops: back from the first is the last
    await expect.poll(active).toBe('Ship it');
    await slideEnded(page); // Swiper ignores a looped move while one is under way
    const dots = slides.locator('.swiper-pagination-bullet');
    await expect(dots).toHaveCount(3);
    await dots.nth(1).click();
    await expect.poll(active).toBe('Dress it');
    await slideEnded(page); // Swiper ignores a looped move while one is under way
    await slides.screenshot({ path: test.info().outputPath(`slides-${name}.png`) });
  });
}

test('a carousel just under the fold of a tall window fetches no Swiper until the visitor scrolls toward it', async ({ visit }) => {
  const { page, requests } = visit;
  const swiper = () => requests.filter((r) => /\/dist\/(vendor-swiper|carousel-swiper)\.[\w]+\.js/.test(r.url())).length;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/book-editing/');
  const top = await page.locator('[data-id="carsl01"] .swiper').evaluate((el) => el.getBoundingClientRect().top + scrollY);
  // The window ends 150 px above the carousel: inside the 300 px margin that once loaded it at once.
  await page.setViewportSize({ width: 1366, height: Math.round(top - 150) });
  requests.length = 0;
  await page.reload();
  await page.waitForLoadState('load');
  await settled(page); // past idle
  expect(swiper()).toBe(0);
  await expect(page.locator('[data-id="carsl01"] .swiper')).not.toHaveClass(/swiper-initialized/);
  // The first scroll brings it within the margin: it loads and starts before it is reached.
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 40);
  await expect(page.locator('[data-id="carsl01"] .swiper')).toHaveClass(/swiper-initialized/);
  expect(swiper()).toBeGreaterThan(0);
});

test('menus: hover opens after its delay, keyboard reaches every item (a parent without a URL too), the toggle works on a phone', async ({ visit }) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/book-editing/');
  const main = page.locator('[data-id="nav0001"] .elementor-nav-menu--main');
  const services = main.getByRole('link', { name: 'Services' });
  const sub = main.locator('#nav0001-1-sub-1');
  await runtimeStarted(page);
  await page.keyboard.press('Shift'); // the first interaction: the menu's chunk loads ("touched")
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await services.hover();
  await expect(sub).toBeVisible();
  await expect(services).toHaveClass(/highlighted/);
  await page.mouse.move(640, 700);
  await expect(sub).toBeHidden({ timeout: 2000 });

  const about = main.locator('a', { hasText: 'About' });
  await about.focus();
  await page.keyboard.press('Enter'); // no URL: Enter opens it
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(main.getByRole('link', { name: 'Our team' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(about).toBeFocused();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('link', { name: 'Resources' })).toBeFocused();

  // In-page links are marked while their section crosses the middle of the viewport.
  const prices = main.getByRole('link', { name: 'Prices' });
  const contact = main.getByRole('link', { name: 'Contact' });
  await expect(prices).not.toHaveAttribute('aria-current', /./);
  await page
    .locator('#pricing')
    .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + el.offsetHeight / 2 - window.innerHeight / 2));
  await expect(prices).toHaveAttribute('aria-current', 'location');
  await expect(prices).toHaveClass(/elementor-item-active/);
  await expect(contact).not.toHaveClass(/elementor-item-active/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(prices).not.toHaveClass(/elementor-item-active/);
  await expect(prices).not.toHaveAttribute('aria-current', /./);

  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.locator('[data-id="nav0001"] .elementor-menu-toggle');
  const dropdown = page.locator('[data-id="nav0001"] nav.elementor-nav-menu--dropdown');
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(dropdown).toBeHidden();
  await toggle.tap?.().catch(() => toggle.click());
});

test('menu options that are not JSON: one clear console message, no alert, and the menu still opens', async ({ visit }) => {
  const { page, consoleErrors } = visit;
  let alerted = false;
  page.on('dialog', async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/layout-fixtures/');
  const guides = page.locator('[data-id="navbad1"] .elementor-nav-menu--main a', { hasText: 'Guides' });
  await guides.hover();
  await expect(page.locator('[data-id="navbad1"] .elementor-nav-menu--main .sub-menu')).toBeVisible();
  // Pointing at the menu loaded its chunk, which says it once.
  await expect.poll(() => consoleErrors.filter((m) => m.includes('data-sm-options is not valid JSON')).length).toBe(1);
  await settled(page);
  expect(consoleErrors.filter((m) => m.includes('data-sm-options is not valid JSON'))).toHaveLength(1);
  consoleErrors.length = 0; // the one expected message
  expect(alerted).toBe(false);
  await expect(page.locator('.colophon-menu-notice')).toHaveCount(0); // visitors see no notice
});

test('anchors: a valid hash scrolls to its target below the stuck header; another is left to the browser; theme_template_id centres its template', async ({
  visit,
}) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/layout-fixtures/');
  // The links do nothing until used: their chunk waits for the visitor, and the first click is held, not lost.
  await page.waitForLoadState('load');
  const chunks = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/dist\/anchors\./.test(e.name)).length);
  expect(await chunks()).toBe(0);
  await page.locator('#to-target').click();
  await expect.poll(() => page.locator('#anchor-target').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(40);
  expect(page.url()).toMatch(/#anchor-target$/);
  await expect(page.locator('#anchor-target')).toBeFocused();
  expect(await chunks()).toBe(1);

  await page.goto('/fixtures/layout-fixtures/?theme_template_id=913');
  await expect
    .poll(async () => {
      const { top: t, height } = await page.locator('#template-913').evaluate((el) => el.getBoundingClientRect().toJSON());
      return Math.abs(t + height / 2 - 400);
    })
    .toBeLessThan(40);
});
