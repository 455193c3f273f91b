<?php
/**
 * Which blocked provider a URL belongs to: the server side of features/consent/providers.ts, with the
 * same rules (features/consent/test/provider-patterns.json is the shared table of cases). A pattern is a
 * path (`/wp-content/…`, on any host) or a host and path (`youtube.com/embed`); both sides are
 * compared lowercased, without scheme, leading `www.`, query or fragment. A full-path provider
 * matches exactly, the others by contains. Plain PHP, no WordPress needed.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class Providers {

	/** A pattern in matching form, or null when nothing could ever match it (refused by the settings page). */
	public static function normalise( string $pattern ): ?string {
		$bare = strtolower( trim( $pattern ) );
		$bare = (string) preg_replace( '#^[a-z][a-z0-9+.-]*:#', '', $bare );
		$bare = (string) preg_replace( '/[?#].*$/s', '', $bare );
		$normal = preg_match( '#^/(?!/)#', $bare ) ? $bare : (string) preg_replace( '#^www\.#', '', (string) preg_replace( '#^//#', '', $bare ) );
		return '' !== $normal && ! preg_match( '/\s/', $normal ) ? $normal : null;
	}

	/**
	 * The provider (`{url, categories, fullPath}`) whose pattern matches $url, or null.
	 *
	 * @param array<int, array{url: string, categories: string[], fullPath: bool}> $providers
	 * @param string $site_host The host relative URLs resolve against.
	 */
	public static function match( array $providers, string $url, string $site_host ): ?array {
		$url = html_entity_decode( trim( $url ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		if ( str_starts_with( $url, '//' ) ) {
			$url = 'https:' . $url;
		}
		$parts = parse_url( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- plain PHP on purpose.
		if ( false === $parts ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] ?? 'https' );
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return null;
		}
		$host      = strtolower( $parts['host'] ?? $site_host ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
		$path      = strtolower( $parts['path'] ?? '/' );
		$host_path = preg_replace( '#^www\.#', '', $host ) . $path;
		foreach ( $providers as $provider ) {
			$want = self::normalise( (string) ( $provider['url'] ?? '' ) );
			if ( null === $want ) {
				continue;
			}
			$have = str_starts_with( $want, '/' ) ? $path : $host_path;
			if ( ! empty( $provider['fullPath'] ) ? $have === $want : str_contains( $have, $want ) ) {
				return $provider;
			}
		}
		return null;
	}
}
