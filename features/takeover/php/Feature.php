<?php
/**
 * Takeover: its screen, the page switch and its Site Health test from activation; once visitors
 * get Colophon, the decision per page, and the answer to `colophon_incumbent_runs` for the
 * features that leave the page builder's markup to it.
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

use Colophon\Context;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		add_filter(
			'colophon_welcome_sections',
			static function ( array $sections ): array {
				$sections['takeover'] = new Welcome();
				return $sections;
			}
		);
		$module = new Module( $context->manifest() );
		if ( ! $context->visitors() ) {
			$module->register_admin();
			return;
		}
		$module->register();
		add_filter( 'colophon_incumbent_runs', array( $module, 'incumbent_runs' ) );
	}
}
