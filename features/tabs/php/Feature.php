<?php
/**
 * Tabs: the titles' roles printed by the server when Colophon runs the page.
 *
 * @package Colophon
 */

namespace Colophon\Tabs;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		( new Titles( array( $context, 'incumbent_runs' ) ) )->register();
	}
}
