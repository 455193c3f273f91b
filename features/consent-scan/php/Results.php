<?php
/**
 * A site scan's results: what the browser found on each page (features/consent-scan/crawl.ts),
 * kept in one option, and the rows the screen shows — one per third-party host, with the pages and
 * tags it was found on, the known service and category it matches, or "unknown" — read against
 * the consent settings of the moment, so a host the owner just categorised shows so at once. The
 * hosts strict mode's violation reports collected from real visits join them. A new scan records
 * what changed since the one before.
 *
 * @package Colophon
 */

namespace Colophon\ConsentScan;

use Colophon\Consent\Catalogue;
use Colophon\Consent\Providers;
use Colophon\Consent\Settings;
use Colophon\Consent\Violations;

defined( 'ABSPATH' ) || exit;

final class Results {

	public const OPTION = 'colophon_consent_scan';

	public const MAX_PAGES = 1000;

	private const MAX_FOUND = 5000;

	/**
	 * A scan's findings, checked: [clean, error message or ''].
	 *
	 * @param mixed $body The posted JSON.
	 * @return array{0: array<string, mixed>, 1: string}
	 */
	public static function clean( $body ): array {
		if ( ! is_array( $body ) || ! is_array( $body['pages'] ?? null ) || ! is_array( $body['found'] ?? null ) ) {
			return array( array(), 'The scan must be sent as {"pages": [...], "found": [...]}.' );
		}
		if ( count( $body['pages'] ) > self::MAX_PAGES || count( $body['found'] ) > self::MAX_FOUND ) {
			return array( array(), sprintf( 'A scan holds at most %d pages and %d findings.', self::MAX_PAGES, self::MAX_FOUND ) );
		}
		$text  = static fn( $value, int $max ): string => is_string( $value ) ? substr( sanitize_text_field( $value ), 0, $max ) : '';
		$pages = array();
		foreach ( $body['pages'] as $page ) {
			$url = is_array( $page ) ? esc_url_raw( $text( $page['url'] ?? '', 2000 ) ) : '';
			if ( '' !== $url ) {
				$pages[] = array_filter(
					array(
						'url'   => $url,
						'error' => $text( $page['error'] ?? '', 200 ),
					)
				);
			}
		}
		$found = array();
		foreach ( $body['found'] as $item ) {
			$host = is_array( $item ) ? strtolower( $text( $item['host'] ?? '', 253 ) ) : '';
			if ( ! preg_match( '/^[a-z0-9.-]+\.[a-z0-9-]+$/', $host ) ) {
				continue;
			}
			$found[] = array(
				'host' => $host,
				'url'  => esc_url_raw( $text( $item['url'] ?? '', 2000 ) ),
				'tag'  => $text( $item['tag'] ?? '', 40 ),
				'page' => '/' . ltrim( $text( $item['page'] ?? '', 500 ), '/' ),
			);
		}
		return array(
			array(
				'pages'   => $pages,
				'found'   => $found,
				'stopped' => ! empty( $body['stopped'] ),
			),
			'',
		);
	}

	/** Keeps a scan (after clean()), noting which hosts came and went since the one before. */
	public static function save( array $scan, int $now ): void {
		$before          = self::stored();
		$hosts           = array_values( array_unique( array_column( $scan['found'], 'host' ) ) );
		$old             = $before ? array_values( array_unique( array_column( $before['found'], 'host' ) ) ) : null;
		$scan['time']    = $now;
		$scan['changes'] = null === $old ? null : array(
			'added' => array_values( array_diff( $hosts, $old ) ),
			'gone'  => array_values( array_diff( $old, $hosts ) ),
		);
		update_option( self::OPTION, $scan, false );
	}

	/** @return array<string, mixed>|null The last scan as kept. */
	public static function stored(): ?array {
		$scan = get_option( self::OPTION, null );
		return is_array( $scan ) && isset( $scan['found'], $scan['pages'] ) ? $scan : null;
	}

	/**
	 * What the screen shows: the last scan's pages and rows, and its changes.
	 *
	 * @return array<string, mixed>
	 */
	public static function view(): array {
		$scan = self::stored();
		return array(
			'strict'  => (bool) Settings::get()['strict'],
			'time'    => $scan['time'] ?? null,
			'stopped' => (bool) ( $scan['stopped'] ?? false ),
			'pages'   => $scan['pages'] ?? array(),
			'changes' => $scan['changes'] ?? null,
			'rows'    => self::rows( $scan['found'] ?? array(), Violations::all(), Settings::get() ),
		);
	}

