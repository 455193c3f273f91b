<?php
/**
 * The services Colophon knows (../catalogue.json: shipped data, one reviewed file): the blocker
 * holds each back until its category is allowed, on every install, together with the owner's own
 * list. The owner can switch an entry off or move it to another category (`services` in the
 * consent settings keeps only those changes: id => category slug, or "off").
 *
 * A catalogue host is a domain: it matches itself and its subdomains, never a look-alike
 * (`google-analytics.com` blocks `www.google-analytics.com`, not `google-analytics.com.evil.example`),
 * and its path, if it has one, is a prefix (Providers::match, `domain`).
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class Catalogue {

	public const OFF = 'off';

	/** @var array<int, array<string, mixed>>|null */
	private static ?array $services = null;

	/** One entry by id, or null. */
	public static function service( string $id ): ?array {
		foreach ( self::services() as $service ) {
			if ( $service['id'] === $id ) {
				return $service;
			}
		}
		return null;
	}

	/**
	 * Every entry as shipped.
	 *
	 * @return array<int, array{id: string, name: string, category: string, hosts: string[], cookies: array<int, array{name: string, lifetime: string}>, placeholder: bool, about: string}>
	 */
	public static function services(): array {
		if ( null === self::$services ) {
			$file = dirname( __DIR__ ) . '/catalogue.json';
			// A local file of the plugin's own, read once per request.
			$data           = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of this plugin, not a URL.
			self::$services = is_array( $data['services'] ?? null ) ? $data['services'] : array();
		}
		return self::$services;
	}

	/**
	 * The entries in force: each with its category after the owner's changes, without those
	 * switched off. An entry moved to a category the site no longer has keeps waiting for that
	 * slug, which nobody can allow: it stays blocked rather than slipping through.
	 *
	 * @param array<string, string> $overrides id => category slug or "off".
	 * @return array<int, array<string, mixed>>
	 */
	public static function in_force( array $overrides ): array {
		$out = array();
		foreach ( self::services() as $service ) {
			$category = (string) ( $overrides[ $service['id'] ] ?? $service['category'] );
			if ( self::OFF !== $category ) {
				$out[] = array_merge( $service, array( 'category' => $category ) );
			}
		}
		return $out;
	}

	/**
	 * The blocker's entries for the services in force (necessary ones are never held back, so
	 * they are left out unless asked for), each naming its service.
	 *
	 * @param array<string, string> $overrides
	 * @param bool                  $necessary Also the necessary ones (to name them, as the scan does).
	 * @return array<int, array{url: string, categories: string[], fullPath: bool, domain: bool, service: string}>
	 */
	public static function providers( array $overrides, bool $necessary = false ): array {
		$out = array();
		foreach ( self::in_force( $overrides ) as $service ) {
			if ( 'necessary' === $service['category'] && ! $necessary ) {
				continue;
			}
			foreach ( $service['hosts'] as $host ) {
				$out[] = array(
					'url'        => $host,
					'categories' => array( $service['category'] ),
					'fullPath'   => false,
					'domain'     => true,
					'service'    => $service['id'],
				);
			}
		}
		return $out;
	}

	/**
	 * What a page carries of it (`colophonConfig.consent.catalogue`): category => its hosts, space
	 * separated, the smallest form the browser's matcher reads back. Necessary services are never
	 * held back, so they stay out; nor does strict mode's policy allow them by itself: its "always
	 * allowed" hosts are the ones the owner confirmed.
	 *
	 * @param array<string, string> $overrides
	 * @return array<string, string>
	 */
	public static function page_config( array $overrides ): array {
		$hosts = array();
		foreach ( self::in_force( $overrides ) as $service ) {
			if ( 'necessary' !== $service['category'] ) {
				$hosts[ $service['category'] ][] = implode( ' ', $service['hosts'] );
			}
		}
		return array_map( static fn( array $list ): string => implode( ' ', $list ), $hosts );
	}
}
