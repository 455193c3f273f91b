<?php
/**
 * Prints the tracking marker on every front-end page: `<div id="colophon-tracking" hidden
 * data-settings="…">`. The runtime loads the tracking chunk for it when the page is idle, so it
 * costs nothing at load; the chunk does nothing third-party until consent allows it. The markup is
 * the same for every visitor (cacheable). Filter `colophon_tracking_enabled` (false: no marker).
 *
 * @package Colophon
 */

namespace Colophon\Tracking;

defined( 'ABSPATH' ) || exit;

final class Module {

	private bool $printed = false;

	public function register(): void {
		add_action( 'wp_footer', array( $this, 'print_marker' ), 5 );
		( new SettingsPage() )->register();
	}

	public function print_marker(): void {
		/**
		 * Filters whether this page gets tracking (its config and chunk).
		 *
		 * @param bool $enabled True by default.
		 */
		if ( $this->printed || is_admin() || ! apply_filters( 'colophon_tracking_enabled', true ) ) {
			return;
		}
		$this->printed = true;
		printf( '<div id="colophon-tracking" hidden data-settings="%s"></div>' . "\n", esc_attr( (string) wp_json_encode( Settings::front() ) ) );
	}
}
