<?php
/**
 * The demo's stand-in for the page builder's render call, used by fixtures built at install
 * (demo/layout.php) and at request time (demo/page-builder-*.php).
 *
 * @package Colophon
 */

defined( 'ABSPATH' ) || exit;

/**
 * `$inner` passed through the page builder's `elementor/widget/render_content` filter with a
 * stand-in of the widget it hands over (its name and settings), as a page builder page does: so
 * Colophon's server side acts on a fixture as on a real page.
 */
function colophon_demo_pb_render( string $name, array $settings, string $inner ): string {
	$widget = new class( $name, $settings ) {
		public function __construct( private string $name, private array $settings ) {}
		public function get_name(): string {
			return $this->name;
		}
		public function get_settings_for_display(): array {
			return $this->settings;
		}
	};
	return (string) apply_filters( 'elementor/widget/render_content', $inner, $widget );
}
