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

	/** Post types that get the like/dislike control under their content. */
	public static function like_dislike_post_types(): array {
		$types = get_option( 'colophon_like_dislike_post_types', array( 'post' ) );
		return array_values( array_filter( (array) $types, 'is_string' ) );
	}
}
