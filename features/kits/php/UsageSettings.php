<?php
/**
 * Usage sharing of the editor-side analytics: off unless the site owner turns it on. When on, the
 * events manager also sends each event to the collector URL (sendBeacon); when off, events stay in
 * the browser (the `colophon.admin.event` action and the dataLayer).
 *
 * @package Colophon
 */

namespace Colophon\Kits;

defined( 'ABSPATH' ) || exit;

final class UsageSettings {

	public const OPTION = 'colophon_usage_sharing';

	/** @return array{share: bool, collector: string} */
	public static function get(): array {
		$saved = (array) get_option( self::OPTION, array() );
		return array(
			'share'     => ! empty( $saved['share'] ),
			'collector' => (string) ( $saved['collector'] ?? '' ),
		);
	}

	/** @return array{0: array, 1: string[]} */
	public static function validate( array $input ): array {
		$errors    = array();
		$share     = ! empty( $input['share'] );
		$raw       = $input['collector'] ?? '';
		$collector = is_scalar( $raw ) ? trim( (string) $raw ) : '';
		if ( '' !== $collector && ( ! wp_http_validate_url( $collector ) && ! preg_match( '#^https?://(127\.0\.0\.1|localhost)(:\d+)?/#', $collector ) ) ) {
			$errors[] = __( 'Collector URL: enter a full http:// or https:// address, such as https://stats.example.com/collect.', 'colophon' );
		}
		if ( $share && '' === $collector ) {
			$errors[] = __( 'Collector URL: usage sharing needs the address that receives the events. Enter it, or leave sharing off.', 'colophon' );
		}
		return array(
			array(
				'share'     => $share,
				'collector' => esc_url_raw( $collector ),
			),
			$errors,
		);
	}
}
