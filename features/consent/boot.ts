/**
 * The consent boot with the script blocker (./blocker-boot.ts), printed synchronously at the top of
 * <head>, before any tag manager or third-party script; its second half is ./after.ts. Strict mode
 * has boots of its own (./strict-boot.ts, ./strict-blocker-boot.ts), so this one, which most pages
 * get, carries none of its code.
 */
import { bootWithBlocker } from './blocker-boot';

bootWithBlocker();
