<?php
/**
 * Plugin Name: Colophon bench: delay JavaScript
 * Description: Side C of `npm run bench -- --only delay` on the demo: what "Delay JavaScript until interaction" plugins (perfmatters, WP Rocket, Flying Scripts) do, as their documentation describes it, written for the bench (no plugin of theirs may be committed): every script of a page is held until the visitor's first key, click, touch, wheel or pointer move, then all of them run in the order printed, the document's ready and load events are sent again for the scripts that wait on them, and the clicks made meanwhile are given again. Only on requests with `?bench-delay`; written into mu-plugins by the bench, never part of the plugin or its release.
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a bench switch, read only.
if ( is_admin() || ! isset( $_GET['bench-delay'] ) ) {
	return;
}

add_action(
	'template_redirect',
	static function (): void {
		ob_start( 'colophon_bench_delay_scripts' );
	},
	PHP_INT_MIN
);

/** Every script that would run, made inert (`type="bench/delayed"`); the loader added before `</body>`. */
function colophon_bench_delay_scripts( string $html ): string {
	if ( ! class_exists( 'WP_HTML_Tag_Processor' ) || false === stripos( $html, '</body>' ) ) {
		return $html;
	}
	$tags = new WP_HTML_Tag_Processor( $html );
	while ( $tags->next_tag( 'script' ) ) {
		$type = strtolower( trim( (string) $tags->get_attribute( 'type' ) ) );
		if ( ! in_array( $type, array( '', 'text/javascript', 'application/javascript', 'module' ), true ) ) {
			continue; // Data (JSON, import maps, speculation rules) is not run: left as it is.
		}
		if ( '' !== $type ) {
			$tags->set_attribute( 'data-bench-type', $type );
		}
		$tags->set_attribute( 'type', 'bench/delayed' );
	}
	$nonce  = function_exists( 'colophon_demo_csp_nonce' ) ? ' nonce="' . esc_attr( colophon_demo_csp_nonce() ) . '"' : '';
	$loader = '<script' . $nonce . '>' . colophon_bench_delay_loader() . '</script>';
	$html   = $tags->get_updated_html();
	$at     = strripos( $html, '</body>' );
	return substr( $html, 0, $at ) . $loader . substr( $html, $at );
}

/** The loader: on the first input, each held script in turn (a file waits for its load), then the ready and load events again. */
function colophon_bench_delay_loader(): string {
	return <<<'JS'
(function () {
  var inputs = ['keydown', 'mousedown', 'mousemove', 'touchstart', 'touchmove', 'wheel'];
  var started = false;
  // Clicks while the scripts load are held and given again once they have run (perfmatters does so by default).
  var clicks = [];
  function hold(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    clicks.push(event.target);
  }
  function start() {
    if (started) return;
    started = true;
    window.addEventListener('click', hold, true);
    inputs.forEach(function (type) { window.removeEventListener(type, start, { passive: true }); });
    var held = Array.prototype.slice.call(document.querySelectorAll('script[type="bench/delayed"]'));
    (function next() {
      var old = held.shift();
      if (!old) {
        document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
        window.dispatchEvent(new Event('load'));
        window.removeEventListener('click', hold, true);
        clicks.forEach(function (target) { target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })); });
        return;
      }
      var script = document.createElement('script');
      Array.prototype.forEach.call(old.attributes, function (attribute) {
        if (attribute.name !== 'type' && attribute.name !== 'data-bench-type') script.setAttribute(attribute.name, attribute.value);
      });
      if (old.dataset.benchType) script.type = old.dataset.benchType;
      script.nonce = old.nonce;
      if (old.src) {
        script.onload = script.onerror = next;
        old.replaceWith(script);
      } else {
        script.textContent = old.textContent;
        old.replaceWith(script);
        next();
      }
    })();
  }
  inputs.forEach(function (type) { window.addEventListener(type, start, { passive: true }); });
})();
JS;
}
