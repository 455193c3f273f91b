<?php
/**
 * The Kits screen, its REST routes and the editor events' sharing settings (from activation: an
 * owner imports a kit before finishing the setup).
 *
 * @package Colophon
 */

namespace Colophon\Kits;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Module( $context->manifest() ) )->register();
	}
}
