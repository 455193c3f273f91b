/**
 * The marketing site: every page of the chat list, and its widgets used by mouse and by
 * keyboard at phone and desktop sizes: the pricing toggle, the announcement bar, copy page link, the
 * FAQ item a hash names, the letter logo, and the chat that loads only after consent.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { consentCookie, expect, MARKETING_PAGES, pageTop, recordedShifts, recordShifts, scrollToY, seriousViolations, settled, test } from './fixtures';

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

const bar = (page: Page) => page.getByRole('complementary', { name: 'Announcement' });
const ready = (page: Page) => expect.poll(() => page.evaluate(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0)).toBe(true);

test.describe('decided visitors (everything refused)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([consentCookie(baseURL!)]);
  });

  test('each of the 23 pages answers with its own heading, the announcement bar, and fits a phone screen', async ({ visit }) => {
    test.setTimeout(180_000);
    const { page, consoleErrors } = visit;
    await page.setViewportSize({ width: 390, height: 844 });
    expect(MARKETING_PAGES).toHaveLength(23);
    const titles = new Set<string>();
    for (const path of MARKETING_PAGES) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(200);
      const title = (await page.locator('h1').first().textContent())!.trim();
      titles.add(title);
      await expect(bar(page), path).toBeVisible();
      // Nothing wider than the screen: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      // Headings go down one level at a time (Lighthouse's and axe's heading-order).
      expect(
        (await new AxeBuilder({ page }).withRules(['heading-order']).analyze()).violations.map((v) => v.nodes.map((n) => n.target).join(' ')),
        path,
      ).toEqual([]);
    }
    expect(titles.size).toBe(23);
    expect(consoleErrors).toEqual([]);
  });

  for (const [name, viewport] of SIZES) {
    test(`on a ${name}: the site header sticks without moving the page, gains its shadow 80 px further and lets go at the top; its menu opens under it while stuck; the closing band's background drifts`, async ({
      visit,
    }) => {
      const { page, consoleErrors } = visit;
      await page.setViewportSize(viewport);
      await page.goto('/');
      await ready(page);
      const header = page.locator('header.colophon-mk-site-header');
      await recordShifts(page);
      const headerTop = await pageTop(page, 'header.colophon-mk-site-header');
      const heroTop = await pageTop(page, '.colophon-mk-hero');

      await scrollToY(page, headerTop + 40);
      await expect(header).toHaveClass(/elementor-sticky--active/);
      await expect(header).not.toHaveClass(/elementor-sticky--effects/);
      expect(await header.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
      expect(await pageTop(page, '.colophon-mk-hero')).toBe(heroTop);
      await scrollToY(page, headerTop + 160);
      await expect(header).toHaveClass(/elementor-sticky--effects/);
      expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');

      if (name === 'phone') {
        await header.getByRole('button', { name: /menu/i }).click();
        const dropdown = header.locator('nav.elementor-nav-menu--dropdown');
        await expect(dropdown).toBeVisible();
        const [headerBottom, dropdownTop] = await Promise.all([
          header.evaluate((el) => el.getBoundingClientRect().bottom),
          dropdown.evaluate((el) => el.getBoundingClientRect().top),
        ]);
        expect(Math.abs(dropdownTop - headerBottom)).toBeLessThan(2);
        await page.keyboard.press('Escape');
        await expect(dropdown).toBeHidden();
      }

      // The closing band: a background layer (the motion chunk's) that moves as the band scrolls through.
      const band = page.locator('.colophon-mk-band');
      const bandTop = await pageTop(page, '.colophon-mk-band');
      await scrollToY(page, bandTop - viewport.height + 50);
      const layer = band.locator('.elementor-motion-effects-container > .elementor-motion-effects-layer');
      await expect(layer).toHaveCount(1);
      const moved = () => layer.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
      const entering = await moved();
      await scrollToY(page, bandTop - 100);
      await expect.poll(moved).not.toBe(entering);
      await expect(header).toHaveClass(/elementor-sticky--active/);

      await scrollToY(page, 0);
      await expect(header).not.toHaveClass(/elementor-sticky--active/);
      await expect(page.locator('.elementor-sticky__spacer')).toHaveCount(0);
      expect(await pageTop(page, '.colophon-mk-hero')).toBe(heroTop);
      const shifts = await recordedShifts(page);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.005);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const [name, viewport] of SIZES) {
    test(`on a ${name}: the professional plan is $19.14 yearly; Monthly by mouse shows $22.97, arrow keys switch back`, async ({ visit }) => {
      const { page } = visit;
      await page.setViewportSize(viewport);
      await page.goto('/services/illustrations/');
      const pricing = page.locator('.colophon-pricing');
      await pricing.scrollIntoViewIfNeeded(); // below the fold: its switch loads as the visitor scrolls there
      const yearly = pricing.getByRole('radio', { name: 'Yearly' });
      const monthly = pricing.getByRole('radio', { name: 'Monthly' });
      await expect(yearly).toBeChecked();
      await expect(pricing.getByText('$19.14', { exact: true })).toBeVisible();
      await expect(pricing.getByText('$22.97', { exact: true })).toBeHidden();
      await expect(pricing.getByText('or $22.97 a month billed monthly')).toBeHidden(); // the no-script note goes once the switch works
      await monthly.click();
      await expect(monthly).toBeChecked();
      await expect(yearly).not.toBeChecked();
      await expect(pricing.getByText('$22.97', { exact: true })).toBeVisible();
      await expect(pricing.getByText('$19.14', { exact: true })).toBeHidden();
      await monthly.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(yearly).toBeChecked();
      await expect(yearly).toBeFocused();
      await expect(pricing.getByText('$19.14', { exact: true })).toBeVisible();
      await expect(pricing.getByRole('group', { name: 'Billing period' })).toBeVisible();
    });
  }

  test('without JavaScript both prices read, every how-it-works step shows, and no switch that would do nothing is shown', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([consentCookie(baseURL!)]);
    const page = await context.newPage();
    await page.goto('/services/illustrations/');
    const pricing = page.locator('.colophon-pricing');
    await expect(pricing.getByText('$19.14', { exact: true })).toBeVisible();
    await expect(pricing.getByText('Professional: $19.14 a month billed yearly, or $22.97 a month billed monthly.')).toBeVisible();
    await expect(pricing.getByRole('radio')).toHaveCount(0);
    // How it works: every step reads, one under another (the arrows are only added by the script).
    const steps = page.locator('.colophon-slider--how-it-works .swiper-slide');
    await expect(steps).toHaveCount(4);
    const boxes = await steps.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width) };
      }),
    );
    expect(new Set(boxes.map((b) => b.x)).size).toBe(1); // one column
    expect(boxes.every((b, i) => i === 0 || b.y > boxes[i - 1]!.y)).toBe(true);
    expect(boxes.every((b) => b.w > 200)).toBe(true);
    await context.close();
  });

  for (const [name, viewport] of SIZES) {
    test(`on a ${name}: closing the announcement by keyboard hides it, and the next page never paints it`, async ({ visit }) => {
      const { page } = visit;
      await page.setViewportSize(viewport);
      await page.goto('/services/book-cover-design/');
      await ready(page);
      const close = bar(page).getByRole('button', { name: 'Close the announcement' });
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(bar(page)).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
      // On the next page, as soon as the document is parsed (before any chunk could run), the bar is already hidden.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          const el = document.querySelector('.colophon-announcement');
          if (document.readyState === 'interactive' && el) (window as unknown as { __barAtParse: string }).__barAtParse = getComputedStyle(el).display;
        });
      });
      await page.goto('/business-direct/');
      expect(await page.evaluate(() => (window as unknown as { __barAtParse: string }).__barAtParse)).toBe('none');
      await expect(bar(page)).toBeHidden();
    });
  }

  test('the site menu: on a desktop the services open on hover; on a phone the first tap opens it, a link closes it, Esc closes it and gives focus back', async ({
    visit,
  }) => {
    const { page } = visit;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/services/book-cover-design/');
    await ready(page);
    const menu = page.locator('.colophon-demo-site-menu');
    await expect(page.locator('.wp-block-navigation')).toHaveCount(0); // the theme's block (and its script) is not printed
    const services = menu.locator('.elementor-nav-menu--main > ul > li > a').first(); // Services
    const sub = menu.locator('.elementor-nav-menu--main .sub-menu');
    await expect(sub).toBeHidden();
    const box = (await services.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(sub).toBeVisible();
    await expect(sub.getByRole('link', { name: 'Narration services' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/book-cover-design/');
    await ready(page);
    const toggle = menu.locator('.elementor-menu-toggle');
    const dropdown = menu.locator('nav.elementor-nav-menu--dropdown');
    await expect(toggle).toBeVisible();
    await expect(dropdown).toBeHidden();
    await toggle.click(); // the first tap: kept until the menu's chunk (fetched at idle, or by this tap) connects
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.getByRole('link', { name: 'Marketplace' })).toBeVisible();
    const { y } = (await dropdown.boundingBox())!;
    expect(y).toBeLessThan(844 / 2); // under the header, not off screen
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(dropdown).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    await dropdown.getByRole('link', { name: 'Marketplace' }).click();
    await page.waitForURL(/\/marketplace\/$/);
    await expect(page.locator('h1').first()).toContainText(/marketplace/i);
  });

  test('copy page link: the address without its hash lands on the clipboard and the button says so, then goes back', async ({ visit, context, baseURL }) => {
    const { page } = visit;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/services/narration-services/#faq');
    const button = page.locator('.colophon-copy-url button');
    await expect(button).toHaveText('Copy page link');
    // Below what #faq shows: it loads as the visitor scrolls near it. The button is shown (kept in
    // place, hidden) only once its handler listens: until then a visitor can neither see nor focus
    // it, and a focus() would silently leave the page's body focused.
    await page.locator('.colophon-copy-url').scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/services/narration-services/`);
    await expect(button).toHaveText('Copy page link');
  });

  test('copy page link where the clipboard is refused: the address is shown selected, with how to copy it', async ({ visit, baseURL }) => {
    const { page } = visit;
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    });
    await page.goto('/business-direct/small-publishers/');
    await page.locator('.colophon-copy-url').scrollIntoViewIfNeeded(); // below the fold: it loads as the visitor scrolls there
    await page.locator('.colophon-copy-url button').click();
    const field = page.locator('.colophon-copy-url__field');
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(`${baseURL}/business-direct/small-publishers/`);
    await expect(field).toBeFocused();
    expect(await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([
      0,
      `${baseURL}/business-direct/small-publishers/`.length,
    ]);
    await expect(page.getByText('Your browser did not let us copy it')).toBeVisible();
  });

  for (const [name, viewport] of SIZES) {
    test(`on a ${name}: #incognito-mode opens its FAQ item and scrolls it to 182 px below the top`, async ({ visit }) => {
      const { page } = visit;
      await page.setViewportSize(viewport);
      await page.goto('/marketplace/#incognito-mode');
      const question = page.getByRole('button', { name: 'Does the scout tool work in incognito mode?' });
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('switch on “Allow in incognito”')).toBeVisible();
      await expect.poll(() => page.locator('#incognito-mode').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 }).toBe(182);
      await expect(question).toBeFocused();
      // The first item, which the accordion opens by default, closed: one open at a time.
      await expect(page.getByRole('button', { name: 'What is the scout tool?' })).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('the hash opens the item by keyboard-free navigation too: a link to it on the same page', async ({ visit }) => {
    const { page } = visit;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/marketplace/');
    await ready(page);
    await page.evaluate(() => (location.hash = '#incognito-mode'));
    await expect(page.getByRole('button', { name: 'Does the scout tool work in incognito mode?' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.locator('#incognito-mode').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(182);
  });

  test('the letter logo fills its row at any width, never past 100 letters, and refills without moving anything', async ({ visit }) => {
    const { page } = visit;
    const row = page.locator('.colophon-letter-logo__row').first();
    // The row's height as the server printed it, before any script could fill it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __rowAtParse: number }).__rowAtParse = document.querySelector<HTMLElement>('.colophon-letter-logo__row')!.offsetHeight;
      });
    });
    const state = () =>
      row.evaluate((el: HTMLElement) => {
        const probe = document.createElement('span');
        probe.textContent = 'C';
        probe.style.cssText = 'position:absolute;visibility:hidden';
        el.append(probe);
        const letter = probe.getBoundingClientRect().width;
        probe.remove();
        return {
          count: (el.dataset.fill ?? '').length,
          // Drawn by the stylesheet, not text: nothing for a contrast check or a screen reader to read.
          text: el.textContent,
          drawn: getComputedStyle(el, '::before').content,
          fits: Math.floor(el.clientWidth / letter),
          height: el.offsetHeight,
          wraps: el.scrollHeight > el.clientHeight,
        };
      });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await row.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const s = await state();
        return s.count === Math.min(100, s.fits);
      })
      .toBe(true);
    const phone = await state();
    expect(phone.text).toBe('');
    expect(phone.drawn).toBe(`"${'C'.repeat(phone.count)}"`);
    expect(phone.height).toBe(await page.evaluate(() => (window as unknown as { __rowAtParse: number }).__rowAtParse));
    expect(phone.wraps).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await state()).count).toBeGreaterThan(phone.count);
    const desktop = await state();
    expect(desktop.count).toBe(Math.min(100, desktop.fits));
    expect(desktop.wraps).toBe(false);
    // Letters so small that more than 100 would fit: the limit holds.
    await page.addStyleTag({ content: '.colophon-letter-logo__row{font-size:6px !important;height:1.2em}' });
    await expect.poll(async () => (await state()).fits).toBeGreaterThan(100);
    await expect.poll(async () => (await state()).count).toBe(100);
  });
});

test.describe('what an audit reads before any script', () => {
  test('axe finds no violation of any impact in the FAQ or the letter logo, as printed and once their handlers run', async ({ visit, context, baseURL }) => {
    await context.addCookies([consentCookie(baseURL!)]);
    const { page, requests } = visit;
    const parts = '.colophon-mk-faq, [data-widget_type="colophon-letter-logo.default"]';
    const chunks = () => requests.map((r) => new URL(r.url()).pathname).filter((path) => /\/dist\/(tabs|letter-logo)\.\w+\.js$/.test(path));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('load');
    // Far below a phone's first screen: neither handler has come yet, so this is the server's markup.
    expect(chunks()).toEqual([]);
    await expect(page.locator('.colophon-mk-faq h3.elementor-tab-title').first()).not.toHaveAttribute('role');
    expect(await seriousViolations(page, parts, true)).toEqual([]);
    const inlined = await page.locator('head style[id^="colophon-"][id$="-inline-css"]').evaluateAll((styles) => styles.map((s) => s.id.slice(9, -11)));
    const blocking = await page.locator('link[rel="stylesheet"][href*="/dist/"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    await page.locator('.colophon-mk-faq').scrollIntoViewIfNeeded();
    await page.locator('[data-widget_type="colophon-letter-logo.default"]').scrollIntoViewIfNeeded();
    await expect.poll(chunks).toHaveLength(2);
    await expect(page.locator('.colophon-mk-faq a.elementor-accordion-title[role="button"]').first()).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page, parts, true)).toEqual([]);
    // Colophon's stylesheets came inline in <head>, none as a render-blocking request, and none of
    // those was fetched again when its handler arrived (a widget that comes later, in a popup,
    // still brings its own).
    expect(inlined.length).toBeGreaterThanOrEqual(4);
    expect(blocking).toEqual([]);
    const refetched = requests.map((r) => new URL(r.url()).pathname.match(/\/dist\/([\w-]+)\.\w+\.css$/)?.[1]).filter((name) => name && inlined.includes(name));
    expect(refetched).toEqual([]);
  });
});

test.describe('the chat (a third party: functional consent)', () => {
  const chatScript = /\/colophon\/demo\/trackers\/chat\.js/;

  test('nothing of it loads before consent; allowed later, it loads and greets with the home page’s message', async ({ visit }) => {
    const { page, requests } = visit;
    await page.goto('/');
    await settled(page);
    expect(requests.filter((r) => chatScript.test(r.url()))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    await page.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Accept all' }).click();
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeVisible({ timeout: 10_000 });
    expect(requests.filter((r) => chatScript.test(r.url()))).toHaveLength(1);
    await launcher.click();
    await expect(page.getByRole('region', { name: 'Chat' })).toContainText(
      /^(Hi! Looking for an editor, a cover or a whole publishing plan\?|Welcome! Tell us about your book and we will point you to the right service\.)/,
    );
  });

  for (const [path, expected] of [
    ['/services/book-cover-design/', /^Need a cover\? Tell us your genre and trim size\.$/],
    [
      '/services/illustrations/',
      /^(Questions about this service\? We usually answer within a few minutes\.|Want a quote\? Tell us your word count and deadline\.)$/,
    ],
    ['/business-direct/digital-agencies/', /^Publishing for a team\? Ask about a business account\.$/],
    ['/blog/', /^Enjoying the blog\? Ask an editor anything about your manuscript\.$/],
  ] as const) {
    test(`with functional consent, ${path} gets its own welcome (exact path, else the first listed path it contains)`, async ({ visit, context, baseURL }) => {
      const { page } = visit;
      await context.addCookies([consentCookie(baseURL!, { functional: true })]);
      await page.goto(path);
      await expect(page.locator('.colophon-chat')).toHaveAttribute('data-chat', 'ready', { timeout: 10_000 });
      expect(await page.evaluate(() => (window as unknown as { colophonDemo: { chatMessage?: string } }).colophonDemo.chatMessage)).toMatch(expected);
    });
  }

  test('with only analytics allowed, the chat still does not load', async ({ visit, context, baseURL }) => {
    const { page, requests } = visit;
    await context.addCookies([consentCookie(baseURL!, { analytics: true })]);
    await page.goto('/marketplace/');
    await settled(page);
    expect(requests.filter((r) => chatScript.test(r.url()))).toEqual([]);
  });
});

test.describe('a first visit’s first screen (under 30 KB of script before any scroll or interaction)', () => {
  const chunk = (name: string) => new RegExp(`/dist/${name}\\.[0-9a-f]+\\.js$`);
  const WAITING = [
    'tracking',
    'tabs',
    'slider',
    'pricing-toggle',
    'copy-url',
    'letter-logo',
    'reviews',
    'reviews-load',
    'chat-welcome',
    'video-player',
    'consent-preferences',
    'vendor-preact',
    'vendor-preact-compat',
    'vendor-swiper',
    'link-actions',
    'popup',
    'waitlist',
    'motion-fx',
  ];

  test('a service page downloads only what its first screen runs; the first scroll brings the rest, and the tracking connects', async ({ visit }) => {
    const { page, requests, consoleErrors } = visit;
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = () => requests.filter((r) => r.resourceType() === 'script').map((r) => r.url());
    await page.goto('/services/book-cover-design/');
    await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
    await settled(page); // past every idle wait
    const first = scripts();
    for (const name of WAITING)
      expect(
        first.filter((url) => chunk(name).test(url)),
        name,
      ).toEqual([]);
    // …but what the first screen shows works: the banner (printed by the server; its buttons' chunk, no preact), the bar, the runtime,
    // and the site menu whose toggle is on the screen (fetched when the browser was idle: a first tap finds it ready).
    for (const name of ['runtime', 'consent-banner', 'announcement-bar', 'sticky', 'nav-menu'])
      expect(
        first.some((url) => chunk(name).test(url)),
        name,
      ).toBe(true);
    await expect(page.locator('#colophon-tracking[data-connected]')).toHaveCount(0);

    await page.mouse.wheel(0, 300);
    await expect(page.locator('#colophon-tracking[data-connected]')).toHaveCount(1);
    for (const name of ['tracking', 'tabs', 'pricing-toggle', 'copy-url', 'slider', 'motion-fx'])
      await expect.poll(() => scripts().some((url) => chunk(name).test(url)), name).toBe(true);
    // Third parties still wait for consent.
    expect(scripts().filter((url) => chunk('reviews').test(url) || chunk('chat-welcome').test(url))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the home page: its waitlist popup and the links that open it wait for the first interaction, the site menu on the screen is ready before it; the first key on such a link opens the popup', async ({
    visit,
  }) => {
    const { page, requests, consoleErrors } = visit;
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = () => requests.filter((r) => r.resourceType() === 'script').map((r) => r.url());
    await page.goto('/');
    await page.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).waitFor();
    await settled(page); // past every idle wait
    for (const name of ['popup', 'link-actions', 'waitlist'])
      expect(
        scripts().filter((url) => chunk(name).test(url)),
        name,
      ).toEqual([]);
    // The menu's toggle is on the screen: its chunk came when the browser was idle, so a first tap finds it ready.
    expect(scripts().filter((url) => chunk('nav-menu').test(url))).toHaveLength(1);
    expect(scripts().filter((url) => /navigation\/view/.test(url))).toEqual([]); // nor the theme's menu script
    const join = page.locator('a[href*="elementor-action"][href*="popup"]').first();
    await join.focus(); // reached by keyboard: focus is the first interaction, then Enter at once
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Join the marketplace waitlist' })).toBeVisible();
    for (const name of ['popup', 'link-actions', 'waitlist'])
      expect(
        scripts().filter((url) => chunk(name).test(url)),
        name,
      ).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});
