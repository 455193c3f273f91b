/**
 * The bar's head script, printed synchronously in <head> on a page with a bar (./php/Feature.php):
 * it copies the bars this visitor closed onto `<html data-colophon-dismissed>` before the first
 * paint, so the bar's CSS rule hides a closed bar with no flash and no layout shift. Pages without
 * a bar, most of them, do not get it; the consent boots carry none of it.
 */
import { markDismissed } from '../../src/runtime/dismissed';

markDismissed(document.documentElement);
