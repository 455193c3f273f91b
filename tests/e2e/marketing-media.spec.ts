/**
 * The marketing site's heavier widgets, in Chromium against the real WordPress, at phone and
 * desktop sizes: the three sliders per breakpoint, the video player by mouse and keyboard, lazy
 * video sources, and the two third parties behind consent (reviews JSON-LD, the scheduling embed).
 */
import type { Locator, Page } from '@playwright/test';
import { consentCookie, expect, frames, settled, test } from './fixtures';

const swiperLoaded = (urls: string[]) => urls.some((url) => /\/dist\/vendor-swiper\.\w+\.js/.test(url));

/** How many slides lie wholly inside the slider's frame. */
function slidesInView(slider: Locator): Promise<number> {
  return slider.evaluate((root) => {
    const frame = root.querySelector('.colophon-slider__frame')!.getBoundingClientRect();
    return [...root.querySelectorAll('.swiper-slide')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1 && getComputedStyle(slide).opacity !== '0';
    }).length;
  });
}

const activeText = (slider: Locator) => slider.locator('.swiper-slide-active').first().textContent();

test.describe('decided visitors (everything refused)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([consentCookie(baseURL!)]);
  });

  test('the freelancers slider: Swiper loads only when it comes near, then shows 1, 2, 3, 4, 4 per view at 485, 486, 767, 1024, 1200 px and autoplays', async ({
    visit,
  }) => {
    const { page, requests } = visit;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(swiperLoaded(requests.map((r) => r.url())), 'no slider library before the visitor scrolls').toBe(false);
    const slider = page.locator('.colophon-slider--freelancers');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/colophon-slider--ready/);
    expect(swiperLoaded(requests.map((r) => r.url()))).toBe(true);
    for (const [width, perView] of [
      [485, 1],
      [486, 2],
      [767, 3],
      [1024, 4],
      [1200, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await slider.scrollIntoViewIfNeeded();
      await expect.poll(() => slidesInView(slider), `at ${width} px`).toBe(perView);
    }
    // Autoplay: every 4 s it moves on by itself (pausing while the pointer is on it).
    await page.mouse.move(0, 0);
    const first = await activeText(slider);
    await expect.poll(() => activeText(slider), { timeout: 9000 }).not.toBe(first);
  });

  test('the timeline is a plain list below 1024 px and a slider from 1024; it becomes a list again when the window narrows', async ({ visit }) => {
    const { page, requests } = visit;
    await page.setViewportSize({ width: 1023, height: 900 });
    await page.goto('/business-direct/');
    const timeline = page.locator('.colophon-slider--timeline');
    await timeline.scrollIntoViewIfNeeded();
    await settled(page);
    // The timeline is this page's only slider: below 1024 px Swiper is never even loaded.
    expect(swiperLoaded(requests.map((r) => r.url()))).toBe(false);
    await expect(timeline).not.toHaveClass(/colophon-slider--ready/);
    await expect(timeline.locator('.swiper-slide')).toHaveCount(6);
    // A list: every year is on the page, one under the other, and no arrows.
    for (const year of ['2014', '2026']) await expect(timeline.getByText(year, { exact: true })).toBeVisible();
    await expect(timeline.getByRole('button')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(timeline).toHaveClass(/colophon-slider--ready/);
    await expect.poll(() => slidesInView(timeline)).toBe(3);
    await timeline.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => activeText(timeline)).toContain('2016');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(timeline).not.toHaveClass(/colophon-slider--ready/);
    await expect(timeline.getByRole('button')).toHaveCount(0);
    await expect(timeline.getByText('2026', { exact: true })).toBeVisible();
  });

  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    test(`on a ${name}: how it works shows one step at a time with a fade; the arrows work by mouse and by keyboard, the dots by mouse`, async ({ visit }) => {
      const { page } = visit;
      await page.setViewportSize(viewport);
      await page.goto('/self-publishing/');
      const steps = page.locator('.colophon-slider--how-it-works');
      await steps.scrollIntoViewIfNeeded();
      await expect(steps).toHaveClass(/colophon-slider--ready/);
      await expect.poll(() => slidesInView(steps)).toBe(1);
      await expect.poll(() => activeText(steps)).toContain('Tell us about the book');
      await steps.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => activeText(steps)).toContain('Meet your team');
      // A fade of 500 ms: the slides' opacity changes over that time, nothing slides sideways.
      expect(
        await steps
          .locator('.swiper-slide-active')
          .evaluate((slide) => [getComputedStyle(slide).transitionProperty, (slide as HTMLElement).style.transitionDuration]),
      ).toEqual(['opacity', '500ms']);
      await steps.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => activeText(steps)).toContain('Approve every stage');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => activeText(steps)).toContain('Meet your team');
      await steps.getByRole('button', { name: 'Go to slide 4' }).click();
      await expect.poll(() => activeText(steps)).toContain('Publish');
      await expect.poll(() => slidesInView(steps)).toBe(1);
    });

    test(`on a ${name}: the video player loads its video only when near, plays and pauses by mouse and by keys, and ends with its restart control`, async ({
      visit,
    }) => {
      const { page, requests, consoleErrors } = visit;
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const tour = () => requests.filter((r) => r.url().includes('/demo/media/tour.webm'));
      const ui = () => requests.filter((r) => /\/dist\/video-player-ui\.\w+\.js/.test(r.url()));
      expect(tour(), 'no video before the visitor comes near it').toHaveLength(0);
      expect(ui(), 'no player code before then either').toHaveLength(0);
      const player = page.locator('.colophon-player');
      await player.scrollIntoViewIfNeeded();
      const play = player.getByRole('button', { name: 'Play' }).first();
      await expect(play).toBeVisible();
      expect(tour().length).toBeGreaterThan(0);
      expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
      await expect(player.getByRole('slider', { name: 'Position in the video' })).toHaveAttribute('aria-valuetext', '00:00 of 00:12');

      await play.click();
      await expect(player).toHaveAttribute('data-status', 'playing');
      await expect(player.getByRole('button', { name: 'Pause' })).toBeFocused();
      await page.keyboard.press('k');
      await expect(player).toHaveAttribute('data-status', 'paused');
      await page.keyboard.press('m');
      await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible();
      await page.keyboard.press('c');
      await expect(player.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(player.getByRole('slider')).toHaveAttribute('aria-valuetext', '00:05 of 00:12');
      await page.keyboard.press('Space');
      await expect(player).toHaveAttribute('data-status', 'playing');
      expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.muted), 'play unmutes').toBe(false);
      await expect(player.locator('.colophon-player__cue')).toHaveText(/./); // a caption line, drawn above the controls

      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(player).toHaveAttribute('data-status', 'ended', { timeout: 10_000 });
      await expect(player.getByRole('button', { name: 'Watch again' })).toHaveCount(2);
      await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
      await expect
        .poll(() => player.locator('.colophon-player__ui').evaluate((ui) => getComputedStyle(ui, '::before').backgroundColor), 'the overlay darkens')
        .toBe('rgba(0, 0, 0, 0.55)');
      await player.getByRole('button', { name: 'Watch again' }).first().click();
      await expect(player).toHaveAttribute('data-status', 'playing');
      await expect(player.getByRole('button', { name: 'Watch again' })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a lazy video gets its sources only within 150 px of the viewport', async ({ visit }) => {
    const { page } = visit;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/narration-services/');
    await page.waitForLoadState('networkidle');
    const source = page.locator('video.colophon-lazy-video source');
    await expect(source).toHaveAttribute('data-src', /tour\.webm$/);
    await expect(source).not.toHaveAttribute('src', /./);
    // Scrolled to just over 150 px above it: still waiting.
    const top = await page.locator('video.colophon-lazy-video').evaluate((v) => v.getBoundingClientRect().top + scrollY);
    await page.evaluate((y) => scrollTo(0, y), top - 844 - 200);
    await frames(page); // the observer has had its say
    await expect(source).not.toHaveAttribute('src', /./);
    await page.evaluate((y) => scrollTo(0, y), top - 844 - 100);
    await expect(source).toHaveAttribute('src', /tour\.webm$/);
  });
});

