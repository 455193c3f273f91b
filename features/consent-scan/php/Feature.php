<?php
/**
 * The site scan (from activation, so an owner can run it before finishing the setup): its screen
 * and its REST routes.
 *
 * @package Colophon
 */

namespace Colophon\ConsentScan;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Endpoint() )->register();
		if ( is_admin() ) {
			( new Screen() )->register();
		}
		// The welcome screen's section, in the admin and for its save (a REST request).
		add_filter(
			'colophon_welcome_sections',
			static function ( array $sections ): array {
				$sections['consent-scan'] = new Welcome();
				return $sections;
			}
		);
	}
}
