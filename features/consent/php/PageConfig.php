<?php
/**
 * What a page gets of the consent settings: which boot the head prints, and the page config's
 * `consent` (the settings with every provider the blocker holds back).
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class PageConfig {

	/**
	 * Which consent boot the head prints: in strict mode, when the browser's policy can hold back
	 * every provider (each on a host of its own), the small one without the script blocker.
	 */
	public static function boot_entry(): string {
		$settings = Settings::get();
		$url      = wp_parse_url( home_url() );
		$host     = ( $url['host'] ?? '' ) . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
		return $settings['enabled'] && $settings['strict'] && ! Providers::needs_blocker( Settings::providers( $settings ), $host ) ? 'consent-strict' : 'consent-boot';
	}

	/** @return array<string, mixed>|null `colophonConfig.consent`, or null when consent management is off. */
	public static function consent(): ?array {
		$settings = Settings::get();
		return $settings['enabled'] ? array_merge( $settings, array( 'providers' => Settings::providers( $settings ) ) ) : null;
	}
}
