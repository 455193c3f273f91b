<?php
/**
 * Link actions: how long the pointer rests on a hover action before it runs (the page config's
 * `linkActions`; set on Colophon → Behaviour).
 *
 * @package Colophon
 */

namespace Colophon\LinkActions;

use Colophon\Context;
use Colophon\Settings;

defined( 'ABSPATH' ) || exit;

final class Feature implements \Colophon\Feature {

	public function register( Context $context ): void {
		add_filter(
			'colophon_config',
			static function ( array $config ): array {
				$config['linkActions'] = array( 'hoverDelay' => Settings::hover_action_delay() );
				return $config;
			}
		);
	}
}
