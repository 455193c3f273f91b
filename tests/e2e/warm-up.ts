/**
 * Runs once before the first test, after the web servers answer: every worker's site is warmed the
 * way a first visitor and a first administrator would, so no test pays for a cold site (PHP's
 * caches, the first admin request's jobs, Playground's cron run) or meets a request aborted
 * while the site was still waking up. Each step waits on the server's answer, never on time.
 */
import { request, type APIRequestContext, type FullConfig } from '@playwright/test';
import { siteURL, SERVER, WORKERS } from '../../playwright.config';
import { DEMO_USERS } from './login';

/** The answer to `path`; a transport failure (the connection dropped or refused) is tried once more. */
export async function answer(context: APIRequestContext, path: string, options: Parameters<APIRequestContext['fetch']>[1] = {}) {
  try {
    return await context.fetch(path, options);
  } catch (error) {
    console.log(`[warm-up] ${path}: ${(error as Error).message.split('\n')[0]}; asking once more`);
    return context.fetch(path, options);
  }
}

/**
 * Warms one site as its first visitor and first administrator would. `playgroundCron`: the site
 * runs on Playground, whose cron runs on a visit in the one PHP worker, so it is run to its end here.
 * Also warms the second, empty site a test starts (./empty-site.ts startEmptySite).
 */
export async function warm(baseURL: string, playgroundCron = SERVER === 'playground'): Promise<void> {
  const context = await request.newContext({ baseURL, timeout: 180_000 });
  try {
    const expectOk = async (path: string, options: Parameters<APIRequestContext['fetch']>[1] = {}) => {
      const response = await answer(context, path, options);
      if (response.status() >= 400) throw new Error(`[warm-up] ${baseURL}${path} answered ${response.status()}`);
      return response;
    };
    await expectOk('/');
    await expectOk('/wp-login.php'); // sets WordPress's test cookie, which the login form needs
    await expectOk('/wp-login.php', {
      method: 'POST',
      form: { log: 'admin', pwd: DEMO_USERS.admin, 'wp-submit': 'Log In', redirect_to: `${baseURL}/wp-admin/`, testcookie: '1' },
      maxRedirects: 0,
    });
    const cookies = (await context.storageState()).cookies;
    if (!cookies.some((cookie) => cookie.name.startsWith('wordpress_logged_in_'))) throw new Error(`[warm-up] ${baseURL}: the administrator could not log in`);
    // The dashboard and Colophon's own screen: the admin's first request and what it starts.
    await expectOk('/wp-admin/');
    await expectOk('/wp-admin/admin.php?page=colophon');
    // Playground runs WordPress's cron on a visit, in the one PHP worker: let it finish here.
    // (The stack turns the visitor-run cron off, as production sites with a system cron do.)
    if (playgroundCron) await expectOk('/wp-cron.php?doing_wp_cron');
  } finally {
    await context.dispose();
  }
}

export default async function warmUp(_config: FullConfig): Promise<void> {
  const started = Date.now();
  await Promise.all(Array.from({ length: WORKERS }, (_, index) => warm(siteURL(index))));
  console.log(`[warm-up] ${WORKERS} site${WORKERS > 1 ? 's' : ''} warm after ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
