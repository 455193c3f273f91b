<?php
/**
 * The carousels: each device's slides per view and gap printed by the server when Colophon runs
 * the page.
 *
 * @package Colophon
 */

namespace Colophon\Carousel;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Layout( array( $context, 'incumbent_runs' ) ) )->register();
	}
}
