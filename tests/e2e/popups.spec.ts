/** Popups and link actions on the demo site: every trigger, every way to close, keyboard use, hostile hashes. */
import type { Page } from '@playwright/test';
import { consentCookie, expect, frames, settled, test } from './fixtures';

/**
 * Pauses the page's clock a moment from now, by the page's own clock: a busy machine can carry that
 * clock past a target read a moment before, so it is read again until the pause takes.
 */
const pauseSoon = (page: Page) => expect(async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 50))).toPass({ timeout: 10_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([consentCookie(baseURL!)]);
});

const popup = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
/**
 * The handlers due at load have connected (triggers armed): the runtime's `colophon.ready` action
 * ran. A popup that only opens when asked, and the action links, connect at the first interaction.
 */
const ready = (page: Page) => page.waitForFunction(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0);
const fixture = (name: string) => `/fixtures/popup-${name}/`;

test.describe('triggers open their popup', () => {
  test('page load, after its delay', async ({ page }) => {
    await page.goto(fixture('page-load'));
    await expect(popup(page, 'Opened by the page-load trigger')).toBeVisible();
  });

  test('scrolling down past the offset', async ({ page }) => {
    await page.goto(fixture('scroll-down'));
    await ready(page);
    await page.mouse.wheel(0, 300);
    await frames(page);
    await expect(popup(page, 'Opened by the scroll-down trigger')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.55));
    await expect(popup(page, 'Opened by the scroll-down trigger')).toBeVisible();
  });

  test('scrolling up, at once', async ({ page }) => {
    await page.goto(fixture('scroll-up'));
    await ready(page);
    // The popup connects after `colophon.ready` (its chunk is deferred; its stylesheet is printed inline with the page):
    // the trigger counts from where the page is then.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/dist\/popup\.[^/]*\.js(\?|$)/.test(e.name)));
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await frames(page);
    await expect(popup(page, 'Opened by the scroll-up trigger')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(popup(page, 'Opened by the scroll-up trigger')).toBeVisible();
  });

  test('scrolling an element into view', async ({ page }) => {
    await page.goto(fixture('scroll-to'));
    await ready(page);
    await expect(popup(page, 'Opened by the scroll-to trigger')).toHaveCount(0);
    await page.locator('#popup-target').scrollIntoViewIfNeeded();
    await expect(popup(page, 'Opened by the scroll-to trigger')).toBeVisible();
  });

  test('the second click on the page', async ({ page }) => {
    await page.goto(fixture('click'));
    await ready(page);
    await page.getByTestId('page-button').click();
    await frames(page);
    await expect(popup(page, 'Opened by the click trigger')).toHaveCount(0);
    await page.getByTestId('page-button').click();
    await expect(popup(page, 'Opened by the click trigger')).toBeVisible();
  });

  test('inactivity, reset by scrolling and keys', async ({ page }) => {
    // The page's clock is the test's: 2 s of inactivity are counted exactly, however busy the machine.
    await page.clock.install();
    await page.goto(fixture('inactivity'));
    await ready(page);
    await pauseSoon(page);
    for (let i = 0; i < 3; i++) {
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 100);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before); // the wheel was heard
      await page.clock.runFor(1500);
    }
    await page.keyboard.press('Shift');
    await page.clock.runFor(1500);
    await expect(popup(page, 'Opened by the inactivity trigger')).toHaveCount(0);
    await page.clock.runFor(600); // 2.1 s since the key
    await expect(popup(page, 'Opened by the inactivity trigger')).toBeVisible({ timeout: 5000 });
  });

  test('exit intent: the pointer leaves through the top', async ({ page }) => {
    await page.goto(fixture('exit'));
    await ready(page);
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 100);
    await expect(popup(page, 'Before you go')).toHaveCount(0);
    await page.mouse.move(400, -10);
    await expect(popup(page, 'Before you go')).toBeVisible();
  });

  test('an ad blocker hiding the bait element', async ({ page }) => {
    // An ad blocker's cosmetic filter, as extensions inject it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '.adsbox { display: none !important; }';
        document.head.append(style);
      });
    });
    await page.goto(fixture('adblock'));
    await expect(popup(page, 'Opened by the adblock trigger')).toBeVisible();
    await expect(page.locator('.adsbox')).toHaveCount(0); // the bait is cleaned up
  });

  test('without an ad blocker the adblock popup stays closed', async ({ page }) => {
    // The trigger's bait: seen added, then removed once it was checked (its delay, 1 s in the demo).
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { baitSeen: string[] }).baitSeen = []);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if ((node as Element).classList?.contains('adsbox')) seen.push('added');
          for (const node of record.removedNodes) if ((node as Element).classList?.contains('adsbox')) seen.push('removed');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(fixture('adblock'));
    await ready(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { baitSeen: string[] }).baitSeen)).toEqual(['added', 'removed']);
    await frames(page);
    await expect(popup(page, 'Opened by the adblock trigger')).toHaveCount(0);
  });
});

