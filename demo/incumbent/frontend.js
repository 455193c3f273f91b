/*
 * Demo stand-in for the page builder's front-end script, written here (no incumbent code): it
 * defines the global its real front end defines, so Colophon can tell it runs, and marks the page.
 * Queued only on /fixtures/page-builder-takeover/ (demo/page-builder-widgets.php).
 */
window.elementorFrontendConfig = { standIn: true };
document.documentElement.setAttribute('data-incumbent-front-end', 'ran');
