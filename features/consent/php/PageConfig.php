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

	/**
	 * `colophonConfig.consent`, or null when consent management is off: the settings, the owner's
	 * providers one by one and the catalogue's hosts by category (features/consent/config.ts
	 * readConsentConfig() puts them together again).
	 *
	 * @return array<string, mixed>|null
	 */
	public static function consent(): ?array {
		$settings = Settings::get();
		if ( ! $settings['enabled'] ) {
			return null;
		}
		$config = array_merge(
			$settings,
			array(
				'providers' => Settings::own_providers( $settings ),
				'catalogue' => (object) Catalogue::page_config( (array) $settings['services'] ),
			)
		);
		unset( $config['services'] );
		return $config;
	}
}
