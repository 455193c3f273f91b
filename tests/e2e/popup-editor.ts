/**
 * A popup made only in the admin, as an owner does on the release zip: Colophon → Popups → Add
 * popup, its content in the block editor, its rules in the sidebar (a refused value named in its
 * field, saving locked until it is fixed), published. It then opens on its page and nowhere else,
 * closes by keyboard and by mouse, and, shown once, stays closed after a reload. Called by
 * release.spec.ts after the blocks' pages exist.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, seriousViolations } from './fixtures';
import { insertBlock, newPage, openEditor, panel, publish } from './block-editor';

export async function popupFromTheAdmin(page: Page, browser: Browser, base: string): Promise<void> {
  await page.goto('/wp-admin/edit.php?post_type=colophon_popup');
  await page.getByRole('link', { name: 'Add popup' }).first().click();
  await page.waitForURL(/post-new\.php\?post_type=colophon_popup/);
  const editor = await openEditor(page, 'Autumn offer');
  await editor.canvas.getByRole('button', { name: 'Add default block' }).click();
  await page.keyboard.type('15% off every bundle booked this month.');

  const settings = await editor.document('Popup');
  // Whether the publish panel's own Publish button refuses (the header's only opens the panel).
  const publishLocked = async (locked: boolean) => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publishing = page.getByRole('region', { name: 'Editor publish' });
    await expect(publishing.getByRole('button', { name: 'Publish', exact: true })).toHaveAttribute('aria-disabled', String(locked));
    await publishing.getByRole('button', { name: 'Cancel' }).click();
  };
  // What opens it: a delay the rules refuse is named in its field, and nothing can be saved.
  const opens = await panel(settings, 'What opens it');
  const delay = opens.getByLabel('Seconds after the page loads');
  await delay.fill('-1');
  await expect(delay).toHaveAttribute('aria-invalid', 'true');
  await expect(opens.getByText('Seconds after the page loads: a whole number from 0 to 600.')).toBeVisible();
  await publishLocked(true);
  await delay.fill('0');
  await expect(delay).toHaveAttribute('aria-invalid', 'false');

  // Where: the Plans page only. Choosing "pages" without one is refused too.
  const where = await panel(settings, 'Where it shows');
  await where.getByRole('radio', { name: 'Chosen pages' }).check();
  await expect(where.getByText('Pages: choose at least one page, or show it on the entire site.')).toBeVisible();
  await publishLocked(true);
  await where.getByRole('group', { name: 'Pages', exact: true }).getByRole('checkbox', { name: 'Plans' }).check();
  await expect(where.getByText('Pages: choose at least one page, or show it on the entire site.')).toHaveCount(0);
  // When: once per visitor, counted when they close it (the default).
  const when = await panel(settings, 'When it may show');
  await expect(when.getByRole('checkbox', { name: 'Limit how often a visitor sees it' })).toBeChecked();
  await expect(when.getByLabel('Show it at most this many times')).toHaveValue('1');
  // axe on the popup's panels, all four open.
  await panel(settings, 'Look');
  expect(await seriousViolations(page, '.interface-complementary-area')).toEqual([]);
  await publish(page);

  const pageAt = async (slug: string) =>
    ((await (await page.request.get(`${base}/?rest_route=/wp/v2/pages&slug=${slug}`)).json()) as Array<{ link: string }>)[0]!.link;
  const plans = await pageAt('plans');
  const offers = await pageAt('offers');
  for (const [i, width] of [390, 1366].entries()) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitor = await context.newPage();
      const banner = visitor.getByRole('dialog', { name: 'We value your privacy' });
      const popup = visitor.getByRole('dialog', { name: 'Autumn offer' });
      if (i === 0) {
        // A first visit to its page: it opens by itself over the unanswered banner, which stays usable.
        await visitor.goto(plans);
        await expect(popup).toBeVisible();
        await banner.getByRole('button', { name: 'Reject all' }).click();
        await expect(banner).toBeHidden();
        await expect(popup).toBeVisible();
      }
      // Not elsewhere: the server does not even print it there.
      await visitor.goto(offers);
      if (i === 1) await banner.getByRole('button', { name: 'Reject all' }).click();
      await expect(visitor.locator('[data-elementor-type="popup"]')).toHaveCount(0);
      // On its page it opens by itself.
      await visitor.goto(plans);
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('15% off every bundle booked this month.');
      expect(await seriousViolations(visitor, '.colophon-popup')).toEqual([]);
      // Closed by keyboard on the phone, by mouse on the desktop.
      if (i === 0) await visitor.keyboard.press('Escape');
      else await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toHaveCount(0);
      // Shown once and closed: not again.
      await visitor.reload();
      await visitor.waitForFunction(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0);
      await visitor.waitForLoadState('networkidle');
      await expect(visitor.getByRole('dialog', { name: 'Autumn offer' })).toHaveCount(0);
      await expect(visitor.locator('[data-elementor-type="popup"]')).toHaveCount(1);
    } finally {
      await context.close();
    }
  }
}

/**
 * The popup button block on another page: the popup it names comes with that page and opens when
 * the button is pressed (by mouse on a phone, by keyboard on a desktop), never by itself there.
 */
