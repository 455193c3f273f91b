<?php
/**
 * Which blocked provider a URL belongs to: the server side of features/consent/providers.ts, with the
 * same rules (../test/provider-patterns.json is the shared table of cases). A pattern is a path
 * (`/wp-content/…`, on any host) or a host and path (`youtube.com/embed`); both sides are compared
 * as a server reads them: lowercased, without scheme, leading `www.`, a host's trailing dot, query
 * or fragment, the path decoded once with backslashes as slashes, repeated slashes as one and dot
 * segments resolved. A full-path provider matches exactly, a catalogue one (`domain`) by domain and
 * path prefix, the others by contains. Plain PHP.
 *
 * @package Colophon
 */

namespace Colophon\Consent;

defined( 'ABSPATH' ) || exit;

final class Providers {

	/** A path as a server reads it: decoded once, `\` as `/`, `//` as `/`, `.` and `..` resolved, lowercased. */
	public static function normalise_path( string $path ): string {
		$parts    = explode( '/', str_replace( '\\', '/', rawurldecode( $path ) ) );
		$segments = array();
		foreach ( $parts as $part ) {
			if ( '..' === $part ) {
				array_pop( $segments );
			} elseif ( '' !== $part && '.' !== $part ) {
				$segments[] = $part;
			}
		}
		$last     = end( $parts );
		$trailing = $segments && in_array( $last, array( '', '.', '..' ), true ) ? '/' : '';
		return strtolower( '/' . implode( '/', $segments ) . $trailing );
	}

	/** A host as compared: lowercased, without a leading `www.` or a trailing dot. */
	private static function normalise_host( string $host ): string {
		return (string) preg_replace( '/\.(?=:|$)/', '', (string) preg_replace( '#^www\.#', '', strtolower( $host ) ) );
	}

	/** A pattern in matching form, or null when nothing could ever match it (refused by the settings page). */
	public static function normalise( string $pattern ): ?string {
		$bare = strtolower( trim( $pattern ) );
		$bare = (string) preg_replace( '#^[a-z][a-z0-9+.-]*:(?=//)#', '', $bare );
		$bare = (string) preg_replace( '/[?#].*$/s', '', $bare );
		$bare = str_replace( '\\', '/', $bare );
		if ( preg_match( '#^/(?!/)#', $bare ) ) {
			return preg_match( '/\s/', $bare ) ? null : self::normalise_path( $bare );
		}
		preg_match( '#^(?://)?([^/]*)(.*)$#s', $bare, $m );
		$normal = self::normalise_host( $m[1] ?? '' ) . ( ( $m[2] ?? '' ) !== '' ? self::normalise_path( $m[2] ) : '' );
		return '' !== $normal && ! preg_match( '/\s/', $normal ) ? $normal : null;
	}

	/**
	 * The provider (`{url, categories, fullPath}`) whose pattern matches $url, or null.
	 *
	 * @param array<int, array{url: string, categories: string[], fullPath: bool}> $providers
	 * @param string $site_host The host relative URLs resolve against.
	 */
	public static function match( array $providers, string $url, string $site_host ): ?array {
		// As a browser parses an http(s) address: backslashes are slashes.
		$url = str_replace( '\\', '/', html_entity_decode( trim( $url ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		if ( str_starts_with( $url, '//' ) ) {
			$url = 'https:' . $url;
		}
		$parts = parse_url( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- plain PHP on purpose.
		if ( false === $parts ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] ?? 'https' );
		// A socket's host is matched as a page's is, as in the browser.
		$default = array(
			'http'  => 80,
			'https' => 443,
			'ws'    => 80,
			'wss'   => 443,
		);
		if ( ! isset( $default[ $scheme ] ) ) {
			return null;
		}
		$port      = isset( $parts['port'] ) && (int) $parts['port'] !== $default[ $scheme ] ? ':' . $parts['port'] : '';
		$host      = strtolower( $parts['host'] ?? $site_host ) . $port;
		$path      = self::normalise_path( $parts['path'] ?? '/' );
		$host_path = self::normalise_host( $host ) . $path;
		$bare_host = (string) preg_replace( '/:\d+$/', '', self::normalise_host( $host ) );
		foreach ( $providers as $provider ) {
			$want = self::normalised( (string) ( $provider['url'] ?? '' ) );
			if ( null === $want ) {
				continue;
			}
			if ( ! empty( $provider['domain'] ) ) {
				if ( self::in_domain( $bare_host, $path, $want ) ) {
					return $provider;
				}
				continue;
			}
			$have = str_starts_with( $want, '/' ) ? $path : $host_path;
			if ( ! empty( $provider['fullPath'] ) ? $have === $want : str_contains( $have, $want ) ) {
				return $provider;
			}
		}
		return null;
	}

	/**
	 * A catalogue pattern (`domain`): the host is the domain or one of its subdomains, never a
	 * look-alike; the path, if any, is a prefix.
	 */
	private static function in_domain( string $host, string $path, string $want ): bool {
		$slash  = strpos( $want, '/' );
		$domain = false === $slash ? $want : substr( $want, 0, $slash );
		$prefix = false === $slash ? '' : substr( $want, $slash );
		return ( $host === $domain || str_ends_with( $host, '.' . $domain ) ) && str_starts_with( $path, $prefix );
	}

	/** normalise(), remembered: a page checks many addresses against the same list, and its config lists them. */
	public static function normalised( string $pattern ): ?string {
		static $seen = array();
		if ( ! array_key_exists( $pattern, $seen ) ) {
			$seen[ $pattern ] = self::normalise( $pattern );
		}
		return $seen[ $pattern ];
	}

	/**
	 * Whether a provider is a path on any site or on this site's own host: a Content-Security-Policy
	 * cannot tell those apart from the site, so strict mode still needs the script blocker for them
	 * (it picks the boot: features/consent/php/PageConfig.php boot_entry).
	 *
	 * @param array<int, array{url: string}> $providers
	 * @param string $site_host This site's host, with its port if it has one.
	 */
	public static function needs_blocker( array $providers, string $site_host ): bool {
		$own = explode( '/', (string) self::normalise( $site_host ) )[0];
		foreach ( $providers as $provider ) {
			$host = explode( '/', self::normalise( (string) ( $provider['url'] ?? '' ) ) ?? '/' )[0];
			if ( ! preg_match( '/[.:]/', $host ) || $host === $own ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * What strict mode's policy lets in, per set of categories: the host of every provider that is
	 * on a host (a path of any site is not), each once, keyed by its categories joined by spaces.
	 * The boot allows a key's hosts, and their subdomains, once all its categories are allowed
	 * (features/consent/strict.ts strictSources), so it needs no pattern code of its own.
	 *
	 * @param array<int, array{url: string, categories: string[]}> $providers
	 * @return array<string, string> "analytics advertisement" => "a.example b.example"
	 */
	public static function strict_hosts( array $providers ): array {
		$hosts = array();
		foreach ( $providers as $provider ) {
			// A provider's host only: its path would narrow the host for every other use of it.
			$host = explode( '/', self::normalised( (string) ( $provider['url'] ?? '' ) ) ?? '/' )[0];
			$key  = implode( ' ', array_map( 'strval', (array) ( $provider['categories'] ?? array() ) ) );
			if ( '' !== $host && '' !== $key ) {
				$hosts[ $key ][ $host ] = true;
			}
		}
		return array_map( static fn( array $set ): string => implode( ' ', array_keys( $set ) ), $hosts );
	}
}
