<?php
/**
 * Popup ids inside page content: the page builder's action links
 * (`#elementor-action:action=popup:open&settings=BASE64({"id":"12"})`). A kit carries pages and
 * popups from one site to another, where the popups get new ids; the links are rewritten to them.
 *
 * @package Colophon
 */

namespace Colophon\Kits;

defined( 'ABSPATH' ) || exit;

final class PopupLinks {

	private const PATTERN = '/(#elementor-action(?::|%3A)action(?:=|%3D)popup(?::|%3A)(?:open|toggle)(?:&amp;|&|%26)settings(?:=|%3D))([A-Za-z0-9+\/=%]+)/i';

	/** @return int[] The popup ids the content's links open. */
	public static function ids( string $content ): array {
		$ids = array();
		self::each(
			$content,
			static function ( array $settings ) use ( &$ids ) {
				$ids[] = (int) $settings['id'];
				return null;
			}
		);
		return array_values( array_unique( $ids ) );
	}

	/**
	 * @param array<int, int> $map Old popup id → new popup id. Links to other ids stay as they are.
	 */
	public static function rewrite( string $content, array $map ): string {
		return self::each(
			$content,
			static function ( array $settings ) use ( $map ) {
				$old = (int) $settings['id'];
				if ( ! isset( $map[ $old ] ) ) {
					return null;
				}
				$settings['id'] = (string) $map[ $old ];
				return $settings;
			}
		);
	}

	/** Calls $fn with each link's decoded settings (those with an id); a returned array replaces them. */
	private static function each( string $content, callable $fn ): string {
		return (string) preg_replace_callback(
			self::PATTERN,
			static function ( array $m ) use ( $fn ) {
				$encoded  = str_contains( $m[2], '%' ) ? rawurldecode( $m[2] ) : $m[2];
				$settings = json_decode( (string) base64_decode( $encoded, true ), true );
				if ( ! is_array( $settings ) || ! isset( $settings['id'] ) || ! is_numeric( $settings['id'] ) ) {
					return $m[0];
				}
				$new = $fn( $settings );
				return is_array( $new ) ? $m[1] . base64_encode( (string) wp_json_encode( $new ) ) : $m[0];
			},
			$content
		);
	}
}
