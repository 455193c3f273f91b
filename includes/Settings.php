<?php
/**
 * Site-owner settings read by the front end.
 *
 * @package Colophon
 */

namespace Colophon;

defined( 'ABSPATH' ) || exit;

final class Settings {

	/** Max-width breakpoints in px (the page builder's defaults: mobile 767, tablet 1024). */
	public static function breakpoints(): array {
		$saved = get_option( 'colophon_breakpoints', array() );
		$out   = array(
			'mobile' => 767,
			'tablet' => 1024,
		);
		foreach ( array( 'mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'widescreen' ) as $device ) {
			if ( is_array( $saved ) && isset( $saved[ $device ] ) && is_numeric( $saved[ $device ] ) && (int) $saved[ $device ] > 0 ) {
				$out[ $device ] = (int) $saved[ $device ];
			}
		}
		return $out;
	}

	public const LIGHTBOX = 'colophon_lightbox_global';

	/** Whether every link to an image opens in the lightbox (on when unset: the demo and sites set up before the welcome screen). */
	public static function lightbox_global(): bool {
		return (bool) get_option( self::LIGHTBOX, true );
	}

	/** Post types that get the like/dislike control under their content. */
	public static function like_dislike_post_types(): array {
		$types = get_option( 'colophon_like_dislike_post_types', array( 'post' ) );
		return array_values( array_filter( (array) $types, 'is_string' ) );
	}

	/**
	 * Milliseconds a pointer rests on a listing action link with `event=hover` before its action
	 * runs. Option `colophon_hover_action_delay`; 400 when unset, the listing plugin's own default
	 * (its hoverActionTimeout), so a site moving over keeps its feel. Filter
	 * `colophon_hover_action_delay` to change it in code. Kept within 0–10000.
	 */
	public static function hover_action_delay(): int {
		$saved = get_option( 'colophon_hover_action_delay', 400 );
		$delay = (int) apply_filters( 'colophon_hover_action_delay', is_numeric( $saved ) ? (int) $saved : 400 );
		return max( 0, min( 10000, $delay ) );
	}
}
