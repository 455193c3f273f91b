<?php
/**
 * What a page gets of the consent settings: which boot the head prints, and the page config's
 * `consent` (the settings with every provider the blocker holds back).
 *
 * @package Colophon
 */

namespace Colophon\Consent;

use Colophon\SiteHealth;

defined( 'ABSPATH' ) || exit;

final class PageConfig {

	/**
	 * Which consent boot the head prints: the one with the script blocker; in strict mode the one
	 * without it when the browser's policy can hold back every provider (each on a host of its
	 * own), else the one with both.
	 */
	public static function boot_entry(): string {
		$settings = Settings::visitor();
		if ( ! $settings['enabled'] || ! $settings['strict'] ) {
			return 'consent-boot';
		}
		$url  = wp_parse_url( home_url() );
		$host = ( $url['host'] ?? '' ) . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
		return Providers::needs_blocker( Settings::providers( $settings ), $host ) ? 'consent-strict-blocker' : 'consent-strict';
	}

	/**
	 * The banner's version, kept with each consent record: the first 12 hex digits of a hash of
	 * the texts visitors read and the categories with their defaults, so a record says which
	 * banner the choice was made in.
	 */
	public static function version( array $settings ): string {
		$categories = array_map( static fn( array $c ): array => array( $c['slug'], ! empty( $c['necessary'] ), $c['defaults'] ?? array() ), (array) $settings['categories'] );
		return substr( sha1( (string) wp_json_encode( array( BannerTexts::all(), $categories, $settings['law'] ) ) ), 0, 12 );
	}

	/**
	 * `colophonConfig.consent`, or null when consent management is off: the settings, the owner's
	 * providers one by one and the catalogue's hosts by category (features/consent/config.ts
	 * readConsentConfig() puts them together again).
	 *
	 * @return array<string, mixed>|null
	 */
	public static function consent(): ?array {
		$settings = Settings::visitor();
		if ( ! $settings['enabled'] ) {
			return null;
		}
		$config = array_merge(
			$settings,
			array(
				'providers' => Settings::own_providers( $settings ),
				'catalogue' => (object) Catalogue::page_config( (array) $settings['services'] ),
				'version'   => self::version( $settings ),
			)
		);
		$config['domain']      = SiteHealth::bare_host( (string) $settings['domain'] );
		$config['consentMode'] = array(
			'enabled'  => (bool) $settings['consentMode']['enabled'],
			'defaults' => ConsentMode::defaults( (array) $settings['consentMode']['rows'] ),
		);
		if ( $settings['strict'] ) {
			$catalogue = array();
			foreach ( $config['catalogue'] as $slug => $hosts ) {
				foreach ( explode( ' ', (string) $hosts ) as $url ) {
					$catalogue[] = array(
						'url'        => $url,
						'categories' => array( (string) $slug ),
					);
				}
			}
			$config['strictHosts'] = (object) Providers::strict_hosts( array_merge( $config['providers'], $catalogue ) );
		}
		unset( $config['services'], $config['regionHeader'], $config['regionRules'] );
		// In the form the blocker matches them (features/consent/providers.ts), after the strict
		// hosts were read from them as typed: the boots carry no pattern parser.
		$config['providers'] = self::matching_form( $config['providers'] );
		$config['catalogue'] = (object) array_map(
			static fn( string $hosts ): string => implode( ' ', array_filter( array_map( array( Providers::class, 'normalised' ), explode( ' ', $hosts ) ) ) ),
			(array) $config['catalogue']
		);
		return $config;
	}

	/**
	 * The providers with each pattern in its matching form (Providers::normalise: lower case, no
	 * scheme, `www.`, query or fragment, the path resolved), those that could never match left out.
	 *
	 * @param array<int, array<string, mixed>> $providers
	 * @return array<int, array<string, mixed>>
	 */
	public static function matching_form( array $providers ): array {
		$out = array();
		foreach ( $providers as $provider ) {
			$want = Providers::normalised( (string) ( $provider['url'] ?? '' ) );
			if ( null !== $want ) {
				$out[] = array_merge( $provider, array( 'url' => $want ) );
			}
		}
		return $out;
	}
}
