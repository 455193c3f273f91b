<?php
/**
 * The page builder's form without script: sent on the server, answered in the page.
 *
 * @package Colophon
 */

namespace Colophon\Form;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new NoScript() )->register();
	}
}
