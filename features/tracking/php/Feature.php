<?php
/**
 * Tracking: the pixel and analytics settings, and what the page config carries of them.
 *
 * @package Colophon
 */

namespace Colophon\Tracking;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Module() )->register();
		add_filter(
			'colophon_welcome_sections',
			static function ( array $sections ): array {
				$sections['tracking'] = new Welcome();
				return $sections;
			}
		);
	}
}
