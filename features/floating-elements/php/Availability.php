<?php
/**
 * The page builder offers its contact buttons and floating bars only with its container experiment
 * on (SPEC §6), so Colophon binds them only then too: read from the page builder's own experiments
 * when it is active, from the `colophon_containers` option (`yes`/`no`) otherwise (Colophon → Takeover;
 * on by default, as the page builder's is on new sites). When off, the feature is left out of the
 * page's markers, of what takeover covers (a page with such a widget keeps the incumbent's front
 * end), and of what the runtime binds (`unbound` in the page config).
 *
 * @package Colophon
 */

namespace Colophon\FloatingElements;

defined( 'ABSPATH' ) || exit;

final class Availability {

	public const FEATURE = 'floating-elements';
	public const OPTION  = 'colophon_containers';

	public function register(): void {
		add_filter( 'colophon_unavailable_features', array( self::class, 'unavailable' ) );
	}

	/** Whether the page builder is here to ask (then its answer is the one that counts). */
	public static function page_builder_decides(): bool {
		return class_exists( '\Elementor\Plugin' ) && isset( \Elementor\Plugin::$instance->experiments ) && is_object( \Elementor\Plugin::$instance->experiments );
	}

	public static function containers_on(): bool {
		if ( self::page_builder_decides() ) {
			$experiments = \Elementor\Plugin::$instance->experiments;
			return method_exists( $experiments, 'is_feature_active' ) && (bool) $experiments->is_feature_active( 'container' );
		}
		return 'no' !== get_option( self::OPTION, 'yes' );
	}

	/**
	 * @param string[] $ids Features unavailable so far.
	 * @return string[]
	 */
	public static function unavailable( $ids ): array {
		$ids = is_array( $ids ) ? $ids : array();
		if ( ! self::containers_on() ) {
			$ids[] = self::FEATURE;
		}
		return array_values( array_unique( $ids ) );
	}
}
