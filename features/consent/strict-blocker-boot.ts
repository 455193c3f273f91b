/**
 * The consent boot for strict mode while a provider is a path or this site's own host, which a
 * policy cannot tell apart from the site (php/Providers.php needs_blocker): the browser's policy
 * (./strict.ts) holds back every other host, the script blocker patches for those. Its second half
 * is ./after.ts, as the default boot's.
 */
import { bootWithBlocker } from './blocker-boot';
import { enforceStrict } from './strict';

bootWithBlocker(enforceStrict);