export async function popupButton(page: Page, browser: Browser): Promise<void> {
  const editor = await newPage(page, 'Contact');
  await insertBlock(page, 'popup button', 'Popup button');
  const sidebar = await editor.sidebar();
  await sidebar.getByLabel('Popup it opens').selectOption({ label: 'Autumn offer' });
  await sidebar.getByLabel('Button text').fill('See the offer');
  await expect(editor.canvas.getByRole('button', { name: 'See the offer' })).toBeVisible();
  const url = await publish(page);

  for (const [i, width] of [390, 1366].entries()) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(url);
      await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
      const popup = visitor.getByRole('dialog', { name: 'Autumn offer' });
      await visitor.waitForFunction(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0);
      await visitor.waitForLoadState('networkidle');
      await expect(popup).toHaveCount(0); // not by itself: it has no trigger on this page
      const button = visitor.getByRole('button', { name: 'See the offer' });
      if (i === 0) await button.click();
      else {
        await button.focus();
        await visitor.keyboard.press('Enter');
      }
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('15% off every bundle booked this month.');
    } finally {
      await context.close();
    }
  }
}

/**
 * A popup made in the admin for one page, opened by the triggers `configure` switches on in "What
 * opens it" (the page-load trigger, on by default, switched off first).
 */
async function makePopup(page: Page, title: string, text: string, target: string, configure: (opens: Locator) => Promise<void>): Promise<void> {
  await page.goto('/wp-admin/post-new.php?post_type=colophon_popup');
  const editor = await openEditor(page, title);
  await editor.canvas.getByRole('button', { name: 'Add default block' }).click();
  await page.keyboard.type(text);
  const settings = await editor.document('Popup');
  const where = await panel(settings, 'Where it shows');
  await where.getByRole('radio', { name: 'Chosen pages' }).check();
  // Found by a search, as on a site with more pages than the list shows.
  await where.getByLabel('Find a page').fill(target);
  await where.getByRole('group', { name: 'Pages', exact: true }).getByRole('checkbox', { name: target }).check();
  await where.getByLabel('Find a page').fill('');
  await expect(where.getByRole('group', { name: 'Pages', exact: true }).getByRole('checkbox').first()).toHaveAccessibleName(target);
  const opens = await panel(settings, 'What opens it');
  await opens.getByRole('checkbox', { name: 'When the page loads' }).uncheck();
  await configure(opens);
  await publish(page);
}

/** A visitor of `url` at `width` (consent answered, the runtime ready), for `visit`. */
async function visiting(browser: Browser, url: string, width: number, visit: (visitor: Page) => Promise<void>, touch = false): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: touch, isMobile: touch });
  try {
    const visitor = await context.newPage();
    await visitor.goto(url);
    await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
    await visitor.waitForFunction(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0);
    await visitor.waitForLoadState('networkidle');
    await visit(visitor);
  } finally {
    await context.close();
  }
}