test.describe('closing', () => {
  test('by the close button, the background and Esc; focus returns to the opener', async ({ page }) => {
    await page.goto(fixture('actions'));
    const opener = page.getByTestId('open');
    const waitlist = popup(page, 'Join the marketplace waitlist');
    // A theme's look for buttons does not change the close button of Colophon's own popups either.
    await page.addStyleTag({
      content: 'button,[type=button]{border:1px solid #c36;padding:.5rem 1rem;border-radius:3px;color:#c36;background-color:transparent}',
    });
    await opener.click();
    await expect(waitlist).toBeVisible();
    await expect(waitlist.getByRole('button', { name: 'Close' })).toHaveCSS('border-top-width', '0px');
    await expect(waitlist.getByRole('button', { name: 'Close' })).toHaveCSS('background-color', 'rgb(242, 242, 242)');
    await waitlist.getByRole('button', { name: 'Close' }).click();
    await expect(waitlist).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(waitlist).toBeVisible();
    await page.mouse.click(5, 5); // the background
    await expect(waitlist).toHaveCount(0);

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(waitlist).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(waitlist).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('Esc and the background respect prevent-close; the close button appears after its delay', async ({ page }) => {
    await page.goto(fixture('locked'));
    const locked = popup(page, 'Esc does not close this one');
    await expect(locked).toBeVisible();
    await expect(locked.getByRole('button', { name: 'Close' })).toBeHidden();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(locked).toBeVisible();
    await expect(locked.getByRole('button', { name: 'Close' })).toBeVisible({ timeout: 3000 });
    await locked.getByRole('button', { name: 'Close' }).click();
    await expect(locked).toHaveCount(0);
  });

  test('automatically after its time', async ({ page }) => {
    await page.goto(fixture('auto-close'));
    await expect(popup(page, 'This closes by itself')).toBeVisible();
    await expect(popup(page, 'This closes by itself')).toHaveCount(0, { timeout: 5000 });
  });

  test('"do not show again" survives a reload', async ({ page }) => {
    await page.goto(fixture('actions'));
    await page.getByTestId('open').click();
    const waitlist = popup(page, 'Join the marketplace waitlist');
    await expect(waitlist).toBeVisible();
    await waitlist.getByRole('link', { name: 'No thanks, don’t show this again' }).click();
    await expect(waitlist).toHaveCount(0);
    await page.reload();
    await page.getByTestId('open').click();
    await page.getByTestId('open-selector').click();
    await settled(page);
    await expect(waitlist).toHaveCount(0);
  });

  test('a "do not show again" the page builder stored (its `elementor` storage) is kept after the switch to Colophon', async ({ page }) => {
    await page.goto(fixture('actions'));
    const id = await page.locator('[data-elementor-type="popup"]').filter({ hasText: 'Join the marketplace waitlist' }).getAttribute('data-elementor-id');
    await page.evaluate((popupId) => {
      localStorage.clear();
      localStorage.setItem('elementor', JSON.stringify({ [`popup_${popupId}_disable`]: true, pageViews: 9 }));
    }, id);
    await page.reload();
    await ready(page);
    await page.getByTestId('open').click();
    // The popup connected (it adopts the history when it does), and the action reached it.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('colophon') ?? '{}')))
      .toMatchObject({ [`popup_${id}_disable`]: true, __adopted: 'elementor' });
    await settled(page);
    await expect(popup(page, 'Join the marketplace waitlist')).toHaveCount(0);
  });
});

test('avoid multiple: a trigger-started popup is skipped when another popup already showed', async ({ page }) => {
  await page.goto(fixture('avoid-multiple'));
  await expect(popup(page, 'The first popup')).toBeVisible();
  await page.waitForTimeout(3000); // the second popup's trigger fires after 2 s
  await expect(popup(page, 'The second popup')).toHaveCount(0);
});

test('keyboard only: focus moves into the popup, Tab stays inside, Esc closes and focus returns', async ({ page }) => {
  await page.goto(fixture('actions'));
  const opener = page.getByTestId('open-selector');
  await opener.focus();
  await page.keyboard.press('Enter');
  const waitlist = popup(page, 'Join the marketplace waitlist');
  await expect(waitlist).toBeVisible();
  await expect(waitlist).toHaveAttribute('aria-modal', 'true');
  expect(await page.locator('.colophon-popup').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  // The page behind is inert (out of reach of pointer, Tab and screen readers) while it is open;
  // only the consent banner, drawn above every popup, stays reachable (src/kit/inert-behind.ts).
  const behindInert = () =>
    page.evaluate(() =>
      [...document.body.children]
        .filter((el) => !el.classList.contains('colophon-popup') && !(el instanceof HTMLScriptElement))
        .map((el) => `${el.id === 'colophon-consent' ? 'consent' : 'page'} ${el.hasAttribute('inert') ? 'inert' : 'reachable'}`),
    );
  expect(new Set(await behindInert())).toEqual(new Set(['page inert', 'consent reachable']));
  await expect.poll(() => waitlist.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await waitlist.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(waitlist).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await page.locator('[inert]').count()).toBe(0); // the page is given back
});

test.describe('link actions', () => {
  test('open by a URL-encoded action link, toggle the off-canvas panel', async ({ page }) => {
    await page.goto(fixture('actions'));
    await page.getByTestId('open-encoded').click();
    await expect(popup(page, 'Join the marketplace waitlist')).toBeVisible();
    await page.keyboard.press('Escape');

    const panel = page.getByTestId('off-canvas');
    await page.getByTestId('off-canvas-open').click();
    await expect(panel).toBeVisible();
    await page.getByTestId('off-canvas-close').click();
    await expect(panel).toBeHidden();
    await page.getByTestId('off-canvas-toggle').click();
    await expect(panel).toBeVisible();
    await page.getByTestId('off-canvas-toggle').click();
    await expect(panel).toBeHidden();
  });

  test('a hover action runs after the delay the site set (700 ms in the demo), not before, and not if the pointer leaves', async ({ page }) => {
    await page.goto(fixture('actions'));
    await ready(page);
    expect(await page.evaluate(() => window.colophon!.config.linkActions?.hoverDelay)).toBe(700);
    const waitlist = popup(page, 'Join the marketplace waitlist');
    // Pointer moves go to fixed points: with the clock paused, actionability checks would wait for frames.
    const centre = async (testId: string) => {
      const box = (await page.getByTestId(testId).boundingBox())!;
      return [box.x + box.width / 2, box.y + box.height / 2] as const;
    };
    const [hoverX, hoverY] = await centre('hover');
    const [awayX, awayY] = await centre('delete');
    // Pointing at the link is the page's first interaction: its chunk and the popup's load, and the
    // pointer already on it when they connect counts.
    await page.mouse.move(hoverX, hoverY);
    await expect(waitlist).toBeVisible();
    // Closed with the pointer still where the link is: the overlay going puts the link back under
    // it (the browser enters the link again), which is no new hover; it stays closed.
    await page.keyboard.press('Escape');
    await expect(waitlist).toHaveCount(0);
    await page.waitForTimeout(1500);
    await expect(waitlist).toHaveCount(0);
    await page.mouse.move(awayX, awayY);
    await page.clock.install();
    // Paused, time moves only when the test says, so the 699/700 ms edge is exact.
    await pauseSoon(page);

    await page.mouse.move(hoverX, hoverY);
    await page.clock.runFor(650);
    await page.mouse.move(awayX, awayY); // left before the delay: nothing runs
    await page.clock.runFor(1000);
    await expect(waitlist).toHaveCount(0);

    await page.mouse.move(hoverX, hoverY);
    await page.clock.runFor(699);
    await expect(waitlist).toHaveCount(0);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(waitlist).toBeVisible();
  });

  test('a delete link asks first, and navigates only when confirmed', async ({ page }) => {
    await page.goto(fixture('actions'));
    const messages: string[] = [];
    const dismissed = new Promise<void>((resolve) =>
      page.once('dialog', (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss().then(resolve);
      }),
    );
    await page.getByTestId('delete').click(); // the first interaction: held until its chunk is there
    await dismissed;
    await settled(page);
    expect(page.url()).toContain('/popup-actions/');
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByTestId('delete').click();
    await page.waitForURL(/deleted=1/);
    expect(messages).toEqual(['Delete this draft for good?', 'Delete this draft for good?']);
  });

  test('hostile link settings (markup in an id, a javascript: URL, an unknown action) execute nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(fixture('actions'));
    await page.getByTestId('hostile').click();
    await page.getByTestId('unknown').click();
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a hash in the address runs only if a link on the page declares it, and its settings stay data', async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const pwned = () => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);
    const viewer = page.getByRole('dialog', { name: 'Media viewer' });
    await page.goto(fixture('actions'));
    const declared = await page.getByTestId('lightbox-action').getAttribute('href');
    const hostile = await page.getByTestId('hostile-lightbox').getAttribute('href');
    const cover = new URL('/wp-content/plugins/colophon/demo/gallery/cover-2.svg', baseURL).href;
    const undeclared = `#elementor-action:action=lightbox&settings=${Buffer.from(JSON.stringify({ url: cover, type: 'image' })).toString('base64')}`;
    const load = async (hash: string) => {
      await page.goto('/'); // a real load each time, not a same-document hash change
      await page.goto(`${baseURL}${fixture('actions')}${hash}`);
      await ready(page);
    };

    // Declared, with markup in its title: it opens, and the markup is shown as text.
    await load(declared!);
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('img')).toHaveAttribute('src', /cover-1\.svg$/);
    await expect(viewer).toContainText('<img src=x onerror=window.__pwned=1> Cover 1');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    // Declared, with a javascript: URL: the guard lets it through, the sanitiser refuses it.
    await load(hostile!);
    await settled(page);
    await expect(viewer).toHaveCount(0);
    expect(await pwned()).toBeUndefined();

    // A safe action no link declares: nothing opens, neither it nor any link's own action.
    await load(undeclared);
    await settled(page);
    await expect(viewer).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await pwned()).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('a page hash that a link on the page declares opens the popup on load', async ({ page, baseURL }) => {
    const hash = await (async () => {
      await page.goto(fixture('actions'));
      return page.getByTestId('open').getAttribute('href');
    })();
    await page.goto('/'); // a real load, not a same-document hash change
    await page.goto(`${baseURL}/fixtures/popup-actions/${hash}`);
    await expect(popup(page, 'Join the marketplace waitlist')).toBeVisible();
  });
});

test('pages whose popups count nothing store nothing; the newsletter popup counts its impression when it shows', async ({ page }) => {
  const stored = () => page.evaluate(() => localStorage.getItem('colophon'));
  await page.goto('/how-to-price-your-first-ebook/');
  await ready(page);
  expect(await stored()).toBeNull();
  await page.goto(fixture('actions'));
  await ready(page);
  expect(await stored()).toBeNull();
  await page.goto('/self-publishing/');
  await ready(page);
  expect(await stored()).toBeNull(); // rules evaluated, nothing shown yet
  await expect(popup(page, 'Get the self-publishing checklist')).toBeVisible({ timeout: 8000 });
  const blob = JSON.parse((await stored())!) as Record<string, unknown> & { __expiration: Record<string, number> };
  const key = Object.keys(blob).find((k) => /^popup-\d+-impressions-count$/.test(k))!;
  expect(blob[key]).toBe(1);
  expect(blob.__expiration[key]! - Date.now()).toBeGreaterThan(86_400_000 - 60_000); // a one-day window
  expect(Object.keys(blob).sort()).toEqual(['__expiration', key]);
});

test('the popup chunk loads only on pages with a popup; for one that only opens when asked, at the first interaction', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => /\/dist\/(popup|link-actions)\.[0-9a-f]{8}\.js$/.test(r.url()) && chunks.push(r.url().split('/').pop()!.split('.')[0]!));
  await page.goto('/how-to-price-your-first-ebook/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Shift');
  await settled(page);
  expect(chunks).toEqual([]);
  await page.goto(fixture('actions'));
  await page.waitForLoadState('networkidle');
  await settled(page); // past every idle wait
  expect(chunks).toEqual([]);
  await page.keyboard.press('Shift');
  await expect.poll(() => [...chunks].sort()).toEqual(['link-actions', 'popup']);
  // A popup that opens by itself loads with the page.
  chunks.length = 0;
  await page.goto(fixture('scroll-down'));
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual(['popup']);
});