test.describe('third parties behind consent', () => {
  const jsonLd = (page: Page) =>
    page.evaluate(() => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)));

  test('reviews: nothing is asked before consent; after it, the service’s product JSON-LD (10 reviews) is in the head', async ({ visit }) => {
    const { page, requests } = visit;
    await page.goto('/services/editing-and-proofreading/');
    const reviews = page.locator('.colophon-mk-reviews-data');
    await reviews.scrollIntoViewIfNeeded();
    await settled(page);
    expect(requests.filter((r) => r.url().includes('/demo-reviews/'))).toHaveLength(0);
    await page.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Accept all' }).click();
    await expect(reviews).toHaveAttribute('data-reviews', 'loaded');
    const asked = new URL(requests.find((r) => r.url().includes('/demo-reviews/v1/jsonld/'))!.url());
    expect(asked.pathname).toBe('/demo-reviews/v1/jsonld/colophon-press/product');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      sku: 'editing-and-proofreading',
      numberOfReviews: '10',
      productName: 'Editing and proofreading',
      language: 'en',
      templateId: 'mini-carousel',
    });
    const [data] = await jsonLd(page);
    expect(data).toMatchObject({ '@type': 'Product', sku: 'editing-and-proofreading' });
    expect(data.review).toHaveLength(10);
  });

  test('reviews: when the provider fails, the error is reported once and the printed reviews stay', async ({ visit, context, baseURL }) => {
    const { page, requests } = visit;
    await context.addCookies([consentCookie(baseURL!, { functional: true })]);
    await page.route(/\/demo-reviews\/v1\/jsonld\//, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/');
    await page.locator('.colophon-mk-reviews-data').scrollIntoViewIfNeeded();
    await expect(page.locator('.colophon-mk-reviews-data')).toHaveAttribute('data-reviews', 'failed');
    await expect.poll(() => requests.filter((r) => r.url().endsWith('/demo-reviews/v1/report-error')).length).toBe(1);
    await settled(page);
    expect(requests.filter((r) => r.url().endsWith('/demo-reviews/v1/report-error'))).toHaveLength(1); // once, not again
    expect(await jsonLd(page)).toEqual([]);
    await expect(page.getByText('4.8 out of 5 · 1,204 reviews')).toBeVisible();
  });

  test('scheduling: no calendar before consent, a direct link instead; allowing it by keyboard puts the calendar in with the custom answers', async ({
    visit,
  }) => {
    const { page, requests } = visit;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/business-direct/');
    await page.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
    const booking = page.locator('#book-a-call');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.getByRole('link', { name: 'open the booking page in a new tab' })).toHaveAttribute('href', /\/demo-scheduling\/business-intro\/$/);
    await expect(booking.locator('iframe')).toHaveCount(0);
    const allow = booking.getByRole('button', { name: 'Allow and show the calendar' });
    await allow.focus();
    await page.keyboard.press('Enter');
    const frame = booking.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Booking calendar (Demo Scheduling)');
    await expect(frame).toBeFocused();
    const calendar = page.frameLocator('#book-a-call iframe');
    await expect(calendar.locator('[data-prefill="a1"]')).toHaveText('Business direct');
    await expect(calendar.locator('[data-prefill="a2"]')).toHaveText('More than five books a year');
    const asked = new URL(requests.find((r) => r.url().includes('/demo-scheduling/'))!.url());
    expect(asked.searchParams.get('embed_type')).toBe('Inline');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
