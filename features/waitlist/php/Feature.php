<?php
/**
 * The marketplace waitlist form: its shortcode and where it sends.
 *
 * @package Colophon
 */

namespace Colophon\Waitlist;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Waitlist( $context->markers() ) )->register();
	}
}
