import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const DEMO_USERS = { admin: 'password', reader: 'reader-password' } as const;

/**
 * Logs `page` in as one of the demo's users through the real login form. It waits for WordPress's
 * logged-in cookie rather than for the admin page the form redirects to: that page is not what the
 * tests look at, and its load (dashboard widgets, heartbeat) is the slowest request on the site.
 */
export async function logIn(page: Page, user: keyof typeof DEMO_USERS = 'admin'): Promise<void> {
  const context: BrowserContext = page.context();
  await page.goto('/wp-login.php');
  const name = page.getByLabel('Username or Email Address');
  const password = page.getByLabel('Password', { exact: true });
  // WordPress 6.1's login page focuses and selects the user name 200 ms after it loads; a fill
  // that began before can then land in that field. Filled again until both hold what was meant.
  await expect(async () => {
    await name.fill(user);
    await password.fill(DEMO_USERS[user]);
    expect([await name.inputValue(), await password.inputValue()]).toEqual([user, DEMO_USERS[user]]);
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name.startsWith('wordpress_logged_in_')), { timeout: 20_000, message: `${user} is logged in` })
    .toBe(true);
}

/**
 * Ticks or unticks one choice of the welcome screen (Colophon → Overview) as an owner does, saves
 * the form, and waits until the saved screen shows it so. `page` is logged in as the admin.
 */
export async function setWelcomeChoice(page: Page, name: string, on: boolean): Promise<void> {
  await page.goto('/wp-admin/admin.php?page=colophon');
  await page.getByRole('checkbox', { name, exact: true }).setChecked(on);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked({ checked: on });
}