	/**
	 * One row per host, known services first by category, then unknown ones.
	 *
	 * @param array<int, array{host: string, url: string, tag: string, page: string}> $found
	 * @param array<string, array{pages: array<string, int>}>                         $reports strict mode's, by host
	 * @param array<string, mixed>                                                     $settings the consent settings
	 * @return array<int, array<string, mixed>>
	 */
	public static function rows( array $found, array $reports, array $settings ): array {
		$by_host = array();
		foreach ( $found as $item ) {
			$row                      = $by_host[ $item['host'] ] ?? array(
				'host'    => $item['host'],
				'pages'   => array(),
				'tags'    => array(),
				'urls'    => array(),
				'reports' => false,
			);
			$row['pages'][]           = $item['page'];
			$row['tags'][]            = $item['tag'];
			$row['urls'][]            = $item['url'];
			$by_host[ $item['host'] ] = $row;
		}
		foreach ( $reports as $host => $report ) {
			$host              = (string) preg_replace( '/:\d+$/', '', (string) $host );
			$row               = $by_host[ $host ] ?? array(
				'host'  => $host,
				'pages' => array(),
				'tags'  => array(),
				'urls'  => array( 'https://' . $host . '/' ),
			);
			$row['pages']      = array_merge( $row['pages'], array_keys( (array) ( $report['pages'] ?? array() ) ) );
			$row['reports']    = true;
			$by_host[ $host ]  = $row;
		}

		$own       = (array) $settings['providers'];
		$avatars   = \Colophon\Consent\Avatars::providers( (string) $settings['avatars'] );
		// Every known service as shipped: the owner's changes are applied per row.
		$catalogue = Catalogue::providers( array(), true );
		$allowed   = array_map( 'strtolower', (array) $settings['allowedHosts'] );
		$site      = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$rows      = array();
		foreach ( $by_host as $host => $row ) {
			$row['pages'] = array_slice( array_values( array_unique( $row['pages'] ) ), 0, 20 );
			$row['tags']  = array_values( array_unique( $row['tags'] ) );
			$urls         = array_slice( array_values( array_unique( $row['urls'] ) ), 0, 20 );
			$row['urls']  = array_slice( $urls, 0, 3 );
			$row         += self::status( $host, $urls, $own, $avatars, $catalogue, $allowed, $site, (array) $settings['services'] );
			$rows[]       = $row;
		}
		$order = array( 'unknown' => 0, 'owner' => 1, 'held' => 2, 'necessary' => 3, 'allowed' => 4, 'off' => 5 );
		usort( $rows, static fn( array $a, array $b ): int => array( $order[ $a['status'] ], $a['host'] ) <=> array( $order[ $b['status'] ], $b['host'] ) );
		return $rows;
	}

	/**
	 * How one host is treated: held back by the owner's list (`owner`), or by the catalogue or the
	 * avatars setting (`held`),
	 * known and needing no consent (`necessary`), known but switched off (`off`), listed as always
	 * allowed (`allowed`), or `unknown`.
	 *
	 * @param string[] $urls
	 * @param array    $own       The owner's providers.
	 * @param array    $avatars   The avatar hosts' providers.
	 * @param array    $catalogue Every known service's, as shipped.
	 * @param string[] $allowed   Strict mode's hosts always allowed.
	 * @return array{status: string, categories: string[], service: array{id: string, name: string}|null}
	 */
	private static function status( string $host, array $urls, array $own, array $avatars, array $catalogue, array $allowed, string $site, array $overrides ): array {
		foreach ( $urls as $url ) {
			$provider = Providers::match( $own, $url, $site );
			if ( $provider ) {
				return array( 'status' => 'owner', 'categories' => $provider['categories'], 'service' => null );
			}
			// The avatar service, held back by the consent screen's "Avatars wait for".
			$provider = Providers::match( $avatars, $url, $site );
			if ( $provider ) {
				return array(
					'status'     => 'held',
					'categories' => $provider['categories'],
					'service'    => array(
						'id'   => 'avatars',
						'name' => __( 'Comment avatars (Gravatar)', 'colophon' ),
					),
				);
			}
		}
		foreach ( $urls as $url ) {
			$provider = Providers::match( $catalogue, $url, $site );
			if ( $provider ) {
				$service  = Catalogue::service( $provider['service'] );
				$category = (string) ( $overrides[ $service['id'] ] ?? $service['category'] );
				$status   = Catalogue::OFF === $category ? 'off' : ( 'necessary' === $category ? 'necessary' : 'held' );
				return array(
					'status'     => $status,
					'categories' => 'off' === $status ? array() : array( $category ),
					'service'    => array(
						'id'   => $service['id'],
						'name' => $service['name'],
					),
				);
			}
		}
		$listed = in_array( $host, $allowed, true ) || in_array( '*.' . $host, $allowed, true );
		return array( 'status' => $listed ? 'allowed' : 'unknown', 'categories' => array(), 'service' => null );
	}
}
