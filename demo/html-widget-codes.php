<?php
/**
 * Fixture data: the code in the page builder's HTML widgets of the takeover fixtures (the page's
 * stored data, demo/content.php, and its printed markup, demo/page-builder-widgets.php).
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

/** The HTML widget's code on the takeover fixtures: markup only, code using jQuery, code using the page builder's front end. */
const COLOPHON_DEMO_HTML_MARKUP = '<aside class="colophon-demo-note" style="border-left:4px solid #1f7a4d;padding:8px 12px">Open Monday to Friday, 9 to 5.</aside>';

/** Code that loads a script of its own, which uses jQuery (inline code would be refused by the demo's CSP, demo/csp.php). */
function colophon_demo_html_jquery(): string {
	return '<p id="colophon-demo-jquery-note">Waiting for jQuery…</p><script src="' . esc_url( plugins_url( 'demo/html-widget-jquery.js', COLOPHON_FILE ) ) . '"></script>'; // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- the widget's own code, as an owner pastes it.
}

/** Code built on the page builder's front end (its init event and hooks). */
const COLOPHON_DEMO_HTML_PAGE_BUILDER = '<script>window.addEventListener("elementor/frontend/init", function () { elementorFrontend.hooks.addAction("frontend/element_ready/global", function () {}); });</script>';
