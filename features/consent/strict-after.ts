/**
 * The second half of strict mode's small boot (./strict-boot.ts), printed `defer` right after it:
 * as ./after.ts, with no blocker; the tags the server printed inert, and inert markup page code
 * adds later, are brought back by the releaser alone, made when first needed (most pages have none).
 */
import { createCheck } from './blocker/check';
import { CATEGORIES } from './blocker/inert';
import { createReleaser, type Releaser } from './blocker/release';
import { providersOf } from './config';
import { providerMatcher } from './providers';
import { connectBooted, saidUnreadable } from './start';

const booted = window.colophonBooted;
if (!booted) saidUnreadable();
else if (!booted.blocker) {
  let releaser: Releaser | undefined;
  const { config } = booted.begun;
  const allowed = (slug: string) => booted.allowed(slug);
  connectBooted(booted, {
    release() {
      if (document.querySelector(`[${CATEGORIES}]`))
        (releaser ??= createReleaser(createCheck(providerMatcher(providersOf(config), allowed, () => document.baseURI)), allowed)).release();
    },
  });
}
