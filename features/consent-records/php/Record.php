<?php
/**
 * One consent record as a visitor's browser sends it (features/consent/effects.ts), checked: the
 * consent id of the cookie, the choice's kind, each category's answer, the page, the banner's
 * version. Anything else is refused with the reason. Plain PHP, tested on its own.
 *
 * @package Colophon
 */

namespace Colophon\ConsentRecords;

defined( 'ABSPATH' ) || exit;

final class Record {

	public const KINDS = array( 'accept', 'reject', 'custom', 'withdrawal' );

	/**
	 * The row to keep, or the reason the body is refused.
	 *
	 * @param mixed    $body  The decoded JSON body.
	 * @param string[] $slugs The site's category slugs.
	 * @return array{0: array<string, string>|null, 1: string}
	 */
	public static function from( $body, array $slugs ): array {
		if ( ! is_array( $body ) ) {
			return array( null, 'The body must be a JSON object.' );
		}
		$id = $body['consentId'] ?? null;
		if ( ! is_string( $id ) || ! preg_match( '/^[A-Za-z0-9_-]{8,64}$/', $id ) ) {
			return array( null, 'consentId: 8 to 64 letters, digits, - or _.' );
		}
		$kind = $body['kind'] ?? null;
		if ( ! in_array( $kind, self::KINDS, true ) ) {
			return array( null, 'kind: one of ' . implode( ', ', self::KINDS ) . '.' );
		}
		$categories = $body['categories'] ?? null;
		if ( ! is_array( $categories ) || ! $categories ) {
			return array( null, 'categories: an object of category => "yes" or "no".' );
		}
		foreach ( $categories as $slug => $answer ) {
			if ( ! in_array( (string) $slug, $slugs, true ) || ! in_array( $answer, array( 'yes', 'no' ), true ) ) {
				return array( null, 'categories: ' . ( in_array( (string) $slug, $slugs, true ) ? '"yes" or "no" for ' . $slug : 'no category "' . $slug . '" on this site' ) . '.' );
			}
		}
		$page = $body['page'] ?? '/';
		if ( ! is_string( $page ) || ! preg_match( '#^/[^\s]{0,254}$#', $page ) ) {
			return array( null, 'page: a path of this site, starting with /.' );
		}
		$version = $body['version'] ?? '';
		if ( ! is_string( $version ) || ! preg_match( '/^[a-f0-9]{12}$/', $version ) ) {
			return array( null, 'version: the banner version, 12 hexadecimal digits.' );
		}
		ksort( $categories );
		return array(
			array(
				'consent_id'     => $id,
				'kind'           => $kind,
				'categories'     => (string) wp_json_encode( $categories ),
				'page'           => $page,
				'banner_version' => $version,
			),
			'',
		);
	}

	/**
	 * A visitor's address as analytics tools keep it: an IPv4 address without its last byte, an
	 * IPv6 one cut to its first 48 bits; anything else, nothing.
	 */
	public static function truncate( string $address ): string {
		$packed = @inet_pton( trim( $address ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a bad address is answered with '' below.
		if ( false === $packed ) {
			return '';
		}
		$keep = 4 === strlen( $packed ) ? 3 : 6;
		return (string) inet_ntop( substr( $packed, 0, $keep ) . str_repeat( "\0", strlen( $packed ) - $keep ) );
	}
}
