<?php
/**
 * Site-owner settings read by the front end.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Settings {

	/** The options the front end reads (edited on Colophon → Overview and Colophon → Behaviour). */
	public const BREAKPOINTS = 'colophon_breakpoints';

	public const LIKE_TYPES = 'colophon_like_dislike_post_types';

	public const HOVER_DELAY = 'colophon_hover_action_delay';

	/** The devices a breakpoint can be set for, narrowest first (widescreen is a min-width). */
	public const DEVICES = array( 'mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'widescreen' );

	/** The page builder's defaults, used when a device has none saved. */
	public const DEFAULT_BREAKPOINTS = array(
		'mobile' => 767,
		'tablet' => 1024,
	);

	/** The listing plugin's own hover delay (its hoverActionTimeout), in ms. */
	public const DEFAULT_HOVER_DELAY = 400;

	/** Max-width breakpoints in px (the page builder's defaults: mobile 767, tablet 1024). */
	public static function breakpoints(): array {
		$saved = get_option( self::BREAKPOINTS, array() );
		$out   = self::DEFAULT_BREAKPOINTS;
		foreach ( self::DEVICES as $device ) {
			if ( is_array( $saved ) && isset( $saved[ $device ] ) && is_numeric( $saved[ $device ] ) && (int) $saved[ $device ] > 0 ) {
				$out[ $device ] = (int) $saved[ $device ];
			}
		}
		return $out;
	}


	/** Post types that get the like/dislike control under their content. */
	public static function like_dislike_post_types(): array {
		$types = get_option( self::LIKE_TYPES, array( 'post' ) );
		return array_values( array_filter( (array) $types, 'is_string' ) );
	}

	/**
	 * Milliseconds a pointer rests on a listing action link with `event=hover` before its action
	 * runs. Option `colophon_hover_action_delay`; 400 when unset, the listing plugin's own default
	 * (its hoverActionTimeout), so a site moving over keeps its feel. Filter
	 * `colophon_hover_action_delay` to change it in code. Kept within 0–10000.
	 */
	public static function hover_action_delay(): int {
		$saved = get_option( self::HOVER_DELAY, self::DEFAULT_HOVER_DELAY );
		/**
		 * Filters how long, in ms, the pointer rests on a hover action link before its action runs.
		 *
		 * @param int $delay The Behaviour screen's value (400 when unset); kept within 0–10000.
		 */
		$delay = (int) apply_filters( 'colophon_hover_action_delay', is_numeric( $saved ) ? (int) $saved : self::DEFAULT_HOVER_DELAY );
		return max( 0, min( 10000, $delay ) );
	}
}
