<?php
/**
 * Floating elements: whether this site offers them.
 *
 * @package Colophon
 */

namespace Colophon\FloatingElements;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Availability() )->register();
	}
}
