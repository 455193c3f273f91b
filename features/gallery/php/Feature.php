<?php
/**
 * The Pro gallery: its layout printed by the server when Colophon runs the page.
 *
 * @package Colophon
 */

namespace Colophon\Gallery;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Layout( array( $context, 'incumbent_runs' ) ) )->register();
	}
}
