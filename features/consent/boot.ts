/**
 * The consent boot (./start.ts) with the script blocker, printed synchronously at the top of
 * <head>, before any tag manager or third-party script. Strict mode has boots of its own
 * (./strict-boot.ts, ./strict-blocker-boot.ts), so this one, which most pages get, carries none
 * of its code.
 */
import { blockerProtection } from './blocker-boot';
import { startConsent } from './start';

startConsent(blockerProtection());