/**
 * Every other trigger kind an owner sets in the sidebar, each shown to a new visitor by doing only
 * what it waits for: scrolling down part of the page (phone), a tap on a chosen element (phone), the
 * pointer leaving the page at the top (desktop), an element scrolled into view (phone), and a while
 * without any input (desktop). Each popup stays closed until then. Pages from the blocks' tests.
 */
export async function popupTriggers(page: Page, browser: Browser, base: string): Promise<void> {
  const pageAt = async (slug: string) =>
    ((await (await page.request.get(`${base}/?rest_route=/wp/v2/pages&slug=${slug}`)).json()) as Array<{ link: string }>)[0]!.link;
  await makePopup(page, 'Newsletter', 'A new guide every month.', 'Guides by topic', async (opens) => {
    await opens.getByRole('checkbox', { name: 'When the visitor scrolls down' }).check();
    await opens.getByLabel('Scrolled down (percent of the page)').fill('40');
    await opens.getByRole('checkbox', { name: 'When an element is clicked' }).check();
    await opens.getByLabel('Element clicked (CSS selector)').fill('.colophon-filter');
    await opens.getByRole('checkbox', { name: 'When the visitor is about to leave' }).check();
  });
  await makePopup(page, 'Questions?', 'Our team answers within a day.', 'Book a call', async (opens) => {
    await opens.getByRole('checkbox', { name: 'When an element comes into view' }).check();
    await opens.getByLabel('Element scrolled to (CSS selector)').fill('footer');
  });
  await makePopup(page, 'Still there?', 'Take your time: your place is kept.', 'Workshops', async (opens) => {
    await opens.getByRole('checkbox', { name: 'When the visitor does nothing for a while' }).check();
    await opens.getByLabel('Seconds without activity').fill('5');
  });

  const guides = await pageAt('guides-by-topic');
  const newsletter = (visitor: Page) => visitor.getByRole('dialog', { name: 'Newsletter' });
  // Scrolled part of the way down (phone).
  await visiting(
    browser,
    guides,
    390,
    async (visitor) => {
      await expect(newsletter(visitor)).toHaveCount(0);
      await visitor.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.6));
      await expect(newsletter(visitor)).toBeVisible();
    },
    true,
  );
  // A tap on the chosen element (phone): the filter bar.
  await visiting(
    browser,
    guides,
    390,
    async (visitor) => {
      await expect(newsletter(visitor)).toHaveCount(0);
      await visitor.locator('.colophon-filter .e-filter-label').tap();
      await expect(newsletter(visitor)).toBeVisible();
    },
    true,
  );
  // The pointer leaving at the top of the window (desktop).
  await visiting(browser, guides, 1366, async (visitor) => {
    await visitor.mouse.move(600, 300);
    await expect(newsletter(visitor)).toHaveCount(0);
    await visitor.mouse.move(600, -10, { steps: 5 });
    await expect(newsletter(visitor)).toBeVisible();
    await newsletter(visitor).getByRole('button', { name: 'Close' }).click();
    await expect(newsletter(visitor)).toHaveCount(0);
  });
  // An element scrolled into view (phone): the site's footer, below the booking calendar's frame.
  await visiting(
    browser,
    await pageAt('book-a-call'),
    390,
    async (visitor) => {
      const questions = visitor.getByRole('dialog', { name: 'Questions?' });
      await expect(questions).toHaveCount(0);
      await visitor.locator('footer').first().scrollIntoViewIfNeeded();
      await expect(questions).toBeVisible();
    },
    true,
  );
  // A while without input (desktop): it opens with nothing done.
  await visiting(browser, await pageAt('workshops'), 1366, async (visitor) => {
    await expect(visitor.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
  });
}
