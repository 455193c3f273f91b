<?php
/**
 * The page builder's breakpoints, from its active kit's settings (plain PHP:
 * tests/php/KitBreakpointsTest.php). The kit keeps `viewport_{device}` values in px and the list
 * of enabled ones in `active_breakpoints` (`viewport_mobile`, …); devices it leaves out use the page
 * builder's defaults. Only enabled devices are returned, as Colophon's `breakpoints` config
 * (max-width px; widescreen is a min-width).
 *
 * @package Colophon
 */

namespace Colophon\Takeover;

defined( 'ABSPATH' ) || exit;

final class KitBreakpoints {

	/** The page builder's defaults, in px. */
	public const DEFAULTS = array(
		'mobile'       => 767,
		'mobile_extra' => 880,
		'tablet'       => 1024,
		'tablet_extra' => 1200,
		'laptop'       => 1366,
		'widescreen'   => 2400,
	);

	/** @return array<string, int> */
	public static function from_kit( array $settings ): array {
		$active = $settings['active_breakpoints'] ?? array( 'viewport_mobile', 'viewport_tablet' );
		$active = is_array( $active ) ? $active : array();
		$out    = array();
		foreach ( self::DEFAULTS as $device => $default ) {
			if ( ! in_array( 'viewport_' . $device, $active, true ) ) {
				continue;
			}
			$value          = $settings[ 'viewport_' . $device ] ?? '';
			$out[ $device ] = is_numeric( $value ) && (int) $value > 0 ? (int) $value : $default;
		}
		return $out ? $out : array(
			'mobile' => self::DEFAULTS['mobile'],
			'tablet' => self::DEFAULTS['tablet'],
		);
	}
}
